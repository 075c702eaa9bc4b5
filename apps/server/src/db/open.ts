import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';
import { pgBossDbOverPglite, type PgBossDb } from '../jobs/pglite-adapter.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { StatementNames } from './named-statements.ts';
import { PGLITE_SETTINGS } from './pglite-settings.ts';
import type { MaintenanceLog } from './pglite-maintenance.ts';
import { attachChangeFeed } from './cached-read.ts';
import {
  changeTriggersCurrentSql,
  changeTriggersSql,
  pgliteChangeFeed,
  postgresChangeFeed,
  type ChangeFeed,
} from './change-feed.ts';

/** The typed query builder, the same type on PGlite and on node-postgres. */
import type { Database } from './database.ts';

export type { Database };

export type DatabaseKind = 'pglite' | 'postgres';

/** How pg-boss reaches the same database: an adapter over embedded PGlite, or its own pool. */
export type JobsConnection = { db: PgBossDb } | { connectionString: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  jobsConnection: JobsConnection;
  /** Committed changes of the cached tables, from every process (see cached-read.ts). */
  changes: ChangeFeed;
  /** Applies the committed drizzle-kit migrations and the change triggers; safe to call on every start. */
  migrate(): Promise<void>;
  /**
   * Starts the embedded database's vacuum and analyse (5 s after, then every 10 s) (pglite-maintenance.ts), until
   * close (`everyMs` for tests); on PostgreSQL its own autovacuum does that, and this does nothing.
   */
  startMaintenance(log: MaintenanceLog, everyMs?: number): void;
  close(): Promise<void>;
}

/** Folder of the committed SQL migrations. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Whether the database has the newest committed migration: drizzle's migrator applies those whose
 * journal time is after the newest `created_at` it recorded, so when that is the journal's last,
 * it would apply nothing. Checked first because the migrator itself creates its schema and table
 * (if missing) and reads and hashes every migration file on each start (about 50 ms of a PGlite
 * start). A database without drizzle's table is not up to date.
 */
type Query = (text: string) => Promise<{ rows: unknown[] }>;

async function migrationsApplied(query: Query): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((e) => e.when));
  try {
    const { rows } = await query(
      'select coalesce(max(created_at), 0)::text as at from drizzle.__drizzle_migrations',
    );
    return Number((rows[0] as { at?: string } | undefined)?.at ?? 0) >= newest;
  } catch {
    return false;
  }
}

/**
 * What a start brings up to date, on either database, each only when it is behind: the migrations
 * (`migrate`, drizzle's migrator of that database) and the change triggers (`exec` runs the script).
 */
async function bringUpToDate(
  query: Query,
  exec: (text: string) => Promise<unknown>,
  migrate: () => Promise<void>,
) {
  if (!(await migrationsApplied(query))) await migrate();
  const { rows } = await query(changeTriggersCurrentSql());
  if (!(rows[0] as { current?: boolean } | undefined)?.current) await exec(changeTriggersSql());
}

/** Opens PGlite under `DATA_DIR/pglite` when DATABASE_URL is empty, otherwise a PostgreSQL pool. */
export async function openDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databasePrepare'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePrepare !== false);
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = await lockDataDir(join(config.dataDir, 'pglite.lock'));
  // The embedded engine and its drizzle driver are imported only when PGlite is the database: a
  // server on PostgreSQL would spend part of its start loading them for nothing.
  const opened = Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('./pglite-client.ts'),
  ]).then(async ([{ PGlite, types }, { drizzle }, { drizzleParsers, forDrizzle }]) => {
    const client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS, parsers: drizzleParsers });
    return {
      client,
      db: drizzle(forDrizzle(client, config.databasePrepare !== false), { schema }),
      defaultParsers: types.parsers,
    };
  });
  const { client, db, defaultParsers } = await opened.catch(async (err: unknown) => {
    await unlock();
    throw err;
  });
  const changes = await pgliteChangeFeed(client);
  attachChangeFeed(db, changes);
  let maintenance: Promise<{ stop(): Promise<void> }> | undefined;
  return {
    db,
    kind: 'pglite',
    jobsConnection: { db: pgBossDbOverPglite(client, defaultParsers) },
    changes,
    migrate: async () => {
      // Like the driver, the migrator of each database is imported only where it runs.
      await bringUpToDate(
        (text) => client.query(text),
        (text) => client.exec(text),
        async () => {
          const { migrate } = await import('drizzle-orm/pglite/migrator');
          await migrate(db, { migrationsFolder });
        },
      );
    },
    startMaintenance: (log, everyMs) => {
      maintenance ??= import('./pglite-maintenance.ts').then((m) =>
        m.scheduleMaintenance(client, log, everyMs),
      );
    },
    close: async () => {
      if (client.closed) return;
      await (await maintenance)?.stop();
      await changes.close();
      await client.close();
      await unlock();
    },
  };
}

/** The advisory lock key under which a starting process migrates and (re)creates the change triggers. */
const MIGRATE_LOCK = 7_150_001;

async function openPostgres(connectionString: string, prepare: boolean): Promise<DatabaseHandle> {
  // node-postgres is imported only here (and by pg-boss when the queue starts): on PGlite its
  // 50-100 ms of loading would come before the database even began to open.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  // The node-postgres driver, likewise, only when PostgreSQL is the database.
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Each parameterised statement is parsed and planned once per connection (issue 15).
  const db = drizzle(prepare ? new StatementNames().namingPool(pool) : pool, { schema });
  const changes = await postgresChangeFeed(connectionString);
  attachChangeFeed(db, changes);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    jobsConnection: { connectionString },
    changes,
    migrate: async () => {
      // Several processes may start at once (a new release on N API processes and M workers): one at
      // a time applies the migrations and replaces the triggers, the others wait for it and then find
      // nothing left to do. drizzle's migrator takes no lock of its own.
      const client = await pool.connect();
      try {
        await client.query(`SELECT pg_advisory_lock(${MIGRATE_LOCK})`);
        await bringUpToDate(
          (text) => client.query(text),
          (text) => client.query(text),
          async () => {
            const { migrate } = await import('drizzle-orm/node-postgres/migrator');
            await migrate(db, { migrationsFolder });
          },
        );
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${MIGRATE_LOCK})`).catch(() => undefined);
        client.release();
      }
    },
    startMaintenance: () => undefined,
    close: async () => {
      if (closed) return;
      closed = true;
      await changes.close();
      await pool.end();
    },
  };
}
