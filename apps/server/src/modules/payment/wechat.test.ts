import { createCipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backends, post } from '../../test/backends.ts';
import { apiV3Key, checkAuthorization, liveWechat, mch, platformHeaders, signed } from './wechat-fake.ts';
import { countNotifications } from './repository.ts';
import {
  type FakeServer,
  liveProviderSuite,
  membershipsOf,
  newOrder,
  orderRow,
  tradeRow,
} from './testing.ts';

interface FakeTx {
  total: number;
  state: string;
  transactionId: string;
}

describe.each(backends)('WeChat Pay v3 against a local fake on %s', (kind) => {
  let app: FastifyInstance;
  let user: { id: string; token: string };
  let fake: FakeServer;
  const orders = new Map<string, FakeTx>();
  let spoilAnswers = false;

  liveProviderSuite(
    kind,
    (req) => {
      if (!checkAuthorization(req))
        return { status: 401, body: JSON.stringify({ code: 'SIGN_ERROR', message: 'bad signature' }) };
      if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
        const order = JSON.parse(req.body) as {
          appid: string;
          mchid: string;
          out_trade_no: string;
          notify_url: string;
          amount: { total: number; currency: string };
        };
        if (
          order.appid !== mch.appId ||
          order.amount.currency !== 'CNY' ||
          !order.notify_url.endsWith('/pay/notify/wechat')
        )
          return signed(400, { code: 'PARAM_ERROR', message: 'bad order' });
        orders.set(order.out_trade_no, {
          total: order.amount.total,
          state: 'NOTPAY',
          transactionId: `42000${randomBytes(8).toString('hex')}`,
        });
        return signed(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-8)}` });
      }
      const close = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\/close$/.exec(req.url);
      if (req.method === 'POST' && close) {
        const tx = orders.get(close[1]!);
        if (!tx || (JSON.parse(req.body) as { mchid?: string }).mchid !== mch.mchId)
          return signed(400, { code: 'PARAM_ERROR', message: 'bad close' });
        if (tx.state === 'SUCCESS') return signed(400, { code: 'ORDERPAID', message: 'paid' });
        tx.state = 'CLOSED';
        return { status: 204, headers: platformHeaders(''), body: '' };
      }
      const m = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\?mchid=(\d+)$/.exec(req.url);
      if (req.method === 'GET' && m) {
        const tx = orders.get(m[1]!);
        if (!tx) return signed(404, { code: 'ORDER_NOT_EXIST', message: 'no order' });
        return signed(
          200,
          {
            appid: mch.appId,
            mchid: m[2],
            out_trade_no: m[1],
            transaction_id: tx.transactionId,
            trade_state: tx.state,
            amount: { total: tx.total, payer_total: tx.total, currency: 'CNY' },
          },
          spoilAnswers,
        );
      }
      return { status: 404, body: '{}' };
    },
    (fakeUrl) => ({
      mode: 'live',
      wechat: liveWechat(fakeUrl),
    }),
    (suite) => ({ app, user, fake } = suite),
  );

  const call = (url: string, body: unknown) => post(app, url, body, { accesstoken: user.token });

  async function newTrade(amount = 2500) {
    const orderId = await newOrder(app, user, amount, 'CNY');
    const res = await call('/ut/v1/get-wechat-trade-code', { orderId });
    expect(res.body.code).toBe('000');
    return {
      orderId,
      trade: res.body.data as { id: string; tradePage: string; provider: string; sandbox: boolean },
    };
  }

  /** A golden TRANSACTION.SUCCESS callback: resource encrypted with the APIv3 key, body signed by the platform. */
  function callback(
    tx: Record<string, unknown>,
    options: { timestamp?: number; serial?: string; tamper?: (body: string) => string; key?: string } = {},
  ) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.key ?? apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const ciphertext = Buffer.concat([
      cipher.update(JSON.stringify(tx)),
      cipher.final(),
      cipher.getAuthTag(),
    ]).toString('base64');
    const body = JSON.stringify({
      id: randomBytes(8).toString('hex'),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        original_type: 'transaction',
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        associated_data: 'transaction',
        nonce,
      },
    });
    const headers = platformHeaders(
      body,
      options.timestamp ?? Math.floor(app.clock.now().getTime() / 1000),
      options.serial,
    );
    return app.inject({
      method: 'POST',
      url: '/pay/notify/wechat',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: options.tamper ? options.tamper(body) : body,
    });
  }

  const success = (tradeId: string, total: number, extra: Record<string, unknown> = {}) => ({
    appid: mch.appId,
    mchid: mch.mchId,
    out_trade_no: tradeId,
    transaction_id: `4200001${tradeId.slice(1, 14)}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: new Date().toISOString(),
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total, payer_total: total, currency: 'CNY', payer_currency: 'CNY' },
    ...extra,
  });

  it('opens a native order with a signed request and shows its code_url as the QR', async () => {
    const { trade } = await newTrade();
    expect(trade.provider).toBe('wechat');
    expect(trade.sandbox).toBe(false);
    expect(trade.tradePage).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(fake.requests.at(-1)!.url).toBe('/v3/pay/transactions/native');
  });

  it('grants on a verified callback, answers 204, and once only for 20 concurrent copies', async () => {
    const { orderId, trade } = await newTrade(2500);
    const tx = success(trade.id, 2500);
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(tx)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(204));
    expect(await tradeRow(app.database.db, trade.id)).toMatchObject({
      status: 2,
      transactionId: tx.transaction_id,
    });
    expect((await orderRow(app.database.db, orderId)).status).toBe(2);
    expect(await countNotifications(app.database.db, trade.id, 'granted')).toBe(1);
    expect(await countNotifications(app.database.db, trade.id, 'duplicate')).toBe(19);
    expect((await membershipsOf(app.database.db, user.id)).length).toBe(1);
  });

  it('changes nothing for tampered, late, under-paid, wrong-merchant, unknown-serial or undecryptable callbacks', async () => {
    const { orderId, trade } = await newTrade(2500);
    const now = Math.floor(app.clock.now().getTime() / 1000);
    const refused = [
      await callback(success(trade.id, 2500), {
        tamper: (b) => b.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESs'),
      }),
      await callback(success(trade.id, 2500), { timestamp: now - 301 }),
      await callback(success(trade.id, 2500), { timestamp: now + 400 }),
      await callback(success(trade.id, 2499)),
      await callback(success(trade.id, 2500, { mchid: '1900000999' })),
      await callback(success(trade.id, 2500, { appid: 'wxOTHER' })),
      await callback(success(trade.id, 2500), { serial: 'PUB_KEY_ID_9999' }),
      // Signed by the platform, but encrypted with another APIv3 key: the GCM tag fails.
      await callback(success(trade.id, 2500), { key: 'x'.repeat(32) }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await tradeRow(app.database.db, trade.id)).toMatchObject({ status: 0, transactionId: null });
    expect((await orderRow(app.database.db, orderId)).status).toBe(0);
    expect(await countNotifications(app.database.db, trade.id, 'rejected:amount')).toBe(1);
    expect(await countNotifications(app.database.db, null, 'rejected:late')).toBe(2);
    expect(await countNotifications(app.database.db, null, 'rejected:malformed')).toBe(1);
  });

  it('finds a payment whose callback was lost by querying the order, and believes only signed answers', async () => {
    const { orderId, trade } = await newTrade(990);
    expect((await call('/ut/i2/query-trade', { orderId })).body.data).toMatchObject({ status: 0 });
    orders.get(trade.id)!.state = 'SUCCESS';
    spoilAnswers = true;
    app.clock.advance(4000);
    expect((await call('/ut/i2/query-trade', { orderId })).body.data).toMatchObject({ status: 0 });
    spoilAnswers = false;
    app.clock.advance(4000);
    expect((await call('/ut/i2/query-trade', { orderId })).body.data).toMatchObject({
      status: 2,
      provider: 'wechat',
    });
    expect((await orderRow(app.database.db, orderId)).status).toBe(2);
  });

  it('grants once when callbacks and the polling query race for the same payment', async () => {
    const { orderId, trade } = await newTrade(2100);
    const tx = success(trade.id, 2100);
    Object.assign(orders.get(trade.id)!, { state: 'SUCCESS', transactionId: tx.transaction_id });
    app.clock.advance(4000);
    await Promise.all([
      ...Array.from({ length: 10 }, () => callback(tx)),
      ...Array.from({ length: 5 }, () => call('/ut/v1/query-trade', { orderId })),
    ]);
    const db = app.database.db;
    const grants =
      (await countNotifications(db, trade.id, 'granted')) +
      (await countNotifications(db, trade.id, 'query:granted'));
    expect(grants).toBe(1);
    expect((await orderRow(db, orderId)).status).toBe(2);
    expect((await call('/ut/p3/query-trade', { orderId })).body.data).toMatchObject({ status: 2 });
  });

  it('closes the open QR when the payer switches to another trade, so one order cannot be paid twice', async () => {
    const { orderId, trade: first } = await newTrade(1200);
    const again = await call('/ut/v1/get-wechat-trade-code', { orderId });
    expect((again.body.data as { id: string }).id).toBe(first.id); // the live QR is shown again
    const phone = await call('/ut/v1/pre-create-wx-applet-pay', { orderId, platform: 1 });
    const second = phone.body.data as { id: string };
    expect(second.id).not.toBe(first.id);
    expect(orders.get(first.id)!.state).toBe('CLOSED');
    expect(await tradeRow(app.database.db, first.id)).toMatchObject({
      status: -1,
      failReason: 'replaced by a newer trade',
    });
    expect(await tradeRow(app.database.db, second.id)).toMatchObject({ status: 0 });
  });

  it('records an open QR that was paid meanwhile instead of opening another trade', async () => {
    const { orderId, trade: first } = await newTrade(1300);
    orders.get(first.id)!.state = 'SUCCESS';
    const phone = await call('/ut/v1/pre-create-wx-applet-pay', { orderId, platform: 1 });
    expect(phone.body.code).toBe('40904');
    expect(await tradeRow(app.database.db, first.id)).toMatchObject({ status: 2 });
    expect((await orderRow(app.database.db, orderId)).status).toBe(2);
  });

  it('refuses Alipay and PayPal when only WeChat is configured', async () => {
    const orderId = await newOrder(app, user, 100, 'CNY');
    expect((await call('/ut/v1/get-ali-trade-page', { orderId })).body.code).toBe('40305');
    const notify = await app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(notify.statusCode).toBe(404);
  });
});
