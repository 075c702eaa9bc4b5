import { desc } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { outboxMessages } from './tables.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export async function addOutboxMessage(
  db: Database,
  message: typeof outboxMessages.$inferInsert,
): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** The newest messages first. */
export function latestOutboxMessages(db: Database, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
