import { and, count, eq, inArray } from 'drizzle-orm';
import { TaskStatus } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import type { Tier } from '../../tasks/limits.ts';
import { activeMemberships } from '../membership/levels.ts';
import { tasks } from './tables.ts';

/** The tier of a task owner (`u:<id>` or `a:<address>`): member while a paid level is active. */
export async function tierOf(db: Database, owner: string, now: Date): Promise<Tier> {
  if (!owner.startsWith('u:')) return 'basic';
  const active = await activeMemberships(db, owner.slice(2), now);
  return active.some((m) => m.level >= 2) ? 'member' : 'basic';
}

/** Members' jobs start before everyone else's; openLevel 2 tools promise members priority. */
const MEMBER_PRIORITY = 10;
const MEMBER_LEVEL2_PRIORITY = 20;
/** How far one owner's own queue pushes their next job back (kept below the member step). */
const MAX_OWN_QUEUE_PENALTY = MEMBER_PRIORITY - 1;

/**
 * The pg-boss priority of an owner's next job (higher runs first): members first (more on
 * openLevel 2 tools), and one step lower for each task the owner already has waiting or running,
 * so the second task of someone who queued ten waits behind the first task of everyone else.
 */
export async function jobPriority(
  db: Database,
  input: { owner: string; openLevel: number; now: Date },
): Promise<number> {
  const tier = await tierOf(db, input.owner, input.now);
  const base = tier === 'member' ? (input.openLevel === 2 ? MEMBER_LEVEL2_PRIORITY : MEMBER_PRIORITY) : 0;
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(
      and(eq(tasks.owner, input.owner), inArray(tasks.status, [TaskStatus.waiting, TaskStatus.running])),
    );
  // The task being queued is waiting already: count the others.
  const own = Math.max(0, (row?.n ?? 0) - 1);
  return base - Math.min(own, MAX_OWN_QUEUE_PENALTY);
}
