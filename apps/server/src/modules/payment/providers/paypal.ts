import { jsonOf, providerFetch, type HttpAnswer } from './http.ts';
import { payPalStatement } from './paypal-report.ts';
import {
  headerOf,
  majorUnits,
  minorUnits,
  NotificationRejected,
  ProviderError,
  type PaymentAdapter,
  type ProviderState,
  type RawNotification,
  type RefundAccepted,
  type RefundProgress,
  type RefundForProvider,
  type TradeForProvider,
} from './types.ts';

/** PayPal REST settings (PAYPAL_* variables). */
export interface PayPalOptions {
  /** https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The id of the webhook registered for our /pay/notify/paypal URL. */
  webhookId: string;
}

interface Money {
  currency_code?: string;
  value?: string;
}
interface Capture {
  id?: string;
  status?: string;
  amount?: Money;
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}
interface PayPalOrder {
  id?: string;
  status?: string;
  links?: { href: string; rel: string }[];
  purchase_units?: { custom_id?: string; payments?: { captures?: Capture[] } }[];
  name?: string;
  message?: string;
  details?: { issue?: string }[];
}

const captureStates: Record<string, ProviderState['state']> = {
  COMPLETED: 'paid',
  PENDING: 'paying',
  DECLINED: 'failed',
  FAILED: 'failed',
  // Paid, then given back: `refunded` says so.
  REFUNDED: 'paid',
  PARTIALLY_REFUNDED: 'paid',
};
const refundedCaptures = new Set(['REFUNDED', 'PARTIALLY_REFUNDED']);

function captureState(tradeId: string, capture: Capture): ProviderState {
  return {
    tradeId,
    state: captureStates[capture.status ?? ''] ?? 'pending',
    transactionId: capture.id,
    amount: minorUnits(capture.amount?.value ?? ''),
    currency: capture.amount?.currency_code,
    detail: `capture ${capture.status}`,
    ...(refundedCaptures.has(capture.status ?? '') ? { refunded: true } : {}),
  };
}

