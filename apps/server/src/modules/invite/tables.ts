import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** Who invited whom: filled once per invitee (the primary key). */
export const userInviters = pgTable(
  'user_inviter',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_inviter_inviter_idx').on(t.inviterId)],
);
