import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { Code, CreditsCode, type Edition } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { applyChange, userAccountId } from '../credits/ledger.ts';
import { creditMessages } from '../credits/messages.ts';
import { withCreditDay, type DayContext, type Holder } from '../credits/daily.ts';
import { findFunc } from '../func/service.ts';
import { markTaskPaid } from '../task/paid.ts';
import { findTask } from '../task/queries.ts';
import { funcPayMessages } from './messages.ts';
import { funcPays, type FuncPayRow } from './tables.ts';

/** What one task's clean result costs: a paid-result function (openLevel 1) with a price. */
export interface FuncPayPrice {
  /** Minor units (fen, cents). */
  amount: number;
  currency: 'CNY' | 'USD';
  /** Credits instead of money. */
  point: number;
  subject: string;
}

/** The price of paying for one result of `funcCode`, or null when the function is not paid per result. */
export async function funcPayPrice(
  db: Database,
  funcCode: string,
  edition: Edition,
): Promise<FuncPayPrice | null> {
  const func = await findFunc(db, funcCode);
  if (!func || func.openLevel !== 1 || func.price <= 0) return null;
  return {
    amount: Math.round(func.price * 100),
    currency: edition === 'cn' ? 'CNY' : 'USD',
    point: func.point,
    subject: `Toolbox ${func.names.en}`,
  };
}

export interface SettleFuncPayInput {
  userId: string;
  taskId: string;
  funcCode: string;
  /** wechat, alipay, paypal or sandbox. */
  provider: string;
  /** The provider's payment id: unique per provider. */
  transactionId: string;
  /** Minor units actually paid. */
  amount: number;
  currency: string;
  edition: Edition;
}

/**
 * Records a money payment of one task's result and releases the clean file. Idempotent: the task
 * is paid once (unique task id) and a transaction id once per provider, so a second or concurrent
 * call records nothing (`duplicate`). An amount or currency other than the price changes nothing.
 */
export async function settleFuncPay(
  db: Database,
  input: SettleFuncPayInput,
  now: Date = new Date(),
): Promise<{ outcome: 'granted' | 'duplicate' | 'mismatch' | 'unknown'; record?: FuncPayRow }> {
  const price = await funcPayPrice(db, input.funcCode, input.edition);
  if (!price) return { outcome: 'unknown' };
  if (price.amount !== input.amount || price.currency !== input.currency) return { outcome: 'mismatch' };
  return db.transaction(async (tx) => {
    const [record] = await tx
      .insert(funcPays)
      .values({
        id: randomBytes(12).toString('hex'),
        accountId: userAccountId(input.userId),
        userId: input.userId,
        taskId: input.taskId,
        funcCode: input.funcCode,
        payType: input.provider,
        amount: input.amount,
        currency: input.currency,
        transactionId: input.transactionId,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!record) return { outcome: 'duplicate' as const };
    await markTaskPaid(tx, input.taskId);
    return { outcome: 'granted' as const, record };
  });
}

/** The owner string of the task module (`u:<id>` or `a:<address>`) of a holder. */
function ownerOf(holder: Holder): string {
  return 'userId' in holder ? `u:${holder.userId}` : `a:${holder.address}`;
}

/**
 * Pays one task's clean result with credits: the task must be the caller's, of that function and
 * unpaid; the function's credits are deducted (40104 when short) in the same transaction that
 * records the payment and releases the file.
 */
export async function payFuncByPoint(
  ctx: DayContext,
  holder: Holder,
  input: { taskId: string; code: string },
  owner: string = ownerOf(holder),
): Promise<{ record: FuncPayRow; point: number }> {
  const func = await findFunc(ctx.db, input.code);
  if (!func || func.openLevel !== 1 || func.point <= 0) {
    throw new AppError(CreditsCode.notFound, funcPayMessages.notPayable, { code: input.code });
  }
  const task = await findTask(ctx.db, input.taskId);
  if (!task || task.owner !== owner || task.funcCode !== input.code) {
    throw new AppError(CreditsCode.notFound, funcPayMessages.unknownTask);
  }
  if (task.paid) throw new AppError(CreditsCode.alreadyPaid, funcPayMessages.alreadyPaid);
  return withCreditDay(ctx, holder, async (tx, account) => {
    const [existing] = await tx
      .select()
      .from(funcPays)
      .where(and(eq(funcPays.taskId, input.taskId), isNull(funcPays.refundedAt)));
    if (existing) throw new AppError(CreditsCode.alreadyPaid, funcPayMessages.alreadyPaid);
    const left = await applyChange(
      tx,
      account.id,
      { type: 'deduct', delta: -func.point, remark: 'funcPay', params: { func: func.code } },
      ctx.now,
    );
    if (left === null) throw new AppError(Code.notEnoughCredits, creditMessages.notEnoughCredits);
    const [record] = await tx
      .insert(funcPays)
      .values({
        id: randomBytes(12).toString('hex'),
        accountId: account.id,
        userId: 'userId' in holder ? holder.userId : null,
        taskId: input.taskId,
        funcCode: func.code,
        payType: 'point',
        point: func.point,
        createdAt: ctx.now,
      })
      .returning();
    await markTaskPaid(tx, input.taskId);
    return { record: record!, point: func.point };
  });
}

/** A page of an account's paid functions, newest first. */
export async function pageFuncPays(db: Database, accountId: string, pageNum: number, pageSize: number) {
  const where = and(eq(funcPays.accountId, accountId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(funcPays)
      .where(where)
      .orderBy(desc(funcPays.createdAt), desc(funcPays.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(funcPays).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
