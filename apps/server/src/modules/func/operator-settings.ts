import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { funcs, type FuncRow } from './tables.ts';

/**
 * What the operator console (modules/operator) reads and writes of the `func` table: every tool,
 * a tool locked for a change, and its price, level, counts, mascot flag and listing.
 */
export type { FuncRow };

export type FuncSettingColumns = Pick<
  FuncRow,
  'built' | 'openLevel' | 'price' | 'point' | 'freeCount' | 'wang'
>;

/** Every tool, listed or not, in catalogue order (read afresh, not from the catalogue in memory). */
export function allFuncRows(db: Database): Promise<FuncRow[]> {
  return db.select().from(funcs).orderBy(asc(funcs.orderNumber), asc(funcs.code));
}

/** A tool's row locked until the transaction ends, or undefined. */
export async function lockFuncRow(tx: Database, code: string): Promise<FuncRow | undefined> {
  const [row] = await tx.select().from(funcs).where(eq(funcs.code, code)).for('update');
  return row;
}

/** The codes among `codes` that name a tool. */
export async function knownFuncCodes(db: Database, codes: string[]): Promise<Set<string>> {
  const rows = await allFuncRows(db);
  const wanted = new Set(codes);
  return new Set(rows.map((r) => r.code).filter((c) => wanted.has(c)));
}

/**
 * Writes a tool's settings. The catalogue in memory is dropped in every process by the change feed;
 * a caller outside a transaction that reads it right after calls `dropCached(db, ['func'])`.
 */
export async function writeFuncSettings(
  tx: Database,
  code: string,
  settings: FuncSettingColumns,
  now: Date,
): Promise<FuncRow> {
  const [row] = await tx
    .update(funcs)
    .set({ ...settings, updatedAt: now })
    .where(eq(funcs.code, code))
    .returning();
  return row!;
}
