import { createSign, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backends, post } from '../../test/backends.ts';
import { alipayGateway, alipayKeys, appId, appSigned, content, liveAlipay, sellerId } from './alipay-fake.ts';
import { countNotifications } from './repository.ts';
import { type FakeServer, liveProviderSuite, newOrder, orderRow, tradeRow } from './testing.ts';

describe.each(backends)('Alipay against a local fake gateway on %s', (kind) => {
  let app: FastifyInstance;
  let user: { id: string; token: string };
  let fake: FakeServer;
  const gateway = alipayGateway();
  const { trades, closed } = gateway;

  liveProviderSuite(
    kind,
    gateway.handle,
    (fakeUrl) => ({ mode: 'live', alipay: liveAlipay(fakeUrl) }),
    (suite) => ({ app, user, fake } = suite),
  );

  const call = (url: string, body: unknown) => post(app, url, body, { accesstoken: user.token });

  async function newTrade(amount: number) {
    const orderId = await newOrder(app, user, amount, 'CNY');
    const res = await call('/ut/p3/get-ali-trade-page', { orderId });
    expect(res.body.code).toBe('000');
    return { orderId, trade: res.body.data as { id: string; tradePage: string; payType: number } };
  }

  /** An async notification as Alipay posts it, signed with Alipay's key (sign and sign_type left out). */
  function notify(fields: Record<string, string>, tamper?: (body: string) => string) {
    const params: Record<string, string> = {
      notify_time: '2026-11-22 22:50:00',
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(8).toString('hex'),
      app_id: appId,
      charset: 'utf-8',
      version: '1.0',
      seller_id: sellerId,
      trade_status: 'TRADE_SUCCESS',
      subject: 'Toolbox Lv.3 membership, monthly',
      ...fields,
    };
    params.sign = createSign('RSA-SHA256')
      .update(content(params, ['sign', 'sign_type']))
      .sign(alipayKeys.privateKey, 'base64');
    params.sign_type = 'RSA2';
    const body = new URLSearchParams(params).toString();
    return app.inject({
      method: 'POST',
      url: '/pay/notify/alipay',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: tamper ? tamper(body) : body,
    });
  }

  it('builds a page-pay redirect the gateway accepts: RSA2 over the sorted parameters', async () => {
    const { trade } = await newTrade(3000);
    expect(trade.payType).toBe(5);
    const url = new URL(trade.tradePage);
    expect(url.origin + url.pathname).toBe(`${fake.url}/gateway.do`);
    const params = Object.fromEntries(url.searchParams);
    expect(appSigned(params)).toBe(true);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: appId,
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
    });
    expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(params.notify_url).toMatch(/\/pay\/notify\/alipay$/);
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: trade.id,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '30.00',
    });
  });

  it('grants on a verified notification ("success"), and a replay changes nothing', async () => {
    const { orderId, trade } = await newTrade(3000);
    const fields = {
      out_trade_no: trade.id,
      trade_no: `2026112222001${trade.id.slice(1, 12)}`,
      total_amount: '30.00',
    };
    const first = await notify(fields);
    expect(first.body).toBe('success');
    expect((await orderRow(app.database.db, orderId)).status).toBe(2);
    const again = await notify(fields);
    expect(again.body).toBe('success');
    expect(await countNotifications(app.database.db, trade.id, 'granted')).toBe(1);
    expect(await countNotifications(app.database.db, trade.id, 'duplicate')).toBe(1);
  });

  it('answers "failure" and changes nothing for tampered, under-paid or other-merchant notifications', async () => {
    const { orderId, trade } = await newTrade(3000);
    const fields = {
      out_trade_no: trade.id,
      trade_no: `2026112222002${trade.id.slice(1, 12)}`,
      total_amount: '30.00',
    };
    const answers = [
      await notify({ ...fields, total_amount: '0.01' }, (b) =>
        b.replace('total_amount=0.01', 'total_amount=30.00'),
      ),
      await notify({ ...fields, total_amount: '29.99' }),
      await notify({ ...fields, app_id: '2021000000009999' }),
      await notify({ ...fields, seller_id: '2088000000009999' }),
    ];
    expect(answers.map((a) => a.body)).toEqual(['failure', 'failure', 'failure', 'failure']);
    expect(await tradeRow(app.database.db, trade.id)).toMatchObject({ status: 0, transactionId: null });
    expect((await orderRow(app.database.db, orderId)).status).toBe(0);
  });

  it('closes on TRADE_CLOSED and finds a lost payment with a signed alipay.trade.query', async () => {
    const closed = await newTrade(500);
    expect(
      (
        await notify({
          out_trade_no: closed.trade.id,
          trade_no: 'T-closed',
          total_amount: '5.00',
          trade_status: 'TRADE_CLOSED',
        })
      ).body,
    ).toBe('success');
    expect((await call('/ut/v1/query-trade', { orderId: closed.orderId })).body.data).toMatchObject({
      status: -1,
    });

    const { orderId, trade } = await newTrade(1200);
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({ status: 0 });
    trades.set(trade.id, { total: '12.00', status: 'WAIT_BUYER_PAY', tradeNo: 'T-lost-1' });
    app.clock.advance(4000);
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({ status: 1 });
    trades.set(trade.id, { total: '12.00', status: 'TRADE_SUCCESS', tradeNo: 'T-lost-1' });
    app.clock.advance(4000);
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({
      status: 2,
      provider: 'alipay',
    });
    const query = fake.requests.at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(query.body)).method).toBe('alipay.trade.query');
  });

  it('closes the old trade with alipay.trade.close when a fresh one replaces it', async () => {
    const { orderId, trade } = await newTrade(800);
    trades.set(trade.id, { total: '8.00', status: 'WAIT_BUYER_PAY', tradeNo: 'T-old' });
    app.clock.advance(26 * 60_000); // less than 5 minutes left: the next click opens a fresh trade
    const fresh = await call('/ut/v1/get-ali-trade-page', { orderId });
    expect((fresh.body.data as { id: string }).id).not.toBe(trade.id);
    expect(closed).toContain(trade.id);
    expect(trades.get(trade.id)!.status).toBe('TRADE_CLOSED');
    expect((await tradeRow(app.database.db, trade.id)).status).toBe(-1);
  });
});
