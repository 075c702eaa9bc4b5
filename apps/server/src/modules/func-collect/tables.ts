import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { funcs } from '../func/tables.ts';
import { users } from '../user/tables.ts';

/** A user's favourite functions (the spec's Favorite), numbered 1..n in the order the user keeps. */
export const funcCollects = pgTable(
  'func_collect',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    funcCode: text('func_code')
      .notNull()
      .references(() => funcs.code, { onDelete: 'cascade' }),
    /** 1-based place among the user's favourites. */
    orderNumber: integer('order_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.funcCode] }),
    index('func_collect_user_order_idx').on(t.userId, t.orderNumber),
  ],
);

export type FuncCollectRow = typeof funcCollects.$inferSelect;
