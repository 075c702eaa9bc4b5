import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import { addTestFunc, newUser } from '../credits/testing.ts';
import { returnFreeUseById } from './claim.ts';
import { funcUseDays, funcUses } from './tables.ts';

const PRICE = 5;
const USERS = 4;
const BALANCE = 53; // 10 uses of 5, 3 credits left
const REQUESTS_EACH = 40;
const FREE = 3;

// Drains several accounts at once through /ut/v1/h: every account gets many more concurrent asks
// than its balance allows, all users' asks interleaved. Exactly floor(balance / price) uses per
// account are granted, each with one deduction and one use row; the ledger's balances chain.
describe.each(backends)('draining balances under concurrent load (%s)', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend));
    await addTestFunc(app.database.db, 'zz_drain', { openLevel: 0, point: PRICE, freeCount: 0 });
    await addTestFunc(app.database.db, 'zz_drain_free', { openLevel: 0, point: PRICE, freeCount: FREE });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  /**
   * New users, each brought to today (its daily grant) with BALANCE credits, then REQUESTS_EACH
   * concurrent /h asks each for `code`: the users, the asks in order and their answers.
   */
  async function drain(code: string) {
    const users = await Promise.all(Array.from({ length: USERS }, () => newUser(app)));
    for (const user of users) {
      const read = await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: 0 });
      expect(read.body.code).toBe('000');
    }
    await app.database.db
      .update(creditAccounts)
      .set({ balance: BALANCE })
      .where(sql`${creditAccounts.id} in ${users.map((u) => `u:${u.id}`)}`);
    const asks = Array.from({ length: REQUESTS_EACH }, () => users).flat();
    const answers = await Promise.all(
      asks.map((user) => authed(app, '/ut/v1/h', user.token, { code, timezoneOffset: 0 })),
    );
    return { users, asks, answers };
  }

  it(`grants exactly ${Math.floor(BALANCE / PRICE)} uses per account, no more, with ${USERS * REQUESTS_EACH} asks in flight`, async () => {
    const db = app.database.db;
    const { users, asks, answers } = await drain('zz_drain');

    for (const user of users) {
      const mine = answers.filter((_, i) => asks[i] === user).map((a) => a.body.code);
      expect(mine.filter((c) => c === '000')).toHaveLength(Math.floor(BALANCE / PRICE));
      expect(mine.filter((c) => c === '40104')).toHaveLength(REQUESTS_EACH - Math.floor(BALANCE / PRICE));
      const id = `u:${user.id}`;
      const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
      expect(account!.balance).toBe(BALANCE % PRICE);
      const deductions = await db
        .select()
        .from(creditEntries)
        .where(sql`${creditEntries.accountId} = ${id} and ${creditEntries.type} = 'deduct'`)
        .orderBy(asc(creditEntries.id));
      expect(deductions.map((e) => e.result)).toEqual(
        Array.from({ length: Math.floor(BALANCE / PRICE) }, (_, i) => BALANCE - PRICE * (i + 1)),
      );
      const uses = await db.select().from(funcUses).where(eq(funcUses.accountId, id));
      expect(uses).toHaveLength(Math.floor(BALANCE / PRICE));
      expect(new Set(uses.map((u) => u.entryId))).toEqual(new Set(deductions.map((e) => e.id)));
    }
  });

  // The lock statement peeks at the day's free uses (issue 15); a peek taken before waiting for the
  // lock may be stale, so only an exhausted count is trusted. Were a stale count trusted here, more
  // than FREE concurrent asks would be granted free on PostgreSQL.
  it(`grants exactly ${FREE} free uses, then the balance's paid ones, to concurrent asks`, async () => {
    const db = app.database.db;
    const { users, asks, answers } = await drain('zz_drain_free');
    const paid = Math.floor(BALANCE / PRICE);
    for (const user of users) {
      const mine = answers.filter((_, i) => asks[i] === user).map((a) => a.body);
      const granted = mine.filter((b) => b.code === '000') as unknown as { data: { free: boolean } }[];
      expect(granted.filter((b) => b.data.free)).toHaveLength(FREE);
      expect(granted.filter((b) => !b.data.free)).toHaveLength(paid);
      expect(mine.filter((b) => b.code === '40104')).toHaveLength(REQUESTS_EACH - FREE - paid);
      const [day] = await db
        .select()
        .from(funcUseDays)
        .where(eq(funcUseDays.accountId, `u:${user.id}`));
      expect(day).toMatchObject({ uses: FREE + paid, freeUses: FREE });
    }
  });

  it('grants a free use given back once more, then charges again', async () => {
    const user = await newUser(app);
    const ask = () => authed(app, '/ut/v1/h', user.token, { code: 'zz_drain_free', timezoneOffset: 0 });
    const uses: { free: boolean; useId: string }[] = [];
    for (let i = 0; i <= FREE; i++) uses.push((await ask()).body.data as { free: boolean; useId: string });
    expect(uses.map((u) => u.free)).toEqual([...Array<boolean>(FREE).fill(true), false]);
    expect(await returnFreeUseById(app.database.db, uses[0]!.useId)).toBe(true);
    expect((await ask()).body.data).toMatchObject({ free: true, freeCountLeft: 0 });
    expect((await ask()).body.data).toMatchObject({ free: false });
  });
});
