import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { addTestFunc, newUser } from '../credits/testing.ts';
import { createOrder, settleOrder } from '../membership/orders.ts';
import { decideUse } from './decide.ts';

type Quote = {
  kind: 'free' | 'paid' | 'short' | 'none';
  point: number;
  each: number;
  pages: number | null;
  freeCount: number;
  freeCountLeft: number;
  balance: number;
  payRequired: boolean;
  priority: boolean;
};
type Use = {
  deductPoint: number;
  free: boolean;
  freeCountLeft: number;
  payRequired: boolean;
  priority: boolean;
  totalFuncPoint: number;
  useFuncPoint: number;
};

describe('decideUse', () => {
  const fn = { openLevel: 0, point: 5, freeCount: 3 };
  it('takes the free uses first, then the price while credits last', () => {
    expect(decideUse(fn, undefined, { freeUsed: 0, balance: 0, member: false })).toMatchObject({
      kind: 'free',
      point: 0,
      freeCountLeft: 2,
    });
    expect(decideUse(fn, undefined, { freeUsed: 3, balance: 5, member: false })).toMatchObject({
      kind: 'paid',
      point: 5,
      freeCountLeft: 0,
    });
    expect(decideUse(fn, undefined, { freeUsed: 3, balance: 4, member: false })).toMatchObject({
      kind: 'short',
      point: 5,
    });
  });
  it('prices per page, charges a paid-result function nothing now, gives members priority on openLevel 2', () => {
    const pages = decideUse({ openLevel: 3, point: 2, freeCount: 0 }, 7, {
      freeUsed: 0,
      balance: 20,
      member: false,
    });
    expect(pages).toMatchObject({ kind: 'paid', point: 14, each: 2, pages: 7 });
    const result = decideUse({ openLevel: 1, point: 5, freeCount: 0 }, undefined, {
      freeUsed: 0,
      balance: 0,
      member: false,
    });
    expect(result).toMatchObject({ kind: 'none', point: 0, payRequired: true });
    const member = { freeUsed: 0, balance: 10, member: true };
    expect(decideUse({ openLevel: 2, point: 4, freeCount: 0 }, undefined, member).priority).toBe(true);
    expect(decideUse({ openLevel: 0, point: 4, freeCount: 0 }, undefined, member).priority).toBe(false);
  });
});

