import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, backends, post } from '../../test/backends.ts';
import { dropCached } from '../../db/cached-read.ts';
import { adItems } from './tables.ts';

type Item = {
  id: number;
  url: string;
  icon: string;
  title: string;
  text: string;
  secText: string;
  titles: Record<string, string>;
  funcCode: string | null;
};

const list = async (app: FastifyInstance, body: unknown, lang = 'en') =>
  (await post(app, '/bd/ali/list', body, { lang })).body.data as Item[];

describe.each(backends)('banner lists on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  it('serves banner_bd by default, in the asked language with both kept', async () => {
    const [banner, ...rest] = await list(app, {});
    expect(rest).toEqual([]);
    expect(banner).toMatchObject({
      url: '/user-inviter',
      icon: 'gift',
      title: 'Invite friends, get membership free',
    });
    expect(banner!.text).toContain('<b>1 point</b>');
    expect(banner!.titles['zh-CN']).toBe('邀请好友，免费领会员');
    expect((await list(app, { code: 'banner_bd' }, 'zh-CN'))[0]!.title).toBe('邀请好友，免费领会员');
  });

  it('serves the recommended and mascot tools in order, and no cn ads in intl', async () => {
    const recommended = await list(app, { code: 'func_recommend' });
    expect(recommended.map((i) => i.funcCode).slice(0, 3)).toEqual([
      'pdf_merge',
      'pdf_to_word',
      'image_compress',
    ]);
    expect((await list(app, { code: 'func_wang' })).map((i) => i.funcCode)).toContain('qr_code_generator');
    expect(await list(app, { code: 'banner_ad_cn' })).toEqual([]);
  });

  it('leaves out disabled, not yet started and ended items and unsafe links, judged at each read', async () => {
    const now = app.clock.now().getTime();
    const base = { listCode: 'test_live', title: { en: 'T' }, text: { en: 'x' }, secText: {} };
    await app.database.db.insert(adItems).values([
      { ...base, orderNumber: 1, url: 'javascript:alert(1)', icon: 'javascript:x' },
      { ...base, orderNumber: 2, url: '//evil.example/', icon: '/img/a.svg', enabled: false },
      { ...base, orderNumber: 3, url: 'https://example.com/a', startAt: new Date(now + 3_600_000) },
      { ...base, orderNumber: 4, url: '/vip', endAt: new Date(now - 1000) },
      { ...base, orderNumber: 5, url: '//evil.example/', icon: '/img/a.svg', endAt: new Date(now + 30_000) },
    ]);
    // A writer in this process drops its copy at once (other processes hear the notification).
    dropCached(app.database.db, ['ad_item']);
    const live = await list(app, { code: 'test_live' });
    expect(live.map((i) => [i.url, i.icon])).toEqual([
      ['', ''],
      ['', '/img/a.svg'],
    ]);
    app.clock.advance(60_000);
    expect((await list(app, { code: 'test_live' })).length).toBe(1);
    app.clock.advance(3_600_000);
    expect((await list(app, { code: 'test_live' })).map((i) => i.url)).toEqual(['', 'https://example.com/a']);
    expect((await post(app, '/bd/ali/list', { code: '<script>' })).body.code).toBe('40000');
  });
});

describe.each(backends)('cn banner ads on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite), { backend: { edition: 'cn' } });

  it('serves the cn edition its banner ads in Chinese by default', async () => {
    const ads = await list(app, { code: 'banner_ad_cn' }, '');
    expect(ads.map((a) => [a.url, a.title])).toEqual([
      ['/vip', '会员'],
      ['/feedback', '功能需求征集'],
    ]);
  });
});
