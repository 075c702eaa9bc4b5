import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts. An account is found by exactly one of: email (stored trimmed and lower-cased, so the
 * unique index is case-insensitive), phone ("+86…"), or Google `sub` (never by Google's email).
 */
export const users = pgTable(
  'app_user',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    googleSub: text('google_sub'),
    /** The address Google reported at sign-in; shown, never used to find the account. */
    googleEmail: text('google_email'),
    /** argon2id PHC string; null = no password yet (the spec's emptyPassword). */
    passwordHash: text('password_hash'),
    /** The user's invite code. */
    idCode: text('id_code').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set while an operator has blocked the account: sign-in and calls answer 40301. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_user_email_key').on(t.email),
    uniqueIndex('app_user_phone_key').on(t.phone),
    uniqueIndex('app_user_google_sub_key').on(t.googleSub),
    uniqueIndex('app_user_id_code_key').on(t.idCode),
  ],
);

/** Agreements a user accepted: protocol codes 000 (user agreement) and 001 (privacy policy). */
export const userAgreements = pgTable(
  'user_agreement',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    protocolCode: text('protocol_code').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_agreement_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
