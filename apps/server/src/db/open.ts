import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';
import { pgBossDbOverPglite, type PgBossDb } from '../jobs/pglite-adapter.ts';
import { lockDataDir } from './data-dir-lock.ts';

/** The typed query builder, the same type on PGlite and on node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** How pg-boss reaches the same database: an adapter over embedded PGlite, or its own pool. */
export type JobsConnection = { db: PgBossDb } | { connectionString: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  jobsConnection: JobsConnection;
  /** Applies the committed drizzle-kit migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Folder of the committed SQL migrations. */
export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PGlite under `DATA_DIR/pglite` when DATABASE_URL is empty, otherwise a PostgreSQL pool. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const unlock = await lockDataDir(join(config.dataDir, 'pglite.lock'));
  const client = await PGlite.create(dir).catch(async (err: unknown) => {
    await unlock();
    throw err;
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    jobsConnection: { db: pgBossDbOverPglite(client) },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      if (client.closed) return;
      await client.close();
      await unlock();
    },
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    jobsConnection: { connectionString },
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
