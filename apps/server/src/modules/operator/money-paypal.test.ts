import type { OpOrderDetail, OpProviderWord } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { client, paypalOrdersApi } from '../payment/paypal-orders-fake.ts';
import { liveProviderSuite, membershipsOf, newOrder, tradeRow, type FakeServer } from '../payment/testing.ts';
import { auditOf, buyerSees, expectRefusedRefund, newOperator, refundEntries } from './testing.ts';

describe.each(backends)('operator refunds against a PayPal REST fake on %s', (kind) => {
  let app: FastifyInstance;
  let fake: FakeServer;
  let operator: { id: string; token: string };
  const paypal = paypalOrdersApi(() => fake.url);

  liveProviderSuite(
    kind,
    paypal.handle,
    (fakeUrl) => ({ mode: 'live', paypal: { apiBase: fakeUrl, ...client } }),
    async (suite) => {
      ({ app, fake } = suite);
      operator = await newOperator(app);
    },
  );

  const op = (path: string, body: unknown = {}) => authed(app, `/ut/op/money/${path}`, operator.token, body);

  /** A new buyer's Lv.3 order paid by PayPal: order created, approved by the payer, captured by the poll. */
  async function paidOrder(amount: number) {
    const buyer = await newUser(app);
    // The buyer opens their day first, so the level's credits come as a grant on that day.
    await authed(app, '/ut/v1/qh', buyer.token, { timezoneOffset: 0 });
    const orderId = await newOrder(app, buyer, amount, 'USD');
    const opened = await authed(app, '/ut/v1/get-pay-pal-trade-page', buyer.token, {
      orderId,
      domain: 'example.com',
      timezoneOffset: 0,
    });
    const trade = opened.body.data as { id: string; tradePage: string };
    const paypalOrder = paypal.orders.get(new URL(trade.tradePage).searchParams.get('token')!)!;
    paypalOrder.status = 'APPROVED';
    app.clock.advance(5000);
    const polled = await authed(app, '/ut/v1/query-trade', buyer.token, { orderId });
    expect(polled.body.data).toMatchObject({ status: 2, provider: 'paypal' });
    return { buyer, orderId, tradeId: trade.id, paypalOrder, captureId: paypalOrder.captureId! };
  }

  const refundCalls = (from: number, captureId: string) =>
    fake.requests.slice(from).filter((r) => r.url === `/v2/payments/captures/${captureId}/refund`);

  it('refunds the capture once with a PayPal-Request-Id, takes the level and credits back once', async () => {
    const { buyer, orderId, tradeId, captureId, paypalOrder } = await paidOrder(1999);
    const asked = fake.requests.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => op('order-refund', { orderId, reason: 'not what I wanted' })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual(['000', '40900', '40900']);
    const sent = refundCalls(asked, captureId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers['paypal-request-id']).toBe(`R${tradeId.slice(1)}`);
    expect(sent[0]!.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      amount: { value: '19.99', currency_code: 'USD' },
      note_to_payer: 'not what I wanted',
    });
    expect(paypalOrder.captureStatus).toBe('REFUNDED');
    const refund = paypal.refunds.get(`R${tradeId.slice(1)}`)!;
    const refundId = (JSON.parse(refund.answer.body) as { id: string }).id;

    const detail = answers.find((a) => a.body.code === '000')!.body.data as {
      order: { status: number };
      refunds: { refundId: string; creditsTaken: number }[];
    };
    expect(detail.order.status).toBe(3);
    expect(detail.refunds).toEqual([expect.objectContaining({ refundId, provider: 'paypal' })]);
    const taken = detail.refunds[0]!.creditsTaken;
    expect(taken).toBeGreaterThan(0);
    expect((await refundEntries(app, buyer.id)).map((e) => e.delta)).toEqual([-taken]);
    const [level] = await membershipsOf(app.database.db, buyer.id);
    expect(level!.endTime.getTime()).toBeLessThanOrEqual(app.clock.now().getTime());
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(3);
    const [entry] = await auditOf(app, orderId);
    expect(entry!.after).toMatchObject({ refundId, refundState: 'done', amount: 1999, currency: 'USD' });
    // PayPal's own word (the capture REFUNDED) reads refunded.
    const live = (await op('order-query', { orderId })).body.data as { list: object[] };
    expect(live.list).toEqual([expect.objectContaining({ tradeId, state: 'refunded', error: null })]);
    expect(await buyerSees(app, buyer, orderId, 'en')).toMatchObject({ status: 3, statusText: 'Refunded' });
    expect(await buyerSees(app, buyer, orderId, 'zh-CN')).toMatchObject({ status: 3, statusText: '已退款' });
  });

  it('asks again with the same PayPal-Request-Id after a lost answer: PayPal answers the first refund', async () => {
    const { buyer, orderId, tradeId, captureId, paypalOrder } = await paidOrder(1500);
    paypalOrder.loseRefundAnswer = true;
    const lost = await op('order-refund', { orderId, reason: 'duplicate order' });
    expect(lost.body.code).toBe('50202');
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(2);
    expect(await refundEntries(app, buyer.id)).toEqual([]);
    expect(paypalOrder.captureStatus).toBe('REFUNDED');
    const asked = fake.requests.length;
    const again = await op('order-refund', { orderId, reason: 'duplicate order' });
    expect(again.body.code).toBe('000');
    const sent = refundCalls(asked, captureId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['paypal-request-id']).toBe(`R${tradeId.slice(1)}`);
    // One refund at PayPal (the repeat got the first one's answer), one take-back here.
    const first = JSON.parse(paypal.refunds.get(`R${tradeId.slice(1)}`)!.answer.body) as { id: string };
    const [entry] = await auditOf(app, orderId);
    expect(entry!.after).toMatchObject({ refundId: first.id, refundState: 'done' });
    expect(await auditOf(app, orderId)).toHaveLength(1);
    expect(await refundEntries(app, buyer.id)).toHaveLength(1);
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(3);
  });

  it('keeps the order paid when PayPal refuses the refund, and tells the operator why', async () => {
    const { buyer, orderId, tradeId, paypalOrder } = await paidOrder(999);
    paypalOrder.refuseRefund = {
      issue: 'REFUND_FAILED_INSUFFICIENT_FUNDS',
      description: 'Capture could not be refunded due to insufficient funds.',
    };
    await expectRefusedRefund(app, operator.token, { buyer, orderId, tradeId }, [
      'paypal refused the refund',
      'REFUND_FAILED_INSUFFICIENT_FUNDS',
    ]);
    expect(paypalOrder.captureStatus).toBe('COMPLETED');
  });

  it('records a PENDING refund as pending and follows it when the operator asks PayPal: done once paid out', async () => {
    const { orderId, tradeId, paypalOrder } = await paidOrder(2999);
    paypalOrder.refundPending = true;
    const answer = await op('order-refund', { orderId, reason: 'eCheck payment' });
    expect(answer.body.code).toBe('000');
    const [entry] = await auditOf(app, orderId);
    expect(entry!.after).toMatchObject({ refundState: 'pending', provider: 'paypal' });
    const refundId = (entry!.after as { refundId: string }).refundId;
    expect((answer.body.data as OpOrderDetail).trades[0]).toMatchObject({
      status: 3,
      refundState: 'pending',
    });
    expect(paypalOrder.captureStatus).toBe('COMPLETED');
    // Asked while PayPal still pays it out: pending, with PayPal's reason.
    const live = (await op('order-query', { orderId })).body.data as { list: OpProviderWord[] };
    expect(live.list).toEqual([
      expect.objectContaining({
        tradeId,
        state: 'paid',
        refundState: 'pending',
        refundDetail: 'PENDING ECHECK',
      }),
    ]);
    paypal.settleRefund(refundId, 'COMPLETED');
    const later = (await op('order-query', { orderId })).body.data as { list: OpProviderWord[] };
    expect(later.list).toEqual([expect.objectContaining({ state: 'refunded', refundState: 'done' })]);
    expect(fake.requests.filter((r) => r.url === `/v2/payments/refunds/${refundId}`)).toHaveLength(2);
    const detail = (await op('order', { orderId })).body.data as OpOrderDetail;
    expect(detail.trades[0]).toMatchObject({ refundState: 'done', refundDetail: 'COMPLETED' });
    // Recorded once; asking again does not ask PayPal about the refund any more.
    await op('order-query', { orderId });
    expect(fake.requests.filter((r) => r.url === `/v2/payments/refunds/${refundId}`)).toHaveLength(2);
    expect((await auditOf(app, orderId)).map((a) => [a.action, a.operatorName])).toEqual([
      ['order.refund', expect.any(String)],
      ['order.refund-done', 'provider:paypal'],
    ]);
  });

  it('tells the operator when a pending refund failed at PayPal: the money stayed, audited once', async () => {
    const { buyer, orderId, tradeId, paypalOrder } = await paidOrder(1500);
    paypalOrder.refundPending = true;
    expect((await op('order-refund', { orderId, reason: 'eCheck payment' })).body.code).toBe('000');
    const refundId = ((await auditOf(app, orderId))[0]!.after as { refundId: string }).refundId;
    paypal.settleRefund(refundId, 'FAILED');
    const asked = await Promise.all([1, 2].map(() => op('order-query', { orderId })));
    for (const a of asked)
      expect((a.body.data as { list: OpProviderWord[] }).list).toEqual([
        expect.objectContaining({ tradeId, refundState: 'failed', refundDetail: 'FAILED' }),
      ]);
    const failed = (await auditOf(app, orderId)).filter((a) => a.action === 'order.refund-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.after).toMatchObject({ refundId, refundState: 'failed' });
    const detail = (await op('order', { orderId })).body.data as OpOrderDetail;
    expect(detail.trades[0]).toMatchObject({ status: 3, refundState: 'failed' });
    // What was taken back stays taken back (once): the operator gives the money back by hand.
    expect(await refundEntries(app, buyer.id)).toHaveLength(1);
    expect(paypalOrder.captureStatus).toBe('COMPLETED');
  });
});
