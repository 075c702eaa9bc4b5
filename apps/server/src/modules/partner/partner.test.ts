import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { DAY, HOUR } from '../session/clock.ts';
import { signOpenId } from './open-id.ts';
import { CHANNEL_VISITS_PER_HOUR } from './service.ts';
import { channels, channelVisits, openCalls, openPartners, userChannels } from './tables.ts';

const SECRET = 'partner-secret-0123456789';

describe.each(backends)('partner mode and channels on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, async (suite) => {
    app = suite.app;
    await app.database.db.insert(openPartners).values([
      { openId: 'acme', name: 'ACME Docs', secret: SECRET },
      { openId: 'paused', name: 'Paused', secret: SECRET, enabled: false },
      { openId: 'over', name: 'Over', secret: SECRET, expiresAt: new Date(Date.now() - DAY) },
    ]);
    await app.database.db.insert(channels).values([
      { code: 'spring_ad', name: 'Spring ads' },
      { code: 'autumn', name: 'Autumn' },
      { code: 'old', name: 'Old', enabled: false },
    ]);
  });

  const inSeconds = (s: number) => Math.floor(app.clock.now().getTime() / 1000) + s;
  const check = (openId: string, lang = 'en') => post(app, '/ut/func/open-check', { openId }, { lang });

  it('accepts a link the partner signed, and says when it stops working', async () => {
    const expires = inSeconds(3600);
    const res = await check(signOpenId('acme', expires, SECRET));
    expect(res.body).toMatchObject({
      code: '000',
      data: { partnerName: 'ACME Docs', expireTime: new Date(expires * 1000).toISOString() },
    });
  });

  it('answers 40100 for a forged, expired, too long, paused, ended or unknown partner link', async () => {
    const good = signOpenId('acme', inSeconds(3600), SECRET);
    const bad = [
      signOpenId('acme', inSeconds(3600), 'not-the-secret'),
      signOpenId('acme', inSeconds(-1), SECRET),
      signOpenId('acme', inSeconds(31 * 86_400), SECRET),
      signOpenId('paused', inSeconds(3600), SECRET),
      signOpenId('over', inSeconds(3600), SECRET),
      signOpenId('nobody', inSeconds(3600), SECRET),
      good.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      good.replace(/\.(\d+)\./, (_, n: string) => `.${Number(n) + 1}.`),
      'acme',
      'acme.123.xyz',
    ];
    for (const openId of bad) {
      expect((await check(openId)).body, openId).toEqual({
        code: '40100',
        message: 'Authentication failed.',
        data: null,
      });
    }
    expect((await check(bad[0]!, 'zh-CN')).body.message).toBe('认证失败');
  });

  it('records open calls of a listed function for the partner, refusing bad links', async () => {
    const openId = signOpenId('acme', inSeconds(600), SECRET);
    const res = await post(app, '/ut/v1/ot', { openId, code: 'pdf_merge', subId: 'user-42' });
    expect(res.body.data).toMatchObject({ code: 'pdf_merge', partnerName: 'ACME Docs' });
    const rows = await app.database.db.select().from(openCalls).where(eq(openCalls.openId, 'acme'));
    expect(rows.map((r) => [r.funcCode, r.subId])).toEqual([['pdf_merge', 'user-42']]);
    expect((await post(app, '/ut/v1/ot', { openId, code: 'no_such_tool' })).body.code).toBe('40400');
    const forged = signOpenId('acme', inSeconds(600), 'guess');
    expect((await post(app, '/ut/v1/ot', { openId: forged, code: 'pdf_merge' })).body.code).toBe('40100');
    expect(await app.database.db.$count(openCalls)).toBe(1);
  });

  it('counts visits of known channels and keeps the first channel of a signed-in user', async () => {
    const unknown = await post(app, '/ut/channel/check', { cid: 'whatever' });
    expect(unknown.body.data).toEqual({ channel: null, attributed: false });
    expect((await post(app, '/ut/channel/check', { cid: 'old' })).body.data).toEqual({
      channel: null,
      attributed: false,
    });
    expect((await post(app, '/ut/channel/check', { cid: 'bad id!' })).body.code).toBe('40000');
    expect((await post(app, '/ut/channel/check', { cid: 'spring_ad' })).body.data).toEqual({
      channel: 'spring_ad',
      attributed: false,
    });
    const user = await newUser(app);
    expect((await authed(app, '/ut/channel/check', user.token, { cid: 'spring_ad' })).body.data).toEqual({
      channel: 'spring_ad',
      attributed: true,
    });
    expect((await authed(app, '/ut/channel/check', user.token, { cid: 'autumn' })).body.data).toEqual({
      channel: 'autumn',
      attributed: false,
    });
    const [mine] = await app.database.db.select().from(userChannels).where(eq(userChannels.userId, user.id));
    expect(mine?.channelCode).toBe('spring_ad');
    const [visits] = await app.database.db
      .select()
      .from(channelVisits)
      .where(eq(channelVisits.channelCode, 'spring_ad'));
    expect(visits?.visits).toBe(2);
  });

  it(`counts at most ${CHANNEL_VISITS_PER_HOUR} visits an hour from one address`, async () => {
    // A fresh hour: the calls of the tests before (same address) no longer count against it.
    app.clock.advance(HOUR + 1);
    for (let i = 0; i < CHANNEL_VISITS_PER_HOUR + 5; i++)
      await post(app, '/ut/channel/check', { cid: 'autumn' });
    const days = await app.database.db
      .select()
      .from(channelVisits)
      .where(eq(channelVisits.channelCode, 'autumn'));
    // One visit came from the signed-in call of the test before.
    expect(days.reduce((sum, d) => sum + d.visits, 0)).toBe(1 + CHANNEL_VISITS_PER_HOUR);
  });
});
