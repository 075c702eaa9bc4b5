import type { OpDashboard } from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobs, type Jobs } from '../../jobs/queue.ts';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import type { Database } from '../../db/open.ts';
import { deleteExpiredEntries } from '../credits/records.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import { newUser } from '../credits/testing.ts';
import { channels, channelVisits, userChannels } from '../partner/tables.ts';
import { paymentTrades } from '../payment/tables.ts';
import { DAY, HOUR } from '../session/clock.ts';
import { sessions } from '../session/tables.ts';
import { statCoverage } from '../stats/tables.ts';
import { deleteFinishedTasks } from '../task/queries.ts';
import { tasks } from '../task/tables.ts';
import { createUser } from '../user/repository.ts';
import { users } from '../user/tables.ts';
import { queueLengths } from './dashboard.ts';
import { grantOperator } from './roles.ts';

const cli = { id: null, name: 'cli:test' };

/** Today's UTC midnight and the first of this UTC month, as the test reckons them (offset 0). */
function calendar(now: Date) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { today, month };
}

let tradeNo = 0;
async function paidTrade(
  db: Database,
  userId: string,
  at: Date,
  trade: { provider: 'wechat' | 'alipay' | 'paypal' | 'sandbox'; amount: number; currency: string },
  status = 2,
) {
  tradeNo += 1;
  await db.insert(paymentTrades).values({
    id: `dash${tradeNo}`,
    kind: 'order',
    userId,
    orderId: `o${tradeNo}`,
    provider: trade.provider,
    channel: 'native',
    amount: trade.amount,
    currency: trade.currency,
    subject: 'VIP',
    status,
    transactionId: status === 2 ? `tx${tradeNo}` : null,
    createdAt: at,
    updatedAt: at,
    expiresAt: new Date(at.getTime() + HOUR),
    paidAt: status === 2 ? at : null,
  });
}

async function task(db: Database, id: string, funcCode: string, status: number, at: Date, owner = 'a:x') {
  await db.insert(tasks).values({
    id,
    owner,
    funcCode,
    apiType: 'convert',
    inputFileIds: [],
    options: {},
    status,
    progressKey: 'queued',
    createdAt: at,
  });
}

