import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes sent by email or SMS. The code itself is never stored, only a salted SHA-256;
 * a code dies when used, when 5 wrong tries were made, when a newer code for the same target and
 * purpose is issued, or after 10 minutes.
 */
export const verifyCodes = pgTable(
  'verify_code',
  {
    id: text('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** open_user_register, open_user_password_reset, open_user_password_update, login_sms. */
    purpose: text('purpose').notNull(),
    /** Lower-cased email or "+86…" phone. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** SMS login: the opaque `userId` handle the client sends back. */
    ticket: text('ticket'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [index('verify_code_target_idx').on(t.target, t.purpose)],
);

/** Image captchas (cn SMS login); single use, answer stored hashed. */
export const captchas = pgTable('login_captcha', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type VerifyCodeRow = typeof verifyCodes.$inferSelect;
