import { and, eq, gt, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { CreditsCode } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { refundEntry, touristAccountId, type Db } from '../credits/ledger.ts';
import { touristAddressOf } from '../file/owner.ts';
import { findFunc } from '../func/service.ts';
import { taskHasFailed } from '../task/queries.ts';
import { funcUseMessages } from './messages.ts';
import { funcUseDays, funcUses } from './tables.ts';

/**
 * The credit account of a file/task owner: `u:<user>` stays, a tourist's `a:<address>` (with or
 * without `#<device>`) is the credit account `t:<address>`: credits are per address.
 */
export function ownerAccountId(owner: string): string {
  const address = touristAddressOf(owner);
  return address === null ? owner : touristAccountId(address);
}

/** True when a run of the function must be granted by /h or /t first (credits per use or per page). */
export async function useRequired(db: Db, funcCode: string): Promise<boolean> {
  const func = await findFunc(db, funcCode);
  return func !== null && func.openLevel !== 1 && func.point > 0;
}

/**
 * The functions whose use may run a task of `funcCode`: its own, and its desktop tool's
 * (`<code>_desktop`): the desktop client converts Word on our server when its computer has no
 * LibreOffice, and pays at the desktop's price, as it would have locally.
 */
export function usesThatRun(funcCode: string): string[] {
  return [funcCode, `${funcCode}_desktop`];
}

/**
 * Binds a granted use to a task, inside the transaction that creates the task: the use must be the
 * owner's, of the same function (or its desktop tool, see usesThatRun), and not used yet (one
 * conditional update; `task_id` is unique).
 * Without `useId`, a priced function is refused (40201); an unpriced one runs without a use.
 */
export async function claimUse(
  tx: Db,
  input: { owner: string; funcCode: string; useId: string | undefined; taskId: string },
): Promise<void> {
  if (input.useId === undefined) {
    if (await useRequired(tx, input.funcCode)) {
      throw new AppError(CreditsCode.useRequired, funcUseMessages.useRequired);
    }
    return;
  }
  const [claimed] = await tx
    .update(funcUses)
    .set({ taskId: input.taskId })
    .where(
      and(
        eq(funcUses.id, input.useId),
        eq(funcUses.accountId, ownerAccountId(input.owner)),
        inArray(funcUses.funcCode, usesThatRun(input.funcCode)),
        isNull(funcUses.taskId),
      ),
    )
    .returning({ id: funcUses.id });
  if (!claimed) throw new AppError(CreditsCode.useRequired, funcUseMessages.useInvalid);
}

/**
 * Gives back what a task that failed for good paid with, once however often (or concurrently) it
 * runs: the deduction of its use (`refundEntry` keys it `refund:<entry>`; only on the day of the
 * deduction, credits of an ended day have expired), or the free use it took (`returnFreeUse`).
 * Only for a failed task. Returns the new balance, or null when no credits were given back.
 */
export async function refundTaskUse(db: Db, taskId: string, now: Date): Promise<number | null> {
  const [use] = await db
    .select({ entryId: funcUses.entryId, freeDay: funcUses.freeDay })
    .from(funcUses)
    .where(and(eq(funcUses.taskId, taskId), taskHasFailed(db, taskId)));
  if (use?.freeDay) await returnFreeUse(db, taskId);
  if (!use?.entryId) return null;
  return refundEntry(db, use.entryId, now);
}

/**
 * Counts the free use of a failed task back into the free uses of the day it was taken on (see
 * returnFree). Returns whether it did.
 */
export function returnFreeUse(db: Db, taskId: string): Promise<boolean> {
  return returnFree(db, (tx) => and(eq(funcUses.taskId, taskId), taskHasFailed(tx, taskId)));
}

/**
 * Counts back the free use `useId` (a writer's generation that failed: the call is the use) into the
 * free uses of its day. Returns whether it did.
 */
export function returnFreeUseById(db: Db, useId: string): Promise<boolean> {
  return returnFree(db, () => eq(funcUses.id, useId));
}

/**
 * In one transaction: one conditional update marks the use found by `which` returned (a second or
 * concurrent call finds it marked and changes nothing), then that day's free count goes down by one.
 */
async function returnFree(db: Db, which: (tx: Db) => SQL | undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [use] = await tx
      .update(funcUses)
      .set({ freeReturned: true })
      .where(and(which(tx), isNotNull(funcUses.freeDay), eq(funcUses.freeReturned, false)))
      .returning({ accountId: funcUses.accountId, funcCode: funcUses.funcCode, day: funcUses.freeDay });
    if (!use?.day) return false;
    await tx
      .update(funcUseDays)
      .set({ freeUses: sql`${funcUseDays.freeUses} - 1` })
      .where(
        and(
          eq(funcUseDays.accountId, use.accountId),
          eq(funcUseDays.funcCode, use.funcCode),
          eq(funcUseDays.day, use.day),
          gt(funcUseDays.freeUses, 0),
        ),
      );
    return true;
  });
}

/** Uses are kept as long as credit entries (7 days): older ones are deleted by the retention job. */
export const USE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Deletes function uses older than USE_RETENTION_MS (used or not); returns how many. */
export async function deleteExpiredUses(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(funcUses)
    .where(lt(funcUses.createdAt, new Date(now.getTime() - USE_RETENTION_MS)))
    .returning({ id: funcUses.id });
  return gone.length;
}
