import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FakeAnswer, FakeRequest } from './fake-http.ts';

/*
 * PayPal's REST API as payments and refunds use it (OAuth2 token, Orders v2, Payments v2 capture
 * refunds, webhook verification) for the fakes of paypal.test.ts and the operator's refund tests,
 * written apart from providers/paypal.ts from PayPal's API reference.
 */
export const paypalKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const client = {
  clientId: 'AcLIENT-iD',
  clientSecret: 'sEcReT-123',
  webhookId: 'WH-8PT597110X687430LKGECATA',
};
const token = `A21AA${randomBytes(12).toString('hex')}`;

export interface FakeOrder {
  id: string;
  status: string;
  customId: string;
  amount: { currency_code: string; value: string };
  captureId?: string;
  /** COMPLETED once captured; REFUNDED after a completed whole refund. */
  captureStatus?: string;
  /** The next refund of its capture is refused with this issue (422 UNPROCESSABLE_ENTITY). */
  refuseRefund?: { issue: string; description: string };
  /** The next refund is accepted as PENDING (an eCheck payment not yet cleared). */
  refundPending?: boolean;
  /** The next refund is done but its answer never arrives (504 from the edge). */
  loseRefundAnswer?: boolean;
}

/** PayPal's transmission signature: RSA-SHA256 over "id|time|webhookId|crc32(body)". */
export function transmissionSig(id: string, time: string, webhookId: string, body: string): string {
  return createSign('RSA-SHA256')
    .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
    .sign(paypalKey.privateKey, 'base64');
}

const json = (status: number, payload: unknown): FakeAnswer => ({ status, body: JSON.stringify(payload) });

const unprocessable = (issue: string, description: string) =>
  json(422, {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
  });

/**
 * A fake PayPal: its books (`orders` by PayPal order id, `refunds` by PayPal-Request-Id, the count
 * of `captures`) and `handle`. `base()` is the fake's own URL (for the approve links).
 */
