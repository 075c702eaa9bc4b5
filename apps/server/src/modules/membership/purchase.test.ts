import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { newSession, newUser } from '../credits/testing.ts';
import { DAY } from '../session/clock.ts';

/** The whole purchase over HTTP, across the seam with the payment module's sandbox cashier. */
describe.each(backends)('buying a membership through the sandbox on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend, {
      config: { payment: { mode: 'sandbox', key: randomBytes(32) } },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it('order, trade, Pay: the level is active, today gets its credits and so does the next day', async () => {
    const user = await newUser(app);
    expect((await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: 0 })).body.data).toMatchObject({
      totalFuncPoint: 10,
    });
    const order = (await authed(app, '/ut/i2/create-order', user.token, { timezoneOffset: 0 })).body.data as {
      id: string;
      price: number;
    };
    expect(order.price).toBe(6.99);
    const trade = await authed(app, '/ut/p3/get-pay-pal-trade-page', user.token, {
      orderId: order.id,
      platform: 0,
    });
    expect(trade.body.code).toBe('000');
    const { id } = trade.body.data as { id: string };
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(
      (await authed(app, '/ut/v1/query-trade', user.token, { orderId: order.id })).body.data,
    ).toMatchObject({
      status: 2,
    });
    const vip = (await authed(app, '/ut/v1/qv', user.token, { timezoneOffset: 0 })).body.data;
    expect(vip).toMatchObject({ level: 4, funcPointDay: 500, totalFuncPoint: 510 });
    const records = (await authed(app, '/ut/v1/page-order-record', user.token, {})).body.data;
    expect(records).toMatchObject({ totalCount: 1, list: [{ level: 4, status: 2, payTypeText: 'Sandbox' }] });

    app.clock.advance(DAY);
    const token = await newSession(app, user.id);
    expect((await authed(app, '/ut/v1/qh', token, { timezoneOffset: 0 })).body.data).toMatchObject({
      totalFuncPoint: 500,
      useFuncPoint: 0,
    });
  });
});
