import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { gptCalls, type GptCallRow } from './tables.ts';

/** Every start of a generation takes this transaction-scoped advisory lock: limit checks and the insert are one step. */
const START_LOCK = 0x67707431; // "gpt1"

export async function lockStarts(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
}

/** Calls started since `since`: by one account, by everyone, and those running (started after `liveSince`). */
export async function recentCounts(tx: Database, accountId: string, since: Date, liveSince: Date) {
  const [row] = await tx
    .select({
      mine: count(
        sql`case when ${gptCalls.accountId} = ${accountId} and ${gptCalls.createdAt} > ${since} then 1 end`,
      ),
      all: count(sql`case when ${gptCalls.createdAt} > ${since} then 1 end`),
      running: count(sql`case when ${gptCalls.status} = 'running' then 1 end`),
    })
    .from(gptCalls)
    .where(gt(gptCalls.createdAt, since < liveSince ? since : liveSince));
  return { mine: row?.mine ?? 0, all: row?.all ?? 0, running: row?.running ?? 0 };
}

export async function insertCall(tx: Database, row: typeof gptCalls.$inferInsert): Promise<void> {
  await tx.insert(gptCalls).values(row);
}

export type CallEnd = Partial<
  Pick<
    GptCallRow,
    | 'status'
    | 'failure'
    | 'refunded'
    | 'attempts'
    | 'promptTokens'
    | 'completionTokens'
    | 'usageEstimated'
    | 'firstTokenMs'
    | 'chars'
    | 'finishedAt'
  >
>;

/** Ends a running call (once: a call no longer running is left as it is). Returns whether it did. */
export async function endCall(db: Database, id: string, end: CallEnd): Promise<boolean> {
  const done = await db
    .update(gptCalls)
    .set(end)
    .where(and(eq(gptCalls.id, id), eq(gptCalls.status, 'running')))
    .returning({ id: gptCalls.id });
  return done.length > 0;
}

export async function markRefunded(db: Database, id: string): Promise<void> {
  await db.update(gptCalls).set({ refunded: true }).where(eq(gptCalls.id, id));
}

/** Calls still 'running' that started before `before` (their process went away): ended as lost, once. */
export async function endLostCalls(db: Database, before: Date, now: Date) {
  return db
    .update(gptCalls)
    .set({ status: 'failed', failure: 'lost', finishedAt: now })
    .where(and(eq(gptCalls.status, 'running'), lt(gptCalls.createdAt, before)))
    .returning({ id: gptCalls.id, entryId: gptCalls.entryId });
}

export async function findCall(db: Database, id: string): Promise<GptCallRow | undefined> {
  const [row] = await db.select().from(gptCalls).where(eq(gptCalls.id, id));
  return row;
}
