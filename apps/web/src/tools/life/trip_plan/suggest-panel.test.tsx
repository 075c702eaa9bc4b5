import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPoints } from '../../../features/credits/points-store.ts';
import { makeFunc } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import TripPlanTool from './ui.tsx';

vi.mock('../kit/trip/trip-map.tsx', () => ({ TripMap: () => <div data-testid="trip-map" /> }));

const suggestion =
  '# Day 1: West Lake\n- 08:30 | Broken Bridge | Sunrise | 0\n- 10:00 | Lingyin Temple | Carvings | 75\n# Day 2: Tea\n- 09:00 | Longjing Village | Tea | 60\n';

function fakeServer(configured: boolean) {
  const sent: { path: string; body: unknown }[] = [];
  const json = (data: unknown, code = '000') =>
    new Response(JSON.stringify({ code, message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    sent.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
    if (path === '/ut/gpt/status') return json({ configured, codes: configured ? ['trip_plan'] : [] });
    if (path === '/ut/func/query') return json([makeFunc('trip_plan', 'life', { name: 'Trip planner' })]);
    if (path === '/ut/trip-plan/list-shares') return json([]);
    if (path === '/ut/gpt/req-t') {
      const events =
        `event: start\ndata: ${JSON.stringify({ id: 'c1', code: 'trip_plan', deductPoint: 0, free: false, freeCountLeft: 0, totalFuncPoint: 10, useFuncPoint: 0 })}\n\n` +
        suggestion
          .split(/(?<=\n)/)
          .map((text) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`)
          .join('') +
        `event: done\ndata: ${JSON.stringify({ finishReason: 'stop', promptTokens: 1, completionTokens: 1 })}\n\n`;
      return new Response(events, { headers: { 'content-type': 'text/event-stream' } });
    }
    return json(null, '40400');
  });
  return sent;
}

describe('trip_plan’s AI-suggested itinerary', () => {
  afterEach(() => {
    resetPoints();
    vi.unstubAllGlobals();
  });

  it('is not offered without a provider', async () => {
    fakeServer(false);
    renderWithProviders(<TripPlanTool />, { toolCode: 'trip_plan' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'AI-suggested itinerary' })).toBeNull();
  });

  it('streams a suggestion and turns it into the plan’s days', async () => {
    const sent = fakeServer(true);
    renderWithProviders(<TripPlanTool />, { toolCode: 'trip_plan' });
    fireEvent.change(await screen.findByLabelText('Destination'), { target: { value: 'Hangzhou' } });
    fireEvent.change(screen.getByLabelText('Days (1–14)'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Pace'), { target: { value: 'relaxed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest an itinerary' }));
    expect(
      (await screen.findByText('A 2-day plan is suggested. Places to visit: 3.')).textContent,
    ).toBeTruthy();
    expect(sent.find((s) => s.path === '/ut/gpt/req-t')!.body).toMatchObject({
      code: 'trip_plan',
      input: { destination: 'Hangzhou', days: 2, pace: 'relaxed', language: 'en' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Replace my days with this itinerary' }));
    await waitFor(() => expect(screen.getAllByLabelText('Place')).toHaveLength(3));
    expect((screen.getByLabelText('Trip name') as HTMLInputElement).value).toBe('Hangzhou');
    expect(screen.getAllByLabelText('Place').map((el) => (el as HTMLInputElement).value)).toEqual([
      'Broken Bridge',
      'Lingyin Temple',
      'Longjing Village',
    ]);
    expect(screen.getByTestId('trip-totals').textContent).toContain('CN¥135.00');
  });
});
