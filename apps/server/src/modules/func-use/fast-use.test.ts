import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends } from '../../test/backends.ts';
import type { DayContext } from '../credits/daily.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import { addTestFunc, newUser } from '../credits/testing.ts';
import { findFunc } from '../func/service.ts';
import { memberships } from '../membership/tables.ts';
import { fastPaidUse } from './fast-use.ts';
import { quoteUse } from './service.ts';
import { funcUseDays, funcUses } from './tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// The one-statement path of a paid /h (issue 15): it charges only in the steady state and writes
// nothing at all otherwise, so the locked path can decide.
describe.each(backends)('the one-statement paid use on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, async (suite) => {
    app = suite.app;
    await addTestFunc(app.database.db, 'zz_fast', { openLevel: 0, point: 5, freeCount: 0 });
    await addTestFunc(app.database.db, 'zz_fast_free', { openLevel: 0, point: 5, freeCount: 2 });
    await addTestFunc(app.database.db, 'zz_fast_pages', { openLevel: 3, point: 2, freeCount: 0 });
  });

  const ctx = (now = app.clock.now()): DayContext => ({
    db: app.database.db,
    edition: app.config.edition,
    now,
    timezoneOffset: 0,
  });
  const func = async (code: string) => (await findFunc(app.database.db, code))!;
  const use = (userId: string, code = 'zz_fast', now?: Date) =>
    func(code).then((f) => fastPaidUse(ctx(now), { userId }, f, { code, timezoneOffset: 0, desktop: false }));

  /** A user brought to today (its daily grant given) with `balance` credits. */
  async function steadyUser(balance: number) {
    const user = await newUser(app);
    expect((await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: 0 })).body.code).toBe('000');
    await app.database.db
      .update(creditAccounts)
      .set({ balance })
      .where(eq(creditAccounts.id, `u:${user.id}`));
    return user;
  }

  /** What a use writes on the user's account: balance, ledger entries, uses and day counts. */
  async function written(userId: string) {
    const db = app.database.db;
    const id = `u:${userId}`;
    const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
    const [entries] = await db
      .select({ n: count() })
      .from(creditEntries)
      .where(eq(creditEntries.accountId, id));
    const [uses] = await db.select({ n: count() }).from(funcUses).where(eq(funcUses.accountId, id));
    const days = await db.select().from(funcUseDays).where(eq(funcUseDays.accountId, id));
    return {
      balance: account?.balance,
      entries: entries!.n,
      uses: uses!.n,
      dayUses: days.map((d) => d.uses),
    };
  }

  it('charges a steady account: the debit, its ledger entry, the day count and the use', async () => {
    const user = await steadyUser(20);
    const before = await written(user.id);
    const answer = await use(user.id);
    expect(answer).toMatchObject({ code: 'zz_fast', deductPoint: 5, free: false, freeCountLeft: 0 });
    const [row] = await app.database.db.select().from(funcUses).where(eq(funcUses.id, answer!.useId));
    expect(row).toMatchObject({ funcCode: 'zz_fast', freeDay: null });
    const [entry] = await app.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.id, row!.entryId!));
    expect(entry).toMatchObject({ type: 'deduct', delta: -5, result: 15, remarkKey: 'funcUse' });
    expect(await written(user.id)).toEqual({
      balance: 15,
      entries: before.entries + 1,
      uses: before.uses + 1,
      dayUses: [1],
    });
    expect(answer!.useFuncPoint).toBe(answer!.totalFuncPoint - 15);
  });

  it('records each use with its own values: function, pages, price and time, uses in a row', async () => {
    const user = await steadyUser(100);
    const start = app.clock.now().getTime();
    const runs = [
      {
        code: 'zz_fast_pages',
        pageCount: 4,
        delta: -8,
        key: 'funcUsePages',
        params: { func: 'zz_fast_pages', pages: 4 },
      },
      { code: 'zz_fast', pageCount: undefined, delta: -5, key: 'funcUse', params: { func: 'zz_fast' } },
      {
        code: 'zz_fast_pages',
        pageCount: 1,
        delta: -2,
        key: 'funcUsePages',
        params: { func: 'zz_fast_pages', pages: 1 },
      },
    ];
    let balance = 100;
    for (const [i, run] of runs.entries()) {
      const at = new Date(start + (i + 1) * 1000);
      const input = { code: run.code, pageCount: run.pageCount, timezoneOffset: 0, desktop: false };
      const answer = await fastPaidUse(ctx(at), { userId: user.id }, await func(run.code), input);
      balance += run.delta;
      expect(answer).toMatchObject({ code: run.code, deductPoint: -run.delta });
      const [row] = await app.database.db.select().from(funcUses).where(eq(funcUses.id, answer!.useId));
      expect(row).toMatchObject({ accountId: `u:${user.id}`, funcCode: run.code, createdAt: at });
      const [entry] = await app.database.db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.id, row!.entryId!));
      expect(entry).toMatchObject({
        accountId: `u:${user.id}`,
        delta: run.delta,
        result: balance,
        remarkKey: run.key,
      });
      expect(JSON.parse(entry!.remarkParams)).toEqual(run.params);
      expect(entry!.createdAt).toEqual(at);
    }
  });

  it('writes nothing and leaves the decision to the locked path when it is not the steady state', async () => {
    const fresh = await newUser(app); // no account yet
    expect(await use(fresh.id)).toBeNull();
    expect(await written(fresh.id)).toMatchObject({ balance: undefined, entries: 0, uses: 0 });

    const short = await steadyUser(4);
    const shortBefore = await written(short.id);
    expect(await use(short.id)).toBeNull();
    expect(await written(short.id)).toEqual(shortBefore);

    const freeLeft = await steadyUser(50);
    const freeBefore = await written(freeLeft.id);
    expect(await use(freeLeft.id, 'zz_fast_free')).toBeNull();
    expect(await written(freeLeft.id)).toEqual(freeBefore);

    const dayOver = await steadyUser(50);
    const [account] = await app.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.id, `u:${dayOver.id}`));
    const end = Date.parse(`${account!.day}T00:00:00Z`) + DAY_MS + account!.dayOffset! * 60_000;
    const overBefore = await written(dayOver.id);
    expect(await use(dayOver.id, 'zz_fast', new Date(end))).toBeNull();
    expect(await written(dayOver.id)).toEqual(overBefore);
    expect(await use(dayOver.id, 'zz_fast', new Date(end - 1))).not.toBeNull();

    const upgraded = await steadyUser(50); // a level bought after today's grant: its grant is not given yet
    const now = app.clock.now();
    await app.database.db.insert(memberships).values({
      userId: upgraded.id,
      level: 2,
      startTime: new Date(now.getTime() - 1000),
      endTime: new Date(now.getTime() + DAY_MS),
    });
    const upgradedBefore = await written(upgraded.id);
    expect(await use(upgraded.id)).toBeNull();
    expect(await written(upgraded.id)).toEqual(upgradedBefore);
  });

  it('takes the paid uses once the free ones are used up', async () => {
    const user = await steadyUser(50);
    for (let i = 0; i < 2; i++) {
      const free = await authed(app, '/ut/v1/h', user.token, { code: 'zz_fast_free', timezoneOffset: 0 });
      expect(free.body.data).toMatchObject({ free: true, deductPoint: 0 });
    }
    expect(await use(user.id, 'zz_fast_free')).toMatchObject({
      deductPoint: 5,
      free: false,
      freeCountLeft: 0,
    });
    expect(await written(user.id)).toMatchObject({ balance: 45, dayUses: [3] });
  });

  it("charges a tourist's steady day too, and stops at its balance", async () => {
    const tourist = { address: '10.77.0.1' };
    const input = { code: 'zz_fast', timezoneOffset: 0, desktop: false };
    expect(await fastPaidUse(ctx(), tourist, await func('zz_fast'), input)).toBeNull(); // no account yet
    // A quote brings the tourist's account to today with the day's free credits (10).
    expect(await quoteUse(ctx(), tourist, input)).toMatchObject({ kind: 'paid', balance: 10 });
    const uses = await Promise.all(
      [0, 1, 2].map(async () => fastPaidUse(ctx(), tourist, await func('zz_fast'), input)),
    );
    expect(
      uses
        .filter((u) => u !== null)
        .map((u) => u.useFuncPoint)
        .sort((a, b) => a - b),
    ).toEqual([5, 10]);
    const [account] = await app.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.id, 't:10.77.0.1'));
    expect(account?.balance).toBe(0);
  });

  it('never spends the same credits twice: 30 uses at once on 53 credits grant exactly 10', async () => {
    const user = await steadyUser(53);
    const before = await written(user.id);
    const answers = await Promise.all(Array.from({ length: 30 }, () => use(user.id)));
    const granted = answers.filter((a) => a !== null);
    expect(granted).toHaveLength(10);
    expect(new Set(granted.map((a) => a.useFuncPoint)).size).toBe(10);
    expect(await written(user.id)).toEqual({
      balance: 3,
      entries: before.entries + 10,
      uses: before.uses + 10,
      dayUses: [10],
    });
  });
});
