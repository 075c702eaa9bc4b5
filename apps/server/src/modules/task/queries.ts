import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { TaskStatus } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { bucketOf } from '../stats/rollup.ts';
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

/**
 * Deletes finished (done or failed) tasks created before `before`, adding them per tool to the
 * operator's roll-up (stat_rollup) in the same statement; returns how many went.
 */
export async function deleteFinishedTasks(db: Database, before: Date): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from server_task where created_at < ${before.toISOString()}::timestamptz
        and status in (${TaskStatus.done}, ${TaskStatus.failed})
      returning func_code, status, created_at),
    kept as (
      insert into stat_rollup as r (kind, func_code, bucket, done, failed)
      select 'task', func_code, ${bucketOf(sql`created_at`)},
          count(*) filter (where status = ${TaskStatus.done}),
          count(*) filter (where status = ${TaskStatus.failed})
        from gone group by 2, 3
      on conflict (kind, func_code, bucket)
        do update set done = r.done + excluded.done, failed = r.failed + excluded.failed)
    select count(*)::int as n from gone`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}
