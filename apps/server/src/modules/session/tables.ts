import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** Sign-in sessions. Only the SHA-256 of the token is kept: a database leak yields no usable tokens. */
export const sessions = pgTable(
  'user_session',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How the session was made: email, google, phone, qr. */
    method: text('method').notNull(),
    clientAddress: text('client_address'),
  },
  (t) => [uniqueIndex('user_session_token_key').on(t.tokenHash), index('user_session_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