/** PayPal Orders v2 with an OAuth2 client-credentials token; webhooks checked by PayPal's verify call. */
export function payPalAdapter(options: PayPalOptions): PaymentAdapter {
  const base = options.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const answer = await providerFetch('paypal', `${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const json = jsonOf<{ access_token?: string; expires_in?: number; error?: string }>('paypal', answer);
    if (answer.status !== 200 || !json.access_token)
      throw new ProviderError('paypal', `PayPal refused our credentials: ${json.error ?? answer.status}`);
    token = { value: json.access_token, until: Date.now() + Math.max(0, (json.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    requestId?: string,
  ): Promise<HttpAnswer> {
    return providerFetch('paypal', base + path, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body,
    });
  }

  async function getOrder(ref: string): Promise<PayPalOrder> {
    const answer = await call('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
    const order = jsonOf<PayPalOrder>('paypal', answer);
    if (answer.status !== 200)
      throw new ProviderError('paypal', `PayPal order query failed: ${order.name ?? answer.status}`);
    return order;
  }

  function orderState(tradeId: string, order: PayPalOrder): ProviderState {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (capture) return captureState(tradeId, capture);
    if (order.status === 'VOIDED') return { tradeId, state: 'closed', detail: 'order VOIDED' };
    if (order.status === 'APPROVED') return { tradeId, state: 'approved', detail: 'order APPROVED' };
    return { tradeId, state: 'pending', detail: `order ${order.status}` };
  }

  return {
    name: 'paypal',
    async open(trade: TradeForProvider) {
      const answer = await call(
        'POST',
        '/v2/checkout/orders',
        JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: trade.id,
              invoice_id: trade.id,
              description: trade.subject.slice(0, 127),
              amount: { currency_code: trade.currency, value: majorUnits(trade.amount) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: trade.returnUrl,
                cancel_url: trade.returnUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        }),
        trade.id,
      );
      const order = jsonOf<PayPalOrder>('paypal', answer);
      const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (answer.status >= 300 || !order.id || !link)
        throw new ProviderError(
          'paypal',
          `PayPal refused the order: ${order.name ?? answer.status} ${order.message ?? ''}`,
        );
      return { tradePage: link.href, providerRef: order.id };
    },

    async verifyNotification(raw: RawNotification) {
      const h = (name: string) => headerOf(raw.headers, name);
      const headers = [
        'paypal-transmission-id',
        'paypal-transmission-time',
        'paypal-transmission-sig',
        'paypal-cert-url',
        'paypal-auth-algo',
      ];
      if (headers.some((name) => !h(name)))
        throw new NotificationRejected('malformed', 'PayPal transmission headers missing');
      let event: { event_type?: string; resource?: Capture & PayPalOrder };
      try {
        event = JSON.parse(raw.body) as typeof event;
      } catch {
        throw new NotificationRejected('malformed', 'body is not JSON');
      }
      // The event goes back to PayPal byte for byte: re-serialising it can break the signature.
      const body =
        `{"auth_algo":${JSON.stringify(h('paypal-auth-algo'))},"cert_url":${JSON.stringify(h('paypal-cert-url'))},` +
        `"transmission_id":${JSON.stringify(h('paypal-transmission-id'))},"transmission_sig":${JSON.stringify(h('paypal-transmission-sig'))},` +
        `"transmission_time":${JSON.stringify(h('paypal-transmission-time'))},"webhook_id":${JSON.stringify(options.webhookId)},` +
        `"webhook_event":${raw.body}}`;
      const answer = await call('POST', '/v1/notifications/verify-webhook-signature', body);
      const verdict = jsonOf<{ verification_status?: string }>('paypal', answer);
      if (answer.status !== 200 || verdict.verification_status !== 'SUCCESS')
        throw new NotificationRejected(
          'signature',
          `PayPal says ${verdict.verification_status ?? answer.status}`,
        );
      const resource = event.resource ?? {};
      switch (event.event_type) {
        case 'PAYMENT.CAPTURE.COMPLETED':
        case 'PAYMENT.CAPTURE.DENIED':
        case 'PAYMENT.CAPTURE.DECLINED':
          if (!resource.custom_id) throw new NotificationRejected('malformed', 'capture without custom_id');
          return {
            ...captureState(resource.custom_id, resource),
            providerRef: resource.supplementary_data?.related_ids?.order_id,
          };
        case 'CHECKOUT.ORDER.APPROVED': {
          const tradeId = resource.purchase_units?.[0]?.custom_id;
          if (!tradeId) throw new NotificationRejected('malformed', 'order without custom_id');
          return { tradeId, state: 'approved', providerRef: resource.id, detail: 'order APPROVED' };
        }
        default:
          throw new NotificationRejected('state', `event ${event.event_type} is not one we act on`);
      }
    },

    async query(trade: TradeForProvider, queryOptions?: { readOnly?: boolean }) {
      if (!trade.providerRef) return { tradeId: trade.id, state: 'pending', detail: 'no PayPal order' };
      const order = await getOrder(trade.providerRef);
      if (order.purchase_units?.[0]?.custom_id !== trade.id)
        throw new ProviderError('paypal', `PayPal order ${trade.providerRef} is not for trade ${trade.id}`);
      if (order.status !== 'APPROVED' || queryOptions?.readOnly) return orderState(trade.id, order);
      // Approved: take the money. The request id makes a repeated capture return the first result.
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(trade.providerRef)}/capture`,
        '{}',
        `capture-${trade.id}`,
      );
      const captured = jsonOf<PayPalOrder>('paypal', answer);
      if (answer.status === 422 && captured.details?.some((d) => d.issue === 'ORDER_ALREADY_CAPTURED'))
        return orderState(trade.id, await getOrder(trade.providerRef));
      if (answer.status >= 300)
        throw new ProviderError('paypal', `PayPal capture failed: ${captured.name ?? answer.status}`);
      return orderState(trade.id, captured);
    },

    async refund(_trade: TradeForProvider, refund: RefundForProvider): Promise<RefundAccepted> {
      // POST /v2/payments/captures/{id}/refund; the PayPal-Request-Id makes a repeat return the first.
      const answer = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(refund.transactionId)}/refund`,
        JSON.stringify({
          amount: { value: majorUnits(refund.amount), currency_code: refund.currency },
          note_to_payer: refund.reason.slice(0, 255),
        }),
        refund.refundId,
      );
      const json = jsonOf<{
        id?: string;
        status?: string;
        name?: string;
        details?: { issue?: string; description?: string }[];
      }>('paypal', answer);
      if (answer.status >= 300 || !json.id || json.status === 'CANCELLED' || json.status === 'FAILED') {
        // The reason is in details[].issue (REFUND_FAILED_INSUFFICIENT_FUNDS…); `name` only says 422.
        const why = (json.details ?? []).map((d) => [d.issue, d.description].filter(Boolean).join(': '));
        throw new ProviderError(
          'paypal',
          `PayPal refused the refund: ${[json.name ?? json.status ?? answer.status, ...why].join(' ')}`,
        );
      }
      return { providerRefundId: json.id, state: json.status === 'COMPLETED' ? 'done' : 'pending' };
    },

    async refundProgress({ providerRefundId }): Promise<RefundProgress> {
      // GET /v2/payments/refunds/{id}: COMPLETED, PENDING (status_details.reason, e.g. ECHECK),
      // FAILED or CANCELLED (the money stayed with us).
      const answer = await call('GET', `/v2/payments/refunds/${encodeURIComponent(providerRefundId)}`);
      const json = jsonOf<{ status?: string; name?: string; status_details?: { reason?: string } }>(
        'paypal',
        answer,
      );
      if (answer.status !== 200 || !json.status)
        throw new ProviderError('paypal', `PayPal refund query failed: ${json.name ?? answer.status}`);
      const detail = [json.status, json.status_details?.reason].filter(Boolean).join(' ');
      if (json.status === 'COMPLETED') return { state: 'done', detail };
      if (json.status === 'PENDING') return { state: 'pending', detail };
      return { state: 'failed', detail };
    },

    statement: (day) => payPalStatement((method, path) => call(method, path), day),

    answer(accepted, message) {
      return accepted
        ? { status: 200, contentType: 'application/json', body: '{}' }
        : { status: 500, contentType: 'application/json', body: JSON.stringify({ error: message }) };
    },
  };
}
