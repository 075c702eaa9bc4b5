import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { findFunc } from '../modules/func/service.ts';
import { funcs } from '../modules/func/tables.ts';
import { seedCatalog } from '../modules/func/seed.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../test/backends.ts';
import { attachChangeFeed, cachedRead, cacheLoads, servesFromMemory } from './cached-read.ts';
import type { DatabaseHandle } from './open.ts';

/** Polls `read` until it gives `want` (notifications arrive after the commit), at most 5 s. */
async function eventually<T>(read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + 5000;
  let got = await read();
  while (got !== want && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    got = await read();
  }
  return got;
}

const pointOf = async (handle: DatabaseHandle) => (await findFunc(handle.db, 'word_to_pdf'))!.point;

describe('cachedRead without a live feed', () => {
  it('loads every time, so nothing stale is served while changes may be missed', async () => {
    let live = true;
    let version = 0;
    const feed = {
      subscribe: () => () => undefined,
      get live() {
        return live;
      },
      close: async () => {},
    };
    const db = {} as DatabaseHandle['db'];
    attachChangeFeed(db, feed);
    const read = () => cachedRead(db, 'test:v', ['func'], async () => version);
    expect(await read()).toBe(0);
    version = 1;
    expect(await read()).toBe(0);
    live = false;
    expect(await read()).toBe(1);
    version = 2;
    expect(await read()).toBe(2);
    live = true;
    expect(await read()).toBe(2);
  });
});

describe.each(backends)('cached reads invalidated by committed changes (%s)', (kind) => {
  let backend: TestBackend;
  let a: DatabaseHandle;
  setupSuite(async () => {
    backend = await createBackend(kind);
    a = await backend.open();
    await a.migrate();
    await seedCatalog(a.db);
  });
  afterAll(() => backend?.dispose());

  it('serves repeated reads from memory and reloads after a change', async () => {
    const loads = () => cacheLoads(a.db)['func:catalogue'] ?? 0;
    const original = await pointOf(a);
    const before = loads();
    for (let i = 0; i < 5; i++) expect(await pointOf(a)).toBe(original);
    expect(loads() - before).toBeLessThanOrEqual(1);

    await a.db
      .update(funcs)
      .set({ point: original + 7 })
      .where(eq(funcs.code, 'word_to_pdf'));
    expect(await eventually(() => pointOf(a), original + 7)).toBe(original + 7);
    await a.db.update(funcs).set({ point: original }).where(eq(funcs.code, 'word_to_pdf'));
    expect(await eventually(() => pointOf(a), original)).toBe(original);
  });

  it('reads the database inside a transaction (it sees its own uncommitted change)', async () => {
    const original = await pointOf(a);
    await a.db
      .transaction(async (tx) => {
        await tx
          .update(funcs)
          .set({ point: original + 1 })
          .where(eq(funcs.code, 'word_to_pdf'));
        expect(servesFromMemory(tx)).toBe(false);
        expect((await findFunc(tx, 'word_to_pdf'))!.point).toBe(original + 1);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await pointOf(a)).toBe(original);
  });

  it('keys reads by name and drops only those of the changed tables', async () => {
    let levels = 0;
    const read = () => cachedRead(a.db, 'test:levels', ['vip_level'], async () => ++levels);
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await a.db
      .update(funcs)
      .set({ point: sql`point` })
      .where(eq(funcs.code, 'word_to_pdf'));
    await new Promise((r) => setTimeout(r, 100));
    expect(await read()).toBe(1);
    await a.db.execute(sql`update vip_level set daily_point = daily_point where level = 1`);
    expect(await eventually(read, 2)).toBe(2);
  });
});

describe('cached reads across processes on PostgreSQL', () => {
  let backend: TestBackend;
  let a: DatabaseHandle;
  setupSuite(async () => {
    backend = await createBackend('postgres');
    a = await backend.open();
    await a.migrate();
    await seedCatalog(a.db);
  });
  afterAll(() => backend?.dispose());

  it('hears a change another process commits (a second pool on the same database)', async () => {
    const b = await backend.open();
    const original = await pointOf(a);
    await pointOf(b);
    await b.db
      .update(funcs)
      .set({ point: original + 3 })
      .where(eq(funcs.code, 'word_to_pdf'));
    expect(await eventually(() => pointOf(a), original + 3)).toBe(original + 3);
    // An operator's plain SQL, not through our code, is heard too.
    await b.db.execute(sql`update func set point = ${original} where code = 'word_to_pdf'`);
    expect(await eventually(() => pointOf(a), original)).toBe(original);
    await b.close();
  });

  it('stops serving from memory when the LISTEN connection is lost, and hears changes after it is back', async () => {
    const original = await pointOf(a);
    const killed = await a.db.execute<{ ok: boolean }>(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
           where datname = current_database() and query like 'LISTEN%'`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(1);
    expect(await eventually(async () => servesFromMemory(a.db), false)).toBe(false);
    expect(await eventually(async () => servesFromMemory(a.db), true)).toBe(true);
    const other = await backend.open();
    await other.db
      .update(funcs)
      .set({ point: original + 5 })
      .where(eq(funcs.code, 'word_to_pdf'));
    expect(await eventually(() => pointOf(a), original + 5)).toBe(original + 5);
    await other.db.update(funcs).set({ point: original }).where(eq(funcs.code, 'word_to_pdf'));
    await other.close();
  });
});
