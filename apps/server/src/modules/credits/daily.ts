import { userDay, type Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { activeMemberships, dailyGrantsOf, listLevels, TOURIST_DAILY_POINT } from '../membership/levels.ts';
import {
  ensureAccount,
  lockAccount,
  syncDay,
  touristAccountId,
  userAccountId,
  type DailyGrant,
  type Db,
} from './ledger.ts';
import { eq } from 'drizzle-orm';
import { creditAccounts, type CreditAccountRow } from './tables.ts';

/** Whose credits: a signed-in user, or a tourist counted by client address. */
export type Holder = { userId: string } | { address: string };

export function accountIdOf(holder: Holder): string {
  return 'userId' in holder ? userAccountId(holder.userId) : touristAccountId(holder.address);
}

/** The daily grants of a holder at `now`: the active levels of a user, or a tourist's free credits. */
export async function grantsOf(db: Db, holder: Holder, edition: Edition, now: Date): Promise<DailyGrant[]> {
  if (!('userId' in holder)) return [{ level: 0, point: TOURIST_DAILY_POINT }];
  const [levels, active] = await Promise.all([
    listLevels(db, edition),
    activeMemberships(db, holder.userId, now),
  ]);
  return dailyGrantsOf(levels, active);
}

export interface DayContext {
  db: Database;
  edition: Edition;
  now: Date;
  timezoneOffset: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The real instant the user day `day` ends when counted with `offset` (a browser timezoneOffset). */
export function dayEnd(day: string, offset: number): number {
  return Date.parse(`${day}T00:00:00Z`) + DAY_MS + offset * 60_000;
}

/**
 * The user day an account is in at `now`, and the offset it is counted with, given the offset a
 * request claims. The claimed offset cannot move the day forward: the account stays in its day
 * until that day has ended in real time, counted with the offset fixed when the day began. Then a
 * new offset is taken only if its day ends at least 24 h after the old one (moving west, or after a
 * whole day away); otherwise the old offset goes on. So every day lasts at least 24 h, and no
 * sequence of offsets yields more than one grant per day. An account from before this rule takes
 * the claimed offset as its day's, once.
 */
export function dayAt(
  account: Pick<CreditAccountRow, 'day' | 'dayOffset'>,
  now: Date,
  offset: number,
): { day: string; offset: number } {
  if (account.day === null) return { day: userDay(now, offset), offset };
  const kept = account.dayOffset ?? offset;
  const ends = dayEnd(account.day, kept);
  if (now.getTime() < ends) return { day: account.day, offset: kept };
  const claimed = userDay(now, offset);
  if (claimed > account.day && dayEnd(claimed, offset) >= ends + DAY_MS) return { day: claimed, offset };
  return { day: userDay(now, kept), offset: kept };
}

/**
 * Brings a credit account to its day at `now` (see `dayAt`) inside a transaction: locks it, gives
 * the day's grants (`syncDay`) and remembers the offset the day is counted with.
 */
export async function syncAccountDay(
  tx: Db,
  accountId: string,
  offset: number,
  grants: readonly DailyGrant[],
  now: Date,
): Promise<CreditAccountRow> {
  const before = await lockAccount(tx, accountId);
  const next = dayAt(before, now, offset);
  const account = await syncDay(tx, accountId, next.day, grants, now);
  if (account.dayOffset === next.offset) return account;
  const [updated] = await tx
    .update(creditAccounts)
    .set({ dayOffset: next.offset })
    .where(eq(creditAccounts.id, accountId))
    .returning();
  return updated!;
}

/**
 * Runs `work` in one transaction on the holder's credit account brought to the holder's day
 * (locked until the end). Everything that reads or changes credits goes through here.
 */
export async function withCreditDay<T>(
  ctx: DayContext,
  holder: Holder,
  work: (tx: Db, account: CreditAccountRow, day: string) => Promise<T>,
): Promise<T> {
  const id = accountIdOf(holder);
  await ensureAccount(ctx.db, id, 'credit', 'userId' in holder ? holder.userId : null, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const grants = await grantsOf(tx, holder, ctx.edition, ctx.now);
    const account = await syncAccountDay(tx, id, ctx.timezoneOffset, grants, ctx.now);
    return work(tx, account, account.day!);
  });
}

/** Today's credits as the spec's CurrentCredits. */
export function presentCredits(account: CreditAccountRow) {
  return {
    totalFuncPoint: account.dayTotal,
    useFuncPoint: account.dayTotal - account.balance,
    day: account.day ?? '',
    updateTime: account.updatedAt.toISOString(),
  };
}
