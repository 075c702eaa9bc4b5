import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';
import {
  AUTOVACUUM_DEFAULTS,
  maintainPglite,
  scheduleMaintenance,
  upkeepDue,
  type TableActivity,
  type UpkeepDone,
} from './pglite-maintenance.ts';
import { PGLITE_SETTINGS } from './pglite-settings.ts';
import { forDrizzle } from './pglite-client.ts';

const quiet = (over: Partial<TableActivity>): TableActivity => ({
  schema: 'public',
  table: 't',
  reltuples: 1000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  changedSinceAnalyze: 0,
  frozenAge: 1000,
  ...over,
});

describe('upkeepDue (autovacuum default thresholds)', () => {
  it('vacuums past 50 + 20 % dead rows, or 1000 + 20 % inserted rows, and analyses past 50 + 10 % changed', () => {
    expect(upkeepDue(quiet({ deadRows: 250 }))).toBeNull();
    expect(upkeepDue(quiet({ deadRows: 251 }))).toBe('vacuum');
    expect(upkeepDue(quiet({ insertedSinceVacuum: 1200 }))).toBeNull();
    expect(upkeepDue(quiet({ insertedSinceVacuum: 1201 }))).toBe('vacuum');
    expect(upkeepDue(quiet({ changedSinceAnalyze: 150 }))).toBeNull();
    expect(upkeepDue(quiet({ changedSinceAnalyze: 151 }))).toBe('analyze');
  });

  it('vacuums a table whose oldest unfrozen transaction id is 200 million transactions old', () => {
    expect(upkeepDue(quiet({ frozenAge: 200_000_000 }))).toBeNull();
    expect(upkeepDue(quiet({ frozenAge: 200_000_001 }))).toBe('vacuum');
  });

  it('counts a table never vacuumed nor analysed (reltuples -1) as empty', () => {
    expect(upkeepDue(quiet({ reltuples: -1, changedSinceAnalyze: 51 }))).toBe('analyze');
    expect(upkeepDue(quiet({ reltuples: -1, changedSinceAnalyze: 50 }))).toBeNull();
  });
});

