import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  headerOf,
  NotificationRejected,
  type PaymentAdapter,
  type ProviderState,
  type RawNotification,
  type TradeForProvider,
} from './types.ts';

/** The merchant id the sandbox cashier pays. */
export const SANDBOX_MERCHANT = 'toolbox-sandbox';
export const SANDBOX_WINDOW_SECONDS = 300;

/** What the sandbox cashier reports, in WeChat's words. */
export type SandboxTradeState = 'SUCCESS' | 'PAYERROR' | 'CLOSED' | 'USERPAYING';

/** The body of a sandbox notification. */
export interface SandboxEvent {
  merchant: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: SandboxTradeState;
  amount: { total: number; currency: string };
}

/** HMAC-SHA256 (hex) over "timestamp\nnonce\nbody\n", the shape WeChat signs. */
export function sandboxSignature(key: Buffer, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${nonce}\n${body}\n`).digest('hex');
}

/** A signed notification as the sandbox cashier sends it to /pay/notify/sandbox. */
export function sandboxNotification(key: Buffer, event: SandboxEvent, now: Date) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'sandbox-timestamp': timestamp,
      'sandbox-nonce': nonce,
      'sandbox-signature': sandboxSignature(key, timestamp, nonce, body),
    },
  };
}

const states: Record<SandboxTradeState, ProviderState['state']> = {
  SUCCESS: 'paid',
  PAYERROR: 'failed',
  CLOSED: 'closed',
  USERPAYING: 'paying',
};

/**
 * The built-in cashier (PAYMENT_PROVIDER=sandbox): the pay page is our own /sandbox-pay/{id};
 * its buttons send notifications signed with `key`, verified here like a provider's.
 */
export function sandboxAdapter(key: Buffer, publicUrl: string): PaymentAdapter {
  return {
    name: 'sandbox',
    async open(trade: TradeForProvider) {
      return { tradePage: `${publicUrl}/sandbox-pay/${trade.id}` };
    },

    async verifyNotification(raw: RawNotification, at: Date) {
      const h = (name: string) => headerOf(raw.headers, name);
      const timestamp = h('sandbox-timestamp');
      const expected = Buffer.from(sandboxSignature(key, timestamp, h('sandbox-nonce'), raw.body), 'hex');
      const given = Buffer.from(h('sandbox-signature'), 'hex');
      if (!/^\d+$/.test(timestamp) || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new NotificationRejected('signature', 'sandbox signature does not verify');
      if (Math.abs(at.getTime() / 1000 - Number(timestamp)) > SANDBOX_WINDOW_SECONDS)
        throw new NotificationRejected('late', `timestamp ${timestamp} is outside the 5-minute window`);
      let event: SandboxEvent;
      try {
        event = JSON.parse(raw.body) as SandboxEvent;
      } catch {
        throw new NotificationRejected('malformed', 'body is not JSON');
      }
      if (event.merchant !== SANDBOX_MERCHANT)
        throw new NotificationRejected('merchant', `for ${event.merchant}`);
      return {
        tradeId: event.out_trade_no,
        state: states[event.trade_state] ?? 'pending',
        transactionId: event.transaction_id,
        amount: event.amount?.total,
        currency: event.amount?.currency,
        detail: event.trade_state,
      };
    },

    // The cashier lives in this process and reports by notification only.
    async query(trade: TradeForProvider) {
      return { tradeId: trade.id, state: 'pending' };
    },

    // The cashier holds no money: a refund is given at once, under our own refund id.
    async refund(_trade: TradeForProvider, refund) {
      return { providerRefundId: `SBX-${refund.refundId}`, state: 'done' };
    },

    answer(accepted, message) {
      return {
        status: accepted ? 200 : 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL', message }),
      };
    },
  };
}
