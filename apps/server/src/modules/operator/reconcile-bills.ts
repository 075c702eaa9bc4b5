import {
  TRADE_REFUNDED,
  TRADE_REFUNDING,
  type OpMismatch,
  type OpStatement,
  type PaymentProvider,
} from '@toolbox/contracts';
import type { StatementDay, StatementPayment } from '../payment/providers/types.ts';
import type { Payments } from '../payment/service.ts';
import { tradeById, type PaymentTradeRow } from '../payment/operator-trades.ts';

/*
 * The reconciliation's second half: each provider's own statement of the day, read for payments we
 * have no paid trade for (provider-only: a callback we never got, a trade we closed and the payer
 * paid anyway) and for amounts that differ from our paid trade's.
 */

const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency}`;

const tookMoney = (trade: PaymentTradeRow) =>
  trade.status === 2 || trade.status === TRADE_REFUNDED || trade.status === TRADE_REFUNDING;

/** Our word on a trade that took no money, for the `ours` column. */
const unpaidWord: Record<number, string> = { [-2]: 'failed', [-1]: 'closed', 0: 'created', 1: 'paying' };

/**
 * Reads every configured provider's statement of the day (the sandbox keeps none) and compares it
 * with our trades: `trades` are the day's (already asked one by one); a payment naming another
 * trade is looked up by id. `found` are the mismatches the trade-by-trade queries found.
 */
export async function reconcileStatements(
  p: Payments,
  day: StatementDay,
  trades: readonly PaymentTradeRow[],
  found: readonly OpMismatch[],
): Promise<{ statements: OpStatement[]; mismatches: OpMismatch[] }> {
  const ofDay = new Map(trades.map((t) => [t.id, t]));
  const amountFound = new Set(found.filter((m) => m.kind === 'amount').map((m) => m.tradeId));
  const statements: OpStatement[] = [];
  const mismatches: OpMismatch[] = [];
  const providers = (Object.keys(p.adapters) as PaymentProvider[]).filter(
    (name) => name !== 'sandbox' && p.adapters[name]?.statement,
  );
  const read = await Promise.all(
    providers.map(async (provider) => {
      try {
        return { provider, statement: await p.adapters[provider]!.statement!(day) };
      } catch (err) {
        return { provider, error: (err as Error).message.slice(0, 300) };
      }
    }),
  );
  for (const r of read) {
    if (!r.statement) {
      statements.push({ provider: r.provider, state: 'error', payments: 0, detail: r.error ?? '' });
      continue;
    }
    if (r.statement.state === 'none') {
      statements.push({ provider: r.provider, state: 'none', payments: 0, detail: r.statement.detail });
      continue;
    }
    const { payments, detail } = r.statement;
    statements.push({ provider: r.provider, state: 'read', payments: payments.length, detail: detail ?? '' });
    for (const payment of payments)
      mismatches.push(...(await comparePayment(p, r.provider, payment, ofDay, amountFound)));
  }
  return { statements, mismatches };
}

async function comparePayment(
  p: Payments,
  provider: PaymentProvider,
  payment: StatementPayment,
  ofDay: ReadonlyMap<string, PaymentTradeRow>,
  amountFound: ReadonlySet<string>,
): Promise<OpMismatch[]> {
  const theirs = money(payment.amount, payment.currency);
  const dayTrade = ofDay.get(payment.orderNo);
  const other = dayTrade ? null : await tradeById(p.db, payment.orderNo);
  const trade = dayTrade ?? (other?.provider === provider ? other : null);
  if (trade && tookMoney(trade)) {
    if (amountFound.has(trade.id)) return [];
    if (payment.amount === trade.amount && payment.currency === trade.currency) return [];
    return [
      {
        tradeId: trade.id,
        orderId: trade.orderId,
        provider,
        kind: 'bill-amount',
        ours: money(trade.amount, trade.currency),
        theirs,
      },
    ];
  }
  // A trade of the day that took no money was asked about already: its 'status' line says it.
  if (dayTrade) return [];
  return [
    {
      tradeId: payment.orderNo,
      orderId: trade?.orderId ?? null,
      provider,
      kind: 'provider-only',
      ours: trade ? (unpaidWord[trade.status] ?? String(trade.status)) : 'no trade',
      theirs: `${theirs} ${payment.transactionId}`,
    },
  ];
}
