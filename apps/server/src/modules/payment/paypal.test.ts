import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backends, post } from '../../test/backends.ts';
import { type FakeAnswer, type FakeRequest } from './fake-http.ts';
import { countNotifications } from './repository.ts';
import { type FakeServer, liveProviderSuite, newOrder, orderRow, tradeRow } from './testing.ts';

const paypalKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const client = {
  clientId: 'AcLIENT-iD',
  clientSecret: 'sEcReT-123',
  webhookId: 'WH-8PT597110X687430LKGECATA',
};
const token = `A21AA${randomBytes(12).toString('hex')}`;

interface FakeOrder {
  id: string;
  status: string;
  customId: string;
  amount: { currency_code: string; value: string };
  captureId?: string;
}

/** PayPal's transmission signature: RSA-SHA256 over "id|time|webhookId|crc32(body)". */
function transmissionSig(id: string, time: string, webhookId: string, body: string): string {
  return createSign('RSA-SHA256')
    .update(`${id}|${time}|${webhookId}|${crc32(body)}`)
    .sign(paypalKey.privateKey, 'base64');
}

const json = (status: number, payload: unknown): FakeAnswer => ({ status, body: JSON.stringify(payload) });

describe.each(backends)('PayPal Orders v2 against a local fake on %s', (kind) => {
  let app: FastifyInstance;
  let user: { id: string; token: string };
  let fake: FakeServer;
  const orders = new Map<string, FakeOrder>();
  let captures = 0;

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
                    { id: o.captureId, status: 'COMPLETED', amount: o.amount, custom_id: o.customId },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [{ href: `${fake.url}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }],
    };
  }

  function api(req: FakeRequest): FakeAnswer {
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
      captures++;
      Object.assign(order, {
        status: 'COMPLETED',
        captureId: `3C${randomBytes(7).toString('hex').toUpperCase()}`,
      });
      return json(201, orderJson(order));
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

  liveProviderSuite(
    kind,
    api,
    (fakeUrl) => ({ mode: 'live', paypal: { apiBase: fakeUrl, ...client } }),
    (suite) => ({ app, user, fake } = suite),
  );

  const call = (url: string, body: unknown) => post(app, url, body, { accesstoken: user.token });

  async function newTrade(amount: number) {
    const orderId = await newOrder(app, user, amount, 'USD');
    const res = await call('/ut/v1/get-pay-pal-trade-page', {
      orderId,
      domain: 'example.com',
      timezoneOffset: 300,
    });
    expect(res.body.code).toBe('000');
    const trade = res.body.data as { id: string; tradePage: string; payType: number };
    const paypalId = new URL(trade.tradePage).searchParams.get('token')!;
    return { orderId, trade, paypalId };
  }

  /** A webhook as PayPal posts it, signed with the test key (or `sig`). */
  function webhook(event: unknown, sig?: string) {
    const body = JSON.stringify(event);
    const id = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    return app.inject({
      method: 'POST',
      url: '/pay/notify/paypal',
      headers: {
        'content-type': 'application/json',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sig ?? transmissionSig(id, time, client.webhookId, body),
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-test',
        'paypal-auth-algo': 'SHA256withRSA',
      },
      payload: body,
    });
  }

  const captureEvent = (
    tradeId: string,
    paypalId: string,
    value: string,
    captureId = `3C${randomBytes(6).toString('hex')}`,
  ) => ({
    id: `WH-${randomBytes(6).toString('hex')}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: captureId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      custom_id: tradeId,
      supplementary_data: { related_ids: { order_id: paypalId } },
    },
  });

  it('creates an order with a client-credentials token; the approve link is the popup page', async () => {
    const { trade, paypalId } = await newTrade(1999);
    expect(trade.payType).toBe(5);
    expect(orders.get(paypalId)).toMatchObject({
      customId: trade.id,
      amount: { currency_code: 'USD', value: '19.99' },
    });
    expect((await tradeRow(app.database.db, trade.id)).providerRef).toBe(paypalId);
  });

  it('after approval, /query-trade (the /pay-pal-result check) captures once and grants', async () => {
    const { orderId, trade, paypalId } = await newTrade(999);
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({ status: 0 });
    orders.get(paypalId)!.status = 'APPROVED';
    app.clock.advance(4000);
    const before = captures;
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({
      status: 2,
      provider: 'paypal',
    });
    expect(captures - before).toBe(1);
    expect(await tradeRow(app.database.db, trade.id)).toMatchObject({
      status: 2,
      transactionId: orders.get(paypalId)!.captureId,
    });
    expect((await orderRow(app.database.db, orderId)).status).toBe(2);
    // The capture's own webhook arriving afterwards is a duplicate.
    const late = await webhook(captureEvent(trade.id, paypalId, '9.99', orders.get(paypalId)!.captureId));
    expect(late.statusCode).toBe(200);
    expect(await countNotifications(app.database.db, trade.id, 'duplicate')).toBe(1);
  });

  it('CHECKOUT.ORDER.APPROVED makes us capture at once; a verified capture webhook grants', async () => {
    const a = await newTrade(500);
    orders.get(a.paypalId)!.status = 'APPROVED';
    const approved = await webhook({
      id: 'WH-1',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: orderJson(orders.get(a.paypalId)!),
    });
    expect(approved.statusCode).toBe(200);
    expect((await orderRow(app.database.db, a.orderId)).status).toBe(2);

    const b = await newTrade(700);
    const done = await webhook(captureEvent(b.trade.id, b.paypalId, '7.00'));
    expect(done.statusCode).toBe(200);
    expect((await orderRow(app.database.db, b.orderId)).status).toBe(2);
  });

  it('refuses forged, under-paid and other-order webhooks; nothing changes', async () => {
    const { orderId, trade, paypalId } = await newTrade(1500);
    const forged = await webhook(
      captureEvent(trade.id, paypalId, '15.00'),
      Buffer.from('nope').toString('base64'),
    );
    expect(forged.statusCode).toBe(500);
    const under = await webhook(captureEvent(trade.id, paypalId, '1.50'));
    expect(under.statusCode).toBe(500);
    // A genuine capture of another PayPal order that names our trade.
    const misrouted = await webhook(captureEvent(trade.id, '5OOTHERORDER1', '15.00'));
    expect(misrouted.statusCode).toBe(500);
    expect(await tradeRow(app.database.db, trade.id)).toMatchObject({ status: 0, transactionId: null });
    expect((await orderRow(app.database.db, orderId)).status).toBe(0);
    expect(await countNotifications(app.database.db, trade.id, 'rejected:amount')).toBe(1);
    expect(await countNotifications(app.database.db, trade.id, 'rejected:unknown-trade')).toBe(1);
    expect(await countNotifications(app.database.db, null, 'rejected:signature')).toBe(1);
  });

  it('never captures a PayPal order whose trade was closed for a newer one', async () => {
    const { orderId, trade, paypalId } = await newTrade(600);
    app.clock.advance(26 * 60_000); // the next click opens a fresh trade and closes this one
    const fresh = await call('/ut/v1/get-pay-pal-trade-page', { orderId });
    expect((fresh.body.data as { id: string }).id).not.toBe(trade.id);
    expect((await tradeRow(app.database.db, trade.id)).status).toBe(-1);
    orders.get(paypalId)!.status = 'APPROVED';
    const before = captures;
    const approved = await webhook({
      id: 'WH-2',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: orderJson(orders.get(paypalId)!),
    });
    expect(approved.statusCode).toBe(200);
    expect(captures).toBe(before);
    expect((await orderRow(app.database.db, orderId)).status).toBe(0);
  });
});
