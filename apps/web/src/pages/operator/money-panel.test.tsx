import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpLevel, OpOrder, OpOrderDetail } from '@toolbox/contracts';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { registerOperatorLocales } from '../../features/operator/register.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { major, minor, MoneyPanel } from './money-panel.tsx';

registerOperatorLocales();

const lv3: OpLevel = {
  edition: 'cn',
  level: 3,
  dailyPoint: 300,
  monthlyPrice: 2990,
  quarterPrice: null,
  yearlyPrice: 29900,
  currency: 'CNY',
};
const order: OpOrder = {
  id: 'o1',
  userId: 'u9',
  userName: 'buyer@example.com',
  level: 3,
  cycle: 'monthly',
  type: 1,
  amount: 2990,
  currency: 'CNY',
  status: 2,
  createdAt: '2026-11-25T08:00:00.000Z',
  paidAt: '2026-11-25T08:01:00.000Z',
  provider: 'wechat',
  transactionId: '4200001',
};
const detail: OpOrderDetail = {
  order,
  trades: [
    {
      id: 'Pt1',
      provider: 'wechat',
      channel: 'native',
      amount: 2990,
      currency: 'CNY',
      status: 2,
      transactionId: '4200001',
      failReason: null,
      createdAt: '2026-11-25T08:00:10.000Z',
      paidAt: '2026-11-25T08:01:00.000Z',
      refundState: null,
      refundDetail: null,
    },
  ],
  refunds: [],
};