describe.each(backends)('operator dashboard on %s', (kind) => {
  let app: FastifyInstance;
  let operator: { id: string; token: string };
  let db: Database;
  /** Times the seeded rows are dated at (offset 0 days: today's 00:30 UTC, etc.). */
  let t: { today: Date; month: Date; d0: Date; d2: Date; d10: Date; d40: Date };

  appSuite(kind, async (suite) => {
    app = suite.app;
    db = app.database.db;
    operator = await newUser(app);
    const [row] = await db.select().from(users).where(eq(users.id, operator.id));
    await grantOperator(db, row!.email!, cli, app.clock.now());
    const { today, month } = calendar(app.clock.now());
    const at = (days: number) => new Date(today.getTime() - days * DAY + 30 * 60_000);
    t = { today, month, d0: at(0), d2: at(2), d10: at(10), d40: at(40) };
    // Sign-ups: the operator (now), and one each 0, 2, 10 and 40 days back; two came by 'spring'.
    const made: Record<string, string> = {};
    for (const [name, when] of Object.entries({ d0: t.d0, d2: t.d2, d10: t.d10, d40: t.d40 })) {
      const user = await createUser(db, { email: `dash-${name}-${kind}@example.com`, now: when });
      made[name] = user!.id;
    }
    await db.insert(channels).values({ code: 'spring', name: 'Spring sale' });
    await db.insert(userChannels).values([
      { userId: made.d0!, channelCode: 'spring', createdAt: t.d0 },
      { userId: made.d10!, channelCode: 'spring', createdAt: t.d10 },
    ]);
    await db.insert(channelVisits).values([
      { channelCode: 'spring', day: t.d0.toISOString().slice(0, 10), visits: 7 },
      { channelCode: 'spring', day: t.d10.toISOString().slice(0, 10), visits: 5 },
    ]);
    // Sessions: d2's user was last active 2 days ago, d40's 40 days ago.
    for (const name of ['d2', 'd40'] as const) {
      await db.insert(sessions).values({
        id: `sess-${name}`,
        userId: made[name]!,
        tokenHash: `hash-${name}`,
        createdAt: t[name],
        expiresAt: new Date(t[name].getTime() + 30 * DAY),
        method: 'email',
        lastUsedAt: t[name],
      });
    }
    // Paid trades: today 2 wechat CNY (by the spring user) + 1 paypal USD; 2 days back 1 wechat;
    // 10 days back 1 alipay; 40 days back 1 wechat; an unpaid one today (never counted).
    await paidTrade(db, made.d0!, t.d0, { provider: 'wechat', amount: 1990, currency: 'CNY' });
    await paidTrade(db, made.d0!, t.d0, { provider: 'wechat', amount: 3000, currency: 'CNY' });
    await paidTrade(db, made.d2!, t.d0, { provider: 'paypal', amount: 499, currency: 'USD' });
    await paidTrade(db, made.d2!, t.d2, { provider: 'wechat', amount: 1000, currency: 'CNY' });
    await paidTrade(db, made.d10!, t.d10, { provider: 'alipay', amount: 5000, currency: 'CNY' });
    await paidTrade(db, made.d40!, t.d40, { provider: 'wechat', amount: 9900, currency: 'CNY' });
    await paidTrade(db, made.d0!, t.d0, { provider: 'wechat', amount: 100, currency: 'CNY' }, 0);
    // Credits of d2's account: +100 and -30 today, -5 two days back, +50 ten days back (past the
    // ledger's 7 days: the sweep deletes it and keeps it in the roll-up).
    const account = `u:${made.d2}`;
    await db
      .insert(creditAccounts)
      .values({ id: account, kind: 'credit', userId: made.d2!, updatedAt: t.d0 });
    const entry = (type: 'increase' | 'deduct', delta: number, at: Date) => ({
      accountId: account,
      type,
      delta,
      result: 500,
      remarkKey: 'test',
      createdAt: at,
    });
    await db
      .insert(creditEntries)
      .values([
        entry('increase', 100, t.d0),
        entry('deduct', -30, t.d0),
        entry('deduct', -5, t.d2),
        entry('increase', 50, t.d10),
      ]);
    // Tasks: pdf_a 3 done + 1 failed today, 1 failed 10 days back; pdf_b 1 waiting today.
    for (const i of [1, 2, 3]) await task(db, `ta${i}`, 'pdf_a', 2, t.d0);
    await task(db, 'ta4', 'pdf_a', -1, t.d0);
    await task(db, 'ta5', 'pdf_a', -1, t.d10);
    await task(db, 'tb1', 'pdf_b', 0, t.d0, `u:${made.d2}`);
  });

  const read = async (range: string, timezoneOffset = 0) => {
    const res = await authed(app, '/ut/op/dashboard', operator.token, { range, timezoneOffset });
    expect(res.body.code).toBe('000');
    return res.body.data as OpDashboard;
  };
  const inMonth = (at: Date) => at >= t.month;

  it('counts today: users, sign-ups by channel, revenue by provider and currency, credits, tasks', async () => {
    const today = await read('today');
    expect(today.from).toBe(t.today.toISOString());
    expect(today.to).toBe(new Date(t.today.getTime() + DAY).toISOString());
    // Active: the operator's session (now). Sign-ups: the operator and d0.
    expect(today.activeUsers.today).toBe(1);
    expect(today.signups.today).toBe(2);
    expect(today.days).toEqual([{ day: t.today.toISOString().slice(0, 10), signups: 2, paidOrders: 3 }]);
    expect(today.channels).toEqual([
      { channel: '', signups: 1, visits: 0, paidOrders: 1 },
      { channel: 'spring', signups: 1, visits: 7, paidOrders: 2 },
    ]);
    expect(today.revenue).toEqual([
      { provider: 'paypal', currency: 'USD', orders: 1, amount: 499 },
      { provider: 'wechat', currency: 'CNY', orders: 2, amount: 4990 },
    ]);
    expect(today.credits).toMatchObject({ granted: 100, spent: 30 });
    expect(today.tasks).toEqual([
      { funcCode: 'pdf_a', total: 4, done: 3, failed: 1, pending: 0, failureRate: 0.25 },
      { funcCode: 'pdf_b', total: 1, done: 0, failed: 0, pending: 1, failureRate: 0 },
    ]);
    // This test app runs no job queue: no queues to show.
    expect(today.queues).toEqual([]);
  });

  it('counts 7 and 30 days and the month, with one entry per day', async () => {
    const week = await read('7d');
    expect(week.days).toHaveLength(7);
    expect(week.signups).toEqual({ today: 2, month: 2 + [t.d2, t.d10, t.d40].filter(inMonth).length });
    expect(week.activeUsers).toEqual({ today: 1, month: 1 + [t.d2, t.d40].filter(inMonth).length });
    expect(week.days.reduce((n, d) => n + d.signups, 0)).toBe(3);
    expect(week.days.find((d) => d.day === t.d2.toISOString().slice(0, 10))).toMatchObject({
      signups: 1,
      paidOrders: 1,
    });
    expect(week.revenue).toEqual([
      { provider: 'paypal', currency: 'USD', orders: 1, amount: 499 },
      { provider: 'wechat', currency: 'CNY', orders: 3, amount: 5990 },
    ]);
    expect(week.credits).toMatchObject({ granted: 100, spent: 35 });

    const month30 = await read('30d');
    expect(month30.days).toHaveLength(30);
    expect(month30.channels).toEqual([
      { channel: '', signups: 2, visits: 0, paidOrders: 2 },
      { channel: 'spring', signups: 2, visits: 12, paidOrders: 3 },
    ]);
    expect(month30.revenue.find((r) => r.provider === 'alipay')).toEqual({
      provider: 'alipay',
      currency: 'CNY',
      orders: 1,
      amount: 5000,
    });
    // The entry 10 days back counts, swept or not (see the next test).
    expect(month30.credits).toEqual({ granted: 150, spent: 35, since: month30.from });
    expect(month30.tasks[0]).toEqual({
      funcCode: 'pdf_a',
      total: 5,
      done: 3,
      failed: 2,
      pending: 0,
      failureRate: 0.4,
    });

    const month = await read('month');
    expect(month.from).toBe(t.month.toISOString());
    expect(month.days[0]!.day).toBe(t.month.toISOString().slice(0, 10));
    expect(month.days.reduce((n, d) => n + d.signups, 0)).toBe(month.signups.month);
  });

  it('keeps the month whole when the sweeps delete old credit entries and tasks', async () => {
    const before = await read('30d');
    const now = app.clock.now();
    expect(await deleteExpiredEntries(db, now)).toBe(1);
    expect(await deleteFinishedTasks(db, new Date(now.getTime() - 7 * DAY))).toBe(1);
    // A second sweep finds nothing more and adds nothing twice.
    expect(await deleteExpiredEntries(db, now)).toBe(0);
    expect(await deleteFinishedTasks(db, new Date(now.getTime() - 7 * DAY))).toBe(0);
    expect(await db.select().from(tasks).where(eq(tasks.id, 'ta5'))).toEqual([]);

    const after = await read('30d');
    expect(after.credits).toEqual(before.credits);
    expect(after.tasks).toEqual(before.tasks);
    // The rolled-up rows keep their day: 10 days back is outside the last 7 days.
    const week = await read('7d');
    expect(week.credits).toMatchObject({ granted: 100, spent: 35 });
    expect(week.tasks.find((r) => r.funcCode === 'pdf_a')).toMatchObject({ total: 4, failed: 1 });
  });

  it('says from when the credit figures are whole on a database that lost rows before roll-ups', async () => {
    const whole = new Date(t.d2.getTime() - HOUR);
    await db.insert(statCoverage).values({ kind: 'credit', since: whole });
    try {
      expect((await read('30d')).credits.since).toBe(whole.toISOString());
      const today = await read('today');
      expect(today.credits.since).toBe(today.from);
    } finally {
      await db.delete(statCoverage);
    }
  });

  it("counts days from the operator's midnight (UTC+8)", async () => {
    // At UTC+8 the day begins 8 hours before UTC's: today's 00:30 UTC rows are 08:30 local.
    const today = await read('today', -480);
    const localNow = new Date(app.clock.now().getTime() + 8 * HOUR);
    const day = localNow.toISOString().slice(0, 10);
    expect(today.days.map((d) => d.day)).toEqual([day]);
    expect(new Date(today.from).getTime() % DAY).toBe(16 * HOUR);
  });

  it('refuses a range it does not know', async () => {
    const res = await authed(app, '/ut/op/dashboard', operator.token, { range: 'year' });
    expect(res.body.code).toBe('40000');
  });
});

describe.each(backends)('queue lengths on %s', (kind) => {
  let backend: TestBackend;
  let jobs: Jobs;
  let db: Database;
  setupSuite(async () => {
    backend = await createBackend(kind);
    const handle = await backend.open();
    await handle.migrate();
    db = handle.db;
    expect(await queueLengths(db)).toEqual([]);
    jobs = createJobs(handle.jobsConnection, () => {});
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.stop();
    await backend?.dispose();
  });

  it('counts the jobs waiting in each queue', async () => {
    await jobs.send('dash-a', { n: 1 });
    await jobs.send('dash-a', { n: 2 });
    await jobs.send('dash-b', { n: 3 }, { startAfter: 3600 });
    const lengths = await queueLengths(db);
    expect(lengths.some((q) => q.name.startsWith('__pgboss__'))).toBe(false);
    expect(lengths.filter((q) => q.name.startsWith('dash-'))).toEqual([
      { name: 'dash-a', waiting: 2, active: 0 },
      { name: 'dash-b', waiting: 1, active: 0 },
    ]);
  });
});
