import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  Code,
  CreditsCode,
  type FuncUseQuote,
  type FuncUseRequest,
  type FuncUseResponse,
} from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { DEDUCTION, deductionCtes, type CreditAccountRow, type Db } from '../credits/ledger.ts';
import { creditMessages } from '../credits/messages.ts';
import {
  presentCredits,
  withCreditDay,
  type DayContext,
  type DayPeek,
  type DayExtras,
  type Holder,
} from '../credits/daily.ts';
import { findFunc, type FuncRow } from '../func/service.ts';
import { funcUseDays, funcUses } from './tables.ts';

/** What decides one use besides the function: the day's free uses so far and credits left. */
export interface UseState {
  freeUsed: number;
  balance: number;
  /** The holder is a signed-in user with an active paid level. */
  member: boolean;
}

/** One use of a function as `decideUse` prices it. */
export interface UseDecision {
  kind: FuncUseQuote['kind'];
  /** Credits the use takes (0 when free or none; the price when short). */
  point: number;
  each: number;
  pages: number | null;
  free: boolean;
  /** Free uses left today after this use. */
  freeCountLeft: number;
  payRequired: boolean;
  priority: boolean;
}

/**
 * The one pricing rule of a function use, for the quote (/hq, /tq) and the charge (/h, /t) alike:
 * openLevel 1 costs nothing now (the result is paid for, see func-pay), 3 costs `point` per page,
 * others `point` per use; the first `freeCount` priced uses of the user's day are free; a use
 * that costs more than the credits left is 'short'. Members get priority on openLevel 2.
 */
export function decideUse(
  func: Pick<FuncRow, 'openLevel' | 'point' | 'freeCount'>,
  pageCount: number | undefined,
  state: UseState,
): UseDecision {
  const payRequired = func.openLevel === 1;
  const pages = func.openLevel === 3 ? (pageCount ?? 1) : null;
  const price = payRequired ? 0 : func.point * (pages ?? 1);
  const free = price > 0 && state.freeUsed < func.freeCount;
  const point = price > 0 && !free ? price : 0;
  const kind = price <= 0 ? 'none' : free ? 'free' : state.balance >= price ? 'paid' : 'short';
  return {
    kind,
    point,
    each: func.point,
    pages,
    free,
    freeCountLeft: Math.max(0, func.freeCount - state.freeUsed - (free ? 1 : 0)),
    payRequired,
    priority: func.openLevel === 2 && state.member,
  };
}

/** The function of a use request, refused as /h refuses it (unknown, desktop-only, no page count). */
async function usableFunc(ctx: DayContext, input: FuncUseRequest): Promise<FuncRow> {
  const func = await findFunc(ctx.db, input.code);
  if (!func) throw new AppError(CreditsCode.notFound, creditMessages.unknownFunc, { code: input.code });
  if (func.openLevel === 4 && !input.desktop)
    throw new AppError(CreditsCode.desktopOnly, creditMessages.desktopOnly);
  if (func.openLevel === 3 && input.pageCount === undefined) {
    throw new AppError(Code.badRequest, creditMessages.pageCountRequired, {}, 400);
  }
  return func;
}

/**
 * The state `decideUse` needs, read inside `withCreditDay` (the account row is locked, so it is fresh).
 * The day's free uses matter only for a function with free uses. The count the lock statement
 * peeked (`freeUsesPeek`) may predate a wait for the lock; it only grows (a free use given back
 * lowers it, and that may as well come after this use), so an exhausted count is still exhausted
 * and is taken as it is; otherwise it is read again now, under the lock.
 */
async function useState(
  tx: Db,
  holder: Holder,
  account: { id: string; balance: number },
  func: FuncRow,
  day: string,
  extras: DayExtras,
): Promise<UseState> {
  const member = func.openLevel === 2 && 'userId' in holder && extras.activeLevels.length > 0;
  if (func.freeCount <= 0) return { freeUsed: 0, balance: account.balance, member };
  const peeked = extras.peeked ?? null;
  if (peeked !== null && peeked >= func.freeCount) {
    return { freeUsed: peeked, balance: account.balance, member };
  }
  const [row] = await tx
    .select({ freeUses: funcUseDays.freeUses })
    .from(funcUseDays)
    .where(
      and(
        eq(funcUseDays.accountId, account.id),
        eq(funcUseDays.funcCode, func.code),
        eq(funcUseDays.day, day),
      ),
    );
  return { freeUsed: row?.freeUses ?? 0, balance: account.balance, member };
}

/** The day's free uses of `funcCode` on the account being locked (see `useState`). */
function freeUsesPeek(funcCode: string): DayPeek {
  return (account) => sql<number | null>`(select ${funcUseDays.freeUses} from ${funcUseDays}
    where ${funcUseDays.accountId} = ${account.id} and ${funcUseDays.funcCode} = ${funcCode}
    and ${funcUseDays.day} = ${account.day})`;
}

/**
 * Runs `work` inside the holder's locked credit day with the function and what one use of it takes now.
 * The quote (/hq, /tq) and the charge (/h, /t) both price through here, so they cannot disagree.
 */
