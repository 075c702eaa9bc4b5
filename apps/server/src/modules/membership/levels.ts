import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import type { Bound } from '../../db/prepared-sql.ts';
import { memberships, vipLevels, type MembershipRow, type VipLevelRow } from './tables.ts';

/** Free daily credits of a tourist (per client address). */
export const TOURIST_DAILY_POINT = 10;
/** Video-ad reward for level-1 users, valid for the day. */
export const VIDEO_REWARD_POINT = 40;

/** The levels of an edition (seeded by migration 0005: Lv.1 free 10/day, Lv.2-4 200/300/500 a day). */
export async function listLevels(db: Database, edition: Edition): Promise<VipLevelRow[]> {
  return db.select().from(vipLevels).where(eq(vipLevels.edition, edition)).orderBy(asc(vipLevels.level));
}

/** The user's paid levels active at `now`, by level. */
export async function activeMemberships(db: Database, userId: string, now: Date): Promise<MembershipRow[]> {
  return db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), lte(memberships.startTime, now), gt(memberships.endTime, now)))
    .orderBy(asc(memberships.level));
}

/**
 * The levels of `activeMemberships` as one SQL int[] expression (ascending, '{}' when none), for a
 * caller that reads them in the same statement as its own rows; `at` is the time as ISO text.
 */
export function activeLevelsSql(userId: Bound<string>, at: Bound<string>): SQL<number[]> {
  return sql<
    number[]
  >`(select coalesce(array_agg(${memberships.level} order by ${memberships.level}), '{}'::int[])
    from ${memberships} where ${memberships.userId} = ${userId}::text
    and ${memberships.startTime} <= ${at}::timestamptz and ${memberships.endTime} > ${at}::timestamptz)`;
}

/** Every paid level the user holds or held. */
export async function allMemberships(db: Database, userId: string): Promise<MembershipRow[]> {
  return db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.level));
}

/**
 * What a user is given each day: each active paid level its own daily credits (levels stack), or
 * the free level 1 when none is active.
 */
export function dailyGrantsOf(
  levels: readonly VipLevelRow[],
  active: readonly Pick<MembershipRow, 'level'>[],
): { level: number; point: number }[] {
  const byLevel = new Map(levels.map((l) => [l.level, l.dailyPoint]));
  if (active.length === 0) return [{ level: 1, point: byLevel.get(1) ?? 0 }];
  return active.map((m) => ({ level: m.level, point: byLevel.get(m.level) ?? 0 }));
}
