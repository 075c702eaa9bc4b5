import { eq } from 'drizzle-orm';
import { addCalendarMonths, PaymentCode } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newSession, newUser } from '../credits/testing.ts';
import { DAY } from '../session/clock.ts';
import { loadPayableOrder, settleOrder } from './orders.ts';
import { memberships } from './tables.ts';

type Order = { id: string; price: number; currency: string; startTime: string; endTime: string };
type Vip = {
  level: number;
  levelList: { level: number; startTime: string; endTime: string }[];
  funcPointDay: number;
  totalFuncPoint: number;
  levelExpire: boolean;
};

describe.each(backends)('memberships and orders on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  const order = async (token: string, body: object) => {
    const res = await authed(app, '/ut/v1/create-order', token, body);
    expect(res.body.code).toBe('000');
    return res.body.data as Order;
  };
  const pay = (id: string, amount: number, tx = `tx-${id}`) =>
    settleOrder(
      app.database.db,
      { orderId: id, provider: 'sandbox', transactionId: tx, amount, currency: 'USD' },
      app.clock.now(),
    );
  const vip = async (token: string) =>
    (await authed(app, '/ut/v1/qv', token, { timezoneOffset: 0 })).body.data as Vip;

  it('lists the levels with daily credits and dollar prices (level 1 free)', async () => {
    const res = await post(app, '/ut/i2/list-vip-info', {});
    expect(res.body.data).toEqual([
      {
        level: 1,
        dailyPoint: 10,
        monthlyPrice: null,
        quarterPrice: null,
        yearlyPrice: null,
        currency: 'USD',
      },
      {
        level: 2,
        dailyPoint: 200,
        monthlyPrice: 2.99,
        quarterPrice: 7.99,
        yearlyPrice: 24.99,
        currency: 'USD',
      },
      {
        level: 3,
        dailyPoint: 300,
        monthlyPrice: 4.99,
        quarterPrice: 12.99,
        yearlyPrice: 39.99,
        currency: 'USD',
      },
      {
        level: 4,
        dailyPoint: 500,
        monthlyPrice: 6.99,
        quarterPrice: 17.99,
        yearlyPrice: 59.99,
        currency: 'USD',
      },
    ]);
  });

  it('defaults an order to upgrade, monthly, level 4, priced on the server; refuses a type that does not fit', async () => {
    const user = await newUser(app);
    const o = await order(user.token, { price: 0.01 });
    expect(o).toMatchObject({ price: 6.99, currency: 'USD' });
    // A month on the calendar of the order's time zone (UTC when the request gives none).
    expect(o.endTime).toBe(addCalendarMonths(new Date(o.startTime), 1, 0).toISOString());
    expect(await loadPayableOrder(app.database.db, o.id, app.clock.now())).toMatchObject({
      userId: user.id,
      amount: 699,
      currency: 'USD',
      status: 0,
      subject: 'Toolbox Lv.4 membership, monthly',
    });
    const renew = await authed(app, '/ut/v1/create-order', user.token, { type: 2, level: 3 });
    expect(renew.body).toMatchObject({
      code: '40002',
      message: 'You do not hold Lv.3: choose upgrade or overlay instead of renew.',
    });
    expect((await authed(app, '/ut/v1/create-order', user.token, { level: 1 })).body.code).toBe('40000');
    expect((await post(app, '/ut/v1/create-order', {})).body.code).toBe('001');
  });

  it('stacks levels: each active level grants its own daily credits, today and the next day', async () => {
    const user = await newUser(app);
    expect((await vip(user.token)).totalFuncPoint).toBe(10);
    const two = await order(user.token, { level: 2, type: 1 });
    expect((await pay(two.id, 299)).outcome).toBe('granted');
    const three = await order(user.token, { level: 3, type: 1 });
    expect((await pay(three.id, 499)).outcome).toBe('granted');
    // Level 2 is held: buying it again is a renewal, not an overlay.
    expect((await authed(app, '/ut/v1/create-order', user.token, { level: 2, type: 3 })).body.code).toBe(
      '40002',
    );
    const today = await vip(user.token);
    expect(today.levelList.map((l) => l.level)).toEqual([2, 3]);
    expect(today).toMatchObject({ level: 3, funcPointDay: 500, totalFuncPoint: 510, levelExpire: false });
    app.clock.advance(DAY);
    expect(await vip(user.token)).toMatchObject({ totalFuncPoint: 500 });
    const records = (await authed(app, '/ut/v1/page-order-record', user.token, {})).body.data as {
      list: { level: number; typeText: string; payTypeText: string; statusText: string; cycleText: string }[];
    };
    expect(records.list.map((r) => r.level)).toEqual([3, 2]);
    expect(records.list[0]).toMatchObject({
      typeText: 'Upgrade',
      payTypeText: 'Sandbox',
      statusText: 'Payment successful',
      cycleText: 'Monthly',
    });
  });

  it('renews from the end of the held period; expiry falls back to level 1', async () => {
    const user = await newUser(app);
    const first = await order(user.token, { level: 2 });
    await pay(first.id, 299);
    const [held] = await app.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    const renew = await order(user.token, { level: 2, type: 2, cycle: 'quarterly' });
    expect(new Date(renew.startTime).getTime()).toBe(held!.endTime.getTime());
    expect((await pay(renew.id, 799)).outcome).toBe('granted');
    const [after] = await app.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(after!.endTime).toEqual(addCalendarMonths(held!.endTime, 3, 0));
    expect(after!.startTime.getTime()).toBe(held!.startTime.getTime());
    // One month and a quarter: at most 31 + 92 days.
    app.clock.advance(124 * DAY);
    expect(await vip(await newSession(app, user.id))).toMatchObject({
      level: 1,
      levelList: [],
      levelExpire: true,
      funcPointDay: 10,
      totalFuncPoint: 10,
    });
  });

  it('settles an order once: repeated and concurrent settlements grant nothing more; a wrong amount changes nothing', async () => {
    const user = await newUser(app);
    const o = await order(user.token, { level: 4 });
    expect((await pay(o.id, 698)).outcome).toBe('mismatch');
    expect(
      (
        await settleOrder(app.database.db, {
          orderId: o.id,
          provider: 'sandbox',
          transactionId: 'x',
          amount: 699,
          currency: 'CNY',
        })
      ).outcome,
    ).toBe('mismatch');
    expect((await vip(user.token)).level).toBe(1);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pay(o.id, 699, `tx-${o.id}-${i % 3}`)),
    );
    expect(outcomes.filter((r) => r.outcome === 'granted')).toHaveLength(1);
    expect(outcomes.filter((r) => r.outcome === 'duplicate')).toHaveLength(9);
    const rows = await app.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endTime).toEqual(addCalendarMonths(rows[0]!.startTime, 1, 0));
    expect((await vip(user.token)).totalFuncPoint).toBe(510);
    expect((await loadPayableOrder(app.database.db, o.id))!.status).toBe(2);
    expect((await pay('nope', 699)).outcome).toBe('unknown');
  });

  it('reads an unpaid order older than 2 hours as expired', async () => {
    const user = await newUser(app);
    const o = await order(user.token, { level: 2 });
    app.clock.advance(2 * 60 * 60 * 1000 + 1000);
    expect((await loadPayableOrder(app.database.db, o.id, app.clock.now()))!.status).toBe(-1);
    expect((await authed(app, '/ut/v1/pay-by-point', user.token, { orderId: o.id })).body.code).toBe(
      PaymentCode.orderExpired,
    );
  });
});

describe.each(backends)('cn edition levels on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite), { backend: { edition: 'cn' } });

  it('prices levels in yuan', async () => {
    const res = await post(app, '/ut/p3/list-vip-info', {});
    const levels = res.body.data as { level: number; monthlyPrice: number | null; currency: string }[];
    expect(levels.map((l) => [l.level, l.monthlyPrice, l.currency])).toEqual([
      [1, null, 'CNY'],
      [2, 15, 'CNY'],
      [3, 25, 'CNY'],
      [4, 39, 'CNY'],
    ]);
  });
});
