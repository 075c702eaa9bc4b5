import type { TripPlan } from '@toolbox/contracts';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A trip plan shared by link (`trip_plan_share_page?id=…`): a copy of the plan as it was when
 * shared, under an unguessable id (128 random bits), readable by anyone with the link until it
 * expires or its owner (a user `u:<id>`, or a tourist's address and browser `a:<address>#<device>`)
 * revokes it.
 */
export const tripShares = pgTable(
  'trip_share',
  {
    id: text('id').primaryKey(),
    owner: text('owner').notNull(),
    title: text('title').notNull(),
    plan: jsonb('plan').$type<TripPlan>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('trip_share_owner_idx').on(t.owner, t.createdAt),
    index('trip_share_expires_idx').on(t.expiresAt),
  ],
);
