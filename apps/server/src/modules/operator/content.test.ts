import {
  operatorContentPaths,
  type AdItem,
  type OpBanner,
  type OpContentStatus,
  type OpPartner,
} from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameSiteNotice } from '../../http/static.ts';
import { authed } from '../../test/accounts.ts';
import { appSuite, post } from '../../test/backends.ts';
import { syntheticYear } from '../calendar/testing.ts';
import { coveredYears } from '../calendar/service.ts';
import { newUser } from '../credits/testing.ts';
import { signOpenId } from '../partner/open-id.ts';
import { users } from '../user/tables.ts';
import { grantOperator } from './roles.ts';

const cli = { id: null, name: 'cli:test' };
const C = operatorContentPaths;

// On PostgreSQL: the public reads are served from memory there, and dropped by the change feed.
describe('operator content on postgres', () => {
  let app: FastifyInstance;
  let operator: { id: string; token: string };
  let member: { id: string; token: string };
  appSuite('postgres', async (suite) => {
    app = suite.app;
    operator = await newUser(app);
    member = await newUser(app);
    const [row] = await app.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, operator.id));
    await grantOperator(app.database.db, row!.email!, cli, app.clock.now());
  });

  const op = (path: string, body: unknown = {}, lang = 'en') =>
    post(app, path, body, { accesstoken: operator.token, lang });
  const auditOf = async (action: string) =>
    (
      (await op('/ut/op/audit/page', { action })).body.data as {
        list: { action: string; target: string; before: unknown; after: unknown; reason: string }[];
      }
    ).list;

  it('refuses every content call to a normal user (403) and to nobody (401)', async () => {
    for (const path of Object.values(C)) {
      expect([path, (await authed(app, path, member.token, {})).status]).toEqual([path, 403]);
      expect([path, (await post(app, path, {})).status]).toEqual([path, 401]);
    }
  });

  it('adds next year to the holiday table: checked, audited, served by fd_work at once', async () => {
    const next = coveredYears(app.clock.now())[1];
    const status = async () => (await op(C.operatorContentStatus)).body.data as OpContentStatus;
    const calendar = async () =>
      (await post(app, '/ut/calendar/cn-holidays', {})).body.data as { years: { year: number }[] };
    // Warm the public copy first: the change must replace it.
    const before = (await calendar()).years.map((y) => y.year);
    expect(before).not.toContain(next);
    expect((await status()).holidays.missingYears).toContain(next);

    const wrong = { ...syntheticYear(next), workdays: [`${next}-03-03`] };
    const refused = await op(C.operatorHolidaySave, { year: wrong, reason: 'typo' }, 'zh-CN');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('40000');
    expect(refused.body.message).toMatch(new RegExp(`^${next} 年的安排不一致：`));

    const saved = await op(C.operatorHolidaySave, { year: syntheticYear(next), reason: 'notice published' });
    expect(saved.body.code).toBe('000');
    const after = saved.body.data as OpContentStatus;
    expect(after.holidays.missingYears).not.toContain(next);
    expect(after.holidays.years.find((y) => y.year === next)?.origin).toBe('operator');
    expect((await calendar()).years.map((y) => y.year)).toContain(next);
    const [entry] = await auditOf('content.holiday.');
    expect(entry).toMatchObject({ action: 'content.holiday.save', target: String(next), before: null });
    expect(entry!.reason).toBe('notice published');

    // The dictionary tab checks the same entry's shape.
    const viaDict = await op('/ut/op/dict/save', { code: 'cn_holidays', value: { years: [wrong] } });
    expect([viaDict.status, viaDict.body.code]).toEqual([400, '40000']);
    expect(viaDict.body.message).toMatch(/^The value does not fit entry cn_holidays: /);

    expect((await op(C.operatorHolidayDelete, { year: next })).body.code).toBe('000');
    expect((await calendar()).years.map((y) => y.year)).not.toContain(next);
  });

  it('schedules the site notice with start and end; a new text gets a new id; the home frame follows', async () => {
    const now = app.clock.now().getTime();
    const hour = 3_600_000;
    const later = {
      enabled: true,
      text: { 'zh-CN': '周六凌晨维护', en: 'Maintenance on Saturday night' },
      url: '/feedback',
      linkText: { 'zh-CN': '反馈', en: 'Feedback' },
      startTime: new Date(now + hour).toISOString(),
      endTime: new Date(now + 2 * hour).toISOString(),
      reason: 'maintenance',
    };
    const saved = await op(C.operatorNoticeSave, later);
    expect(saved.body.code).toBe('000');
    const first = saved.body.data as { id: string; startTime: string };
    expect(first.startTime).toBe(later.startTime);
    // The public entry carries the dates; the page (and the first frame) hide it before its start.
    const publicEntry = async () =>
      ((await post(app, '/open/dict/get', { code: 'site_notice' })).body.data as { value: { id: string } })
        .value;
    expect(await publicEntry()).toMatchObject({
      id: first.id,
      startTime: later.startTime,
      endTime: later.endTime,
    });
    const frame = (at: number) => frameSiteNotice(app.database.db, 'intl', undefined, at);
    expect(await frame(now)).toBeNull();
    expect((await frame(now + 1.5 * hour))?.notice.id).toBe(first.id);
    expect(await frame(now + 2.5 * hour)).toBeNull();

    // Only the dates change: same id (who closed it keeps it closed).
    const moved = await op(C.operatorNoticeSave, { ...later, startTime: null });
    expect((moved.body.data as { id: string }).id).toBe(first.id);
    expect((await frame(now))?.notice.id).toBe(first.id);
    expect(await frameSiteNotice(app.database.db, 'intl', `SITE_NOTICE_CLOSED=${first.id}`, now)).toBeNull();
    // A new text: a new id, so it shows again to those who closed the old one.
    const changed = await op(C.operatorNoticeSave, {
      ...later,
      startTime: null,
      text: { ...later.text, en: 'New' },
    });
    expect((changed.body.data as { id: string }).id).not.toBe(first.id);
    expect(await publicEntry()).toMatchObject({ id: (changed.body.data as { id: string }).id });

    const backwards = await op(
      C.operatorNoticeSave,
      { ...later, endTime: new Date(now).toISOString() },
      'zh-CN',
    );
    expect([backwards.status, backwards.body.code]).toEqual([400, '40000']);
    const badLink = await op(C.operatorNoticeSave, { ...later, url: 'javascript:alert(1)' });
    expect(badLink.status).toBe(400);
    expect((await op(C.operatorNoticeGet, { edition: 'all' })).body.data).toMatchObject({
      id: (changed.body.data as { id: string }).id,
      edition: 'all',
    });
    expect((await auditOf('content.notice.')).length).toBe(3);
  });

  it('adds, changes and removes a banner of banner_bd; /bd/ali/list serves it at once', async () => {
    const list = async () => (await post(app, '/bd/ali/list', { code: 'banner_bd' })).body.data as AdItem[];
    const seeded = await list();
    const saved = await op(C.operatorBannerSave, {
      url: 'https://example.org/sale',
      icon: 'gift',
      title: { en: 'Winter sale', 'zh-CN': '冬季特惠' },
      text: { en: 'Members <b>half price</b>', 'zh-CN': '会员<b>半价</b>' },
      secText: { en: 'until Sunday', 'zh-CN': '截至周日' },
      orderNumber: 0,
      reason: 'campaign',
    });
    expect(saved.body.code).toBe('000');
    const banner = saved.body.data as OpBanner;
    expect(banner).toMatchObject({ listCode: 'banner_bd', edition: 'all', enabled: true });
    expect((await list()).map((b) => b.title)).toContain('Winter sale');
    expect((await list()).find((b) => b.id === banner.id)?.text).toBe('Members <b>half price</b>');

    const off = await op(C.operatorBannerSave, {
      ...banner,
      enabled: false,
      startAt: null,
      endAt: null,
      reason: '',
    });
    expect(off.body.code).toBe('000');
    expect((await list()).map((b) => b.id)).not.toContain(banner.id);
    const listed = (await op(C.operatorBannerList)).body.data as { list: OpBanner[] };
    expect(listed.list.find((b) => b.id === banner.id)?.enabled).toBe(false);

    expect((await op(C.operatorBannerSave, { url: 'javascript:x', title: { en: 'x' } })).status).toBe(400);
    const pick = await op(C.operatorBannerSave, { listCode: 'func_recommend', title: { en: 'x' } });
    expect([pick.status, pick.body.message]).toEqual([
      400,
      'List func_recommend is edited in the Picks tab.',
    ]);
    expect((await op(C.operatorBannerDelete, { id: banner.id, reason: 'over' })).body.code).toBe('000');
    expect((await list()).length).toBe(seeded.length);
    expect((await op(C.operatorBannerDelete, { id: banner.id })).status).toBe(400);
    expect((await auditOf('content.banner.')).map((e) => e.action)).toEqual([
      'content.banner.delete',
      'content.banner.save',
      'content.banner.save',
    ]);
  });

  it('adds a partner whose secret is shown once and never audited; pausing and rotating take effect at once', async () => {
    const saved = await op(C.operatorPartnerSave, {
      openId: 'acme-docs',
      name: 'ACME Docs',
      reason: 'contract',
    });
    const { partner, secret } = saved.body.data as { partner: OpPartner; secret: string };
    expect(partner).toMatchObject({ openId: 'acme-docs', enabled: true, calls: 0 });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const expires = Math.floor(app.clock.now().getTime() / 1000) + 3600;
    const check = (key: string) =>
      post(app, '/ut/func/open-check', { openId: signOpenId('acme-docs', expires, key) });
    expect((await check(secret)).body.code).toBe('000');

    const again = await op(C.operatorPartnerSave, { openId: 'acme-docs', name: 'ACME', enabled: false });
    expect((again.body.data as { secret: string | null }).secret).toBeNull();
    expect((await check(secret)).body.code).toBe('40100');
    await op(C.operatorPartnerSave, { openId: 'acme-docs', name: 'ACME', enabled: true });
    const rotated = (await op(C.operatorPartnerRotate, { openId: 'acme-docs' })).body.data as {
      secret: string;
    };
    expect(rotated.secret).not.toBe(secret);
    expect((await check(secret)).body.code).toBe('40100');
    expect((await check(rotated.secret)).body.code).toBe('000');

    const entries = await auditOf('content.partner.');
    expect(entries.map((e) => e.action)).toEqual([
      'content.partner.rotate-secret',
      'content.partner.save',
      'content.partner.save',
      'content.partner.save',
    ]);
    expect(JSON.stringify(entries)).not.toContain(secret);
    expect(JSON.stringify(entries)).not.toContain(rotated.secret);
    expect((await op(C.operatorPartnerSave, { openId: 'a b', name: 'x' })).status).toBe(400);
  });
});
