import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { Code, CreditsCode, type FuncUseRequest, type FuncUseResponse } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { applyChange } from '../credits/ledger.ts';
import { creditEntries } from '../credits/tables.ts';
import { creditMessages } from '../credits/messages.ts';
import { presentCredits, withCreditDay, type DayContext, type Holder } from '../credits/daily.ts';
import { findFunc } from '../func-pay/service.ts';
import { activeMemberships } from '../membership/levels.ts';
import { funcUseDays, funcUses } from './tables.ts';

/**
 * Prices one use of a function from the catalog and takes the credits, before the tool runs:
 * openLevel 1 costs nothing now (the result is paid for, see func-pay), 3 costs `point` per page,
 * 4 is refused outside the desktop client, others cost `point` per use; the first `freeCount`
 * uses of the user's day are free. Not enough credits answers 40104 and changes nothing.
 * Every granted use (free or paid) is recorded with its deduction and answered as `useId`, which
 * /task/submit takes (see ./claim.ts).
 */
export async function useFunc(
  ctx: DayContext,
  holder: Holder,
  input: FuncUseRequest,
): Promise<FuncUseResponse> {
  const func = await findFunc(ctx.db, input.code);
  if (!func) throw new AppError(CreditsCode.notFound, creditMessages.unknownFunc, { code: input.code });
  if (func.openLevel === 4 && !input.desktop)
    throw new AppError(CreditsCode.desktopOnly, creditMessages.desktopOnly);
  if (func.openLevel === 3 && input.pageCount === undefined) {
    throw new AppError(Code.badRequest, creditMessages.pageCountRequired, {}, 400);
  }
  const payRequired = func.openLevel === 1;
  const price = payRequired ? 0 : func.openLevel === 3 ? func.point * input.pageCount! : func.point;

  return withCreditDay(ctx, holder, async (tx, account, day) => {
    const key = { accountId: account.id, funcCode: func.code, day };
    await tx.insert(funcUseDays).values(key).onConflictDoNothing();
    const [use] = await tx
      .update(funcUseDays)
      .set({ uses: sql`${funcUseDays.uses} + 1` })
      .where(
        and(
          eq(funcUseDays.accountId, key.accountId),
          eq(funcUseDays.funcCode, key.funcCode),
          eq(funcUseDays.day, day),
        ),
      )
      .returning();
    let free = false;
    if (price > 0 && func.freeCount > 0) {
      const [taken] = await tx
        .update(funcUseDays)
        .set({ freeUses: sql`${funcUseDays.freeUses} + 1` })
        .where(
          and(
            eq(funcUseDays.accountId, key.accountId),
            eq(funcUseDays.funcCode, key.funcCode),
            eq(funcUseDays.day, day),
            lt(funcUseDays.freeUses, func.freeCount),
          ),
        )
        .returning();
      free = Boolean(taken);
    }
    let after = account;
    let deductPoint = 0;
    let entryId: number | null = null;
    if (price > 0 && !free) {
      const pages = func.openLevel === 3 ? input.pageCount! : 0;
      const left = await applyChange(
        tx,
        account.id,
        {
          type: 'deduct',
          delta: -price,
          remark: pages ? 'funcUsePages' : 'funcUse',
          params: pages ? { func: func.code, pages } : { func: func.code },
        },
        ctx.now,
      );
      if (left === null) throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
      deductPoint = price;
      after = { ...account, balance: left, updatedAt: ctx.now };
      // The account row is locked: the newest entry is the deduction just written.
      const [entry] = await tx
        .select({ id: creditEntries.id })
        .from(creditEntries)
        .where(eq(creditEntries.accountId, account.id))
        .orderBy(desc(creditEntries.id))
        .limit(1);
      entryId = entry!.id;
    }
    const useId = randomUUID();
    await tx.insert(funcUses).values({
      id: useId,
      accountId: account.id,
      funcCode: func.code,
      entryId,
      freeDay: free ? day : null,
      createdAt: ctx.now,
    });
    const freeUsed = (use?.freeUses ?? 0) + (free ? 1 : 0);
    const priority =
      func.openLevel === 2 &&
      'userId' in holder &&
      (await activeMemberships(tx, holder.userId, ctx.now)).length > 0;
    return {
      code: func.code,
      useId,
      deductPoint,
      free,
      freeCountLeft: Math.max(0, func.freeCount - freeUsed),
      payRequired,
      priority,
      ...pick(presentCredits(after)),
    };
  });
}

function pick(c: ReturnType<typeof presentCredits>) {
  return { totalFuncPoint: c.totalFuncPoint, useFuncPoint: c.useFuncPoint };
}
