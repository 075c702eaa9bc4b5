/**
 * Vacuum and analyse for the embedded database. PGlite is PostgreSQL in one process with no
 * background workers, so autovacuum never runs: dead row versions of the balance rows (updated on
 * every paid use), the sessions and pg-boss's job tables stay until a page happens to be pruned,
 * and the planner's statistics stay those of the empty tables of the first start.
 *
 * Here the server does autovacuum's job itself, 5 s after the start and then every 10 s: it reads
 * `pg_stat_all_tables` and, for each table past autovacuum's default thresholds (dead rows,
 * inserted rows, changed rows, age of its oldest unfrozen transaction id), runs `VACUUM (ANALYZE)` or `ANALYZE`. Each statement takes its turn in
 * PGlite's queue like any query, so requests wait for it: a pass takes tens of milliseconds, the
 * first on a large database never analysed about a second (docs/benchmarks.md). The ANALYZEs also
 * keep the prepared statements' generic plans to the tables' real sizes (pglite-settings.ts).
 * Why 10 s and not autovacuum's one minute: on a new database under load the uses table grows by
 * hundreds of rows a second, and the paid /h's generic plan, made while it was small, got dearer
 * with every row until the pass (1.8 -> 4.6 ms of CPU a request over the first minute, then 1.1 ms
 * after it; docs/benchmarks.md). A pass with nothing to do is the statistics query, 15-30 ms.
 * On PostgreSQL the server's own autovacuum does this, and none of it runs.
 */
import type { PGlite } from '@electric-sql/pglite';

/** PostgreSQL's defaults for autovacuum's triggers (postgresql.conf, "AUTOVACUUM"). */
export const AUTOVACUUM_DEFAULTS = {
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  /** Transactions after which a table is vacuumed to freeze its rows (before the ids wrap around). */
  freezeMaxAge: 200_000_000,
};

/** One row of `pg_stat_all_tables` with the table's `pg_class.reltuples` and frozen-id age. */
export interface TableActivity {
  schema: string;
  table: string;
  /** The row count the last VACUUM or ANALYZE estimated; -1 before the first. */
  reltuples: number;
  deadRows: number;
  insertedSinceVacuum: number;
  changedSinceAnalyze: number;
  /** Transactions since the oldest unfrozen row id of the table (`age(relfrozenxid)`). */
  frozenAge: number;
}

export type Upkeep = 'vacuum' | 'analyze';

/** What autovacuum would do to the table now: vacuum (which also analyses), analyse, or nothing. */
export function upkeepDue(t: TableActivity, limits = AUTOVACUUM_DEFAULTS): Upkeep | null {
  // As autovacuum: a table never vacuumed nor analysed counts as empty.
  const rows = Math.max(0, t.reltuples);
  // Without this, after 2^31 transactions PostgreSQL would stop taking writes to protect its data:
  // a PGlite counting a few transactions per request gets there in months, not decades.
  if (t.frozenAge > limits.freezeMaxAge) return 'vacuum';
  if (t.deadRows > limits.vacuumThreshold + limits.vacuumScaleFactor * rows) return 'vacuum';
  if (t.insertedSinceVacuum > limits.insertThreshold + limits.insertScaleFactor * rows) return 'vacuum';
  if (t.changedSinceAnalyze > limits.analyzeThreshold + limits.analyzeScaleFactor * rows) return 'analyze';
  return null;
}

// Every table as autovacuum sees them: the system catalogs too (their frozen ids age as well), but
// neither temporary tables nor TOAST tables (vacuumed with their table).
const ACTIVITY_SQL = `
  SELECT s.schemaname AS schema, s.relname AS table, c.reltuples::float8 AS reltuples,
         s.n_dead_tup::int8 AS "deadRows", s.n_ins_since_vacuum::int8 AS "insertedSinceVacuum",
         s.n_mod_since_analyze::int8 AS "changedSinceAnalyze", age(c.relfrozenxid)::int8 AS "frozenAge"
    FROM pg_stat_all_tables s JOIN pg_class c ON c.oid = s.relid
   WHERE c.relkind IN ('r', 'm') AND c.relpersistence <> 't'
   ORDER BY s.schemaname, s.relname`;

/** `"schema"."table"`, quoted as an identifier. */
const qualified = (t: Pick<TableActivity, 'schema' | 'table'>) =>
  [t.schema, t.table].map((part) => `"${part.replaceAll('"', '""')}"`).join('.');

export interface UpkeepDone {
  table: string;
  upkeep: Upkeep;
  ms: number;
}

/** One pass: reads the tables' activity and vacuums or analyses those past the thresholds. */
export async function maintainPglite(client: PGlite, limits = AUTOVACUUM_DEFAULTS): Promise<UpkeepDone[]> {
  const { rows } = await client.query<Record<keyof TableActivity, string | number>>(ACTIVITY_SQL);
  const done: UpkeepDone[] = [];
  for (const row of rows) {
    const activity: TableActivity = {
      schema: String(row.schema),
      table: String(row.table),
      reltuples: Number(row.reltuples),
      deadRows: Number(row.deadRows),
      insertedSinceVacuum: Number(row.insertedSinceVacuum),
      changedSinceAnalyze: Number(row.changedSinceAnalyze),
      frozenAge: Number(row.frozenAge),
    };
    const upkeep = upkeepDue(activity, limits);
    if (!upkeep) continue;
    const started = performance.now();
    // VACUUM cannot run in a transaction; exec sends it alone, outside any.
    await client.exec(`${upkeep === 'vacuum' ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${qualified(activity)}`);
    done.push({ table: `${activity.schema}.${activity.table}`, upkeep, ms: performance.now() - started });
  }
  return done;
}

export interface MaintenanceLog {
  done(passes: UpkeepDone[]): void;
  failed(err: Error): void;
}

/**
 * Runs `maintainPglite` a few seconds after the start (a data directory from an earlier run may
 * never have been analysed: the plans made before then would stay) and then every `everyMs`, until
 * stopped; `stop` waits for a pass under way.
 */
export function scheduleMaintenance(
  client: PGlite,
  log: MaintenanceLog,
  everyMs = 10_000,
  firstMs = Math.min(5_000, everyMs),
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout;
  const next = (ms: number) => {
    timer = setTimeout(() => {
      running = running.then(async () => {
        if (stopped || client.closed) return;
        try {
          const done = await maintainPglite(client);
          if (done.length) log.done(done);
        } catch (err) {
          if (!stopped && !client.closed) log.failed(err as Error);
        }
        if (!stopped) next(everyMs);
      });
    }, ms);
    // The pass is housekeeping: it never keeps the process alive on its own.
    timer.unref();
  };
  next(firstMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
