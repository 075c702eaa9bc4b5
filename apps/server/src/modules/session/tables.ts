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
    /** The browser's User-Agent at sign-in (cut to 300 characters), summarised in the session list. */
    userAgent: text('user_agent'),
    /** Last call made with the session (written at most once a minute); null = never since sign-in. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_session_token_key').on(t.tokenHash), index('user_session_user_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * One-time hand-over codes (desktop client → browser, /from-desktop). Made by a call of the desktop's
 * own session, exchanged once for a new session within a minute, from the same client address.
 * Only the SHA-256 of a code is kept.
 */
export const loginHandovers = pgTable(
  'login_handover',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The desktop's session that asked for the code: revoking it voids the code. */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    clientAddress: text('client_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_handover_expires_idx').on(t.expiresAt)],
);
