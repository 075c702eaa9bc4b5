import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends, createBackend, post, setupSuite, type TestBackend } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { creditEntries } from '../credits/tables.ts';
import { sandboxNotification, SANDBOX_MERCHANT } from '../payment/providers/sandbox.ts';
import { membershipsOf, startPaymentApp, tradeRow } from '../payment/testing.ts';
import { users } from '../user/tables.ts';
import { grantOperator } from './roles.ts';
import { operatorAudit } from './tables.ts';

const key = randomBytes(32);
const cli = { id: null, name: 'cli:test' };

type Detail = {
  order: { id: string; status: number; provider: string | null; amount: number };
  trades: { id: string; status: number; provider: string }[];
  refunds: {
    operator: string;
    reason: string;
    creditsTaken: number;
    refundId: string;
    membershipEnd: string | null;
  }[];
};

describe.each(backends)('operator memberships and money (sandbox) on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let operator: { id: string; token: string };
  let operatorName: string;

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startPaymentApp(backend, { payment: { mode: 'sandbox', key } }));
    operator = await newUser(app);
    const [row] = await app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, operator.id));
    operatorName = row!.email!;
    expect(await grantOperator(app.database.db, operatorName, cli, app.clock.now())).toBe('granted');
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  const op = (path: string, body: unknown = {}) => authed(app, `/ut/op/money/${path}`, operator.token, body);

  /** A user who bought Lv.`level` monthly through the sandbox cashier: order created, trade opened, paid. */
  async function buyer(level = 3) {
    const user = await newUser(app);
    // The user opens their day first, so the level's credits come as a grant on that day.
    await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: 0 });
    const created = await authed(app, '/ut/v1/create-order', user.token, {
      type: 1,
      level,
      cycle: 'monthly',
    });
    expect(created.body.code).toBe('000');
    const orderId = (created.body.data as { id: string }).id;
    const trade = await authed(app, '/ut/v1/get-wechat-trade-code', user.token, { orderId, platform: 0 });
    const { id: tradeId, price } = trade.body.data as { id: string; price: number };
    const { body, headers } = sandboxNotification(
      key,
      {
        merchant: SANDBOX_MERCHANT,
        out_trade_no: tradeId,
        transaction_id: `SBX${randomBytes(6).toString('hex')}`,
        trade_state: 'SUCCESS',
        amount: { total: Math.round(price * 100), currency: 'USD' },
      },
      app.clock.now(),
    );
    const paid = await app.inject({ method: 'POST', url: '/pay/notify/sandbox', headers, payload: body });
    expect(paid.statusCode).toBe(200);
    return { user, orderId, tradeId, amount: Math.round(price * 100) };
  }

  const balanceOf = async (token: string) => {
    const qh = (await authed(app, '/ut/v1/qh', token, { timezoneOffset: 0 })).body.data as {
      totalFuncPoint: number;
      useFuncPoint: number;
    };
    return qh.totalFuncPoint - qh.useFuncPoint;
  };

  it('lists the levels of both editions and changes a price: audited, the next order pays it', async () => {
    type Level = { edition: string; level: number; monthlyPrice: number | null; dailyPoint: number };
    const list = ((await op('levels')).body.data as { list: Level[] }).list;
    expect(new Set(list.map((l) => l.edition))).toEqual(new Set(['cn', 'intl']));
    const lv2 = list.find((l) => l.edition === 'intl' && l.level === 2)!;
    const saved = await op('level-save', {
      edition: 'intl',
      level: 2,
      monthlyPrice: 777,
      dailyPoint: lv2.dailyPoint + 5,
      reason: 'autumn price',
    });
    expect(saved.body.data).toMatchObject({ monthlyPrice: 777, dailyPoint: lv2.dailyPoint + 5 });
    const user = await newUser(app);
    const order = await authed(app, '/ut/v1/create-order', user.token, {
      type: 1,
      level: 2,
      cycle: 'monthly',
    });
    expect(order.body.data).toMatchObject({ price: 7.77, currency: 'USD' });
    const [entry] = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'level.update'));
    expect(entry).toMatchObject({
      operatorId: operator.id,
      target: 'intl:2',
      before: { monthlyPrice: lv2.monthlyPrice, dailyPoint: lv2.dailyPoint },
      after: { monthlyPrice: 777, dailyPoint: lv2.dailyPoint + 5 },
      reason: 'autumn price',
    });
    expect((await op('level-save', { edition: 'intl', level: 9, monthlyPrice: 1 })).body.code).toBe('40400');
    const bad = await post(
      app,
      '/ut/op/money/level-save',
      { edition: 'intl', level: 2, monthlyPrice: -3 },
      {
        accesstoken: operator.token,
        lang: 'zh-CN',
      },
    );
    expect(bad.body.code).toBe('40000');
    await op('level-save', {
      edition: 'intl',
      level: 2,
      monthlyPrice: lv2.monthlyPrice,
      dailyPoint: lv2.dailyPoint,
    });
  });

  it('lists orders by user, provider, status and day, with their trades, and exports them as CSV', async () => {
    const { user, orderId, tradeId } = await buyer();
    const [row] = await app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    const email = row!.email!;
    const today = app.clock.now().toISOString().slice(0, 10);
    const page = async (filter: object) =>
      (await op('orders', filter)).body.data as {
        list: { id: string; status: number }[];
        totalCount: number;
      };
    expect((await page({ user: email })).list.map((o) => o.id)).toEqual([orderId]);
    expect(
      (await page({ user: email, provider: 'sandbox', status: 2, from: today, to: today })).totalCount,
    ).toBe(1);
    expect((await page({ user: email, provider: 'wechat' })).totalCount).toBe(0);
    expect((await page({ user: email, status: 0 })).totalCount).toBe(0);
    expect((await page({ user: email, from: '2000-01-01', to: '2000-01-02' })).totalCount).toBe(0);
    expect((await page({ user: 'nobody@example.com' })).totalCount).toBe(0);
    expect((await op('orders', { from: '2020-02-02', to: '2020-01-01' })).body.code).toBe('40000');
    const detail = (await op('order', { orderId })).body.data as Detail;
    expect(detail.order).toMatchObject({ id: orderId, status: 2, provider: 'sandbox' });
    expect(detail.trades.map((t) => [t.id, t.status])).toEqual([[tradeId, 2]]);
    expect((await op('order', { orderId: 'nope' })).body.code).toBe('40400');
    const csv = (await op('orders-csv', { user: email })).body.data as {
      csv: string;
      rows: number;
      filename: string;
    };
    const lines = csv.csv.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,paid_at,user_id,user,level,cycle,type,amount,currency,status,provider,transaction_id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderId},`);
    expect(lines[1]).toContain(',USD,2,sandbox,SBX');
    expect(csv.rows).toBe(1);
  });

  it('refunds a paid order once under 6 concurrent calls: level and credits taken back once, audited', async () => {
    const { user, orderId, tradeId, amount } = await buyer(3);
    const before = await balanceOf(user.token);
    const [held] = await membershipsOf(app.database.db, user.id);
    expect(held!.endTime.getTime()).toBeGreaterThan(app.clock.now().getTime());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => op('order-refund', { orderId, reason: 'customer asked' })),
    );
    const codes = answers.map((a) => a.body.code).sort();
    expect(codes).toEqual(['000', '40900', '40900', '40900', '40900', '40900']);
    const detail = answers.find((a) => a.body.code === '000')!.body.data as Detail;
    expect(detail.order.status).toBe(3);
    expect(detail.trades[0]).toMatchObject({ id: tradeId, status: 3 });
    expect(detail.refunds).toHaveLength(1);
    expect(detail.refunds[0]).toMatchObject({
      operator: operatorName,
      reason: 'customer asked',
      refundId: `SBX-R${tradeId.slice(1)}`,
    });
    // Lv.3's daily credits of today are taken back; the free level's come instead on the next read.
    const lv3 = detail.refunds[0]!.creditsTaken;
    expect(lv3).toBeGreaterThan(0);
    const entries = await app.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.accountId, `u:${user.id}`), like(creditEntries.remarkKey, 'orderRefund')));
    expect(entries.map((e) => e.delta)).toEqual([-lv3]);
    const [after] = await membershipsOf(app.database.db, user.id);
    expect(after!.endTime.getTime()).toBeLessThanOrEqual(app.clock.now().getTime());
    expect(await balanceOf(user.token)).toBeLessThan(before);
    // The user sees the entry in their own records, in their language.
    const records = await post(
      app,
      '/ut/v1/page-func-point-change-record',
      { pageNum: 1, pageSize: 10 },
      { accesstoken: user.token, lang: 'en' },
    );
    expect(JSON.stringify(records.body.data)).toContain(
      `Lv.3 order ${orderId} refunded by ${operatorName}: customer asked`,
    );
    const log = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, orderId));
    expect(log.map((e) => [e.action, e.operatorId, e.reason])).toEqual([
      ['order.refund', operator.id, 'customer asked'],
    ]);
    expect(log[0]!.after).toMatchObject({ amount, currency: 'USD', creditsTaken: lv3 });
    expect((await tradeRow(app.database.db, tradeId)).status).toBe(3);
    // Again later: refunded already, nothing changes.
    const again = await op('order-refund', { orderId, reason: 'twice' });
    expect(again.body.code).toBe('40900');
    expect(again.body.message).toContain('refunded already');
    expect((await op('orders', { status: 3 })).body.data).toMatchObject({
      list: [{ id: orderId, status: 3 }],
    });
  });

  it('refuses to refund an unpaid order, and a refund without a reason', async () => {
    const user = await newUser(app);
    const created = await authed(app, '/ut/v1/create-order', user.token, {
      type: 1,
      level: 3,
      cycle: 'monthly',
    });
    const orderId = (created.body.data as { id: string }).id;
    const unpaid = await post(
      app,
      '/ut/op/money/order-refund',
      { orderId, reason: 'x' },
      { accesstoken: operator.token, lang: 'zh-CN' },
    );
    expect([unpaid.body.code, unpaid.body.message]).toEqual([
      '40900',
      `订单 ${orderId} 没有可退款的已支付交易。`,
    ]);
    expect((await op('order-refund', { orderId })).body.code).toBe('40000');
  });

  it('asks the provider live from the order page and reconciles a day (the sandbox keeps no books)', async () => {
    const { orderId, tradeId } = await buyer(2);
    const live = (await op('order-query', { orderId })).body.data as {
      list: { tradeId: string; state: string; error: string | null }[];
    };
    expect(live.list).toEqual([expect.objectContaining({ tradeId, state: 'pending', error: null })]);
    const day = app.clock.now().toISOString().slice(0, 10);
    const report = (await op('reconcile', { day })).body.data as {
      checked: number;
      mismatches: unknown[];
      csv: string;
    };
    expect(report).toMatchObject({ checked: 0, mismatches: [] });
    expect(report.csv).toBe('day,trade_id,order_id,provider,kind,ours,theirs\r\n');
    expect((await op('reconcile', { day: '26/11/2026' })).body.code).toBe('40000');
  });
});
