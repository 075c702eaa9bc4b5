import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { tasks } from './tables.ts';

/**
 * Releases a paid-result task's clean file: from now on /file/down-start on its result serves the
 * file itself, not the watermarked preview. Called by the function payment (credits module) when
 * the payment or the credits deduction succeeded. Idempotent; false when the task does not exist.
 */
export async function markTaskPaid(db: Database, taskId: string): Promise<boolean> {
  const updated = await db
    .update(tasks)
    .set({ paid: true })
    .where(eq(tasks.id, taskId))
    .returning({ id: tasks.id });
  return updated.length > 0;
}

/**
 * Locks a task's clean file again after its payment was refunded (operator console): the result
 * serves the watermarked preview until it is paid anew. False when the task is gone.
 */
export async function markTaskUnpaid(db: Database, taskId: string): Promise<boolean> {
  const updated = await db
    .update(tasks)
    .set({ paid: false })
    .where(eq(tasks.id, taskId))
    .returning({ id: tasks.id });
  return updated.length > 0;
}
