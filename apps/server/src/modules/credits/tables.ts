import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../user/tables.ts';

/**
 * A balance: a user's function credits (`u:<userId>`), a tourist's (`t:<address>`) or a user's
 * membership-exchange points (`x:<userId>`). The CHECK keeps every balance at zero or above in the
 * database itself; a deduction is one conditional UPDATE in the same transaction as its entry.
 * Function credits are daily: `day` is the user's day they belong to and `dayTotal` what was
 * granted that day (used = dayTotal - balance).
 */
export const creditAccounts = pgTable(
  'credit_account',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['credit', 'exchange'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    day: text('day'),
    /** The timezoneOffset `day` is counted with, fixed when the day began (see `dayAt`). */
    dayOffset: integer('day_offset'),
    dayTotal: integer('day_total').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('credit_account_balance_check', sql`${t.balance} >= 0`),
    index('credit_account_user_idx').on(t.userId),
  ],
);

/**
 * The append-only ledger: one entry per change with the balance it left. `idemKey` (user + day +
 * level for daily grants, order + level + period for membership grants, ...) is unique, so a retried
 * or concurrent grant inserts nothing the second time. Rows are deleted only by the 7-day retention.
 */
export const creditEntries = pgTable(
  'credit_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => creditAccounts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['deduct', 'increase', 'reset', 'daily_reset', 'init_default'] }).notNull(),
    delta: integer('delta').notNull(),
    result: integer('result').notNull(),
    /** A message key plus parameters, translated when read. */
    remarkKey: text('remark_key').notNull(),
    remarkParams: text('remark_params').notNull().default(''),
    idemKey: text('idem_key').unique('credit_entry_idem_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('credit_entry_result_check', sql`${t.result} >= 0`),
    index('credit_entry_account_idx').on(t.accountId, t.id),
    index('credit_entry_created_idx').on(t.createdAt),
  ],
);

/** The profile's two switches. */
export const userSettings = pgTable('user_setting', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hideDeductConfirm: boolean('hide_deduct_confirm').notNull().default(false),
  autoDeduct: boolean('auto_deduct').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type CreditAccountRow = typeof creditAccounts.$inferSelect;
export type CreditEntryRow = typeof creditEntries.$inferSelect;
