import type { PaymentProvider } from '@toolbox/contracts';
import {
  NotificationRejected,
  ProviderError,
  type CallbackAnswer,
  type ProviderState,
  type RawNotification,
} from './providers/types.ts';
import { findTrade, markPaid, moveTrade, recordNotification } from './repository.ts';
import { tradeForProvider, type Payments } from './service.ts';
import type { PaymentTradeRow } from './tables.ts';

/** What became of one piece of news about a trade. */
export type Outcome = 'granted' | 'duplicate' | 'paying' | 'failed' | 'closed' | 'ignored';

/** Unique-index violation: the provider's transaction id was already recorded on another trade. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/**
 * Applies the provider's (verified) word on a trade. A payment must match the trade's amount and
 * currency exactly; it is recorded by one conditional UPDATE and settled in the same transaction,
 * so however many times or however concurrently it is reported, it is granted once.
 */
export async function applyState(p: Payments, trade: PaymentTradeRow, st: ProviderState): Promise<Outcome> {
  const now = p.clock.now();
  if (st.providerRef && st.providerRef !== trade.providerRef)
    throw new NotificationRejected(
      'unknown-trade',
      `${st.providerRef} is not the provider's id of ${trade.id}`,
    );
  switch (st.state) {
    case 'paid': {
      if (!st.transactionId) throw new NotificationRejected('malformed', 'paid without a transaction id');
      if (st.amount !== trade.amount || st.currency !== trade.currency)
        throw new NotificationRejected(
          'amount',
          `paid ${st.amount} ${st.currency}, the trade is ${trade.amount} ${trade.currency}`,
        );
      const transactionId = st.transactionId;
      const settlement = {
        provider: trade.provider,
        transactionId,
        amount: st.amount,
        currency: st.currency,
      };
      try {
        return await p.db.transaction(async (tx) => {
          const won = await markPaid(tx, trade.id, transactionId, now);
          if (!won) return 'duplicate';
          const settled =
            trade.kind === 'order'
              ? await p.seam.settleOrder(tx, { ...settlement, orderId: trade.orderId! }, now)
              : await p.seam.settleFuncPay(
                  tx,
                  { ...settlement, userId: trade.userId, taskId: trade.taskId!, funcCode: trade.funcCode! },
                  now,
                );
          // Rolls the trade back too: the money is in, the grant is not; the provider retries.
          if (settled === 'mismatch' || settled === 'unknown')
            throw new NotificationRejected('amount', `the ${trade.kind} refused the payment (${settled})`);
          // Paid twice through two trades: keep the record (the money is in) for a refund.
          if (settled === 'duplicate')
            p.log.warn(
              { tradeId: trade.id, transactionId },
              'paid a second time for something already paid: refund it',
            );
          return 'granted';
        });
      } catch (err) {
        if (isUniqueViolation(err))
          throw new NotificationRejected(
            'unknown-trade',
            `transaction ${transactionId} belongs to another trade`,
          );
        throw err;
      }
    }
    case 'paying':
    case 'approved':
      return (await moveTrade(p.db, trade.id, [0], 1, now)) ? 'paying' : 'ignored';
    case 'failed':
      return (await moveTrade(p.db, trade.id, [0, 1], -2, now, st.detail ?? 'failed')) ? 'failed' : 'ignored';
    case 'closed':
      return (await moveTrade(p.db, trade.id, [0, 1], -1, now, st.detail ?? 'closed')) ? 'closed' : 'ignored';
    default:
      return 'ignored';
  }
}

/**
 * A callback: verified before anything in it is believed, then matched to our trade of the same
 * provider. Whatever is refused changes nothing and is logged and kept in payment_notification.
 */
export async function handleNotification(
  p: Payments,
  provider: PaymentProvider,
  raw: RawNotification,
): Promise<CallbackAnswer | null> {
  const adapter = p.adapters[provider];
  if (!adapter) return null;
  const now = p.clock.now();
  let st: ProviderState | null = null;
  try {
    st = await adapter.verifyNotification(raw, now);
    const trade = await findTrade(p.db, st.tradeId);
    if (!trade || trade.provider !== provider)
      throw new NotificationRejected('unknown-trade', `no ${provider} trade ${st.tradeId}`);
    let outcome = await applyState(p, trade, st);
    // PayPal: the payer approved; take the money now rather than waiting for the next poll (never
    // for a trade closed meanwhile: the payer moved to another one).
    if (st.state === 'approved' && isOpen(trade.status))
      outcome = await applyState(p, trade, await adapter.query(tradeForProvider(trade, p.publicUrl)));
    await recordNotification(
      p.db,
      { provider, tradeId: trade.id, transactionId: st.transactionId, outcome, detail: st.detail },
      now,
    );
    p.log.info({ provider, tradeId: trade.id, outcome }, 'payment notification');
    return adapter.answer(true, 'OK');
  } catch (err) {
    const rejected = err instanceof NotificationRejected;
    const outcome = rejected ? `rejected:${err.reason}` : 'error';
    p.log.warn(
      { provider, tradeId: st?.tradeId, outcome, reason: (err as Error).message },
      'payment notification refused',
    );
    await recordNotification(
      p.db,
      {
        provider,
        tradeId: st?.tradeId,
        transactionId: st?.transactionId,
        outcome,
        detail: (err as Error).message,
      },
      now,
    ).catch((e: unknown) => p.log.error({ err: e }, 'could not record a payment notification'));
    return adapter.answer(false, rejected ? err.reason : 'error');
  }
}

/** Provider queries per trade at most this often (the web polls every 4 s). */
const QUERY_GAP_MS = 3000;
const lastQueried = new Map<string, number>();

/**
 * Brings a pending trade up to date by asking its provider (lost or late callbacks; PayPal's
 * capture after approval). An expired trade the provider does not call paid becomes invalid.
 */
export async function refreshTrade(p: Payments, trade: PaymentTradeRow): Promise<PaymentTradeRow> {
  if (trade.status !== 0 && trade.status !== 1) return trade;
  const now = p.clock.now();
  const adapter = p.adapters[trade.provider];
  const last = lastQueried.get(trade.id) ?? 0;
  if (adapter && trade.provider !== 'sandbox' && now.getTime() - last >= QUERY_GAP_MS) {
    lastQueried.set(trade.id, now.getTime());
    if (lastQueried.size > 10_000) lastQueried.clear();
    try {
      const st = await adapter.query(tradeForProvider(trade, p.publicUrl));
      const outcome = await applyState(p, trade, st);
      if (outcome !== 'ignored')
        await recordNotification(
          p.db,
          {
            provider: trade.provider,
            tradeId: trade.id,
            transactionId: st.transactionId,
            outcome: `query:${outcome}`,
            detail: st.detail,
          },
          now,
        );
    } catch (err) {
      const level = err instanceof ProviderError || err instanceof NotificationRejected ? 'warn' : 'error';
      p.log[level]({ err, tradeId: trade.id }, 'payment query failed');
    }
  }
  const fresh = (await findTrade(p.db, trade.id)) ?? trade;
  if ((fresh.status === 0 || fresh.status === 1) && fresh.expiresAt <= now)
    await moveTrade(p.db, fresh.id, [0, 1], -1, now, 'expired');
  return (await findTrade(p.db, trade.id)) ?? fresh;
}

/** Pending statuses the web keeps polling on. */
export function isOpen(status: number): boolean {
  return status === 0 || status === 1;
}
