import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';

/** The 15-minute bucket (from the epoch, in UTC) that holds the instant `column`. */
export const bucketOf = (column: SQL): SQL =>
  sql`date_bin('15 minutes', ${column}, '1970-01-01T00:00:00Z'::timestamptz)`;

/**
 * From when the figures of `kind` are whole, for a period starting at `from`: `from` itself unless
 * the roll-ups began on a database that had already lost older rows to its sweeps.
 */
export async function wholeSince(db: Database, kind: 'credit' | 'task', from: Date): Promise<Date> {
  const result = await db.execute(sql`select since from stat_coverage where kind = ${kind}`);
  const since = (result as unknown as { rows: Array<{ since: Date | string }> }).rows[0]?.since;
  const start = since ? new Date(since) : from;
  return start > from ? start : from;
}
