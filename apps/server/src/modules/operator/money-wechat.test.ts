import { eq } from 'drizzle-orm';
import type { OpOrderDetail, OpProviderWord } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends } from '../../test/backends.ts';
import { newSession } from '../credits/testing.ts';
import { liveWechat, wechatPayFake } from '../payment/wechat-fake.ts';
import { liveProviderSuite, membershipsOf, newOrder, tradeRow, type FakeServer } from '../payment/testing.ts';
import { newOperator } from './testing.ts';
import { operatorAudit } from './tables.ts';

describe.each(backends)('operator refunds and reconciliation against a WeChat Pay fake on %s', (kind) => {
  let app: FastifyInstance;
  let buyer: { id: string; token: string };
  let fake: FakeServer;
  let operator: { id: string; token: string };
  const { books, refunds, handle } = wechatPayFake();

  liveProviderSuite(
    kind,
    handle,
    (fakeUrl) => ({ mode: 'live', wechat: liveWechat(fakeUrl) }),
    async (suite) => {
      ({ app, user: buyer, fake } = suite);
      operator = await newOperator(suite.app);
    },
  );

  const op = (path: string, body: unknown = {}) => authed(app, `/ut/op/money/${path}`, operator.token, body);

  /** An order of the buyer paid by WeChat: the QR trade opened, paid at the fake, found by the payer's poll. */
  async function paidOrder(amount: number) {
    const orderId = await newOrder(app, buyer, amount, 'CNY');
    const opened = await authed(app, '/ut/v1/get-wechat-trade-code', buyer.token, { orderId });
    const tradeId = (opened.body.data as { id: string }).id;
    books.get(tradeId)!.state = 'SUCCESS';
    app.clock.advance(5000);
    const polled = await authed(app, '/ut/v1/query-trade', buyer.token, { orderId });
    expect(polled.body.data).toMatchObject({ status: 2, provider: 'wechat' });
    return { orderId, tradeId };
  }

  it('shows the provider live, refunds through the signed refund call once, and takes the level back', async () => {
    const { orderId, tradeId } = await paidOrder(2500);
    const live = (await op('order-query', { orderId })).body.data as { list: object[] };
    expect(live.list).toEqual([
      expect.objectContaining({
        tradeId,
        provider: 'wechat',
        state: 'paid',
        amount: 2500,
        currency: 'CNY',
        error: null,
      }),
    ]);
    const asked = fake.requests.length;
    const answers = await Promise.all(
      [1, 2, 3].map(() => op('order-refund', { orderId, reason: 'double charge' })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual(['000', '40900', '40900']);
    const sent = fake.requests.slice(asked).filter((r) => r.url === '/v3/refund/domestic/refunds');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toEqual({
      out_trade_no: tradeId,
      out_refund_no: `R${tradeId.slice(1)}`,
      reason: 'double charge',
      amount: { refund: 2500, total: 2500, currency: 'CNY' },
    });
    const [level] = await membershipsOf(app.database.db, buyer.id);
    expect(level!.endTime.getTime()).toBeLessThanOrEqual(app.clock.now().getTime());
    const after = (await op('order-query', { orderId })).body.data as { list: { state: string }[] };
    expect(after.list[0]!.state).toBe('refunded');
    const [entry] = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, orderId));
    expect(entry!.after).toMatchObject({
      provider: 'wechat',
      refundId: refunds.get(`R${tradeId.slice(1)}`)!.refundId,
    });
  });

  it('keeps the order paid when WeChat refuses the refund, and says why', async () => {
    const { orderId, tradeId } = await paidOrder(1200);
    books.get(tradeId)!.refuseRefund = true;
    const refused = await op('order-refund', { orderId, reason: 'try' });
    expect(refused.body.code).toBe('50202');
    expect(refused.body.message).toContain('NOT_ENOUGH');
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(2);
    expect(
      await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, orderId)),
    ).toEqual([]);
    books.get(tradeId)!.refuseRefund = false;
    expect((await op('order-refund', { orderId, reason: 'try again' })).body.code).toBe('000');
  });

  it('follows a PROCESSING refund by its out_refund_no: done once paid out, failed when ABNORMAL', async () => {
    const refundOf = async (amount: number) => {
      const paid = await paidOrder(amount);
      books.get(paid.tradeId)!.refundProcessing = true;
      const answer = await op('order-refund', { orderId: paid.orderId, reason: 'slow bank' });
      expect((answer.body.data as OpOrderDetail).trades[0]).toMatchObject({ refundState: 'pending' });
      return { ...paid, outRefundNo: `R${paid.tradeId.slice(1)}` };
    };
    const words = async (orderId: string) =>
      ((await op('order-query', { orderId })).body.data as { list: OpProviderWord[] }).list[0]!;
    const slow = await refundOf(1800);
    expect(await words(slow.orderId)).toMatchObject({
      refundState: 'pending',
      refundDetail: 'PROCESSING 支付用户零钱',
    });
    refunds.get(slow.outRefundNo)!.status = 'SUCCESS';
    expect(await words(slow.orderId)).toMatchObject({
      refundState: 'done',
      refundDetail: 'SUCCESS 支付用户零钱',
    });
    const queried = fake.requests.filter((r) => r.url === `/v3/refund/domestic/refunds/${slow.outRefundNo}`);
    expect(queried.map((r) => r.method)).toEqual(['GET', 'GET']);
    // WeChat Pay could not pay it out (the payer's account is closed): the operator must act.
    const stuck = await refundOf(2100);
    refunds.get(stuck.outRefundNo)!.status = 'ABNORMAL';
    expect(await words(stuck.orderId)).toMatchObject({ refundState: 'failed' });
    const audited = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, stuck.orderId));
    expect(audited.map((a) => a.action)).toEqual(['order.refund', 'order.refund-failed']);
    expect(
      ((await op('order', { orderId: stuck.orderId })).body.data as OpOrderDetail).trades[0],
    ).toMatchObject({
      status: 3,
      refundState: 'failed',
    });
  });

  it("reconciles a day: every trade where WeChat's word differs from ours, and the CSV of it", async () => {
    const clean = await paidOrder(900);
    const skewed = await paidOrder(1500);
    books.get(skewed.tradeId)!.reportTotal = 1490;
    // Paid at WeChat after we closed it (the payer scanned an old QR): money we do not know of.
    const lost = await newOrder(app, buyer, 700, 'CNY');
    const opened = await authed(app, '/ut/v1/get-wechat-trade-code', buyer.token, { orderId: lost });
    const lostTrade = (opened.body.data as { id: string }).id;
    app.clock.advance(31 * 60_000);
    await authed(app, '/ut/v1/query-trade', buyer.token, { orderId: lost });
    expect((await tradeRow(app.database.db, lostTrade)).status).toBe(-1);
    books.get(lostTrade)!.state = 'SUCCESS';
    // The operator's console session ended after 30 idle minutes: they sign in again.
    operator = { ...operator, token: await newSession(app, operator.id) };
    const day = (await tradeRow(app.database.db, lostTrade)).createdAt.toISOString().slice(0, 10);
    const report = (await op('reconcile', { day })).body.data as {
      checked: number;
      mismatches: { tradeId: string; kind: string; ours: string; theirs: string }[];
      csv: string;
    };
    expect(report.checked).toBeGreaterThanOrEqual(3);
    expect(report.mismatches.some((m) => m.tradeId === clean.tradeId)).toBe(false);
    expect(report.mismatches).toEqual(
      expect.arrayContaining([
        {
          tradeId: skewed.tradeId,
          orderId: skewed.orderId,
          provider: 'wechat',
          kind: 'amount',
          ours: '15.00 CNY',
          theirs: '14.90 CNY',
        },
        {
          tradeId: lostTrade,
          orderId: lost,
          provider: 'wechat',
          kind: 'status',
          ours: 'closed',
          theirs: 'paid',
        },
      ]),
    );
    expect(report.mismatches).toHaveLength(2);
    const lines = report.csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines).toContain(`${day},${skewed.tradeId},${skewed.orderId},wechat,amount,15.00 CNY,14.90 CNY`);
    const other = (await op('reconcile', { day: '2001-01-01' })).body.data as { checked: number };
    expect(other.checked).toBe(0);
  });
});
