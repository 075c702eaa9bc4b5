import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { funcCollects, type FuncCollectRow } from './tables.ts';

/** First key of the two-key advisory lock a user's favourites are changed under ("favs"). */
const LOCK_SPACE = 0x6661_7673;

/**
 * Runs `change` in a transaction holding the user's favourites lock, so concurrent changes (two
 * tabs, two server processes) are applied one after the other and the numbering stays 1..n.
 */
export function withFavouritesLock<T>(db: Database, userId: string, change: (tx: Database) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, hashtext(${userId}))`);
    return change(tx);
  });
}

/** A user's favourites in their order (ties, which a correct writer never leaves, by age). */
export function favouriteRows(db: Database, userId: string): Promise<FuncCollectRow[]> {
  return db
    .select()
    .from(funcCollects)
    .where(eq(funcCollects.userId, userId))
    .orderBy(asc(funcCollects.orderNumber), asc(funcCollects.createdAt), asc(funcCollects.funcCode));
}

/** Adds one favourite (nothing when it is one already). */
export async function insertFavourite(db: Database, userId: string, funcCode: string, orderNumber: number) {
  await db.insert(funcCollects).values({ userId, funcCode, orderNumber }).onConflictDoNothing();
}

export async function deleteFavourite(db: Database, userId: string, funcCode: string): Promise<boolean> {
  const gone = await db
    .delete(funcCollects)
    .where(and(eq(funcCollects.userId, userId), eq(funcCollects.funcCode, funcCode)))
    .returning({ code: funcCollects.funcCode });
  return gone.length > 0;
}

/**
 * Numbers `codes` 1..n in the order given, writing only the rows whose number changes. `current`
 * is what the caller read under the lock.
 */
export async function renumberFavourites(
  db: Database,
  userId: string,
  current: readonly FuncCollectRow[],
  codes: readonly string[],
): Promise<void> {
  const numberOf = new Map(current.map((row) => [row.funcCode, row.orderNumber]));
  for (const [index, code] of codes.entries()) {
    if (numberOf.get(code) === index + 1) continue;
    await db
      .update(funcCollects)
      .set({ orderNumber: index + 1, updatedAt: sql`now()` })
      .where(and(eq(funcCollects.userId, userId), eq(funcCollects.funcCode, code)));
  }
}
