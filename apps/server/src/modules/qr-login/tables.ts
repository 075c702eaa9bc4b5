import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** QR login codes: 1 waiting, 2 scanned, 3 confirmed (by the phone), then used once to sign in. */
export const qrLogins = pgTable('qr_login', {
  id: text('id').primaryKey(),
  status: integer('status').notNull().default(1),
  env: text('env').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
