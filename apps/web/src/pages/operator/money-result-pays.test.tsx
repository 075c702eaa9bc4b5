import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpResultPay } from '@toolbox/contracts';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { registerOperatorLocales } from '../../features/operator/register.ts';
import { i18n } from '../../i18n/i18n.ts';
import { envelopeResponse } from '../../test/api-response.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MoneyResultPays } from './money-result-pays.tsx';

registerOperatorLocales();

const open = {
  refundedAt: null,
  refundedBy: null,
  refundReason: null,
  refundedPoint: null,
  refundState: null,
  transactionId: null,
};
const byMoney: OpResultPay = {
  ...open,
  id: 'fp1',
  createdAt: '2026-11-25T08:00:00.000Z',
  userId: 'u9',
  userName: 'buyer@example.com',
  funcCode: 'image_id_photo_cut',
  taskId: 't1',
  payType: 'wechat',
  point: null,
  amount: 199,
  currency: 'CNY',
  transactionId: '4200001',
};
const byCredits: OpResultPay = {
  ...open,
  id: 'fp2',
  createdAt: '2026-11-25T09:00:00.000Z',
  userId: 'u8',
  userName: 'other@example.com',
  funcCode: 'video3',
  taskId: 't2',
  payType: 'point',
  point: 30,
  amount: null,
  currency: null,
};

/** The server's side: the list, and a refund that answers the refunded payment. */
function fakeServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const refunded = (pay: OpResultPay): OpResultPay => ({
      ...pay,
      refundedAt: '2026-11-25T10:00:00.000Z',
      refundedBy: 'boss@example.com',
      refundReason: String(body.reason),
      refundedPoint: pay.payType === 'point' ? 30 : null,
      refundState: pay.payType === 'point' ? null : 'pending',
    });
    const answers: Record<string, unknown> = {
      '/ut/op/money/result-pays': {
        list: [byMoney, byCredits],
        totalCount: 2,
        totalPage: 1,
        pageSize: 20,
        pageNum: 1,
      },
      '/ut/op/money/result-pay-refund': refunded(body.id === 'fp1' ? byMoney : byCredits),
    };
    return envelopeResponse(answers[path] ?? null);
  };
  return { fetchStub, calls };
}

describe('operator per-result payments', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearLogin();
    await i18n.changeLanguage('en');
  });

  it('lists payments by payer and state and refunds one with a reason after confirming', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchStub);
    saveLogin({
      accessToken: 't',
      phoneNumber: null,
      email: 'boss@example.com',
      idCode: 'B1',
      emptyPassword: false,
    });
    renderWithProviders(<MoneyResultPays />);
    fireEvent.change(screen.getByLabelText('Payer (e-mail, phone or id)'), { target: { value: 'u9' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find payments' }));
    const table = await screen.findByTestId('operator-result-pays');
    expect(server.calls[0]!.body).toEqual({ user: 'u9', open: null, pageNum: 1, pageSize: 20 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('¥1.99');
    expect(rows[2]!.textContent).toContain('30 credits');

    // A refund needs its reason, then a confirmation that names the price, payer and tool.
    const refundMoney = within(rows[1]!).getByRole('button', { name: 'Refund' });
    fireEvent.click(refundMoney);
    expect(server.calls.some((c) => c.path === '/ut/op/money/result-pay-refund')).toBe(false);
    fireEvent.change(within(rows[1]!).getByLabelText('Reason for refunding fp1'), {
      target: { value: 'wrong size' },
    });
    fireEvent.click(refundMoney);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Refund CN¥1.99 to buyer@example.com and lock the clean result of image_id_photo_cut again?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/ut/op/money/result-pay-refund')?.body).toEqual({
        id: 'fp1',
        reason: 'wrong size',
      }),
    );
    const states = await screen.findAllByTestId('operator-result-pay-state');
    await waitFor(() =>
      expect(states[0]!.textContent).toContain(
        'Refunded by boss@example.com: wrong size · provider still paying out',
      ),
    );
    expect(within(states[1]!).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });
});
