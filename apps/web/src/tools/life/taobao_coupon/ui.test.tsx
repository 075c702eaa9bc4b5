import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import TaobaoCouponTool from './ui.tsx';

function serve(...envelopes: object[]) {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    calls.push([path, JSON.parse(String(init?.body))]);
    const envelope = envelopes.shift() ?? { code: '50000', message: 'no more answers', data: null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const ok = (data: unknown) => ({ code: '000', message: 'success', data });

describe('taobao_coupon', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the operator has not set it up when there is no affiliate account', async () => {
    const calls = serve(ok({ configured: false }));
    renderWithProviders(<TaobaoCouponTool />, { toolCode: 'taobao_coupon' });
    expect((await screen.findByTestId('coupon-unavailable')).textContent).toContain(
      'has not set up a Taobao affiliate account',
    );
    expect(screen.queryByRole('search')).toBeNull();
    expect(calls).toEqual([['/ut/coupon/status', {}]]);
  });

  it('searches coupons and links each to its claim page', async () => {
    const item = {
      id: '1',
      title: 'Earphones',
      shop: 'Shop A',
      image: '',
      price: '59.00',
      couponAmount: '10',
      couponInfo: '满50元减10元',
      couponStart: '2026-11-01',
      couponEnd: '2026-12-31',
      url: 'https://uland.taobao.com/coupon/edetail?e=1',
      sales: 1,
    };
    const calls = serve(ok({ configured: true }), ok({ page: 1, total: 1, items: [item] }));
    renderWithProviders(<TaobaoCouponTool />, { toolCode: 'taobao_coupon' });
    fireEvent.change(await screen.findByLabelText('Search products'), { target: { value: 'earphones' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find coupons' }));
    expect((await screen.findByTestId('coupon-count')).textContent).toBe('1 product with a coupon');
    expect(screen.getByText('¥10 off')).toBeTruthy();
    expect(screen.getByText(/1 sold this month/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim coupon' }).getAttribute('href')).toBe(item.url);
    expect(calls[1]).toEqual(['/ut/coupon/search', { q: 'earphones', page: 1 }]);
  });
});
