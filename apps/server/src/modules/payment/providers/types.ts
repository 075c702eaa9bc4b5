import type { PaymentProvider } from '@toolbox/contracts';

/** How a trade is shown to the payer. */
export type PayChannel = 'native' | 'applet' | 'page' | 'popup';

/** What an adapter needs to open a payment with its provider. */
export interface TradeForProvider {
  /** Our trade id: WeChat's out_trade_no, Alipay's out_trade_no, PayPal's custom_id. */
  id: string;
  /** Minor units (fen, cents). */
  amount: number;
  currency: string;
  subject: string;
  expiresAt: Date;
  /** The provider's id of the trade once opened (PayPal order id). */
  providerRef: string | null;
  /** Where the payer comes back to (Alipay return_url, PayPal return/cancel). */
  returnUrl: string;
}

export interface OpenedPayment {
  /** QR content, cashier page or approve link. */
  tradePage: string;
  providerRef?: string;
}

/**
 * The provider's word on one trade, from a verified notification or a verified query answer.
 * paid: money taken (transactionId, amount, currency set); paying: the payer is at it;
 * approved: PayPal only, the payer approved and the order awaits our capture;
 * failed: the payment failed; closed: closed or revoked unpaid; pending: nothing yet.
 */
export interface ProviderState {
  tradeId: string;
  state: 'paid' | 'paying' | 'approved' | 'failed' | 'closed' | 'pending';
  transactionId?: string;
  /** Minor units as the provider reports them. */
  amount?: number;
  currency?: string;
  /** The provider's id of the trade (PayPal order id) when the news names it: must be the trade's. */
  providerRef?: string;
  detail?: string;
  /** The payment was (wholly or partly) refunded since: the provider still reports it paid. */
  refunded?: boolean;
}

/** A refund of a paid trade, asked of its provider (operator console). */
export interface RefundForProvider {
  /** Our refund id (WeChat out_refund_no, Alipay out_request_no, PayPal-Request-Id): one per trade. */
  refundId: string;
  /** Minor units to give back (the whole payment). */
  amount: number;
  currency: string;
  /** The provider's payment id (PayPal's capture id). */
  transactionId: string;
  reason: string;
}

/** The provider took the refund: `providerRefundId` is its id; `pending` while it is paid out. */
export interface RefundAccepted {
  providerRefundId: string;
  state: 'done' | 'pending';
}

/** Where a refund the provider took stands now: `failed` means the money did not go back. */
export interface RefundProgress {
  state: 'done' | 'pending' | 'failed';
  /** The provider's words (the reason of a pending or failed refund), or ''. */
  detail: string;
}

/** One payment in a provider's own statement of a day. */
export interface StatementPayment {
  /** The order number the provider keeps for it: our trade id when it is ours. */
  orderNo: string;
  /** The provider's payment id (WeChat transaction id, PayPal capture id). */
  transactionId: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

/** A provider's statement (bill) of a day: its payments, or none yet (the provider said so). */
export type ProviderStatement =
  { state: 'ready'; payments: StatementPayment[]; detail?: string } | { state: 'none'; detail: string };

/** The day a statement is asked for: `day` as YYYY-MM-DD, and its span in our reader's time zone. */
export interface StatementDay {
  day: string;
  start: Date;
  end: Date;
}

/** A callback as it reached us: the raw body (signatures cover bytes, never parsed JSON). */
export interface RawNotification {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  contentType: string;
}

/** The answer a provider expects from our callback. */
export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Why a notification was refused; `reason` is a short word for logs and the audit table. */
export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'signature' | 'late' | 'merchant' | 'malformed' | 'unknown-trade' | 'amount' | 'state',
    message: string,
  ) {
    super(message);
  }
}

/** The provider answered with an error or could not be reached. */
export class ProviderError extends Error {
  constructor(
    readonly provider: PaymentProvider,
    message: string,
  ) {
    super(message);
  }
}

/** One payment provider behind the common interface. */
export interface PaymentAdapter {
  readonly name: PaymentProvider;
  /** Opens a payment with the provider for a new trade. */
  open(trade: TradeForProvider, channel: PayChannel): Promise<OpenedPayment>;
  /**
   * Verifies a callback before anything in it is believed: signature, freshness, merchant.
   * Throws NotificationRejected; returns the state of the trade it names.
   */
  verifyNotification(raw: RawNotification, now: Date): Promise<ProviderState>;
  /**
   * Asks the provider for the trade's state (PayPal: captures an approved order, unless `readOnly`:
   * the operator console and the reconciliation only look).
   */
  query(trade: TradeForProvider, options?: { readOnly?: boolean }): Promise<ProviderState>;
  /**
   * Closes an unpaid trade at the provider so it can no longer be paid (when the payer switches to
   * another trade). Absent where closing locally is enough (PayPal: we never capture it then).
   */
  close?(trade: TradeForProvider): Promise<void>;
  /**
   * Gives a paid trade's money back through the provider; asking again with the same `refundId`
   * returns the first refund. Throws ProviderError when refused.
   */
  refund?(trade: TradeForProvider, refund: RefundForProvider): Promise<RefundAccepted>;
  /**
   * Asks where a refund that was `pending` stands now (PayPal by its refund id, WeChat Pay by our
   * out_refund_no).
   */
  refundProgress?(refund: { providerRefundId: string; refundId: string }): Promise<RefundProgress>;
  /**
   * The provider's own statement of the day (read-only), to find payments we have no trade for.
   * Absent where the provider keeps no statement we read. Throws ProviderError when refused.
   */
  statement?(day: StatementDay): Promise<ProviderStatement>;
  /** What to answer a callback: accepted (true) or to be retried by the provider (false). */
  answer(accepted: boolean, message: string): CallbackAnswer;
}

/** "12.30" from 1230 minor units. */
export function majorUnits(amount: number): string {
  return (amount / 100).toFixed(2);
}

/** 1230 from "12.30" (or "12.3"); NaN when it is not a plain decimal amount. */
export function minorUnits(value: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  const [whole = '0', frac = ''] = value.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A header as one string ('' when absent). */
export function headerOf(headers: RawNotification['headers'], name: string): string {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}
