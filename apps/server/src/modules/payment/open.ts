import { PaymentCode, type PaymentProvider } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { paymentMessages } from './messages.ts';
import type { PayChannel } from './providers/types.ts';
import { insertTrade, moveTrade, newTradeId, openTradesOf, reusableTrade, setOpened } from './repository.ts';
import {
  adapterFor,
  currencies,
  TRADE_TTL_MS,
  tradeForProvider,
  type Payable,
  type Payments,
} from './service.ts';
import { applyState } from './settle.ts';
import type { PaymentTradeRow } from './tables.ts';

/**
 * Before a new trade of the same order or task is opened, the open ones are settled or closed, so
 * the payer cannot pay twice through two trades. A trade the provider already calls paid is
 * recorded (and settles the order); then nothing new is opened.
 */
async function closeOthers(p: Payments, payable: Payable, keep: string | null): Promise<void> {
  const others = (await openTradesOf(p.db, payable)).filter((t) => t.id !== keep);
  for (const other of others) {
    const adapter = p.adapters[other.provider];
    const trade = tradeForProvider(other, p.publicUrl);
    if (adapter && other.provider !== 'sandbox') {
      try {
        const st = await adapter.query(trade);
        if (st.state === 'paid' && (await applyState(p, other, st)) !== 'ignored')
          throw new AppError(PaymentCode.orderExpired, paymentMessages.alreadyPaid);
        await adapter.close?.(trade);
      } catch (err) {
        if (err instanceof AppError) throw err;
        p.log.warn({ err, tradeId: other.id }, 'could not close an open trade before opening another');
        throw new AppError(PaymentCode.providerFailed, paymentMessages.providerFailed);
      }
    }
    await moveTrade(p.db, other.id, [0, 1], -1, p.clock.now(), 'replaced by a newer trade');
  }
}

/**
 * Opens a trade with the provider (or shows the live one for the same thing again). The row is
 * written first, so a callback can never arrive for a trade we do not know.
 */
export async function openTrade(
  p: Payments,
  payable: Payable,
  requested: Exclude<PaymentProvider, 'sandbox'>,
  channel: PayChannel,
): Promise<PaymentTradeRow> {
  const adapter = adapterFor(p, requested);
  const accepted = currencies[adapter.name];
  if (accepted && !accepted.includes(payable.currency))
    throw new AppError(PaymentCode.providerUnavailable, paymentMessages.currencyUnsupported, {
      currency: payable.currency,
    });
  const now = p.clock.now();
  const live = await reusableTrade(
    p.db,
    { ...payable, provider: adapter.name, channel },
    new Date(now.getTime() + 5 * 60_000),
  );
  const reuse = live && live.amount === payable.amount && live.currency === payable.currency ? live : null;
  await closeOthers(p, payable, reuse?.id ?? null);
  if (reuse) return reuse;
  const row = await insertTrade(p.db, {
    id: newTradeId(),
    ...payable,
    provider: adapter.name,
    channel,
    status: 0,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + TRADE_TTL_MS),
  });
  try {
    const opened = await adapter.open(tradeForProvider(row, p.publicUrl), channel);
    await setOpened(p.db, row.id, opened.tradePage, opened.providerRef ?? null);
    return { ...row, tradePage: opened.tradePage, providerRef: opened.providerRef ?? null };
  } catch (err) {
    await moveTrade(p.db, row.id, [0], -1, p.clock.now(), (err as Error).message.slice(0, 300));
    p.log.error({ err, tradeId: row.id, provider: adapter.name }, 'payment provider refused to open a trade');
    throw new AppError(PaymentCode.providerFailed, paymentMessages.providerFailed, {}, 200);
  }
}
