import { index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** Feedback a user sent, with the administrator's answer (`ack`). Only its author and operators see it. */
export const userFeedbacks = pgTable(
  'user_feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** 0 received, 1 being handled, 2 handled, 3 closed. */
    status: smallint('status').notNull().default(0),
    ack: text('ack'),
    ackAt: timestamp('ack_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_feedback_user_idx').on(t.userId, t.createdAt)],
);

export type FeedbackRow = typeof userFeedbacks.$inferSelect;
