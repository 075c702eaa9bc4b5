import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobs, type Jobs } from '../../jobs/queue.ts';
import { buildApp } from '../../app.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { seedCatalog } from '../func/seed.ts';
import { DAY } from '../session/clock.ts';
import { applyChange, ensureAccount, exchangeAccountId, lockAccount, syncDay } from './ledger.ts';
import { funcUses } from '../func-use/tables.ts';
import { creditEntries } from './tables.ts';

describe.each(backends)('the 7-day retention job on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let jobs: Jobs;
  setupSuite(async () => {
    backend = await createBackend(kind);
    const handle = await backend.open();
    await handle.migrate();
    await seedCatalog(handle.db);
    jobs = createJobs(handle.jobsConnection, () => undefined);
    await jobs.start();
    app = await buildApp({ config: backend.config, db: handle, jobs, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await backend?.dispose();
  });

  it('deletes credit entries older than 7 days by the app clock, keeps newer ones and exchange points', async () => {
    const db = app.database.db;
    const now = app.clock.now();
    // 2 days and 0 days old now; 8 and 6 days old once the app clock moves 6 days on.
    const old = new Date(now.getTime() - 2 * DAY);
    const recent = now;
    await ensureAccount(db, 'u:ret', 'credit', null, old);
    await db.transaction((tx) => syncDay(tx, 'u:ret', '2020-01-01', [{ level: 1, point: 10 }], old));
    await db.transaction((tx) => syncDay(tx, 'u:ret', '2020-01-02', [{ level: 1, point: 10 }], recent));
    await ensureAccount(db, exchangeAccountId('ret'), 'exchange', null, old);
    await db.transaction(async (tx) => {
      await lockAccount(tx, exchangeAccountId('ret'));
      await applyChange(tx, exchangeAccountId('ret'), { type: 'increase', delta: 1, remark: 'adjust' }, old);
    });
    const types = async (id: string) =>
      (await db.select().from(creditEntries).where(eq(creditEntries.accountId, id)))
        .map((e) => e.type)
        .sort();
    expect(await types('u:ret')).toEqual(['daily_reset', 'init_default', 'reset']);
    const use = { accountId: 'u:ret', funcCode: 'word_to_pdf', entryId: null };
    await db.insert(funcUses).values([
      { ...use, id: 'use-old', createdAt: old },
      { ...use, id: 'use-recent', createdAt: recent },
    ]);

    app.clock.advance(6 * DAY);
    await app.ready();
    const deadline = Date.now() + 20_000;
    while ((await types('u:ret')).length === 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await types('u:ret')).toEqual(['daily_reset', 'reset']);
    expect(await types(exchangeAccountId('ret'))).toEqual(['increase']);
    // Function uses (the use ids of server tasks) are kept as long.
    const uses = await db.select({ id: funcUses.id }).from(funcUses).where(eq(funcUses.accountId, 'u:ret'));
    expect(uses.map((u) => u.id)).toEqual(['use-recent']);
  }, 30_000);
});
