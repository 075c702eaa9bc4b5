import { userDay, type Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { cachedRead } from '../../db/cached-read.ts';
import type { Bound } from '../../db/prepared-sql.ts';
import {
  activeLevelsSql,
  activeMemberships,
  dailyGrantsOf,
  listLevels,
  TOURIST_DAILY_POINT,
} from '../membership/levels.ts';
import {
  ensureAccount,
  lockAccount,
  syncDay,
  touristAccountId,
  userAccountId,
  type DailyGrant,
  type Db,
} from './ledger.ts';
import { eq, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { creditAccounts, creditEntries, type CreditAccountRow } from './tables.ts';

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

/** An expression over the locked account's id and day, read in the lock statement (`withCreditDay`). */
export type DayPeek = (account: { id: Column; day: Column }) => SQL<number | null>;

/** What else a credit day knows: the paid levels active now (a user's; none for a tourist). */
export interface DayExtras {
  activeLevels: readonly number[];
  /**
   * The caller's `peek` as the lock statement read it, on the usual path only (else undefined).
   * Read in the statement that took the lock, so from before a wait for it: only a value that
   * cannot have gone stale in the caller's favour may be trusted (see func-use `useState`).
   */
  peeked?: number | null;
}

/** The levels of an edition, from memory until `vip_level` changes (see db/cached-read.ts). */
function editionLevels(db: Database, edition: Edition) {
  return cachedRead(db, `vip_level:${edition}`, ['vip_level'], (d) => listLevels(d, edition));
}

/**
 * Locks the account row and reads, in the same statement, the holder's active paid levels and
 * which of the candidate daily grants of the account's day are already in the ledger (their keys
 * exist). Undefined when the account does not exist yet.
 */
async function lockWithDay(tx: Db, id: string, holder: Holder, now: Date, peek: DayPeek | undefined) {
  const active =
    'userId' in holder ? activeLevelsSql(holder.userId, now.toISOString()) : sql<number[]>`'{}'::int[]`;
  const candidates =
    'userId' in holder ? sql`coalesce(nullif(${active}, '{}'::int[]), array[1])` : sql`array[0]`;
  const key = sql`'daily:' || ${creditAccounts.id} || ':' || ${creditAccounts.day} || ':' || l`;
  const [row] = await tx
    .select({
      ...getTableColumns(creditAccounts),
      activeLevels: active,
      granted: sql<number[]>`(select coalesce(array_agg(l), '{}'::int[]) from unnest(${candidates}) l
        where exists (select 1 from ${creditEntries} where ${creditEntries.idemKey} = ${key}))`,
      peeked: peek ? peek({ id: creditAccounts.id, day: creditAccounts.day }) : sql<number | null>`null::int`,
    })
    .from(creditAccounts)
    .where(eq(creditAccounts.id, id))
    .for('update', { of: creditAccounts });
  if (!row) return undefined;
  const { activeLevels, granted, peeked, ...account } = row;
  return { account, activeLevels, granted, peeked };
}

/**
 * Runs `work` in one transaction on the holder's credit account brought to the holder's day
 * (locked until the end). Everything that reads or changes credits goes through here. `peek`, an
 * expression over the account's id and day, is read in the lock statement and handed on as `extras.peeked`
 * (issue 15: one round trip less per paid use).
 *
 * Usually one statement: the account is locked with the active levels and the day's grants
 * (`lockWithDay`); when its day has not ended (`dayAt` keeps it) and every grant of the day is
 * in the ledger, `syncAccountDay` would change nothing, so it is not run. Otherwise (a new day,
 * a level bought today, a new account) the account is brought to its day as before.
 */
export async function withCreditDay<T>(
  ctx: DayContext,
  holder: Holder,
  work: (tx: Db, account: CreditAccountRow, day: string, extras: DayExtras) => Promise<T>,
  peek?: DayPeek,
): Promise<T> {
  const id = accountIdOf(holder);
  const levels = 'userId' in holder ? await editionLevels(ctx.db, ctx.edition) : [];
  return ctx.db.transaction(async (tx) => {
    const locked = await lockWithDay(tx, id, holder, ctx.now, peek);
    if (locked) {
      const { account, activeLevels, granted, peeked } = locked;
      const grants =
        'userId' in holder
          ? dailyGrantsOf(
              levels,
              activeLevels.map((level) => ({ level })),
            )
          : [{ level: 0, point: TOURIST_DAILY_POINT }];
      const current =
        account.day !== null &&
        account.dayOffset !== null &&
        ctx.now.getTime() < dayEnd(account.day, account.dayOffset);
      if (current && grants.every((g) => granted.includes(g.level))) {
        return work(tx, account, account.day!, { activeLevels, peeked });
      }
    } else {
      await ensureAccount(tx, id, 'credit', 'userId' in holder ? holder.userId : null, ctx.now);
    }
    const active = 'userId' in holder ? await activeMemberships(tx, holder.userId, ctx.now) : [];
    const grants =
      'userId' in holder ? dailyGrantsOf(levels, active) : [{ level: 0, point: TOURIST_DAILY_POINT }];
    const account = await syncAccountDay(tx, id, ctx.timezoneOffset, grants, ctx.now);
    return work(tx, account, account.day!, { activeLevels: active.map((m) => m.level) });
  });
}

/** The common table expressions `steadyDayCtes` defines, for the caller's statement to read. */
export const STEADY_DAY = { account: sql.raw('steady_account'), ready: sql.raw('steady_day') };

/**
 * What `steadyDayCtes` reads: the account, the user's id for a user's account (none for a tourist's),
 * the time as epoch milliseconds and as ISO text. Values may be placeholders (db/prepared-sql.ts).
 */
export interface SteadyRead {
  accountId: Bound<string>;
  userId?: Bound<string>;
  nowMs: Bound<number>;
  at: Bound<string>;
  peek?: DayPeek;
  minPeeked: Bound<number>;
}

/**
 * The holder's account as `lockWithDay` reads it, as parts of the caller's `WITH` statement, without
 * a lock: `steady_account` (id, day, day_offset, active_levels, peeked: `peek`'s value) and
 * `steady_day`, one row (day, day_offset) only when `withCreditDay` would change nothing about the
 * day at `now` (the day has not ended and every grant of it is in the ledger) and `peeked` is at
 * least `minPeeked`. Read from the statement's snapshot: a caller that writes on it must check
 * again on the row's latest version (see func-use/fast-use.ts).
 */
export function steadyDayCtes(read: SteadyRead): SQL {
  const user = read.userId !== undefined;
  const active = user ? activeLevelsSql(read.userId!, read.at) : sql<number[]>`'{}'::int[]`;
  const candidates = user ? sql`coalesce(nullif(a.active_levels, '{}'::int[]), array[1])` : sql`array[0]`;
  const peeked = read.peek ? read.peek({ id: creditAccounts.id, day: creditAccounts.day }) : sql`null::int`;
  return sql`${STEADY_DAY.account} as (
      select ${creditAccounts.id} as id, ${creditAccounts.day} as day, ${creditAccounts.dayOffset} as day_offset,
        ${active} as active_levels, ${peeked} as peeked
      from ${creditAccounts} where ${creditAccounts.id} = ${read.accountId}::text),
    ${STEADY_DAY.ready} as (
      select a.day, a.day_offset from ${STEADY_DAY.account} a
      where a.day is not null and a.day_offset is not null
        and ${read.nowMs}::bigint
          < extract(epoch from a.day::date::timestamp) * 1000 + ${DAY_MS}::bigint + a.day_offset * 60000
        and coalesce(a.peeked, 0) >= ${read.minPeeked}::int
        and not exists (select 1 from unnest(${candidates}) l where not exists (
          select 1 from ${creditEntries} e where e.idem_key = 'daily:' || a.id || ':' || a.day || ':' || l)))`;
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
