import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backends,
  createBackend,
  logCapture,
  post,
  setupSuite,
  type TestBackend,
} from '../../test/backends.ts';
import { tasks } from '../task/tables.ts';
import { insertFinishedTask } from '../task/testing.ts';
import { sandboxNotification, SANDBOX_MERCHANT, type SandboxEvent } from './providers/sandbox.ts';
import { countNotifications } from './repository.ts';
import { insertOrder, membershipsOf, orderRow, signedInUser, startPaymentApp, tradeRow } from './testing.ts';

const key = randomBytes(32);

describe.each(backends)('sandbox payments on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let user: { id: string; token: string };
  const logs = logCapture();

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startPaymentApp(backend, { payment: { mode: 'sandbox', key } }, logs.logger));
    user = await signedInUser(app);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  const call = (url: string, body: unknown, token = user.token) =>
    post(app, url, body, { accesstoken: token });
  const newOrder = (amount = 1990) =>
    insertOrder(app.database.db, user.id, { amount, currency: 'USD', createdAt: app.clock.now() });

  async function openTrade(orderId: string, path = '/ut/v1/get-wechat-trade-code') {
    const res = await call(path, { orderId, platform: 0 });
    expect(res.body.code).toBe('000');
    return res.body.data as {
      id: string;
      tradePage: string;
      payType: number;
      provider: string;
      sandbox: boolean;
      qrImage: string | null;
      price: number;
    };
  }

  /** POSTs a sandbox notification (signed with `signKey`) to the callback. */
  async function notify(
    event: Partial<SandboxEvent> & { out_trade_no: string },
    at = app.clock.now(),
    signKey = key,
  ) {
    const { body, headers } = sandboxNotification(
      signKey,
      {
        merchant: SANDBOX_MERCHANT,
        transaction_id: 'SBXgolden1',
        trade_state: 'SUCCESS',
        amount: { total: 1990, currency: 'USD' },
        ...event,
      },
      at,
    );
    return app.inject({ method: 'POST', url: '/pay/notify/sandbox', headers, payload: body });
  }

  it('buys a membership end to end: trade, cashier page, Pay, status 2, level granted', async () => {
    const orderId = await newOrder();
    const trade = await openTrade(orderId);
    expect(trade).toMatchObject({ provider: 'sandbox', sandbox: true, payType: -1, price: 19.9 });
    expect(trade.tradePage).toBe(`${backend.config.publicUrl}/sandbox-pay/${trade.id}`);
    expect(trade.qrImage).toMatch(/^data:image\/png;base64,/);
    expect((await call('/ut/i2/query-trade', { orderId })).body.data).toMatchObject({
      status: 0,
      statusText: 'Creation phase',
    });

    const page = await app.inject({
      method: 'GET',
      url: `/sandbox-pay/${trade.id}`,
      headers: { lang: 'zh-CN' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('沙箱收银台');
    expect(page.body).toContain(`/sandbox-pay/${trade.id}/pay`);
    expect((await call('/ut/i2/query-trade', { orderId })).body.data).toMatchObject({ status: 1 });

    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${trade.id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    const status = await call('/ut/p3/query-trade', { orderId }, user.token);
    expect(status.body.data).toMatchObject({
      id: trade.id,
      status: 2,
      statusText: 'Payment successful',
      provider: 'sandbox',
    });
    expect(await orderRow(app.database.db, orderId)).toMatchObject({ status: 2, payType: 'sandbox' });
    expect((await membershipsOf(app.database.db, user.id)).map((m) => m.level)).toContain(3);
    // The page now shows the outcome, without buttons.
    const after = await app.inject({ method: 'GET', url: `/sandbox-pay/${trade.id}` });
    expect(after.body).toContain('Payment successful');
    expect(after.body).not.toContain('/pay"');
  });

  it('Fail gives -2 and Abandon -1; neither grants', async () => {
    for (const [action, status] of [
      ['fail', -2],
      ['abandon', -1],
    ] as const) {
      const orderId = await newOrder();
      const trade = await openTrade(orderId, '/ut/v1/get-pay-pal-trade-page');
      expect(trade.payType).toBe(5);
      await app.inject({ method: 'POST', url: `/sandbox-pay/${trade.id}/${action}` });
      expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({ status });
      expect((await orderRow(app.database.db, orderId)).status).toBe(0);
      // A later Pay on the closed trade is not offered and changes nothing.
      await app.inject({ method: 'POST', url: `/sandbox-pay/${trade.id}/pay` });
      expect((await tradeRow(app.database.db, trade.id)).status).toBe(status);
    }
  });

  it('expires an unpaid trade after 30 minutes: status -1, no buttons, a late Pay changes nothing', async () => {
    const orderId = await newOrder();
    const trade = await openTrade(orderId);
    app.clock.advance(31 * 60_000);
    expect((await call('/ut/v1/query-trade', { orderId })).body.data).toMatchObject({
      status: -1,
      statusText: 'Creation invalid',
    });
    const page = await app.inject({ method: 'GET', url: `/sandbox-pay/${trade.id}` });
    expect(page.body).not.toContain(`/sandbox-pay/${trade.id}/pay`);
    await app.inject({ method: 'POST', url: `/sandbox-pay/${trade.id}/pay` });
    expect((await tradeRow(app.database.db, trade.id)).status).toBe(-1);
    // A new trade for the order can still be opened while the order lives.
    expect((await openTrade(orderId)).id).not.toBe(trade.id);
  });

  it('answers 001 without login and 40904 for an order that is not yours or unknown', async () => {
    const orderId = await newOrder();
    expect((await post(app, '/ut/v1/get-ali-trade-page', { orderId })).body.code).toBe('001');
    const other = await signedInUser(app);
    expect((await call('/ut/v1/get-ali-trade-page', { orderId }, other.token)).body.code).toBe('40904');
    expect((await call('/ut/v1/query-trade', { orderId }, other.token)).body.code).toBe('40904');
    const zh = await post(
      app,
      '/ut/v1/get-ali-trade-page',
      { orderId: 'nope' },
      { accesstoken: user.token, lang: 'zh-CN' },
    );
    expect(zh.body).toMatchObject({ code: '40904', message: '订单已过期，请重新提交支付' });
  });

  it('refuses tampered, late, under-paid and misdirected notifications and logs them', async () => {
    const orderId = await newOrder();
    const trade = await openTrade(orderId);
    const forged = await notify({ out_trade_no: trade.id }, app.clock.now(), randomBytes(32));
    expect(forged.statusCode).toBe(500);
    const late = await notify({ out_trade_no: trade.id }, new Date(app.clock.now().getTime() - 6 * 60_000));
    expect(late.statusCode).toBe(500);
    const under = await notify({ out_trade_no: trade.id, amount: { total: 1989, currency: 'USD' } });
    expect(under.statusCode).toBe(500);
    const currency = await notify({ out_trade_no: trade.id, amount: { total: 1990, currency: 'CNY' } });
    expect(currency.statusCode).toBe(500);
    const merchant = await notify({ out_trade_no: trade.id, merchant: 'someone-else' });
    expect(merchant.statusCode).toBe(500);
    // Tampered: a valid signature over another body.
    const good = sandboxNotification(
      key,
      {
        merchant: SANDBOX_MERCHANT,
        out_trade_no: trade.id,
        transaction_id: 'x',
        trade_state: 'SUCCESS',
        amount: { total: 1, currency: 'USD' },
      },
      app.clock.now(),
    );
    const tampered = await app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: good.headers,
      payload: good.body.replace('"total":1', '"total":1990'),
    });
    expect(tampered.statusCode).toBe(500);

    expect(await tradeRow(app.database.db, trade.id)).toMatchObject({ status: 0, transactionId: null });
    expect((await orderRow(app.database.db, orderId)).status).toBe(0);
    const db = app.database.db;
    // Refused before the body is believed: no trade id is recorded for these.
    expect(await countNotifications(db, null, 'rejected:late')).toBe(1);
    expect(await countNotifications(db, null, 'rejected:signature')).toBe(2);
    expect(await countNotifications(db, trade.id, 'rejected:amount')).toBe(2);
    expect(await countNotifications(db, null, 'rejected:merchant')).toBe(1);
    const refused = logs.lines.filter((l) => l.msg === 'payment notification refused');
    expect(refused.map((l) => l.outcome)).toEqual(
      expect.arrayContaining(['rejected:signature', 'rejected:late', 'rejected:amount', 'rejected:merchant']),
    );
    expect(refused.find((l) => l.outcome === 'rejected:amount')).toMatchObject({
      level: 40,
      tradeId: trade.id,
    });
  });

  it('grants once for 20 concurrent identical callbacks, and a replay later changes nothing', async () => {
    const orderId = await newOrder();
    const trade = await openTrade(orderId);
    const { body, headers } = sandboxNotification(
      key,
      {
        merchant: SANDBOX_MERCHANT,
        out_trade_no: trade.id,
        transaction_id: `SBX${trade.id}`,
        trade_state: 'SUCCESS',
        amount: { total: 1990, currency: 'USD' },
      },
      app.clock.now(),
    );
    const send = () => app.inject({ method: 'POST', url: '/pay/notify/sandbox', headers, payload: body });
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const db = app.database.db;
    expect(await countNotifications(db, trade.id, 'granted')).toBe(1);
    expect(await countNotifications(db, trade.id, 'duplicate')).toBe(19);
    const level = (await membershipsOf(db, user.id)).find((m) => m.level === 3)!;
    const replay = await send();
    expect(replay.statusCode).toBe(200);
    expect((await membershipsOf(db, user.id)).find((m) => m.level === 3)!.endTime).toEqual(level.endTime);
    expect(await countNotifications(db, trade.id, 'granted')).toBe(1);
  });

  it('pays one task result (function payment): 1 pending, then 2 paid and the task released', async () => {
    const taskId = await insertFinishedTask(app.database.db, {
      owner: `u:${user.id}`,
      funcCode: 'image_id_photo_cut',
      now: app.clock.now(),
    });
    const res = await call('/ut/func-pay/get-wechat-trade-code', {
      funcCode: 'image_id_photo_cut',
      taskId,
      platform: 0,
    });
    expect(res.body.data).toMatchObject({ provider: 'sandbox', price: 1.99, currency: 'USD', payType: -1 });
    const id = (res.body.data as { id: string }).id;
    expect((await call('/ut/func-pay/get-trade-result', { id })).body.data).toMatchObject({ status: 1 });
    await app.inject({ method: 'POST', url: `/sandbox-pay/${id}/pay` });
    expect((await call('/ut/func-pay/get-trade-result', { id })).body.data).toMatchObject({
      status: 2,
      statusText: 'Payment succeeded, re-download the watermark-free image',
    });
    const [task] = await app.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task!.paid).toBe(true);
    // Paid: a second trade is refused.
    expect(
      (await call('/ut/func-pay/get-wechat-trade-code', { funcCode: 'image_id_photo_cut', taskId })).body
        .code,
    ).toBe('40904');
  });
});
