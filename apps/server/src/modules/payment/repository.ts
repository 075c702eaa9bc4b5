import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { paymentNotifications, paymentTrades, type PaymentTradeRow } from './tables.ts';

/** 25 characters of [A-Za-z0-9]: fits WeChat's out_trade_no (6-32) and Alipay's (64). */
export function newTradeId(): string {
  return `P${randomBytes(12).toString('hex')}`;
}

export async function insertTrade(
  db: Database,
  row: typeof paymentTrades.$inferInsert,
): Promise<PaymentTradeRow> {
  const [inserted] = await db.insert(paymentTrades).values(row).returning();
  return inserted!;
}

export async function findTrade(db: Database, id: string): Promise<PaymentTradeRow | null> {
  const [row] = await db.select().from(paymentTrades).where(eq(paymentTrades.id, id));
  return row ?? null;
}

/** The user's trades of one order, newest first. */
export async function tradesOfOrder(
  db: Database,
  orderId: string,
  userId: string,
): Promise<PaymentTradeRow[]> {
  return db
    .select()
    .from(paymentTrades)
    .where(and(eq(paymentTrades.orderId, orderId), eq(paymentTrades.userId, userId)))
    .orderBy(desc(paymentTrades.createdAt));
}

/** A live trade of the same thing through the same provider and channel, to show again. */
export async function reusableTrade(
  db: Database,
  key: { userId: string; orderId: string | null; taskId: string | null; provider: string; channel: string },
  liveAfter: Date,
): Promise<PaymentTradeRow | null> {
  const [row] = await db
    .select()
    .from(paymentTrades)
    .where(
      and(
        eq(paymentTrades.userId, key.userId),
        key.orderId ? eq(paymentTrades.orderId, key.orderId) : eq(paymentTrades.taskId, key.taskId ?? ''),
        eq(paymentTrades.provider, key.provider as PaymentTradeRow['provider']),
        eq(paymentTrades.channel, key.channel),
        inArray(paymentTrades.status, [0, 1]),
        ne(paymentTrades.tradePage, ''),
        gt(paymentTrades.expiresAt, liveAfter),
      ),
    )
    .orderBy(desc(paymentTrades.createdAt))
    .limit(1);
  return row ?? null;
}

/** The user's trades of one order or task that can still be paid (status 0 or 1). */
export async function openTradesOf(
  db: Database,
  key: { userId: string; orderId: string | null; taskId: string | null },
): Promise<PaymentTradeRow[]> {
  return db
    .select()
    .from(paymentTrades)
    .where(
      and(
        eq(paymentTrades.userId, key.userId),
        key.orderId ? eq(paymentTrades.orderId, key.orderId) : eq(paymentTrades.taskId, key.taskId ?? ''),
        inArray(paymentTrades.status, [0, 1]),
      ),
    );
}

export async function setOpened(db: Database, id: string, tradePage: string, providerRef: string | null) {
  await db.update(paymentTrades).set({ tradePage, providerRef }).where(eq(paymentTrades.id, id));
}

/**
 * Records the payment: only the first caller whose trade is not yet paid gets the row back, so
 * duplicate and concurrent callbacks settle once.
 */
export async function markPaid(
  db: Database,
  id: string,
  transactionId: string,
  now: Date,
): Promise<PaymentTradeRow | null> {
  const [row] = await db
    .update(paymentTrades)
    .set({ status: 2, transactionId, paidAt: now, updatedAt: now, failReason: null })
    .where(and(eq(paymentTrades.id, id), ne(paymentTrades.status, 2)))
    .returning();
  return row ?? null;
}

/** Moves a trade from one of `from` to `to`; false when it was in another state. */
export async function moveTrade(
  db: Database,
  id: string,
  from: number[],
  to: number,
  now: Date,
  reason: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(paymentTrades)
    .set({ status: to, updatedAt: now, ...(reason ? { failReason: reason } : {}) })
    .where(and(eq(paymentTrades.id, id), inArray(paymentTrades.status, from)))
    .returning({ id: paymentTrades.id });
  return rows.length > 0;
}

/** One line of the callback audit trail. */
export async function recordNotification(
  db: Database,
  entry: { provider: string; tradeId?: string; transactionId?: string; outcome: string; detail?: string },
  now: Date,
): Promise<void> {
  await db.insert(paymentNotifications).values({
    id: randomBytes(12).toString('hex'),
    provider: entry.provider,
    tradeId: entry.tradeId ?? null,
    transactionId: entry.transactionId ?? null,
    outcome: entry.outcome,
    detail: entry.detail?.slice(0, 500) ?? null,
    receivedAt: now,
  });
}

/** How many notifications of a trade ended with an outcome (tests and diagnostics). */
export async function countNotifications(
  db: Database,
  tradeId: string | null,
  outcome: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentNotifications)
    .where(
      and(
        tradeId === null ? undefined : eq(paymentNotifications.tradeId, tradeId),
        eq(paymentNotifications.outcome, outcome),
      ),
    );
  return row?.n ?? 0;
}
