import type { OpReconcile } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { alipayGateway, appId, appSigned, liveAlipay } from '../payment/alipay-fake.ts';
import { liveProviderSuite, membershipsOf, newOrder, tradeRow, type FakeServer } from '../payment/testing.ts';
import { auditOf, buyerSees, expectRefusedRefund, newOperator, refundEntries } from './testing.ts';

describe.each(backends)('operator refunds against an Alipay gateway fake on %s', (kind) => {
  let app: FastifyInstance;
  let fake: FakeServer;
  let operator: { id: string; token: string };
  const gateway = alipayGateway();

  liveProviderSuite(
    kind,
    gateway.handle,
    (fakeUrl) => ({ mode: 'live', alipay: liveAlipay(fakeUrl) }),
    async (suite) => {
      ({ app, fake } = suite);
      operator = await newOperator(app);
    },
  );

  const op = (path: string, body: unknown = {}) => authed(app, `/ut/op/money/${path}`, operator.token, body);

  /** A new buyer's Lv.3 order paid at Alipay (page-pay trade opened, paid, found by the payer's poll). */
  async function paidOrder(amount: number) {
    const buyer = await newUser(app);
    // The buyer opens their day first, so the level's credits come as a grant on that day.
    await authed(app, '/ut/v1/qh', buyer.token, { timezoneOffset: 0 });
    const orderId = await newOrder(app, buyer, amount, 'CNY');
    const opened = await authed(app, '/ut/p3/get-ali-trade-page', buyer.token, { orderId });
    const tradeId = (opened.body.data as { id: string }).id;
    const tradeNo = `2026112622001${tradeId.slice(1, 13)}`;
    gateway.trades.set(tradeId, { total: (amount / 100).toFixed(2), status: 'TRADE_SUCCESS', tradeNo });
    app.clock.advance(5000);
    const polled = await authed(app, '/ut/v1/query-trade', buyer.token, { orderId });
    expect(polled.body.data).toMatchObject({ status: 2, provider: 'alipay' });
    return { buyer, orderId, tradeId, tradeNo };
  }

  const refundCalls = (from: number) =>
    fake.requests
      .slice(from)
      .map((r) => Object.fromEntries(new URLSearchParams(r.body)))
      .filter((p) => p.method === 'alipay.trade.refund');

  it('refunds once through a signed alipay.trade.refund, takes the level and credits back once', async () => {
    const { buyer, orderId, tradeId, tradeNo } = await paidOrder(2500);
    expect(await buyerSees(app, buyer, orderId, 'en')).toMatchObject({
      status: 2,
      statusText: 'Payment successful',
    });
    const asked = fake.requests.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => op('order-refund', { orderId, reason: 'double charge' })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual(['000', '40900', '40900']);
    const sent = refundCalls(asked);
    expect(sent).toHaveLength(1);
    expect(appSigned(sent[0]!)).toBe(true);
    expect(sent[0]).toMatchObject({ app_id: appId, sign_type: 'RSA2', charset: 'utf-8', version: '1.0' });
    expect(JSON.parse(sent[0]!.biz_content!)).toEqual({
      out_trade_no: tradeId,
      refund_amount: '25.00',
      out_request_no: `R${tradeId.slice(1)}`,
      refund_reason: 'double charge',
    });
    expect(gateway.trades.get(tradeId)).toMatchObject({ refunded: '25.00', status: 'TRADE_CLOSED' });

    const detail = answers.find((a) => a.body.code === '000')!.body.data as {
      order: { status: number };
      trades: { id: string; status: number }[];
      refunds: { refundId: string; creditsTaken: number }[];
    };
    expect(detail.order.status).toBe(3);
    expect(detail.trades[0]).toMatchObject({ id: tradeId, status: 3 });
    expect(detail.refunds).toEqual([expect.objectContaining({ refundId: tradeNo })]);
    const taken = detail.refunds[0]!.creditsTaken;
    expect(taken).toBeGreaterThan(0);
    expect((await refundEntries(app, buyer.id)).map((e) => e.delta)).toEqual([-taken]);
    const [level] = await membershipsOf(app.database.db, buyer.id);
    expect(level!.endTime.getTime()).toBeLessThanOrEqual(app.clock.now().getTime());
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(3);
    expect(await auditOf(app, orderId)).toHaveLength(1);
    // Alipay's own word (TRADE_CLOSED with its trade_no and pay date) reads refunded.
    const live = (await op('order-query', { orderId })).body.data as { list: object[] };
    expect(live.list).toEqual([expect.objectContaining({ tradeId, state: 'refunded', error: null })]);
    // The buyer's own order list says so, in both languages.
    expect(await buyerSees(app, buyer, orderId, 'en')).toMatchObject({ status: 3, statusText: 'Refunded' });
    expect(await buyerSees(app, buyer, orderId, 'zh-CN')).toMatchObject({ status: 3, statusText: '已退款' });
    // A later click: refunded already, nothing asked, nothing changed.
    const again = await op('order-refund', { orderId, reason: 'again' });
    expect(again.body.code).toBe('40900');
    expect(refundCalls(asked)).toHaveLength(1);
    expect(await refundEntries(app, buyer.id)).toHaveLength(1);
  });

  it('asks again with the same out_request_no after a lost answer: Alipay answers the first refund', async () => {
    const { buyer, orderId, tradeId } = await paidOrder(1200);
    gateway.trades.get(tradeId)!.loseAnswer = true;
    const lost = await op('order-refund', { orderId, reason: 'asked by mail' });
    expect(lost.body.code).toBe('50202');
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(2);
    expect(await refundEntries(app, buyer.id)).toEqual([]);
    // The money did go back at Alipay; the operator clicks again.
    expect(gateway.trades.get(tradeId)!.refunded).toBe('12.00');
    const asked = fake.requests.length;
    const again = await op('order-refund', { orderId, reason: 'asked by mail' });
    expect(again.body.code).toBe('000');
    const sent = refundCalls(asked);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.biz_content!)).toMatchObject({ out_request_no: `R${tradeId.slice(1)}` });
    // Given back once at Alipay (fund_change N the second time) and taken back once here.
    expect([...gateway.refunds.values()].filter((r) => r.outTradeNo === tradeId)).toHaveLength(1);
    expect(gateway.trades.get(tradeId)!.refunded).toBe('12.00');
    expect(await refundEntries(app, buyer.id)).toHaveLength(1);
    expect(await auditOf(app, orderId)).toHaveLength(1);
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(3);
  });

  it('keeps the order paid when Alipay refuses the refund, and tells the operator why', async () => {
    const { buyer, orderId, tradeId } = await paidOrder(900);
    gateway.trades.get(tradeId)!.refuse = {
      subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      subMsg: '卖家余额不足',
    };
    await expectRefusedRefund(app, operator.token, { buyer, orderId, tradeId }, [
      'alipay refused the refund',
      'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      '卖家余额不足',
    ]);
    expect(gateway.trades.get(tradeId)).toMatchObject({ status: 'TRADE_SUCCESS' });
    expect(gateway.trades.get(tradeId)!.refunded).toBeUndefined();
  });

  it("reads Alipay's trade bill of the day (a zip of GBK CSVs) for amounts that differ and payments we have no trade for", async () => {
    const clean = await paidOrder(800);
    const skewed = await paidOrder(1500);
    const day = (await tradeRow(app.database.db, clean.tradeId)).createdAt.toISOString().slice(0, 10);
    const at = `${day} 10:00:00`;
    gateway.bills.set(day, [
      { tradeNo: clean.tradeNo, outTradeNo: clean.tradeId, kind: '交易', amount: '8.00', time: at },
      { tradeNo: skewed.tradeNo, outTradeNo: skewed.tradeId, kind: '交易', amount: '14.90', time: at },
      // Refunded the same day: its refund line does not count as a payment.
      { tradeNo: skewed.tradeNo, outTradeNo: skewed.tradeId, kind: '退款', amount: '-14.90', time: at },
      { tradeNo: '2026112622001999', outTradeNo: 'Tstranger0001', kind: '交易', amount: '3.00', time: at },
    ]);
    const report = (await op('reconcile', { day })).body.data as OpReconcile;
    expect(report.statements).toEqual([{ provider: 'alipay', state: 'read', payments: 3, detail: '' }]);
    expect(report.mismatches).toEqual([
      {
        tradeId: skewed.tradeId,
        orderId: skewed.orderId,
        provider: 'alipay',
        kind: 'bill-amount',
        ours: '15.00 CNY',
        theirs: '14.90 CNY',
      },
      {
        tradeId: 'Tstranger0001',
        orderId: null,
        provider: 'alipay',
        kind: 'provider-only',
        ours: 'no trade',
        theirs: '3.00 CNY 2026112622001999',
      },
    ]);
    // The link was asked with a signed gateway call, and the file fetched from it once.
    const asked = fake.requests.filter((r) =>
      new URLSearchParams(r.body).get('method')?.startsWith('alipay.data.dataservice.bill'),
    );
    expect(asked).toHaveLength(1);
    expect(appSigned(Object.fromEntries(new URLSearchParams(asked[0]!.body)))).toBe(true);
    expect(fake.requests.filter((r) => r.url.startsWith('/downloadBillFile.resource?'))).toHaveLength(1);
    // A day Alipay has no bill for: said so, nothing listed from it.
    const none = (await op('reconcile', { day: '2001-01-01' })).body.data as OpReconcile;
    expect(none.statements).toEqual([
      { provider: 'alipay', state: 'none', payments: 0, detail: 'isp.bill_not_exist 账单不存在' },
    ]);
  });
});
