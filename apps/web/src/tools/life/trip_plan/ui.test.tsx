import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import TripPlanTool from './ui.tsx';

// Leaflet does not draw in happy-dom: the map is replaced by a button that clicks a real spot
// (Lingyin Temple, Hangzhou), so placing a place on the map is still exercised.
vi.mock('../kit/trip/trip-map.tsx', () => ({
  TripMap: (props: { onPick?: (p: { lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => props.onPick?.({ lat: 30.2408, lng: 120.1016 })}>
      fake map click
    </button>
  ),
}));

type Sent = { path: string; body: unknown };
function fakeServer(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    sent.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
    const data = answers[path];
    const envelope =
      data === undefined
        ? { code: '40400', message: 'no', data: null }
        : { code: '000', message: 'ok', data };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const share = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  title: 'Hangzhou',
  createTime: '2026-11-25T00:00:00.000Z',
  expireTime: '2026-12-02T00:00:00.000Z',
};

async function addPlace(name: string, cost: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add a place' }));
  const names = screen.getAllByLabelText('Place');
  fireEvent.change(names.at(-1)!, { target: { value: name } });
  fireEvent.change(screen.getAllByLabelText('Cost').at(-1)!, { target: { value: cost } });
}

describe('trip_plan', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('plans places with costs against a budget, places one on the map, estimates the way, and keeps the plan', async () => {
    fakeServer({ '/ut/trip-plan/list-shares': [] });
    const { unmount } = renderWithProviders(<TripPlanTool />, { toolCode: 'trip_plan' });
    fireEvent.change(screen.getByLabelText('Trip name'), { target: { value: 'Hangzhou' } });
    fireEvent.change(screen.getByLabelText('Budget (optional)'), { target: { value: '100' } });
    await addPlace('Broken Bridge', '0');
    await addPlace('Lingyin Temple', '75');
    await addPlace('Tea house', '38.5');
    expect(screen.getByTestId('trip-totals').textContent).toMatch(
      /spending CN¥113\.50.*CN¥13\.50 over the budget/,
    );
    // Place the first two on the map: the first by the fake click, then the second.
    fireEvent.click(screen.getAllByRole('button', { name: 'Place on the map' })[0]!);
    expect(screen.getByText('Click the map to place day 1, place 1.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'fake map click' }));
    expect(screen.getByText('Lat 30.2408, lng 120.1016')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move on the map' })).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem('toolbox.trip-plan')!) as {
      days: { places: { lat: number | null }[] }[];
    };
    expect(stored.days[0]!.places.map((p) => p.lat)).toEqual([30.2408, null, null]);
    unmount();
    renderWithProviders(<TripPlanTool />, { toolCode: 'trip_plan' });
    expect((screen.getByLabelText('Trip name') as HTMLInputElement).value).toBe('Hangzhou');
    expect(screen.getAllByLabelText('Place')).toHaveLength(3);
  });

  it('shares a named plan and withdraws the link; refuses places without names', async () => {
    const sent = fakeServer({
      '/ut/trip-plan/list-shares': [share],
      '/ut/trip-plan/share': share,
      '/ut/trip-plan/revoke-share': null,
    });
    renderWithProviders(<TripPlanTool />, { toolCode: 'trip_plan' });
    fireEvent.click(screen.getByRole('button', { name: 'Make a share link' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the trip a name first.');
    fireEvent.change(screen.getByLabelText('Trip name'), { target: { value: 'Hangzhou' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a place' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make a share link' }));
    expect(screen.getByRole('alert').textContent).toBe('Give every place a name before sharing.');
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'West Lake' } });
    fireEvent.change(screen.getByLabelText('Link lasts'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a share link' }));
    expect((await screen.findByTestId('trip-share-url')).textContent).toBe(
      `${window.location.origin}/func/trip_plan_share_page?id=AbCdEfGhIjKlMnOpQrStUv`,
    );
    const create = sent.find((s) => s.path === '/ut/trip-plan/share')!.body as {
      expireDays: number;
      plan: { title: string };
    };
    expect(create).toMatchObject({ expireDays: 30, plan: { title: 'Hangzhou' } });
    const links = screen.getByRole('heading', { name: 'Your share links' }).parentElement!;
    fireEvent.click(within(links).getByRole('button', { name: 'Withdraw “Hangzhou”' }));
    await waitFor(() => expect(sent.some((s) => s.path === '/ut/trip-plan/revoke-share')).toBe(true));
    expect(sent.find((s) => s.path === '/ut/trip-plan/revoke-share')!.body).toEqual({ id: share.id });
  });
});