/** The server's side of the money calls, as it answers an operator. */
function fakeServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const answers: Record<string, unknown> = {
      '/ut/op/money/levels': { list: [lv3] },
      '/ut/op/money/level-save': { ...lv3, ...body },
      '/ut/op/money/orders': { list: [order], totalCount: 1, totalPage: 1, pageSize: 20, pageNum: 1 },
      '/ut/op/money/order': detail,
      '/ut/op/money/order-query': {
        list: [
          {
            tradeId: 'Pt1',
            provider: 'wechat',
            transactionId: '4200001',
            amount: 2990,
            currency: 'CNY',
            detail: 'SUCCESS',
            error: null,
            // Once refunded, the provider's news of the refund: it failed.
            ...(calls.some((c) => c.path === '/ut/op/money/order-refund')
              ? { state: 'refunded', refundState: 'failed', refundDetail: 'FAILED' }
              : { state: 'paid', refundState: null, refundDetail: null }),
          },
        ],
      },
      '/ut/op/money/order-refund': {
        ...detail,
        order: { ...order, status: 3 },
        trades: [{ ...detail.trades[0]!, status: 3, refundState: 'pending', refundDetail: 'PENDING ECHECK' }],
        refunds: [
          {
            at: '2026-11-25T09:00:00.000Z',
            operator: 'boss@example.com',
            reason: 'asked',
            tradeId: 'Pt1',
            provider: 'wechat',
            refundId: '50000001',
            amount: 2990,
            currency: 'CNY',
            creditsTaken: 300,
            membershipEnd: '2026-11-25T09:00:00.000Z',
          },
        ],
      },
      '/ut/op/money/reconcile': {
        day: body.day,
        checked: 4,
        mismatches: [
          {
            tradeId: 'Pt7',
            orderId: 'o7',
            provider: 'wechat',
            kind: 'amount',
            ours: '15.00 CNY',
            theirs: '14.90 CNY',
          },
          {
            tradeId: '5O2KL0001',
            orderId: null,
            provider: 'paypal',
            kind: 'provider-only',
            ours: 'no trade',
            theirs: '7.00 USD 3C000001',
          },
        ],
        statements: [
          { provider: 'wechat', state: 'none', payments: 0, detail: 'NO_STATEMENT_EXIST' },
          { provider: 'paypal', state: 'read', payments: 3, detail: '' },
        ],
        csv: 'day,trade_id\r\n',
      },
    };
    return new Response(JSON.stringify({ code: '000', message: 'ok', data: answers[path] ?? null }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}

describe('operator memberships and money', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearLogin();
    await i18n.changeLanguage('en');
  });

  const start = () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchStub);
    saveLogin({
      accessToken: 't',
      phoneNumber: null,
      email: 'boss@example.com',
      idCode: 'B1',
      emptyPassword: false,
    });
    renderWithProviders(<MoneyPanel />);
    return server;
  };

  it('converts prices between yuan and fen, refusing what is not an amount', () => {
    expect([major(2990), major(null)]).toEqual(['29.90', '']);
    expect([minor('29.9'), minor(''), minor('0'), minor('1.234'), minor('abc')]).toEqual([
      2990,
      null,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('saves a level price in fen with the reason, and refuses a bad price in Chinese', async () => {
    const server = start();
    const monthly = await screen.findByLabelText('Monthly cn Lv.3');
    expect((monthly as HTMLInputElement).value).toBe('29.90');
    fireEvent.change(monthly, { target: { value: '19.9' } });
    fireEvent.change(screen.getByLabelText('Reason cn Lv.3'), { target: { value: 'sale' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save cn Lv.3' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/ut/op/money/level-save')?.body).toEqual({
        edition: 'cn',
        level: 3,
        dailyPoint: 300,
        monthlyPrice: 1990,
        quarterPrice: null,
        yearlyPrice: 29900,
        reason: 'sale',
      }),
    );
    await i18n.changeLanguage('zh-CN');
    fireEvent.change(await screen.findByLabelText('月付 cn Lv.3'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: '保存 cn Lv.3' }));
    expect(screen.getByRole('alert').textContent).toBe('价格须为最多两位小数的正数，或留空。');
    expect(server.calls.filter((c) => c.path === '/ut/op/money/level-save')).toHaveLength(1);
  });

  it('filters orders, opens one, asks the provider, refunds it with a reason after confirming', async () => {
    const server = start();
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-11-25' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('User (e-mail, phone or id)'), {
      target: { value: 'buyer@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByTestId('operator-orders');
    expect(server.calls.find((c) => c.path === '/ut/op/money/orders')?.body).toMatchObject({
      from: '2026-11-25',
      to: '',
      provider: '',
      status: 2,
      user: 'buyer@example.com',
      pageNum: 1,
    });
    fireEvent.click(within(table).getByRole('button', { name: 'Open o1' }));
    const page = await screen.findByTestId('operator-order');
    fireEvent.click(within(page).getByRole('button', { name: 'Ask the provider now' }));
    expect((await screen.findByTestId('operator-provider-word')).textContent).toContain('SUCCESS');
    fireEvent.change(within(page).getByLabelText('Reason for the refund'), { target: { value: 'asked' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Refund' }));
    // Asked first: nothing is sent until the operator confirms.
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('through wechat');
    expect(server.calls.some((c) => c.path === '/ut/op/money/order-refund')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getByTestId('operator-order-status').textContent).toBe('Refunded'));
    expect(server.calls.filter((c) => c.path === '/ut/op/money/order-refund').map((c) => c.body)).toEqual([
      { orderId: 'o1', reason: 'asked' },
    ]);
    expect(screen.getByTestId('operator-refunds').textContent).toContain('50000001');
    expect(within(page).queryByRole('button', { name: 'Refund' })).toBeNull();
    const trades = () => within(page).getAllByRole('table')[0]!.textContent;
    expect(trades()).toContain('Refunded · refund pending at the provider (PENDING ECHECK)');
    expect(screen.queryByTestId('operator-refund-failed')).toBeNull();
    // Asked again later: the provider did not pay the refund out.
    fireEvent.click(within(page).getByRole('button', { name: 'Ask the provider now' }));
    expect((await screen.findByTestId('operator-refund-failed')).textContent).toContain(
      'the money stayed with us',
    );
    expect(trades()).toContain('Refunded · refund failed at the provider (FAILED)');
    expect(screen.getByTestId('operator-provider-word').textContent).toContain(
      'refund failed at the provider',
    );
  });

  it('runs the reconciliation of a day and lists its mismatches', async () => {
    const server = start();
    fireEvent.change(await screen.findByLabelText('Day'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect((await screen.findByTestId('operator-reconcile-summary')).textContent).toBe(
      '4 trades compared; mismatches: 2.',
    );
    const table = screen.getByTestId('operator-mismatches');
    expect(table.textContent).toContain('14.90 CNY');
    expect(table.textContent).toContain('Only at the provider');
    expect(table.textContent).toContain('7.00 USD 3C000001');
    expect(screen.getByTestId('operator-statements').textContent).toBe(
      'wechat: no statement for this day yet. NO_STATEMENT_EXIST' +
        'paypal: statement read, payments in it: 3. ',
    );
    expect(server.calls.find((c) => c.path === '/ut/op/money/reconcile')?.body).toMatchObject({
      day: '2026-11-24',
    });
  });
});
