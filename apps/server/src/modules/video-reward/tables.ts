import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** One video-ad ticket per user and user day; `claimedAt` is set once when the ad was watched. */
export const videoTickets = pgTable(
  'video_ticket',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    code: text('code').notNull().unique('video_ticket_code_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
