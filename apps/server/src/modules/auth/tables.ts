import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Events counted by the rate limits (failed sign-ins, codes sent, SMS sent), one row each, in the
 * database so every server process sees the same counts. Rows older than a day are pruned.
 */
export const rateEvents = pgTable(
  'rate_event',
  {
    id: serial('id').primaryKey(),
    /** e.g. "login-fail:account:<sha256>", "sms:phone:<sha256>", "sms:global". */
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_event_bucket_at_idx').on(t.bucket, t.at)],
);
