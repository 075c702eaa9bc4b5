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
import { DEDUCTION, type CreditAccountRow, type Db } from '../credits/ledger.ts';
import { creditMessages } from '../credits/messages.ts';
import {
  presentCredits,
  withCreditDay,
  type DayContext,
  type DayExtras,
  type Holder,
} from '../credits/daily.ts';
import { findFunc, type FuncRow } from '../func/service.ts';
import { decideUse, useAnswer, type UseDecision, type UseState } from './decide.ts';
import { fastPaidUse } from './fast-use.ts';
import { funcUseDays } from './tables.ts';
import { freeUsesPeek, USE_WRITES, useWrite, useWriteCtes } from './use-writes.ts';

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
  const fast = await fastPaidUse(ctx, holder, await usableFunc(ctx, input), input);
  if (fast) return fast;
  return withUseDecision(ctx, holder, input, async ({ tx, account, day, func, decision }) => {
    if (decision.kind === 'short') throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
    // The account row is locked for this transaction, so the state just read is still the state.
    const useId = randomUUID();
    const charged = await recordUse(tx, { account, day, func, decision, useId, now: ctx.now });
    if (charged === null) throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
    const after = decision.point > 0 ? { ...account, balance: charged, updatedAt: ctx.now } : account;
    return useAnswer(func.code, useId, decision, presentCredits(after));
  });
}

/**
 * Writes one granted use in one statement (`useWriteCtes`) on the locked account. Returns the
 * balance left, or null when a paid use did not fit (then the caller rolls back).
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
  const writes = useWriteCtes(
    useWrite(decision, { accountId: account.id, day: sql`${day}::text`, funcCode: func.code, useId, now }),
  );
  const balance =
    decision.point > 0 ? sql`(select balance from ${DEDUCTION.debit})` : sql`${account.balance}::int`;
  const result = await tx.execute(sql`with ${writes}
    select ${balance} as balance, (select count(*) from ${USE_WRITES.recorded})::int as recorded`);
  const [row] = (result as unknown as { rows: { balance: number | null; recorded: number }[] }).rows;
  if (!row || row.recorded !== 1 || row.balance === null) return null;
  return row.balance;
}
