import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newSession, newUser } from '../credits/testing.ts';
import { settleOrder } from '../membership/orders.ts';
import { DAY } from '../session/clock.ts';
import { signVideoProof } from './proof.ts';

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
    // Once: the other claims of the same ticket are refused.
    expect(claims.map((c) => c.body.code).sort()).toEqual(['000', '40304', '40304', '40304', '40304']);
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
    expect((await post(app, '/open/video-bd/claim', { code: ticket.code })).body).toMatchObject({
      code: '40304',
      message: '该视频奖励已领取。',
    });
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

const calls = ['/ut/video-bd/get-t-code', '/ut/video-bd/get-code', '/open/video-bd/claim'];

describe.each(backends)('video reward outside the dev set-up on %s', (kind) => {
  describe('intl edition (dev pages on)', () => {
    let app: FastifyInstance;
    appSuite(kind, (suite) => ({ app } = suite), { backend: { edition: 'intl', devOutbox: true } });

    it('does not exist: every call answers 40400 and there is no ad page', async () => {
      const user = await newUser(app);
      for (const path of calls) {
        expect((await authed(app, path, user.token, { code: 'x' })).body.code).toBe('40400');
      }
      expect((await app.inject({ method: 'GET', url: '/dev/video-ad?code=x' })).statusCode).toBe(404);
      expect((await authed(app, '/ut/v1/qh', user.token, {})).body.data).toMatchObject({
        totalFuncPoint: 10,
      });
    });
  });

  describe('cn in production without VIDEO_AD_SECRET', () => {
    let app: FastifyInstance;
    appSuite(kind, (suite) => ({ app } = suite), { backend: { edition: 'cn', devOutbox: false } });

    it('is off: no ticket, no claim, no ad page', async () => {
      const user = await newUser(app);
      const ticket = await authed(app, '/ut/video-bd/get-t-code', user.token, {});
      expect(ticket.body).toMatchObject({ code: '40304', message: '本服务器未开放观看视频奖励。' });
      const claim = await post(app, '/open/video-bd/claim', { code: 'a'.repeat(32) }, { lang: 'en' });
      expect(claim.body).toMatchObject({
        code: '40304',
        message: 'The video reward is not available on this server.',
      });
      expect((await app.inject({ method: 'GET', url: '/dev/video-ad?code=x' })).statusCode).toBe(404);
      expect((await authed(app, '/ut/video-bd/get-code', user.token, {})).body.data).toEqual({
        success: false,
        rewardPoint: 40,
      });
    });
  });

  describe('cn in production with VIDEO_AD_SECRET', () => {
    const secret = 'video-ad-test-secret-0123456789abcdef';
    let app: FastifyInstance;
    appSuite(kind, (suite) => ({ app } = suite), {
      backend: {
        edition: 'cn',
        devOutbox: false,
        videoAdSecret: secret,
        videoAdUrl: 'https://applet.example/video?from=web',
      },
    });

    it('grants 40 credits once for a valid signed proof; no proof, a bad or stale one, or a replay is refused', async () => {
      const user = await newUser(app);
      const ticket = (await authed(app, '/ut/video-bd/get-t-code', user.token, {})).body.data as Ticket;
      expect(ticket.wxAppletUrl).toBe(`https://applet.example/video?from=web&code=${ticket.code}`);
      expect((await app.inject({ method: 'GET', url: `/dev/video-ad?code=${ticket.code}` })).statusCode).toBe(
        404,
      );
      const now = app.clock.now().getTime();
      const refused = [
        { code: ticket.code },
        { code: ticket.code, timestamp: now, signature: signVideoProof('another-secret', ticket.code, now) },
        { code: ticket.code, timestamp: now + 1, signature: signVideoProof(secret, ticket.code, now) },
        {
          code: ticket.code,
          timestamp: now - 10 * 60_000,
          signature: signVideoProof(secret, ticket.code, now - 10 * 60_000),
        },
      ];
      for (const body of refused) {
        expect((await post(app, '/open/video-bd/claim', body)).body).toMatchObject({
          code: '40304',
          message: '未能确认视频广告已看完。',
        });
      }
      expect((await authed(app, '/ut/v1/qh', user.token, {})).body.data).toMatchObject({
        totalFuncPoint: 10,
      });
      const proof = {
        code: ticket.code,
        timestamp: now,
        signature: signVideoProof(secret, ticket.code, now),
      };
      expect((await post(app, '/open/video-bd/claim', proof)).body).toMatchObject({
        code: '000',
        data: { success: true, rewardPoint: 40 },
      });
      expect((await post(app, '/open/video-bd/claim', proof)).body).toMatchObject({
        code: '40304',
        message: '该视频奖励已领取。',
      });
      expect((await authed(app, '/ut/v1/qh', user.token, {})).body.data).toMatchObject({
        totalFuncPoint: 50,
      });
      // A proof of one ticket does not open another user's.
      const other = await newUser(app);
      const second = (await authed(app, '/ut/video-bd/get-t-code', other.token, {})).body.data as Ticket;
      const borrowed = { ...proof, code: second.code };
      expect((await post(app, '/open/video-bd/claim', borrowed)).body.code).toBe('40304');
      expect((await authed(app, '/ut/v1/qh', other.token, {})).body.data).toMatchObject({
        totalFuncPoint: 10,
      });
    });
  });
});
