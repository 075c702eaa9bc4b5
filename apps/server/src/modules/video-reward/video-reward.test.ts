import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newSession, newUser } from '../credits/testing.ts';
import { settleOrder } from '../membership/orders.ts';
import { DAY } from '../session/clock.ts';

type Ticket = { code: string; wxAppletUrl: string; success: boolean };

describe.each(backends)('video reward on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite), { backend: { edition: 'cn' } });

  it('gives a level-1 user 40 credits for the day once, however often the ad is claimed', async () => {
    const user = await newUser(app);
    const ticket = (await authed(app, '/ut/video-bd/get-t-code', user.token, { timezoneOffset: -480 })).body
      .data as Ticket;
    expect(ticket.success).toBe(false);
    expect(ticket.wxAppletUrl).toBe(`http://127.0.0.1:8080/dev/video-ad?code=${ticket.code}`);
    const page = await app.inject({ method: 'GET', url: `/dev/video-ad?code=${ticket.code}` });
    expect(page.body).toContain('/open/video-bd/claim');
    expect(
      (await authed(app, '/ut/video-bd/get-code', user.token, { timezoneOffset: -480 })).body.data,
    ).toEqual({
      success: false,
      rewardPoint: 40,
    });
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => post(app, '/open/video-bd/claim', { code: ticket.code })),
    );
    expect(claims.every((c) => c.body.code === '000')).toBe(true);
    expect((await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: -480 })).body.data).toMatchObject({
      totalFuncPoint: 50,
    });
    expect(
      (await authed(app, '/ut/video-bd/get-code', user.token, { timezoneOffset: -480 })).body.data,
    ).toMatchObject({
      success: true,
    });
    expect((await authed(app, '/ut/v1/qv', user.token, { timezoneOffset: -480 })).body.data).toMatchObject({
      videoRewardClaimed: true,
    });
    // The reward is for the day: the next day is back to 10 and a new ticket.
    app.clock.advance(DAY);
    const token = await newSession(app, user.id);
    expect((await authed(app, '/ut/v1/qh', token, { timezoneOffset: -480 })).body.data).toMatchObject({
      totalFuncPoint: 10,
    });
    const next = (await authed(app, '/ut/video-bd/get-t-code', token, { timezoneOffset: -480 })).body
      .data as Ticket;
    expect(next.code).not.toBe(ticket.code);
    expect((await post(app, '/open/video-bd/claim', { code: ticket.code })).body.code).toBe('000');
    expect((await authed(app, '/ut/v1/qh', token, { timezoneOffset: -480 })).body.data).toMatchObject({
      totalFuncPoint: 10,
    });
  });

  it('refuses the unclaimed ticket of an ended day', async () => {
    const user = await newUser(app);
    const ticket = (await authed(app, '/ut/video-bd/get-t-code', user.token, { timezoneOffset: 0 })).body
      .data as Ticket;
    app.clock.advance(DAY);
    const token = await newSession(app, user.id);
    await authed(app, '/ut/v1/qh', token, { timezoneOffset: 0 });
    const late = await post(app, '/open/video-bd/claim', { code: ticket.code });
    expect(late.body).toMatchObject({ code: '40304', message: '视频奖励码已过期。' });
    expect((await authed(app, '/ut/v1/qh', token, { timezoneOffset: 0 })).body.data).toMatchObject({
      totalFuncPoint: 10,
    });
  });

  it('is for level-1 users only and refuses unknown codes', async () => {
    const user = await newUser(app);
    const order = (await authed(app, '/ut/v1/create-order', user.token, { level: 2 })).body.data as {
      id: string;
    };
    await settleOrder(app.database.db, {
      orderId: order.id,
      provider: 'sandbox',
      transactionId: `v-${order.id}`,
      amount: 1500,
      currency: 'CNY',
    });
    const res = await authed(app, '/ut/video-bd/get-t-code', user.token, {});
    expect(res.body.code).toBe('40304');
    expect(res.body.message).toBe('观看视频奖励仅限 Lv.1 用户。');
    expect((await post(app, '/open/video-bd/claim', { code: 'nope' })).body.code).toBe('40304');
  });
});
