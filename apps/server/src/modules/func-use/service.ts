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
import { applyChange, latestEntryId, type CreditAccountRow, type Db } from '../credits/ledger.ts';
import { creditMessages } from '../credits/messages.ts';
import { presentCredits, withCreditDay, type DayContext, type Holder } from '../credits/daily.ts';
import { findFunc, type FuncRow } from '../func/service.ts';
import { activeMemberships } from '../membership/levels.ts';
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

/** The state `decideUse` needs, read inside `withCreditDay` (the account row is locked). */
async function useState(
  tx: Db,
  holder: Holder,
  account: { id: string; balance: number },
  func: FuncRow,
  day: string,
  now: Date,
): Promise<UseState> {
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
  const member =
    func.openLevel === 2 &&
    'userId' in holder &&
    (await activeMemberships(tx, holder.userId, now)).length > 0;
  return { freeUsed: row?.freeUses ?? 0, balance: account.balance, member };
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
  return withCreditDay(ctx, holder, async (tx, account, day) => {
    const state = await useState(tx, holder, account, func, day, ctx.now);
    return work({ tx, account, day, func, decision: decideUse(func, input.pageCount, state) });
  });
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
    await tx
      .insert(funcUseDays)
      .values({ accountId: account.id, funcCode: func.code, day, uses: 1, freeUses: decision.free ? 1 : 0 })
      .onConflictDoUpdate({
        target: [funcUseDays.accountId, funcUseDays.funcCode, funcUseDays.day],
        set: {
          uses: sql`${funcUseDays.uses} + 1`,
          freeUses: sql`${funcUseDays.freeUses} + ${decision.free ? 1 : 0}`,
        },
      });
    let after = account;
    let entryId: number | null = null;
    if (decision.point > 0) {
      const pages = decision.pages ?? 0;
      const left = await applyChange(
        tx,
        account.id,
        {
          type: 'deduct',
          delta: -decision.point,
          remark: pages ? 'funcUsePages' : 'funcUse',
          params: pages ? { func: func.code, pages } : { func: func.code },
        },
        ctx.now,
      );
      if (left === null) throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
      after = { ...account, balance: left, updatedAt: ctx.now };
      // The account row is locked: the newest entry is the deduction just written.
      entryId = (await latestEntryId(tx, account.id))!;
    }
    const useId = randomUUID();
    await tx.insert(funcUses).values({
      id: useId,
      accountId: account.id,
      funcCode: func.code,
      entryId,
      freeDay: decision.free ? day : null,
      createdAt: ctx.now,
    });
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

function pick(c: ReturnType<typeof presentCredits>) {
  return { totalFuncPoint: c.totalFuncPoint, useFuncPoint: c.useFuncPoint };
}
