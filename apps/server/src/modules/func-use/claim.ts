import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import { CreditsCode, TaskStatus } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { refundEntry, touristAccountId, type Db } from '../credits/ledger.ts';
import { findFunc } from '../func-pay/service.ts';
import { tasks } from '../task/tables.ts';
import { funcUseMessages } from './messages.ts';
import { funcUses } from './tables.ts';

/**
 * The credit account of a file/task owner: `u:<user>` stays, a tourist's `a:<address>` is the
 * credit account `t:<address>`.
 */
export function ownerAccountId(owner: string): string {
  return owner.startsWith('a:') ? touristAccountId(owner.slice(2)) : owner;
}

/** True when a run of the function must be granted by /h or /t first (credits per use or per page). */
export async function useRequired(db: Db, funcCode: string): Promise<boolean> {
  const func = await findFunc(db, funcCode);
  return func !== null && func.openLevel !== 1 && func.point > 0;
}

/**
 * Binds a granted use to a task, inside the transaction that creates the task: the use must be the
 * owner's, of the same function, and not used yet (one conditional update; `task_id` is unique).
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
        eq(funcUses.funcCode, input.funcCode),
        isNull(funcUses.taskId),
      ),
    )
    .returning({ id: funcUses.id });
  if (!claimed) throw new AppError(CreditsCode.useRequired, funcUseMessages.useInvalid);
}

/**
 * Gives back the credits of a task that failed for good: the deduction of the use it ran with,
 * once (`refundEntry` keys it `refund:<entry>`, so a second call changes nothing). Only for a
 * failed task, and only on the day of the deduction (credits of an ended day have expired).
 * Returns the new balance, or null when nothing was given back.
 */
export async function refundTaskUse(db: Db, taskId: string, now: Date): Promise<number | null> {
  const [use] = await db
    .select({ entryId: funcUses.entryId })
    .from(funcUses)
    .innerJoin(tasks, eq(tasks.id, funcUses.taskId))
    .where(
      and(eq(funcUses.taskId, taskId), eq(tasks.status, TaskStatus.failed), isNotNull(funcUses.entryId)),
    );
  if (!use?.entryId) return null;
  return refundEntry(db, use.entryId, now);
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
