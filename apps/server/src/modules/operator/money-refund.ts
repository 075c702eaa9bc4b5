import { PaymentCode, type OpOrderDetail, type OpProviderWord } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { takeBackOrderCredits } from '../credits/order-refund.ts';
import { activeMemberships } from '../membership/levels.ts';
import { orderById, takeBackLevel, type VipOrderRow } from '../membership/operator-money.ts';
import {
  claimPaidTrade,
  endRefundClaim,
  followRefund,
  tradesOfOrderAll,
  type PaymentTradeRow,
} from '../payment/operator-trades.ts';
import type { ProviderState } from '../payment/providers/types.ts';
import { tradeForProvider, type Payments } from '../payment/service.ts';
import { isOpen, refreshTrade } from '../payment/settle.ts';
import { audit, type Actor } from './audit.ts';
import { orderDetail } from './money.ts';
import { moneyMessages } from './money-messages.ts';

/** A refund claimed this long ago and not finished (the process stopped) may be tried again. */
export const REFUND_CLAIM_MS = 2 * 60_000;

/** Our refund id of a trade (out_refund_no, out_request_no, PayPal-Request-Id): one per trade. */
const refundIdOf = (tradeId: string) => `R${tradeId.slice(1)}`;

/** The provider's state word of a query answer: paid trades given back read `refunded`. */
export function wordOf(st: ProviderState): string {
  return st.refunded ? 'refunded' : st.state;
}

/**
 * Asks the provider where a refund it left pending stands, and records a change: done, or failed
 * (the money stayed with us: audited, so the operator sees it and can give it back by hand).
 */
async function followPendingRefund(p: Payments, trade: PaymentTradeRow): Promise<PaymentTradeRow> {
  const adapter = p.adapters[trade.provider];
  if (trade.refundState !== 'pending' || !trade.refundId || !adapter?.refundProgress) return trade;
  let progress;
  try {
    progress = await adapter.refundProgress({
      providerRefundId: trade.refundId,
      refundId: refundIdOf(trade.id),
    });
  } catch (err) {
    p.log.warn({ err, tradeId: trade.id }, 'refund progress query failed');
    return trade;
  }
  if (progress.state === 'pending') return { ...trade, refundDetail: progress.detail || trade.refundDetail };
  const now = p.clock.now();
  await p.db.transaction(async (tx) => {
    if (!(await followRefund(tx, trade.id, progress, now))) return;
    await audit(
      tx,
      { id: null, name: `provider:${trade.provider}` },
      {
        action: progress.state === 'failed' ? 'order.refund-failed' : 'order.refund-done',
        target: trade.orderId ?? trade.id,
        before: { tradeId: trade.id, refundId: trade.refundId, refundState: 'pending' },
        after: {
          tradeId: trade.id,
          refundId: trade.refundId,
          refundState: progress.state,
          detail: progress.detail,
        },
        reason: progress.detail,
      },
      now,
    );
  });
  return { ...trade, refundState: progress.state, refundDetail: progress.detail || null };
}

/**
 * Asks each provider, now, about every trade of the order. Open trades are first brought up to
 * date the way the payer's polling does (a lost callback is recorded), and a refund the provider
 * left pending is followed up (recorded when done or failed); nothing else is changed.
 */
export async function queryOrderLive(p: Payments, orderId: string): Promise<OpProviderWord[]> {
  const trades = await tradesOfOrderAll(p.db, orderId);
  return Promise.all(
    trades.map(async (stored): Promise<OpProviderWord> => {
      const trade = isOpen(stored.status)
        ? await refreshTrade(p, stored)
        : await followPendingRefund(p, stored);
      const base = {
        tradeId: trade.id,
        provider: trade.provider,
        refundState: trade.refundState ?? null,
        refundDetail: trade.refundDetail ?? null,
      };
      const adapter = p.adapters[trade.provider];
      const none = { transactionId: null, amount: null, currency: null, detail: '' };
      if (!adapter) return { ...base, ...none, state: '', error: `${trade.provider} is not configured` };
      try {
        const st = await adapter.query(tradeForProvider(trade, p.publicUrl), { readOnly: true });
        return {
          ...base,
          state: wordOf(st),
          transactionId: st.transactionId ?? null,
          amount: st.amount !== undefined && Number.isFinite(st.amount) ? st.amount : null,
          currency: st.currency ?? null,
          detail: st.detail ?? '',
          error: null,
        };
      } catch (err) {
        return { ...base, ...none, state: '', error: (err as Error).message };
      }
    }),
  );
}

