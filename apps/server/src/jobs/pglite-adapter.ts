import type { ParserOptions, PGlite } from '@electric-sql/pglite';

/** timestamp, timestamptz, interval, date. */
const DATE_TYPES = [1114, 1184, 1186, 1082];

/** The slice of a database pg-boss needs when given its `db` option instead of a connection. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

/**
 * pg-boss sends two kinds of SQL: single statements with parameters (job fetch, insert, complete)
 * and parameterless multi-statement scripts (schema install, locked migrations). PGlite's `query`
 * uses the extended protocol (one statement, parameters), `exec` the simple one (many statements,
 * no parameters), so route each kind to the call that accepts it.
 */
export function pgBossDbOverPglite(client: PGlite, defaultParsers: ParserOptions): PgBossDb {
  // The client is opened with drizzle's parsers (dates as text, db/pglite-client.ts): pg-boss gets
  // dates as node-postgres would give them.
  const parsers = Object.fromEntries(DATE_TYPES.map((oid) => [oid, defaultParsers[oid]!]));
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values, { parsers });
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      // A script answers one result per statement. pg-boss reads rows only from single statements,
      // so the last result is the one that matters (pg would hand back the whole array).
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    },
  };
}
