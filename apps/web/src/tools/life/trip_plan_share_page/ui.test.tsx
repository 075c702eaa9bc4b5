import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import TripPlanSharePage from './ui.tsx';

vi.mock('../kit/trip/trip-map.tsx', () => ({ TripMap: () => <div data-testid="trip-map" /> }));

function serve(envelope: object) {
  const paths: unknown[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    paths.push([path, JSON.parse(String(init?.body))]);
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return paths;
}

const plan = {
  title: 'Hangzhou weekend',
  startDate: '2026-04-04',
  currency: 'CNY',
  budget: 500,
  days: [
    {
      title: 'West Lake',
      places: [
        {
          name: 'Broken Bridge',
          lat: 30.2587,
          lng: 120.1505,
          time: '08:30',
          mode: 'walk',
          travelMinutes: 20,
        },
        { name: 'Lingyin Temple', cost: 75, note: 'Buy tickets online' },
      ],
    },
  ],
};

describe('trip_plan_share_page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the shared plan from its link, with the ways between places and the spending', async () => {
    const paths = serve({
      code: '000',
      message: 'ok',
      data: { plan, createTime: '2026-11-25T08:00:00Z', expireTime: '2026-12-02T08:00:00Z' },
    });
    renderWithProviders(<TripPlanSharePage />, {
      toolCode: 'trip_plan_share_page',
      path: '/func/trip_plan_share_page?id=AbCdEfGhIjKlMnOpQrStUv',
    });
    expect((await screen.findByTestId('trip-shared-title')).textContent).toBe('Hangzhou weekend');
    expect(paths).toEqual([['/ut/trip-plan/get-share', { id: 'AbCdEfGhIjKlMnOpQrStUv' }]]);
    expect(screen.getByRole('heading', { name: 'Day 1 · 2026-04-04 · West Lake' })).toBeTruthy();
    expect(screen.getByText('walk, about 20 min')).toBeTruthy();
    expect(screen.getByText('Buy tickets online')).toBeTruthy();
    expect(screen.getByTestId('trip-totals').textContent).toMatch(/CN¥75\.00.*CN¥425\.00 of the budget left/);
  });

  it('says plainly when the link has expired or was withdrawn', async () => {
    serve({
      code: '40400',
      message:
        'This shared trip plan does not exist, has expired or was withdrawn by the person who shared it.',
      data: null,
    });
    renderWithProviders(<TripPlanSharePage />, {
      toolCode: 'trip_plan_share_page',
      path: '/func/trip_plan_share_page?id=AbCdEfGhIjKlMnOpQrStUv',
    });
    expect((await screen.findByTestId('trip-share-missing')).textContent).toContain(
      'has expired or was withdrawn',
    );
  });

  it('explains itself when opened without a link', () => {
    serve({ code: '000', message: 'ok', data: null });
    renderWithProviders(<TripPlanSharePage />, { toolCode: 'trip_plan_share_page' });
    expect(screen.getByTestId('trip-share-missing').textContent).toContain(
      'open the share link they sent you',
    );
  });
});
