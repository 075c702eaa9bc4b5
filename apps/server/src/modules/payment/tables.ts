import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One attempt to pay: a membership order (`orderId`) or one task's function payment (`taskId` +
 * `funcCode`), through one provider. `id` is our out_trade_no (WeChat allows 6-32 of [A-Za-z0-9]).
 * Status: -2 failed, -1 invalid (closed, abandoned, expired), 0 created, 1 paying, 2 paid.
 * `transactionId` is the provider's id of the payment and unique per provider, so a payment is
 * recorded (and granted) once however often or concurrently the provider tells us.
 */
export const paymentTrades = pgTable(
  'payment_trade',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['order', 'func'] }).notNull(),
    userId: text('user_id').notNull(),
    orderId: text('order_id'),
    taskId: text('task_id'),
    funcCode: text('func_code'),
    provider: text('provider', { enum: ['wechat', 'alipay', 'paypal', 'sandbox'] }).notNull(),
    /** native (QR), applet (mini-program), page (Alipay), popup (PayPal). */
    channel: text('channel').notNull(),
    /** Minor units (fen, cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    subject: text('subject').notNull(),
    status: integer('status').notNull().default(0),
    tradePage: text('trade_page').notNull().default(''),
    /** The provider's own id of the trade before payment (PayPal order id), if any. */
    providerRef: text('provider_ref'),
    transactionId: text('transaction_id'),
    /** Why the trade failed or was closed, as the provider said. */
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's id of the refund given for this trade (operator console). */
    refundId: text('refund_id'),
    /** done, pending (the provider is still paying it out: followed up), failed (the money stayed). */
    refundState: text('refund_state', { enum: ['done', 'pending', 'failed'] }),
    /** What the provider said of a pending or failed refund. */
    refundDetail: text('refund_detail'),
  },
  (t) => [
    uniqueIndex('payment_trade_transaction_key').on(t.provider, t.transactionId),
    index('payment_trade_order_idx').on(t.orderId),
    index('payment_trade_task_idx').on(t.taskId),
    index('payment_trade_user_idx').on(t.userId),
  ],
);

export type PaymentTradeRow = typeof paymentTrades.$inferSelect;

/**
 * Every callback we received, verified or not, with what we did about it: the audit trail for
 * replayed, tampered, late, under-paid or misdirected notifications (none of which change a trade).
 */
export const paymentNotifications = pgTable(
  'payment_notification',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    tradeId: text('trade_id'),
    transactionId: text('transaction_id'),
    /** granted, duplicate, failed, ignored, or rejected:<reason>. */
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_notification_trade_idx').on(t.tradeId)],
);
