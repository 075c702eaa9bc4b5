import { and, eq, exists, inArray, lt, type SQL } from 'drizzle-orm';
import { TaskStatus } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { tasks, type TaskRow } from './tables.ts';

// What other modules ask of tasks (files, payments, function uses). `db` may be a transaction.

/** A task by id, whoever owns it, or undefined. */
export async function findTask(db: Database, taskId: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  return row;
}

/** The task whose result is the stored file `fileId`, or undefined when none is. */
export async function findTaskOfResult(db: Database, fileId: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.resultFileId, fileId));
  return row;
}

/**
 * A condition for another module's statement: the task `taskId` has failed for good. Being part of
 * that statement, the check and the write it guards are one step (no gap between them).
 */
export function taskHasFailed(db: Database, taskId: string): SQL {
  return exists(
    db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.status, TaskStatus.failed))),
  );
}

/** Deletes finished (done or failed) tasks created before `before`; returns how many went. */
export async function deleteFinishedTasks(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(tasks)
    .where(and(lt(tasks.createdAt, before), inArray(tasks.status, [TaskStatus.done, TaskStatus.failed])))
    .returning({ id: tasks.id });
  return gone.length;
}
