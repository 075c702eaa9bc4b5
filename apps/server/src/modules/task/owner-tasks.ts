import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { tasks, type TaskRow } from './tables.ts';

/** An owner's newest server tasks (`u:<userId>` for a user), for the operator's user page. */
export function tasksOfOwner(db: Database, owner: string, limit: number): Promise<TaskRow[]> {
  return db.select().from(tasks).where(eq(tasks.owner, owner)).orderBy(desc(tasks.createdAt)).limit(limit);
}
