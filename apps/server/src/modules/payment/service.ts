import type { Locale, PaymentProvider, TradeResponse } from '@toolbox/contracts';
import { PaymentCode, PayType } from '@toolbox/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { translate } from '../../http/i18n.ts';
import type { Clock } from '../session/clock.ts';
import { paymentMessages, tradeStatusText } from './messages.ts';
import type { PaymentAdapter, TradeForProvider } from './providers/types.ts';
import type { PaymentSeam } from './seam.ts';
import type { PaymentTradeRow } from './tables.ts';

/** Everything the payment calls need, built once per app. */
export interface Payments {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  seam: PaymentSeam;
  publicUrl: string;
  /** The configured adapters; in sandbox mode only `sandbox`, which then serves every request. */
  adapters: Partial<Record<PaymentProvider, PaymentAdapter>>;
  sandbox: boolean;
}

/** A trade can be paid for this long after it is opened. */
export const TRADE_TTL_MS = 30 * 60_000;

/** Currencies each provider takes (the sandbox takes any). */
export const currencies: Partial<Record<PaymentProvider, readonly string[]>> = {
  wechat: ['CNY'],
  alipay: ['CNY'],
};

/** The adapter that serves a request for `requested`: the sandbox stands in for all in sandbox mode. */
export function adapterFor(p: Payments, requested: Exclude<PaymentProvider, 'sandbox'>): PaymentAdapter {
  const adapter = p.sandbox ? p.adapters.sandbox : p.adapters[requested];
  if (!adapter) throw new AppError(PaymentCode.providerUnavailable, paymentMessages.providerUnavailable);
  return adapter;
}

export function tradeForProvider(row: PaymentTradeRow, publicUrl: string): TradeForProvider {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    subject: row.subject,
    expiresAt: row.expiresAt,
    providerRef: row.providerRef,
    returnUrl: row.orderId
      ? `${publicUrl}/pay-pal-result?id=${encodeURIComponent(row.orderId)}`
      : `${publicUrl}/pay-func-history`,
  };
}

/** What is being paid: a membership order or one task's function payment. */
export interface Payable {
  kind: 'order' | 'func';
  userId: string;
  orderId: string | null;
  taskId: string | null;
  funcCode: string | null;
  amount: number;
  currency: string;
  subject: string;
}

/** The trade as the order dialog shows it: QR trades carry the QR image too. */
export async function presentTrade(
  p: Payments,
  row: PaymentTradeRow,
  locale: Locale,
): Promise<TradeResponse> {
  const qr = row.channel === 'native' || row.channel === 'applet';
  // The QR encoder is imported with the first code drawn rather than at start.
  const QRCode = qr ? (await import('qrcode')).default : null;
  return {
    id: row.id,
    orderId: row.orderId,
    tradePage: row.tradePage,
    qrImage: QRCode
      ? await QRCode.toDataURL(row.tradePage, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
      : null,
    price: row.amount / 100,
    currency: row.currency,
    provider: row.provider,
    sandbox: p.sandbox,
    payType: qr ? PayType.qr : PayType.popup,
    status: row.status,
    statusText: translate(locale, tradeStatusText[row.status] ?? tradeStatusText[0]!),
    expireTime: row.expiresAt.toISOString(),
  };
}
