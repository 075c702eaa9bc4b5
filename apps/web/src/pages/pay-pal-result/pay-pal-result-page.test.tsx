import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCreditsServer } from '../../features/credits/test-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PayPalResultPage } from './pay-pal-result-page.tsx';

const trade = (status: number, statusText: string) => ({
  data: { id: 't1', orderId: 'o1', status, statusText, price: 6.99, provider: 'paypal' },
});

describe('/pay-pal-result', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('checks the order after 3 s, again every 4 s while it is open, and stops when paid', async () => {
    const answers = [trade(1, 'payment phase'), trade(2, 'payment successful')];
    const server = fakeCreditsServer({
      '/query-trade': () => answers.shift() ?? trade(2, 'payment successful'),
    });
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<PayPalResultPage />, { path: '/pay-pal-result?id=o1' });
    const queries = () => server.calls.filter((c) => c.path === '/query-trade');

    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(queries()).toHaveLength(0);
    expect(screen.getByText('Checking your order…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(queries()).toHaveLength(1);
    expect(queries()[0]!.body).toEqual({ orderId: 'o1' });
    expect(screen.getByTestId('trade-status').className).toContain('is-pending');

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(queries()).toHaveLength(2);
    const status = screen.getByTestId('trade-status');
    expect(status.className).toContain('is-success');
    expect(status.textContent).toContain('Payment successful');
    expect(screen.getByTestId('to-profile').getAttribute('href')).toBe('/user');

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(queries()).toHaveLength(2); // a final status stops the polling
  });

  it('shows a failure in red and offers no profile link', async () => {
    const server = fakeCreditsServer({ '/query-trade': trade(-2, 'payment failed') });
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<PayPalResultPage />, { path: '/pay-pal-result?id=o1' });
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(screen.getByTestId('trade-status').className).toContain('is-failed');
    expect(screen.queryByTestId('to-profile')).toBeNull();
  });

  it('says so when no order id is given', () => {
    renderWithProviders(<PayPalResultPage />, { path: '/pay-pal-result' });
    expect(screen.getByRole('alert').textContent).toContain('No order was given');
  });
});
