import type { Database } from '../../db/open.ts';
import { dayEnd } from './daily.ts';
import { applyChange, findAccount, lockAccount, userAccountId } from './ledger.ts';
import { creditEntries } from './tables.ts';
import { eq } from 'drizzle-orm';

/**
 * A refunded order's credits (operator console): when the user no longer holds the order's level,
 * that level's daily credits given on their current day are taken back (as many as are left), in
 * one `deduct` entry naming the order, the operator and the reason. Its key is the order's, so it
 * is taken once however often this runs. Credits of an ended day have expired: nothing to take.
 * Runs in the caller's transaction; returns the credits taken.
 */
export async function takeBackOrderCredits(
  tx: Database,
  input: {
    userId: string;
    level: number;
    orderId: string;
    stillHeld: boolean;
    operator: string;
    reason: string;
    now: Date;
  },
): Promise<number> {
  const accountId = userAccountId(input.userId);
  if (input.stillHeld || !(await findAccount(tx, accountId))) return 0;
  const account = await lockAccount(tx, accountId);
  const dayRuns =
    account.day !== null &&
    account.dayOffset !== null &&
    input.now.getTime() < dayEnd(account.day, account.dayOffset);
  if (!dayRuns) return 0;
  const [grant] = await tx
    .select({ delta: creditEntries.delta })
    .from(creditEntries)
    .where(eq(creditEntries.idemKey, `daily:${accountId}:${account.day}:${input.level}`));
  const take = Math.min(grant?.delta ?? 0, account.balance);
  if (take <= 0) return 0;
  const after = await applyChange(
    tx,
    accountId,
    {
      type: 'deduct',
      delta: -take,
      remark: 'orderRefund',
      params: { level: input.level, order: input.orderId, operator: input.operator, reason: input.reason },
      idemKey: `order-refund:${input.orderId}`,
    },
    input.now,
  );
  return after === null ? 0 : take;
}

/**
 * Gives back the credits a clean result was paid with (operator console), into the payer's
 * current credit day: one `increase` entry naming the tool, the operator and the reason, keyed by
 * the payment so it is given once. Credits of an ended day would have expired with it, and the
 * next day starts afresh: nothing is given then. Runs in the caller's transaction; returns the
 * credits given.
 */
export async function giveBackResultCredits(
  tx: Database,
  input: {
    accountId: string;
    point: number;
    payId: string;
    func: string;
    operator: string;
    reason: string;
    now: Date;
  },
): Promise<number> {
  if (input.point <= 0 || !(await findAccount(tx, input.accountId))) return 0;
  const account = await lockAccount(tx, input.accountId);
  const dayRuns =
    account.day !== null &&
    account.dayOffset !== null &&
    input.now.getTime() < dayEnd(account.day, account.dayOffset);
  if (!dayRuns) return 0;
  const after = await applyChange(
    tx,
    input.accountId,
    {
      type: 'increase',
      delta: input.point,
      remark: 'resultPayRefund',
      params: { func: input.func, operator: input.operator, reason: input.reason },
      idemKey: `result-refund:${input.payId}`,
      countInTotal: false,
    },
    input.now,
  );
  return after === null ? 0 : input.point;
}