/** The quote (/hq, /tq) says what the next use (/h, /t) then takes, in every case. */
describe.each(backends)('the quote is the charge on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));
  const setup = (() => {
    let done: Promise<void> | null = null;
    return () =>
      (done ??= (async () => {
        const db = app.database.db;
        await addTestFunc(db, 'zq_five_free3', { openLevel: 0, point: 5, freeCount: 3 });
        await addTestFunc(db, 'zq_pages', { openLevel: 3, point: 2, freeCount: 1 });
        await addTestFunc(db, 'zq_priority', { openLevel: 2, point: 4, freeCount: 0 });
        await addTestFunc(db, 'zq_result', { openLevel: 1, point: 5, freeCount: 0, price: 0.99 });
      })());
  })();

  const quote = async (token: string, body: object) => {
    const res = await authed(app, '/ut/i2/hq', token, { timezoneOffset: -480, ...body });
    expect(res.body.code).toBe('000');
    return res.body.data as Quote;
  };
  const use = (token: string, body: object) =>
    authed(app, '/ut/v1/h', token, { timezoneOffset: -480, ...body });

  /** Quotes, uses, and checks that the use took what the quote said. */
  async function quoteThenUse(token: string, body: object): Promise<Quote> {
    const q = await quote(token, body);
    const res = await use(token, body);
    if (q.kind === 'short') {
      expect(res.body.code).toBe('40104');
      return q;
    }
    expect(res.body.code).toBe('000');
    const u = res.body.data as Use;
    expect(u.deductPoint).toBe(q.point);
    expect(u.free).toBe(q.kind === 'free');
    expect(u.freeCountLeft).toBe(q.freeCountLeft);
    expect(u.payRequired).toBe(q.payRequired);
    expect(u.priority).toBe(q.priority);
    expect(u.totalFuncPoint - u.useFuncPoint).toBe(q.balance - q.point);
    return q;
  }

  it('free, then paid, then short: each quote is what the use takes', async () => {
    await setup();
    const user = await newUser(app);
    const kinds: string[] = [];
    for (let i = 0; i < 6; i++) {
      const q = await quoteThenUse(user.token, { code: 'zq_five_free3' });
      kinds.push(`${q.kind}:${q.point}:${q.freeCountLeft}:${q.balance}`);
    }
    // 3 free uses, then 5 credits from 10, then 5 from 5, then short with 0 left.
    expect(kinds).toEqual([
      'free:0:2:10',
      'free:0:1:10',
      'free:0:0:10',
      'paid:5:0:10',
      'paid:5:0:5',
      'short:5:0:0',
    ]);
    // A quote changes nothing: quoting again and again still says short, and the balance stays.
    expect(await quote(user.token, { code: 'zq_five_free3' })).toMatchObject({ kind: 'short', balance: 0 });
  });

  it('per page: a free use covers any page count; then 2 credits a page', async () => {
    await setup();
    const user = await newUser(app);
    expect(await quoteThenUse(user.token, { code: 'zq_pages', pageCount: 9 })).toMatchObject({
      kind: 'free',
      pages: 9,
      each: 2,
      freeCount: 1,
      freeCountLeft: 0,
    });
    expect(await quoteThenUse(user.token, { code: 'zq_pages', pageCount: 1 })).toMatchObject({
      kind: 'paid',
      point: 2,
      pages: 1,
    });
    expect(await quoteThenUse(user.token, { code: 'zq_pages', pageCount: 5 })).toMatchObject({
      kind: 'short',
      point: 10,
    });
    expect((await authed(app, '/ut/v1/hq', user.token, { code: 'zq_pages' })).body.code).toBe('40000');
  });

  it('a member: the daily credits of the level, and priority on openLevel 2', async () => {
    await setup();
    const user = await newUser(app);
    const db = app.database.db;
    const now = app.clock.now();
    const order = await createOrder(
      db,
      user.id,
      'intl',
      { type: 1, level: 3, cycle: 'monthly', timezoneOffset: -480 },
      now,
    );
    const paid = await settleOrder(
      db,
      {
        orderId: order.id,
        provider: 'sandbox',
        transactionId: `tx-${order.id}`,
        amount: order.amount,
        currency: 'USD',
      },
      now,
    );
    expect(paid.outcome).toBe('granted');
    const q = await quoteThenUse(user.token, { code: 'zq_priority' });
    // Bought before any credits were read today: the day starts with Lv.3's 300.
    expect(q).toMatchObject({ kind: 'paid', point: 4, priority: true, balance: 300 });
    const other = await newUser(app);
    expect(await quoteThenUse(other.token, { code: 'zq_priority' })).toMatchObject({
      priority: false,
      balance: 10,
    });
  });

  it('a paid-result function takes nothing now; a tourist is quoted by address like /t charges', async () => {
    await setup();
    const user = await newUser(app);
    expect(await quoteThenUse(user.token, { code: 'zq_result' })).toMatchObject({
      kind: 'none',
      point: 0,
      payRequired: true,
    });
    const tourist = (path: string) =>
      app.inject({
        method: 'POST',
        url: path,
        remoteAddress: '198.51.100.77',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: 'zq_priority', timezoneOffset: 0 }),
      });
    const q = (await tourist('/ut/p3/tq')).json().data as Quote;
    expect(q).toMatchObject({ kind: 'paid', point: 4, balance: 10, priority: false });
    const u = (await tourist('/ut/p3/t')).json().data as Use;
    expect(u.deductPoint).toBe(q.point);
    expect((await tourist('/ut/p3/tq')).json().data).toMatchObject({ balance: 6 });
    expect((await post(app, '/ut/v1/hq', { code: 'zq_priority' })).body.code).toBe('001');
    expect((await authed(app, '/ut/v1/hq', user.token, { code: 'no_such_tool' })).body.code).toBe('40401');
  });
});
