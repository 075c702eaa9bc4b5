import { userDay, type Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { activeMemberships, dailyGrantsOf, listLevels, TOURIST_DAILY_POINT } from '../membership/levels.ts';
import {
  ensureAccount,
  syncDay,
  touristAccountId,
  userAccountId,
  type DailyGrant,
  type Db,
} from './ledger.ts';
import type { CreditAccountRow } from './tables.ts';

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
  const day = userDay(ctx.now, ctx.timezoneOffset);
  await ensureAccount(ctx.db, id, 'credit', 'userId' in holder ? holder.userId : null, ctx.now);
  return ctx.db.transaction(async (tx) => {
    const grants = await grantsOf(tx, holder, ctx.edition, ctx.now);
    const account = await syncDay(tx, id, day, grants, ctx.now);
    return work(tx, account, account.day ?? day);
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
