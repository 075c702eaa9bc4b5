import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Paid functions: one task's clean result paid with credits or money. A task is paid once (the
 * `taskId` is unique among payments not refunded); a money payment's transaction id is unique per
 * pay type.
 */
export const funcPays = pgTable(
  'func_pay',
  {
    id: text('id').primaryKey(),
    /** The credit account of the payer: `u:<userId>` or `t:<address>`. */
    accountId: text('account_id').notNull(),
    userId: text('user_id'),
    taskId: text('task_id').notNull(),
    funcCode: text('func_code').notNull(),
    /** point, wechat, alipay, paypal or sandbox. */
    payType: text('pay_type').notNull(),
    /** Credits paid (point) or null. */
    point: integer('point'),
    /** Money paid in minor units, or null. */
    amount: integer('amount'),
    currency: text('currency'),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Refunded by an operator (console): the clean result is locked again and may be bought anew. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The operator as named at the time. */
    refundedBy: text('refunded_by'),
    refundReason: text('refund_reason'),
    /** Credits given back (point payments; 0 when the payer's credit day had ended). */
    refundedPoint: integer('refunded_point'),
  },
  (t) => [
    uniqueIndex('func_pay_task_key')
      .on(t.taskId)
      .where(sql`${t.refundedAt} is null`),
    uniqueIndex('func_pay_transaction_key')
      .on(t.payType, t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    index('func_pay_account_idx').on(t.accountId, t.createdAt),
  ],
);

export type FuncPayRow = typeof funcPays.$inferSelect;
