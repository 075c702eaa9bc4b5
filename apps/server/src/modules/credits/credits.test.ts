import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { DAY } from '../session/clock.ts';
import { deleteExpiredEntries } from './records.ts';
import { creditEntries } from './tables.ts';
import { newUser } from './testing.ts';

type Credits = { totalFuncPoint: number; useFuncPoint: number; day: string };
type Records = {
  list: { type: string; typeText: string; remark: string; deltaPoint: number; resultPoint: number }[];
  totalCount: number;
};

describe.each(backends)('daily credits on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  it('serves the payment family under all three prefixes and answers 001 without login', async () => {
    const user = await newUser(app);
    for (const prefix of ['/ut/v1', '/ut/i2', '/ut/p3']) {
      const res = await authed(app, `${prefix}/qh`, user.token, { timezoneOffset: 0 });
      expect(res.body.code).toBe('000');
      expect(res.body.data).toMatchObject({ totalFuncPoint: 10, useFuncPoint: 0 });
      expect((await post(app, `${prefix}/qh`, {})).body.code).toBe('001');
    }
  });

  it('gives a level-1 user 10 credits a day once, however many concurrent queries', async () => {
    const user = await newUser(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authed(app, '/ut/v1/qh', user.token, { timezoneOffset: -480 })),
    );
    for (const a of answers) expect(a.body.data).toMatchObject({ totalFuncPoint: 10, useFuncPoint: 0 });
    const entries = await app.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.accountId, `u:${user.id}`));
    expect(entries.map((e) => [e.type, e.delta, e.result])).toEqual([['init_default', 10, 10]]);
  });

  it('starts a new day when the user day ends in real time: leftovers expire (reset), the day is granted', async () => {
    const user = await newUser(app);
    const first = (await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: 300 })).body.data as Credits;
    // New York's day ends at 05:00 UTC of the next date; a minute later it is a new day.
    const ends = Date.parse(`${first.day}T00:00:00Z`) + DAY + 300 * 60_000;
    app.clock.advance(ends - app.clock.now().getTime() + 60_000);
    const next = (await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: 300 })).body.data as Credits;
    expect(next.day > first.day).toBe(true);
    const records = (await authed(app, '/ut/v1/page-func-point-change-record', user.token, {})).body
      .data as Records;
    expect(records.list.map((r) => r.type).reverse()).toEqual(['init_default', 'reset', 'daily_reset']);
    const reset = records.list.find((r) => r.type === 'reset')!;
    expect(reset).toMatchObject({ deltaPoint: -10, resultPoint: 0, typeText: 'Reset' });
    expect(next.totalFuncPoint).toBe(10);
  });

  it('does not start a new day when the offset jumps east within the day (UTC to UTC+14, UTC-12 to UTC+14)', async () => {
    for (const from of [0, 720]) {
      const user = await newUser(app);
      const first = (await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: from })).body
        .data as Credits;
      for (const offset of [-480, -840, 840, -840]) {
        const jumped = (await authed(app, '/ut/v1/qh', user.token, { timezoneOffset: offset })).body.data;
        expect(jumped).toMatchObject({ day: first.day, totalFuncPoint: 10 });
      }
      const grants = await app.database.db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.accountId, `u:${user.id}`));
      expect(grants.map((e) => e.type)).toEqual(['init_default']);
    }
  });

  it('gives tourists free daily credits counted by client address', async () => {
    const a = await app.inject({
      method: 'POST',
      url: '/ut/i2/qt',
      remoteAddress: '203.0.113.7',
      payload: {},
    });
    const b = await app.inject({
      method: 'POST',
      url: '/ut/p3/qt',
      remoteAddress: '203.0.113.8',
      payload: {},
    });
    expect(a.json().data).toMatchObject({ totalFuncPoint: 10, useFuncPoint: 0 });
    expect(b.json().data).toMatchObject({ totalFuncPoint: 10, useFuncPoint: 0 });
    const ids = (await app.database.db.select().from(creditEntries)).map((e) => e.accountId);
    expect(ids).toContain('t:203.0.113.7');
    expect(ids).toContain('t:203.0.113.8');
  });

  it('shows credit records for 7 days; the retention deletes older ones and keeps the newer', async () => {
    const user = await newUser(app);
    await authed(app, '/ut/v1/qh', user.token, {});
    // The session is used on day 4 (a call that grants nothing), so it has not idled out by day 8.
    app.clock.advance(4 * DAY);
    expect((await authed(app, '/open/user/get-login-info', user.token, {})).body.code).toBe('000');
    app.clock.advance(4 * DAY);
    await authed(app, '/ut/v1/qh', user.token, {});
    const zh = await app.inject({
      method: 'POST',
      url: '/ut/v1/page-func-point-change-record',
      headers: { accesstoken: user.token, lang: 'zh-CN', 'content-type': 'application/json' },
      payload: '{}',
    });
    const visible = zh.json().data as Records;
    // The first day's grant is 8 days old: hidden even before the job runs.
    expect(visible.list.map((r) => r.type)).toEqual(['daily_reset', 'reset']);
    expect(visible.list[0]!.typeText).toBe('每日重置');
    expect(visible.list[0]!.remark).toBe('Lv.1 每日积分');
    const all = () =>
      app.database.db
        .select()
        .from(creditEntries)
        .where(eq(creditEntries.accountId, `u:${user.id}`));
    expect(await all()).toHaveLength(3);
    expect(await deleteExpiredEntries(app.database.db, app.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await all()).map((e) => e.type).sort()).toEqual(['daily_reset', 'reset']);
  });

  it('answers /qv with level 1, its daily credits and no periods', async () => {
    const user = await newUser(app);
    const res = await authed(app, '/ut/v1/qv', user.token, { timezoneOffset: 0 });
    expect(res.body.data).toMatchObject({
      id: user.id,
      level: 1,
      maxLevel: 1,
      levelList: [],
      levelExpire: false,
      expireTimeMills: 0,
      funcPointDay: 10,
      totalFuncPoint: 10,
      useFuncPoint: 0,
      videoRewardClaimed: false,
    });
  });

  it('keeps the two profile switches', async () => {
    const user = await newUser(app);
    expect((await authed(app, '/ut/user-setting/get', user.token)).body.data).toEqual({
      hideDeductConfirm: false,
      autoDeduct: false,
    });
    await authed(app, '/ut/user-setting/save', user.token, { hideDeductConfirm: true });
    await authed(app, '/ut/user-setting/save', user.token, { autoDeduct: true });
    expect((await authed(app, '/ut/user-setting/get', user.token)).body.data).toEqual({
      hideDeductConfirm: true,
      autoDeduct: true,
    });
    expect((await authed(app, '/ut/user-setting/save', user.token, { autoDeduct: 'yes' })).body.code).toBe(
      '40000',
    );
  });
});
