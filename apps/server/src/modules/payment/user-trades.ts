import { desc, eq } from 'drizzle-orm';
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
