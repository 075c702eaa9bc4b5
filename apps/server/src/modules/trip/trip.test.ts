import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { MAX_LIVE_SHARES } from './service.ts';
import { tripShares } from './tables.ts';

const plan = {
  title: 'Three days in Hangzhou',
  startDate: '2026-04-03',
  currency: 'CNY',
  budget: 2500,
  days: [
    {
      title: 'West Lake',
      places: [
        {
          name: 'Broken Bridge',
          lat: 30.2587,
          lng: 120.1505,
          time: '08:30',
          cost: 0,
          mode: 'walk',
          travelMinutes: 25,
        },
        { name: 'Lingyin Temple', lat: 30.2408, lng: 120.1016, cost: 75 },
      ],
    },
    { places: [{ name: 'Longjing village', note: 'tea tasting' }] },
  ],
};

const device = (secret: string) => ({ cookie: `toolbox_device=${secret.padEnd(43, 'x')}` });

describe.each(backends)('trip plan share links on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  it('shares a plan under an unguessable id that anyone can open without a login, until it expires', async () => {
    const owner = await newUser(app);
    const shared = await authed(app, '/ut/trip-plan/share', owner.token, { plan, expireDays: 1 });
    expect(shared.body.code).toBe('000');
    const share = shared.body.data as { id: string; expireTime: string; title: string };
    expect(share.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(share.title).toBe('Three days in Hangzhou');
    const opened = await post(app, '/ut/trip-plan/get-share', { id: share.id });
    expect(opened.body.data).toMatchObject({
      plan: {
        title: plan.title,
        days: [
          {
            places: [
              { name: 'Broken Bridge', mode: 'walk' },
              { name: 'Lingyin Temple', mode: 'transit', time: '' },
            ],
          },
          {},
        ],
      },
    });
    // Two shares of the same plan get different ids.
    const again = (await authed(app, '/ut/trip-plan/share', owner.token, { plan })).body.data as {
      id: string;
    };
    expect(again.id).not.toBe(share.id);
    app.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const late = await post(app, '/ut/trip-plan/get-share', { id: share.id });
    expect(late.body).toMatchObject({ code: '40400' });
    expect(late.status).toBe(404);
    expect((await post(app, '/ut/trip-plan/get-share', { id: again.id })).body.code).toBe('000'); // 7 days
  });

  it('lets only its owner list and revoke it; a revoked link stops opening, for everyone the same', async () => {
    const owner = await newUser(app);
    const other = await newUser(app);
    const { id } = (await authed(app, '/ut/trip-plan/share', owner.token, { plan })).body.data as {
      id: string;
    };
    expect(
      ((await authed(app, '/ut/trip-plan/list-shares', owner.token)).body.data as { id: string }[]).map(
        (s) => s.id,
      ),
    ).toEqual([id]);
    expect((await authed(app, '/ut/trip-plan/list-shares', other.token)).body.data).toEqual([]);
    const stranger = await authed(app, '/ut/trip-plan/revoke-share', other.token, { id });
    expect(stranger.body).toMatchObject({ code: '40400' });
    expect((await post(app, '/ut/trip-plan/get-share', { id })).body.code).toBe('000');
    expect((await authed(app, '/ut/trip-plan/revoke-share', owner.token, { id })).body.code).toBe('000');
    const gone = await post(app, '/ut/trip-plan/get-share', { id }, { lang: 'zh-CN' });
    expect(gone.body.message).toBe('该行程分享不存在、已过期或已被分享者撤回。');
    const unknown = await post(app, '/ut/trip-plan/get-share', { id: 'A'.repeat(22) });
    expect(unknown.body.message).toBe(
      'This shared trip plan does not exist, has expired or was withdrawn by the person who shared it.',
    );
    expect((await authed(app, '/ut/trip-plan/list-shares', owner.token)).body.data).toEqual([]);
  });

  it('keeps tourists apart by browser: one cannot revoke another’s link from the same address', async () => {
    const a = device('tourist-a');
    const b = device('tourist-b');
    const { id } = (await post(app, '/ut/trip-plan/share', { plan }, a)).body.data as { id: string };
    expect((await post(app, '/ut/trip-plan/list-shares', {}, b)).body.data).toEqual([]);
    expect((await post(app, '/ut/trip-plan/revoke-share', { id }, b)).body.code).toBe('40400');
    expect((await post(app, '/ut/trip-plan/revoke-share', { id }, a)).body.code).toBe('000');
    const [row] = await app.database.db.select().from(tripShares).where(eq(tripShares.id, id));
    expect(row!.owner).toMatch(/^a:127\.0\.0\.1#/);
  });

  it('refuses bad plans and bad ids with the field named, and more than the live links allowed', async () => {
    const user = await newUser(app);
    const noDays = await authed(app, '/ut/trip-plan/share', user.token, { plan: { ...plan, days: [] } });
    expect(noDays.body.code).toBe('40000');
    expect(noDays.body.message).toContain('plan.days');
    const badTime = { ...plan, days: [{ places: [{ name: 'x', time: '25:00' }] }] };
    expect((await authed(app, '/ut/trip-plan/share', user.token, { plan: badTime })).body.message).toContain(
      'plan.days.0.places.0.time',
    );
    expect((await post(app, '/ut/trip-plan/get-share', { id: '../../etc' })).body.code).toBe('40000');
    const small = { title: 'x', days: [{ places: [] }] };
    for (let i = 0; i < MAX_LIVE_SHARES; i++) {
      expect((await authed(app, '/ut/trip-plan/share', user.token, { plan: small })).body.code).toBe('000');
    }
    expect((await authed(app, '/ut/trip-plan/share', user.token, { plan: small })).body.code).toBe('42900');
  });
});