/**
 * Takes back what the order granted, in the caller's transaction: the span of the level it bought
 * (membership), then, when the user no longer holds that level, the level's credits of their
 * current day (credits, one ledger entry keyed by the order).
 */
async function takeBack(
  tx: Database,
  order: VipOrderRow,
  input: { operator: string; reason: string; now: Date },
): Promise<{ creditsTaken: number; membershipEnd: string | null }> {
  const end = await takeBackLevel(tx, order, input.now);
  const stillHeld = (await activeMemberships(tx, order.userId, input.now)).some(
    (m) => m.level === order.level,
  );
  const creditsTaken = await takeBackOrderCredits(tx, {
    userId: order.userId,
    level: order.level,
    orderId: order.id,
    stillHeld,
    ...input,
  });
  return { creditsTaken, membershipEnd: end?.toISOString() ?? null };
}

/**
 * Asks the trade's provider to give its money back, with our refund id fixed per trade (a repeat
 * returns the first refund). A missing refund call or a refusal gives the claimed trade back its
 * paid state and throws the provider's word.
 */
export async function askProviderRefund(p: Payments, trade: PaymentTradeRow, reason: string) {
  const adapter = p.adapters[trade.provider];
  if (!adapter?.refund || !trade.transactionId) {
    await endRefundClaim(p.db, trade.id, 'refused', p.clock.now());
    throw new AppError(PaymentCode.providerUnavailable, moneyMessages.noRefundApi, {
      provider: trade.provider,
    });
  }
  try {
    return await adapter.refund(tradeForProvider(trade, p.publicUrl), {
      refundId: refundIdOf(trade.id),
      amount: trade.amount,
      currency: trade.currency,
      transactionId: trade.transactionId,
      reason,
    });
  } catch (err) {
    await endRefundClaim(p.db, trade.id, 'refused', p.clock.now());
    p.log.warn({ err, tradeId: trade.id }, 'refund refused');
    throw new AppError(PaymentCode.providerFailed, moneyMessages.refundRefused, {
      provider: trade.provider,
      detail: (err as Error).message.slice(0, 300),
    });
  }
}

/**
 * Refunds a paid order through its provider, then takes back what it granted and audits it with
 * the operator and the reason. Exactly once: the paid trade is claimed by one conditional UPDATE
 * (a second click or a concurrent call answers 'refunded already'); the provider is asked with a
 * refund id fixed per trade (a repeat returns the first refund); the ledger entry has the order's
 * key. A refused refund gives the trade back its paid state and changes nothing else.
 */
export async function refundOrder(
  p: Payments,
  actor: Actor,
  input: { orderId: string; reason: string },
): Promise<OpOrderDetail> {
  const now = p.clock.now();
  const order = await orderById(p.db, input.orderId);
  if (!order) throw new AppError('40400', moneyMessages.unknownOrder, { id: input.orderId });
  const trade = await claimPaidTrade(
    p.db,
    { orderId: order.id },
    now,
    new Date(now.getTime() - REFUND_CLAIM_MS),
  );
  if (!trade)
    throw new AppError('40900', order.refunded ? moneyMessages.alreadyRefunded : moneyMessages.notPaid, {
      id: order.id,
    });
  const accepted = await askProviderRefund(p, trade, input.reason);
  await p.db.transaction(async (tx) => {
    const outcome = { refundId: accepted.providerRefundId, state: accepted.state };
    if (!(await endRefundClaim(tx, trade.id, outcome, now))) return;
    const taken = await takeBack(tx, order, { operator: actor.name, reason: input.reason, now });
    await audit(
      tx,
      actor,
      {
        action: 'order.refund',
        target: order.id,
        before: { status: 2, tradeId: trade.id },
        after: {
          tradeId: trade.id,
          provider: trade.provider,
          refundId: accepted.providerRefundId,
          refundState: accepted.state,
          amount: trade.amount,
          currency: trade.currency,
          ...taken,
        },
        reason: input.reason,
      },
      now,
    );
  });
  return orderDetail(p.db, order.id, now);
}
