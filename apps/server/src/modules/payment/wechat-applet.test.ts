import { createVerify } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backends, post } from '../../test/backends.ts';
import type { FakeAnswer, FakeRequest } from './fake-http.ts';
import { liveProviderSuite, newOrder, tradeRow } from './testing.ts';
import { checkAuthorization, liveWechat, merchant, signed } from './wechat-fake.ts';

const applet = { appId: 'wxMINIPROG01', secret: 'applet-secret', path: 'pages/pay/index' };
const json = (status: number, payload: unknown): FakeAnswer => ({ status, body: JSON.stringify(payload) });

describe.each(backends)('WeChat mini-program (JSAPI) payment against local fakes on %s', (kind) => {
  let app: FastifyInstance;
  let user: { id: string; token: string };
  const schemes: { path: string; query: string; expire_time: number }[] = [];
  const jsapiOrders: { appid: string; out_trade_no: string; payer: { openid: string } }[] = [];

  /** The mini-program API (api.weixin.qq.com) and the pay API, on one loopback server. */
  function handle(req: FakeRequest): FakeAnswer {
    const url = new URL(req.url, 'http://fake');
    const q = url.searchParams;
    if (url.pathname === '/cgi-bin/token')
      return q.get('appid') === applet.appId &&
        q.get('secret') === applet.secret &&
        q.get('grant_type') === 'client_credential'
        ? json(200, { access_token: 'ACCESS_TOKEN_1', expires_in: 7200 })
        : json(200, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (url.pathname === '/wxa/generatescheme') {
      if (q.get('access_token') !== 'ACCESS_TOKEN_1')
        return json(200, { errcode: 40001, errmsg: 'invalid credential' });
      const body = JSON.parse(req.body) as {
        jump_wxa: { path: string; query: string };
        expire_type: number;
        expire_time: number;
      };
      schemes.push({ ...body.jump_wxa, expire_time: body.expire_time });
      return json(200, {
        errcode: 0,
        errmsg: 'ok',
        openlink: `weixin://dl/business/?t=TICKET${schemes.length}`,
      });
    }
    if (url.pathname === '/sns/jscode2session')
      return q.get('js_code') === 'good-code' &&
        q.get('appid') === applet.appId &&
        q.get('secret') === applet.secret
        ? json(200, { openid: 'oPAYER123', session_key: 'sk' })
        : json(200, { errcode: 40029, errmsg: 'invalid code' });
    if (!checkAuthorization(req)) return json(401, { code: 'SIGN_ERROR', message: 'bad signature' });
    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') {
      const order = JSON.parse(req.body) as (typeof jsapiOrders)[number];
      jsapiOrders.push(order);
      return signed(200, { prepay_id: `wx2026${order.out_trade_no.slice(1, 10)}` });
    }
    return json(404, {});
  }

  liveProviderSuite(
    kind,
    handle,
    (fakeUrl) => ({
      mode: 'live',
      wechat: liveWechat(fakeUrl),
      wechatApplet: { apiBase: fakeUrl, ...applet },
    }),
    (suite) => ({ app, user } = suite),
  );

  async function phoneTrade() {
    const orderId = await newOrder(app, user, 1800, 'CNY');
    const res = await post(
      app,
      '/ut/v1/pre-create-wx-applet-pay',
      { orderId, platform: 1 },
      { accesstoken: user.token },
    );
    expect(res.body.code).toBe('000');
    return res.body.data as { id: string; tradePage: string; provider: string };
  }

  it('gives phones a mini-program link to the pay page carrying the trade id, valid until the trade ends', async () => {
    const trade = await phoneTrade();
    expect(trade.tradePage).toMatch(/^weixin:\/\/dl\/business\/\?t=TICKET/);
    const scheme = schemes.at(-1)!;
    expect(scheme).toMatchObject({ path: applet.path, query: `tradeId=${trade.id}` });
    expect(scheme.expire_time).toBe(
      Math.floor((await tradeRow(app.database.db, trade.id)).expiresAt.getTime() / 1000),
    );
  });

  it('answers the mini-program with signed wx.requestPayment parameters for a JSAPI order', async () => {
    const trade = await phoneTrade();
    const res = await post(app, '/open/pay/wx-applet/pay-params', { tradeId: trade.id, code: 'good-code' });
    expect(res.body.code).toBe('000');
    const params = res.body.data as {
      appId: string;
      timeStamp: string;
      nonceStr: string;
      package: string;
      signType: string;
      paySign: string;
    };
    expect(jsapiOrders.at(-1)).toMatchObject({
      appid: applet.appId,
      out_trade_no: trade.id,
      payer: { openid: 'oPAYER123' },
    });
    expect(params).toMatchObject({
      appId: applet.appId,
      package: `prepay_id=wx2026${trade.id.slice(1, 10)}`,
      signType: 'RSA',
    });
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, params.paySign, 'base64'),
    ).toBe(true);
    expect((await tradeRow(app.database.db, trade.id)).status).toBe(1);
  });

  it('refuses a bad wx.login code and a trade that is not a phone trade', async () => {
    const trade = await phoneTrade();
    expect(
      (await post(app, '/open/pay/wx-applet/pay-params', { tradeId: trade.id, code: 'stale' })).body.code,
    ).toBe('50202');
    expect(
      (await post(app, '/open/pay/wx-applet/pay-params', { tradeId: 'Punknown', code: 'good-code' })).body
        .code,
    ).toBe('40904');
    expect((await tradeRow(app.database.db, trade.id)).status).toBe(0);
  });
});
