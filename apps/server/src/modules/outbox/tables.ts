import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail and SMS kept locally when no SMTP server / SMS provider is configured (shown at /dev/outbox). */
export const outboxMessages = pgTable(
  'outbox_message',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_message_created_idx').on(t.createdAt)],
);
