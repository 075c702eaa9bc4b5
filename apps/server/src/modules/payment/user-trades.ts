import { TRADE_REFUNDED } from '@toolbox/contracts';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { paymentTrades, type PaymentTradeRow } from './tables.ts';

/** A user's newest trades (membership orders and function payments), for the operator's user page. */
export function tradesOfUser(db: Database, userId: string, limit: number): Promise<PaymentTradeRow[]> {
  return db
    .select()
    .from(paymentTrades)
    .where(eq(paymentTrades.userId, userId))
    .orderBy(desc(paymentTrades.createdAt))
    .limit(limit);
}

/**
 * Of the given orders, those whose payment was given back (a trade refunded), for the buyer's own
 * order list. A refund still under way is not counted: it may yet be refused.
 */
export async function refundedOrderIds(db: Database, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: paymentTrades.orderId })
    .from(paymentTrades)
    .where(
      and(
        inArray(paymentTrades.orderId, [...orderIds]),
        isNotNull(paymentTrades.orderId),
        eq(paymentTrades.status, TRADE_REFUNDED),
      ),
    );
  return new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])));
}
