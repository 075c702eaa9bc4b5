import { TRADE_REFUNDED, TRADE_REFUNDING, type OpMismatch, type OpReconcile } from '@toolbox/contracts';
import type { ProviderState } from '../payment/providers/types.ts';
import { tradeForProvider, type Payments } from '../payment/service.ts';
import { liveTradesBetween, type PaymentTradeRow } from '../payment/operator-trades.ts';
import { csvOf, dayStart } from './money.ts';
import { wordOf } from './money-refund.ts';
import { reconcileStatements } from './reconcile-bills.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Provider queries in flight at once during a reconciliation. */
const PARALLEL = 4;

const ourWord: Record<number, string> = {
  [-2]: 'failed',
  [-1]: 'closed',
  0: 'created',
  1: 'paying',
  2: 'paid',
  [TRADE_REFUNDED]: 'refunded',
  [TRADE_REFUNDING]: 'refund under way',
};

const money = (amount: number | undefined, currency: string | undefined) =>
  `${amount !== undefined && Number.isFinite(amount) ? (amount / 100).toFixed(2) : '?'} ${currency ?? '?'}`;

/** What is wrong between our trade and the provider's word on it (empty when they agree). */
export function compareTrade(trade: PaymentTradeRow, st: ProviderState): OpMismatch[] {
  const base = { tradeId: trade.id, orderId: trade.orderId, provider: trade.provider };
  const ours = ourWord[trade.status] ?? String(trade.status);
  const theirs = wordOf(st);
  const weTookMoney =
    trade.status === 2 || trade.status === TRADE_REFUNDED || trade.status === TRADE_REFUNDING;
  const theyTookMoney = st.state === 'paid';
  const out: OpMismatch[] = [];
  const statusAgrees =
    trade.status === 2
      ? theyTookMoney && !st.refunded
      : trade.status === TRADE_REFUNDED
        ? theyTookMoney && st.refunded === true
        : trade.status === TRADE_REFUNDING
          ? theyTookMoney
          : !theyTookMoney;
  if (!statusAgrees) out.push({ ...base, kind: 'status', ours, theirs });
  if (weTookMoney && theyTookMoney) {
    if (st.amount !== trade.amount)
      out.push({
        ...base,
        kind: 'amount',
        ours: money(trade.amount, trade.currency),
        theirs: money(st.amount, st.currency),
      });
    else if (st.currency !== trade.currency)
      out.push({ ...base, kind: 'currency', ours: trade.currency, theirs: st.currency ?? '' });
    if (st.transactionId !== trade.transactionId)
      out.push({
        ...base,
        kind: 'transaction',
        ours: trade.transactionId ?? '',
        theirs: st.transactionId ?? '',
      });
  }
  return out;
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/**
 * The day's reconciliation: every trade opened or paid on the local day `day` (browser offset) is
 * asked about at its provider (read-only) and compared: state, amount, currency, transaction id.
 * A provider that is not configured or cannot be asked is a mismatch of kind 'error'. The sandbox
 * keeps no books of its own, so its trades are not compared (nor counted). Then each provider's
 * own statement of the day is read for payments we have no paid trade for and for amounts that
 * differ (reconcile-bills.ts).
 */
export async function reconcileDay(p: Payments, day: string, timezoneOffset: number): Promise<OpReconcile> {
  const start = dayStart(day, timezoneOffset);
  const end = new Date(start.getTime() + DAY_MS);
  const trades = await liveTradesBetween(p.db, start, end);
  const found = await inBatches(trades, PARALLEL, async (trade): Promise<OpMismatch[]> => {
    const adapter = p.adapters[trade.provider];
    const base = {
      tradeId: trade.id,
      orderId: trade.orderId,
      provider: trade.provider,
      kind: 'error' as const,
    };
    const ours = ourWord[trade.status] ?? String(trade.status);
    if (!adapter) return [{ ...base, ours, theirs: `${trade.provider} is not configured` }];
    try {
      return compareTrade(
        trade,
        await adapter.query(tradeForProvider(trade, p.publicUrl), { readOnly: true }),
      );
    } catch (err) {
      return [{ ...base, ours, theirs: (err as Error).message.slice(0, 300) }];
    }
  });
  const asked = found.flat();
  const bills = await reconcileStatements(p, { day, start, end }, trades, asked);
  const mismatches = [...asked, ...bills.mismatches];
  const csv = csvOf(
    ['day', 'trade_id', 'order_id', 'provider', 'kind', 'ours', 'theirs'],
    mismatches.map((m) => [day, m.tradeId, m.orderId, m.provider, m.kind, m.ours, m.theirs]),
  );
  return { day, checked: trades.length, mismatches, statements: bills.statements, csv };
}
