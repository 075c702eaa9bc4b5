import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { TripPlan } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { tripShares } from './tables.ts';

export type TripShareRow = typeof tripShares.$inferSelect;

/** Shares that still open: not revoked and not expired at `now`. */
const live = (now: Date) => and(isNull(tripShares.revokedAt), gt(tripShares.expiresAt, now));

export async function insertShare(
  db: Database,
  row: { id: string; owner: string; title: string; plan: TripPlan; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(tripShares).values(row);
}

export async function findLiveShare(db: Database, id: string, now: Date): Promise<TripShareRow | undefined> {
  const [row] = await db
    .select()
    .from(tripShares)
    .where(and(eq(tripShares.id, id), live(now)));
  return row;
}

export async function liveSharesOf(db: Database, owner: string, now: Date) {
  return db
    .select({
      id: tripShares.id,
      title: tripShares.title,
      createdAt: tripShares.createdAt,
      expiresAt: tripShares.expiresAt,
    })
    .from(tripShares)
    .where(and(eq(tripShares.owner, owner), live(now)))
    .orderBy(desc(tripShares.createdAt));
}

export async function countLiveShares(db: Database, owner: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tripShares)
    .where(and(eq(tripShares.owner, owner), live(now)));
  return row?.n ?? 0;
}

/** Revokes the owner's live share; false when there is none (not theirs, gone, or revoked already). */
export async function revokeLiveShare(db: Database, owner: string, id: string, now: Date): Promise<boolean> {
  const done = await db
    .update(tripShares)
    .set({ revokedAt: now })
    .where(and(eq(tripShares.id, id), eq(tripShares.owner, owner), live(now)))
    .returning({ id: tripShares.id });
  return done.length > 0;
}
