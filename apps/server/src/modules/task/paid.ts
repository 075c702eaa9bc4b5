import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { tasks } from './tables.ts';

/**
 * Releases a paid-result task's clean file: from now on /file/down-start on its result serves the
 * file itself, not the watermarked preview. Called by the function payment (credits module) when
 * the payment or the credits deduction succeeded. Idempotent; false when the task does not exist.
 * `paid` false locks the clean file again (the operator refunded the payment): the result serves
 * the watermarked preview until it is paid anew.
 */
export async function markTaskPaid(db: Database, taskId: string, paid = true): Promise<boolean> {
  const updated = await db
    .update(tasks)
    .set({ paid })
    .where(eq(tasks.id, taskId))
    .returning({ id: tasks.id });
  return updated.length > 0;
}