export function paypalOrdersApi(base: () => string) {
  const orders = new Map<string, FakeOrder>();
  /** The answer each PayPal-Request-Id got: the same id again gets it again. */
  const refunds = new Map<string, { captureId: string; answer: FakeAnswer }>();
  /** Every refund PayPal took, by its refund id: where it stands (GET /v2/payments/refunds/{id}). */
  const refundStates = new Map<string, { captureId: string; status: string; reason?: string }>();
  /** A pending refund is paid out (COMPLETED: the capture is refunded) or not (FAILED, CANCELLED). */
  function settleRefund(refundId: string, status: 'COMPLETED' | 'FAILED' | 'CANCELLED') {
    const refund = refundStates.get(refundId)!;
    Object.assign(refund, { status, reason: undefined });
    const order = [...orders.values()].find((o) => o.captureId === refund.captureId)!;
    if (status === 'COMPLETED') order.captureStatus = 'REFUNDED';
  }
  const books = { orders, refunds, refundStates, settleRefund, captures: 0, orderJson, handle };

  function orderJson(o: FakeOrder) {
    return {
      id: o.id,
      status: o.status,
      purchase_units: [
        {
          custom_id: o.customId,
          amount: o.amount,
          ...(o.captureId
            ? {
                payments: {
                  captures: [
                    {
                      id: o.captureId,
                      status: o.captureStatus ?? 'COMPLETED',
                      amount: o.amount,
                      custom_id: o.customId,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [{ href: `${base()}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }],
    };
  }

  /** POST /v2/payments/captures/{id}/refund (Prefer: return=minimal): id, status and links. */
  function refund(req: FakeRequest, captureId: string): FakeAnswer {
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    const seen = requestId ? refunds.get(requestId) : undefined;
    if (seen)
      return seen.captureId === captureId
        ? { ...seen.answer, status: 200 }
        : unprocessable('DUPLICATE_REQUEST_ID', 'The PayPal-Request-Id was used for another request.');
    const order = [...orders.values()].find((o) => o.captureId === captureId);
    if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (order.refuseRefund) return unprocessable(order.refuseRefund.issue, order.refuseRefund.description);
    if (order.captureStatus === 'REFUNDED')
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
    const asked = (JSON.parse(req.body || '{}') as { amount?: FakeOrder['amount'] }).amount;
    if (
      asked &&
      (asked.currency_code !== order.amount.currency_code || Number(asked.value) > Number(order.amount.value))
    )
      return unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount.',
      );
    const id = `1J${randomBytes(7).toString('hex').toUpperCase()}`;
    const status = order.refundPending ? 'PENDING' : 'COMPLETED';
    if (status === 'COMPLETED') order.captureStatus = 'REFUNDED';
    const answer = json(201, {
      id,
      status,
      ...(status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
      links: [
        { href: `${base()}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
        { href: `${base()}/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
      ],
    });
    if (requestId) refunds.set(requestId, { captureId, answer });
    refundStates.set(id, { captureId, status, ...(status === 'PENDING' ? { reason: 'ECHECK' } : {}) });
    if (order.loseRefundAnswer) {
      order.loseRefundAnswer = false;
      return {
        status: 504,
        headers: { 'content-type': 'text/html' },
        body: '<html>504 Gateway Time-out</html>',
      };
    }
    return answer;
  }

  function handle(req: FakeRequest): FakeAnswer {
    if (req.url === '/v1/oauth2/token') {
      const basic = Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}` || req.body !== 'grant_type=client_credentials')
        return json(401, { error: 'invalid_client' });
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.headers.authorization !== `Bearer ${token}`) return json(401, { name: 'AUTHENTICATION_FAILURE' });
    if (req.method === 'POST' && req.url === '/v2/checkout/orders') {
      const body = JSON.parse(req.body) as {
        intent: string;
        purchase_units: { custom_id: string; amount: FakeOrder['amount'] }[];
      };
      if (body.intent !== 'CAPTURE') return json(422, { name: 'UNPROCESSABLE_ENTITY' });
      const unit = body.purchase_units[0]!;
      const order = {
        id: `5O${randomBytes(7).toString('hex').toUpperCase()}`,
        status: 'PAYER_ACTION_REQUIRED',
        customId: unit.custom_id,
        amount: unit.amount,
      };
      orders.set(order.id, order);
      return json(200, orderJson(order));
    }
    let m = /^\/v2\/checkout\/orders\/(\w+)$/.exec(req.url);
    if (req.method === 'GET' && m) {
      const order = orders.get(m[1]!);
      return order ? json(200, orderJson(order)) : json(404, { name: 'RESOURCE_NOT_FOUND' });
    }
    m = /^\/v2\/checkout\/orders\/(\w+)\/capture$/.exec(req.url);
    if (req.method === 'POST' && m) {
      const order = orders.get(m[1]!);
      if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status === 'COMPLETED')
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      if (order.status !== 'APPROVED')
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      books.captures++;
      Object.assign(order, {
        status: 'COMPLETED',
        captureId: `3C${randomBytes(7).toString('hex').toUpperCase()}`,
        captureStatus: 'COMPLETED',
      });
      return json(201, orderJson(order));
    }
    m = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(req.url);
    if (req.method === 'POST' && m) return refund(req, m[1]!);
    m = /^\/v2\/payments\/refunds\/(\w+)$/.exec(req.url);
    if (req.method === 'GET' && m) {
      const known = refundStates.get(m[1]!);
      if (!known)
        return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      return json(200, {
        id: m[1],
        status: known.status,
        ...(known.reason ? { status_details: { reason: known.reason } } : {}),
        links: [{ href: `${base()}/v2/payments/captures/${known.captureId}`, rel: 'up', method: 'GET' }],
      });
    }
    if (req.method === 'POST' && req.url === '/v1/notifications/verify-webhook-signature') {
      // The event must arrive byte for byte as PayPal sent it, or its CRC (and so the signature) differs.
      const marker = '"webhook_event":';
      const event = req.body.slice(req.body.indexOf(marker) + marker.length, -1);
      const fields = JSON.parse(req.body.slice(0, req.body.indexOf(marker) - 1) + '}') as Record<
        string,
        string
      >;
      const ok =
        fields.webhook_id === client.webhookId &&
        fields.auth_algo === 'SHA256withRSA' &&
        createVerify('RSA-SHA256')
          .update(
            `${fields.transmission_id}|${fields.transmission_time}|${fields.webhook_id}|${crc32(event)}`,
          )
          .verify(paypalKey.publicKey, fields.transmission_sig ?? '', 'base64');
      return json(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return json(404, { name: 'NOT_FOUND' });
  }

  return books;
}