// On a real PGlite, which runs no autovacuum of its own.
describe('maintainPglite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create({ postgresqlconf: PGLITE_SETTINGS });
  });
  afterAll(async () => {
    await client?.close();
  });

  /** What a pass did to the tables these tests made (the catalogs change with them and may come up too). */
  const ours = (done: UpkeepDone[]) =>
    done.filter((d) => !d.table.startsWith('pg_catalog.')).map(({ table, upkeep }) => ({ table, upkeep }));
  /** The session's pending activity counts, published now rather than at the next second. */
  const flushStats = async () => {
    await client.query('SELECT pg_stat_force_next_flush()');
    await client.query('SELECT 1');
  };
  const stat = async (table: string) =>
    (
      await client.query<{ dead: number; vacuumed: boolean; analysed: boolean; stats: number }>(
        `SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analysed,
                (SELECT count(*)::int FROM pg_stats WHERE tablename = $1) AS stats
           FROM pg_stat_user_tables WHERE relname = $1`,
        [table],
      )
    ).rows[0]!;

  it('vacuums a table whose rows were updated over and over, and then leaves it alone', async () => {
    // As the balance rows: a few rows, each updated on every use. Not HOT-prunable here because the
    // updated column is indexed, so every update leaves a dead version behind.
    await client.exec(`CREATE TABLE balance (id int PRIMARY KEY, credits int NOT NULL);
                       CREATE INDEX balance_credits ON balance (credits);
                       INSERT INTO balance SELECT g, 0 FROM generate_series(1, 20) g`);
    for (let i = 0; i < 400; i++)
      await client.query('UPDATE balance SET credits = credits + 1 WHERE id = $1', [1 + (i % 20)]);
    await flushStats();
    const before = await stat('balance');
    expect(before.dead).toBeGreaterThan(54); // 50 + 20 % of 20 rows
    expect(before.vacuumed).toBe(false);

    expect(ours(await maintainPglite(client))).toEqual([{ table: 'public.balance', upkeep: 'vacuum' }]);
    const after = await stat('balance');
    expect(after).toMatchObject({ dead: 0, vacuumed: true, analysed: true });
    expect(after.stats).toBeGreaterThan(0); // the planner now has the columns' statistics

    await flushStats();
    expect(ours(await maintainPglite(client))).toEqual([]);
  });

  it('analyses a table that changed but has few dead rows, and quotes odd names', async () => {
    await client.exec(`CREATE SCHEMA "odd ""schema"""; CREATE TABLE "odd ""schema"""."Usage Log" (id int, code text);
                       INSERT INTO "odd ""schema"""."Usage Log" SELECT g, 'pdf_merge' FROM generate_series(1, 100) g`);
    await client.exec(`VACUUM "odd ""schema"""."Usage Log"`);
    await client.exec(`UPDATE "odd ""schema"""."Usage Log" SET code = 'pdf_split' WHERE id <= 20`);
    await flushStats();
    expect(ours(await maintainPglite(client))).toEqual([
      { table: 'odd "schema".Usage Log', upkeep: 'analyze' },
    ]);
    expect((await stat('Usage Log')).analysed).toBe(true);
  });

  it('vacuums the system catalogs too once their frozen ids are old (here with a limit of 10 transactions)', async () => {
    for (let i = 0; i < 12; i++) await client.exec('CREATE TEMP TABLE scratch (id int); DROP TABLE scratch');
    const done = await maintainPglite(client, { ...AUTOVACUUM_DEFAULTS, freezeMaxAge: 10 });
    const tables = done.map((d) => d.table);
    expect(tables).toContain('pg_catalog.pg_class');
    expect(tables.every((t) => !t.startsWith('pg_temp') && !t.startsWith('pg_toast'))).toBe(true);
    const { rows } = await client.query<{ vacuumed: boolean }>(
      "SELECT last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_all_tables WHERE relid = 'pg_catalog.pg_class'::regclass",
    );
    expect(rows[0]!.vacuumed).toBe(true);
  });

  it('replaces a generic plan made while a table was empty once it has grown and been analysed', async () => {
    // Prepared statements as the server runs them (pglite-statements.ts): after five runs PostgreSQL
    // keeps one generic plan, made with what it then knew of the table, until an ANALYZE invalidates it.
    const db = drizzle(forDrizzle(client));
    await client.exec(
      'CREATE TABLE uses (id int PRIMARY KEY, code text NOT NULL); CREATE INDEX uses_code ON uses (code)',
    );
    const count = (code: string) => db.execute(sql`SELECT count(*) FROM uses WHERE code = ${code}`);
    for (let i = 0; i < 6; i++) await count('pdf_merge');
    const [{ name }] = (
      await client.query<{ name: string }>(
        "SELECT name FROM pg_prepared_statements WHERE statement LIKE 'SELECT count(*) FROM uses %'",
      )
    ).rows as [{ name: string }];
    /** The rows the cached generic plan expects for one code. */
    const expected = async () => {
      await client.exec('SET plan_cache_mode = force_generic_plan');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE "${name}"('pdf_merge')`);
      await client.exec('RESET plan_cache_mode');
      return Math.max(...rows.map((r) => Number(/rows=(\d+)/.exec(r['QUERY PLAN'])?.[1] ?? 0)));
    };
    const whenEmpty = await expected();
    await client.exec(`INSERT INTO uses SELECT g, 'code_' || (g % 20) FROM generate_series(1, 20000) g`);
    await count('pdf_merge');
    expect(await expected()).toBe(whenEmpty); // the plan of the empty table is still the one run

    await flushStats();
    expect(ours(await maintainPglite(client))).toContainEqual({ table: 'public.uses', upkeep: 'vacuum' });
    const analysed = await expected();
    expect(analysed).toBeGreaterThan(500); // 20 000 rows over 20 codes: about 1000 a code
    expect(analysed).toBeLessThan(2000);
    expect(whenEmpty).toBeLessThan(100);
  });

  it('runs on a schedule until stopped, and reports what it did', async () => {
    await client.exec(`CREATE TABLE sessions (id int PRIMARY KEY, token text);
                       INSERT INTO sessions SELECT g, md5(g::text) FROM generate_series(1, 1500) g`);
    await flushStats();
    const passes: UpkeepDone[][] = [];
    const failures: Error[] = [];
    const schedule = scheduleMaintenance(
      client,
      { done: (d) => passes.push(d), failed: (e) => failures.push(e) },
      20,
    );
    const tables = () => passes.flat().map((d) => d.table);
    await expect.poll(tables, { timeout: 5000 }).toContain('public.sessions');
    // The passes go on: rows inserted after the first are vacuumed by a later one.
    await client.exec(`CREATE TABLE visits (id int); INSERT INTO visits SELECT generate_series(1, 1500)`);
    await flushStats();
    await expect.poll(tables, { timeout: 5000 }).toContain('public.visits');
    await schedule.stop();
    const seen = passes.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(passes.length).toBe(seen);
    expect(failures).toEqual([]);
    expect(passes.flat().map((d) => [d.table, d.upkeep])).toContainEqual(['public.sessions', 'vacuum']);
  });
});

describe('the embedded database handle', () => {
  it('runs the upkeep once started, and stops it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-upkeep-'));
    try {
      const handle = await openDatabase({ dataDir, databaseUrl: '' });
      await handle.db.execute(sql`CREATE TABLE visits (id int)`);
      await handle.db.execute(sql`INSERT INTO visits SELECT generate_series(1, 1100)`);
      await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
      await handle.db.execute(sql`SELECT 1`);
      const passes: UpkeepDone[][] = [];
      const failures: Error[] = [];
      handle.startMaintenance({ done: (d) => passes.push(d), failed: (e) => failures.push(e) }, 20);
      await expect
        .poll(() => passes.flat().map((d) => d.table), { timeout: 5000 })
        .toContain('public.visits');
      await handle.close();
      expect(failures).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
