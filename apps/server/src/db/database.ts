import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The Drizzle database every module is handed: PGlite or PostgreSQL, the same schema. Its own file so the cache helpers can name it without importing `open.ts`. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
