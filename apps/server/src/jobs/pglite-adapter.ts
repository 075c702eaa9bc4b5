import type { PGlite } from '@electric-sql/pglite';

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
export function pgBossDbOverPglite(client: PGlite): PgBossDb {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
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
