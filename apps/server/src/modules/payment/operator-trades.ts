import { TRADE_REFUNDED, TRADE_REFUNDING, type PaymentProvider } from '@toolbox/contracts';
import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { paymentTrades, type PaymentTradeRow } from './tables.ts';

/*
 * The payment trades as the operator console reads and refunds them (modules/operator/money*.ts):
 * the trades of an order or a day, SQL conditions on an order's trades for the order filters, and
 * the refund's claim (2 → 4) and its end (4 → 3, or back to 2 when the provider refused).
 */

export type { PaymentTradeRow };

/** The trades that paid (or tried to pay) one task's result, newest first. */
export function tradesOfTask(db: Database, taskId: string): Promise<PaymentTradeRow[]> {
  return db
    .select()
    .from(paymentTrades)
    .where(and(eq(paymentTrades.kind, 'func'), eq(paymentTrades.taskId, taskId)))
    .orderBy(desc(paymentTrades.createdAt), desc(paymentTrades.id));
}

/** An order's trades, newest first. */
export function tradesOfOrderAll(db: Database, orderId: string): Promise<PaymentTradeRow[]> {
  return db
    .select()
    .from(paymentTrades)
    .where(eq(paymentTrades.orderId, orderId))
    .orderBy(desc(paymentTrades.createdAt), desc(paymentTrades.id));
}

/**
 * True (in SQL) when the order whose id is `orderId` has a trade meeting `where`. `orderId` must
 * name its table (a single-table query leaves column names bare, which the subquery would take as
 * its own).
 */
function orderHasTrade(orderId: SQL, where: SQL | undefined): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${paymentTrades} where ${paymentTrades.orderId} = ${orderId} and ${where ?? sql`true`})`;
}

/** The order was refunded (or its refund is under way). */
export const orderRefundedSql = (orderId: SQL) =>
  orderHasTrade(orderId, inArray(paymentTrades.status, [TRADE_REFUNDED, TRADE_REFUNDING]));

/** The order has a trade through `provider`. */
export const orderTradedWithSql = (orderId: SQL, provider: PaymentProvider) =>
  orderHasTrade(orderId, eq(paymentTrades.provider, provider));

/**
 * Claims the paid trade of an order (or of one task's paid result) for a refund: one conditional UPDATE (2 → 4), so of two clicks or
 * concurrent calls one wins. A claim older than `staleBefore` (its process stopped) is taken again.
 */
export async function claimPaidTrade(
  db: Database,
  of: { orderId: string } | { taskId: string },
  now: Date,
  staleBefore: Date,
): Promise<PaymentTradeRow | null> {
  const [claimed] = await db
    .update(paymentTrades)
    .set({ status: TRADE_REFUNDING, updatedAt: now })
    .where(
      and(
        'orderId' in of
          ? eq(paymentTrades.orderId, of.orderId)
          : and(eq(paymentTrades.kind, 'func'), eq(paymentTrades.taskId, of.taskId)),
        or(
          eq(paymentTrades.status, 2),
          and(eq(paymentTrades.status, TRADE_REFUNDING), lt(paymentTrades.updatedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Ends a claimed refund: refunded (3, with the provider's refund id and state), or paid again (2)
 * when the provider refused. False if not claimed.
 */
export async function endRefundClaim(
  db: Database,
  tradeId: string,
  outcome: { refundId: string; state: 'done' | 'pending' } | 'refused',
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(paymentTrades)
    .set(
      outcome === 'refused'
        ? { status: 2, updatedAt: now }
        : { status: TRADE_REFUNDED, refundId: outcome.refundId, refundState: outcome.state, updatedAt: now },
    )
    .where(and(eq(paymentTrades.id, tradeId), eq(paymentTrades.status, TRADE_REFUNDING)))
    .returning({ id: paymentTrades.id });
  return moved.length > 0;
}

/** Live providers' trades opened or paid in [start, end), oldest first (the sandbox keeps no books). */
export function liveTradesBetween(db: Database, start: Date, end: Date): Promise<PaymentTradeRow[]> {
  return db
    .select()
    .from(paymentTrades)
    .where(
      and(
        ne(paymentTrades.provider, 'sandbox'),
        or(
          and(gte(paymentTrades.createdAt, start), lt(paymentTrades.createdAt, end)),
          and(gte(paymentTrades.paidAt, start), lt(paymentTrades.paidAt, end)),
        ),
      ),
    )
    .orderBy(asc(paymentTrades.createdAt), asc(paymentTrades.id));
}

/** One trade by its id (a provider's statement names it by our trade id); null when none. */
export async function tradeById(db: Database, id: string): Promise<PaymentTradeRow | null> {
  const [row] = await db.select().from(paymentTrades).where(eq(paymentTrades.id, id));
  return row ?? null;
}

/** Records what the provider now says of a pending refund; false when it was no longer pending. */
export async function followRefund(
  db: Database,
  tradeId: string,
  outcome: { state: 'done' | 'pending' | 'failed'; detail: string },
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(paymentTrades)
    .set({ refundState: outcome.state, refundDetail: outcome.detail || null, updatedAt: now })
    .where(and(eq(paymentTrades.id, tradeId), eq(paymentTrades.refundState, 'pending')))
    .returning({ id: paymentTrades.id });
  return moved.length > 0;
}
