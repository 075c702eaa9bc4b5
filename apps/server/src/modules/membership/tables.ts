import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/** Membership levels per edition (seeded): daily credits and prices in minor units (fen, cents); null = free. */
export const vipLevels = pgTable(
  'vip_level',
  {
    edition: text('edition', { enum: ['cn', 'intl'] }).notNull(),
    level: integer('level').notNull(),
    dailyPoint: integer('daily_point').notNull(),
    monthlyPrice: integer('monthly_price'),
    quarterPrice: integer('quarter_price'),
    yearlyPrice: integer('yearly_price'),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.edition, t.level] })],
);

/** One paid level a user holds (or held): levels 2+ stack, each with its own period. */
export const memberships = pgTable(
  'membership',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.level] }),
    check('membership_level_check', sql`${t.level} >= 2`),
  ],
);

/**
 * Membership orders. Amount in minor units, computed on the server. Status 0 created, 2 paid,
 * -2 failed, -1 expired. Paying is one conditional UPDATE (status 0 -> 2), and the provider's
 * transaction id is unique per pay type, so an order is granted once.
 */
export const vipOrders = pgTable(
  'vip_order',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    cycle: text('cycle', { enum: ['monthly', 'quarterly', 'yearly'] }).notNull(),
    level: integer('level').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['CNY', 'USD'] }).notNull(),
    status: integer('status').notNull().default(0),
    timezoneOffset: integer('timezone_offset').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    /** wechat, alipay, paypal, sandbox or exchange (membership-exchange points). */
    payType: text('pay_type'),
    transactionId: text('transaction_id'),
  },
  (t) => [
    index('vip_order_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('vip_order_transaction_key').on(t.payType, t.transactionId),
  ],
);

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type VipOrderRow = typeof vipOrders.$inferSelect;