async function withUseDecision<T>(
  ctx: DayContext,
  holder: Holder,
  input: FuncUseRequest,
  work: (use: {
    tx: Db;
    account: CreditAccountRow;
    day: string;
    func: FuncRow;
    decision: UseDecision;
  }) => Promise<T>,
): Promise<T> {
  const func = await usableFunc(ctx, input);
  return withCreditDay(
    ctx,
    holder,
    async (tx, account, day, extras) => {
      const state = await useState(tx, holder, account, func, day, extras);
      return work({ tx, account, day, func, decision: decideUse(func, input.pageCount, state) });
    },
    func.freeCount > 0 ? freeUsesPeek(func.code) : undefined,
  );
}

/**
 * What a use would take now (/hq, /tq): `decideUse` on the same state /h reads, changing nothing
 * but the day's grant every credits read gives.
 */
export async function quoteUse(
  ctx: DayContext,
  holder: Holder,
  input: FuncUseRequest,
): Promise<FuncUseQuote> {
  return withUseDecision(ctx, holder, input, async ({ account, func, decision }) => {
    return {
      code: func.code,
      kind: decision.kind,
      point: decision.point,
      each: decision.each,
      pages: decision.pages,
      freeCount: func.freeCount,
      freeCountLeft: decision.freeCountLeft,
      balance: account.balance,
      payRequired: decision.payRequired,
      priority: decision.priority,
    };
  });
}

/**
 * Prices one use of a function by `decideUse` and takes the credits, before the tool runs:
 * 4 is refused outside the desktop client; not enough credits answers 40104 and changes nothing.
 * Every granted use (free or paid) is recorded with its deduction and answered as `useId`, which
 * /task/submit takes (see ./claim.ts).
 */
export async function useFunc(
  ctx: DayContext,
  holder: Holder,
  input: FuncUseRequest,
): Promise<FuncUseResponse> {
  return withUseDecision(ctx, holder, input, async ({ tx, account, day, func, decision }) => {
    if (decision.kind === 'short') throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
    // The account row is locked for this transaction, so the state just read is still the state.
    const useId = randomUUID();
    const charged = await recordUse(tx, { account, day, func, decision, useId, now: ctx.now });
    if (charged === null) throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
    const after = decision.point > 0 ? { ...account, balance: charged, updatedAt: ctx.now } : account;
    return {
      code: func.code,
      useId,
      deductPoint: decision.point,
      free: decision.free,
      freeCountLeft: decision.freeCountLeft,
      payRequired: decision.payRequired,
      priority: decision.priority,
      ...pick(presentCredits(after)),
    };
  });
}

/**
 * Writes one granted use in one statement: the day's use count (and free uses), the deduction and
 * its ledger entry when it costs credits (`deductionCtes`), and the `func_use` row with the entry.
 * Returns the balance left, or null when a paid use did not fit (then the caller rolls back).
 */
async function recordUse(
  tx: Db,
  use: {
    account: CreditAccountRow;
    day: string;
    func: FuncRow;
    decision: UseDecision;
    useId: string;
    now: Date;
  },
): Promise<number | null> {
  const { account, day, func, decision, useId, now } = use;
  const free = decision.free ? 1 : 0;
  const pages = decision.pages ?? 0;
  const paid = decision.point > 0;
  const debit = paid
    ? sql`, ${deductionCtes(
        account.id,
        decision.point,
        pages
          ? { remark: 'funcUsePages', params: { func: func.code, pages } }
          : { remark: 'funcUse', params: { func: func.code } },
        now,
      )}`
    : sql``;
  const entryId = paid ? sql`(select id from ${DEDUCTION.entry})` : sql`null::bigint`;
  const balance = paid ? sql`(select balance from ${DEDUCTION.debit})` : sql`${account.balance}::int`;
  const result = await tx.execute(sql`
    with counted as (
      insert into ${funcUseDays} (account_id, func_code, day, uses, free_uses)
      values (${account.id}, ${func.code}, ${day}, 1, ${free}::int)
      on conflict (account_id, func_code, day) do update
        set uses = ${funcUseDays}.uses + 1, free_uses = ${funcUseDays}.free_uses + ${free}::int
      returning 1)${debit},
    recorded as (
      insert into ${funcUses} (id, account_id, func_code, entry_id, free_day, created_at)
      select ${useId}::text, ${account.id}::text, ${func.code}::text, ${entryId},
        ${decision.free ? day : null}::text, ${now.toISOString()}::timestamptz
      from counted returning id)
    select ${balance} as balance, (select count(*) from recorded)::int as recorded`);
  const [row] = (result as unknown as { rows: { balance: number | null; recorded: number }[] }).rows;
  if (!row || row.recorded !== 1 || row.balance === null) return null;
  return row.balance;
}

function pick(c: ReturnType<typeof presentCredits>) {
  return { totalFuncPoint: c.totalFuncPoint, useFuncPoint: c.useFuncPoint };
}
