import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backends, post } from '../../test/backends.ts';
import { client, paypalOrdersApi, transmissionSig } from './paypal-orders-fake.ts';
import { countNotifications } from './repository.ts';
import { type FakeServer, liveProviderSuite, newOrder, orderRow, tradeRow } from './testing.ts';

describe.each(backends)('PayPal Orders v2 against a local fake on %s', (kind) => {
  let app: FastifyInstance;
  let user: { id: string; token: string };
  let fake: FakeServer;
  const paypal = paypalOrdersApi(() => fake.url);
  const { orders, orderJson } = paypal;

  liveProviderSuite(
    kind,
    paypal.handle,
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
    const before = paypal.captures;
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({
      status: 2,
      provider: 'paypal',
    });
    expect(paypal.captures - before).toBe(1);
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
    const before = paypal.captures;
    const approved = await webhook({
      id: 'WH-2',
      event_type: 'CHECKOUT.ORDER.APPROVED',
      resource: orderJson(orders.get(paypalId)!),
    });
    expect(approved.statusCode).toBe(200);
    expect(paypal.captures).toBe(before);
    expect((await orderRow(app.database.db, orderId)).status).toBe(0);
  });
});
