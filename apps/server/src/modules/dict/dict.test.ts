import { eq } from 'drizzle-orm';
import { paperSizesValue, siteNoticeValue, idPhotoSizesValue } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appSuite, backends, post } from '../../test/backends.ts';
import { putConstant } from '../constant/service.ts';
import { cacheLoads } from '../../db/cached-read.ts';
import { dictEntries } from './tables.ts';
import { frameSiteNotice } from '../../http/static.ts';
import { putDictEntry } from './service.ts';

type Entry = { code: string; value: unknown; updateTime: string };

describe.each(backends)('dictionary and constants on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  const get = async (code: string) => (await post(app, '/open/dict/get', { code })).body;
  const fresh = async (codeList: string[]) =>
    (await post(app, '/open/dict/get-and-cache', { codeList })).body.data as Entry[];

  it('serves the seeded notice, paper and ID-photo sizes in their documented shapes', async () => {
    const notice = siteNoticeValue.parse(((await get('site_notice')).data as Entry).value);
    expect(notice.enabled).toBe(true);
    expect(notice.text.en).toContain('star');
    expect(notice.text['zh-CN']).toContain('收藏');
    expect(Date.parse(notice.endTime!)).toBeGreaterThan(Date.parse('2026-01-01'));
    const [paper, photo] = await fresh(['paper_sizes', 'id_photo_sizes']);
    const a4 = paperSizesValue
      .parse(paper!.value)
      .find((s) => s.series === 'A')!
      .sizes.find((s) => s.name === 'A4');
    expect(a4).toEqual({ name: 'A4', widthMm: 210, heightMm: 297 });
    const oneInch = idPhotoSizesValue.parse(photo!.value)[0]!.sizes[0]!;
    expect(oneInch).toMatchObject({ widthPx: 295, heightPx: 413, widthMm: 25, heightMm: 35 });
  });

  it("serves /open/dict/get from memory and follows an operator's change to the table", async () => {
    // The writer's own notification comes a moment after its commit and drops the copy once more:
    // wait for it, so the loads counted below are the reads' alone.
    const heard = new Promise<void>((resolve) => {
      const stop = app.database.changes.subscribe((table) => {
        if (table === 'dict_entry' || table === '*') {
          stop();
          resolve();
        }
      });
    });
    await putDictEntry(app.database.db, { code: 'test_cache', value: { n: 1 } });
    await heard;
    expect(((await get('test_cache')).data as Entry).value).toEqual({ n: 1 });
    const loads = cacheLoads(app.database.db)['dict:intl'];
    for (let i = 0; i < 3; i++) expect(((await get('test_cache')).data as Entry).value).toEqual({ n: 1 });
    expect(cacheLoads(app.database.db)['dict:intl']).toBe(loads);
    // An operator's plain SQL: the change trigger's notification drops the copy.
    await app.database.db
      .update(dictEntries)
      .set({ value: { n: 2 } })
      .where(eq(dictEntries.code, 'test_cache'));
    await expect
      .poll(async () => ((await get('test_cache')).data as Entry).value, { timeout: 5000 })
      .toEqual({ n: 2 });
    await putDictEntry(app.database.db, { code: 'test_cache', value: { n: 3 } });
    expect((await fresh(['test_cache', 'no_such_code'])).map((e) => e.value)).toEqual([{ n: 3 }]);
    expect(((await get('test_cache')).data as Entry).value).toEqual({ n: 3 });
  });

  it("gives the home page's first frame the seeded notice until it is closed, ended, off or malformed", async () => {
    const db = app.database.db;
    const seeded = await frameSiteNotice(db, 'intl', undefined);
    expect(seeded?.notice.id).toBe('favourites-2026');
    expect(seeded?.entry.code).toBe('site_notice');
    // Closed by this visitor (the web app's cookie, URI-encoded): not shown; another id still is.
    expect(await frameSiteNotice(db, 'intl', 'a=1; SITE_NOTICE_CLOSED=favourites-2026')).toBeNull();
    expect(await frameSiteNotice(db, 'intl', 'SITE_NOTICE_CLOSED=older')).not.toBeNull();
    // Past its end time.
    expect(await frameSiteNotice(db, 'intl', undefined, Date.parse('2027-07-01'))).toBeNull();
    const value = seeded!.notice;
    try {
      await putDictEntry(db, {
        code: 'site_notice',
        value: { ...value, id: 'a b/c', text: { en: 'Edited', 'zh-CN': '已改' } },
      });
      await expect
        .poll(async () => (await frameSiteNotice(db, 'intl', undefined))?.notice.text.en)
        .toBe('Edited');
      expect(
        await frameSiteNotice(db, 'intl', `SITE_NOTICE_CLOSED=${encodeURIComponent('a b/c')}`),
      ).toBeNull();
      await putDictEntry(db, { code: 'site_notice', value: { ...value, enabled: false } });
      await expect.poll(() => frameSiteNotice(db, 'intl', undefined)).toBeNull();
      await putDictEntry(db, { code: 'site_notice', value: { id: 'broken' } });
      await expect.poll(() => frameSiteNotice(db, 'intl', undefined)).toBeNull();
    } finally {
      await putDictEntry(db, { code: 'site_notice', value });
    }
  });

  it('answers 40400 for an unknown code (also once cached) and 40000 for malformed requests', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await post(app, '/open/dict/get', { code: 'nothing_here' }, { lang: 'zh-CN' });
      expect(res.body).toEqual({ code: '40400', message: '字典项 nothing_here 不存在。', data: null });
    }
    expect((await post(app, '/open/dict/get', { code: 'a b' })).body.code).toBe('40000');
    expect((await post(app, '/open/dict/get-and-cache', { codeList: [] })).body.code).toBe('40000');
  });

  it('lists the constants of the edition; an edition row overrides the shared one', async () => {
    const all = (await post(app, '/ut/constant/select-all')).body.data as Record<string, string>;
    // The record-filing constants belong to the cn edition.
    expect(all).not.toHaveProperty('record_filing_url');
    await putConstant(app.database.db, { key: 'test_key', value: 'shared' });
    await putConstant(app.database.db, { key: 'test_key', edition: 'intl', value: 'intl only' });
    await putConstant(app.database.db, { key: 'test_key', edition: 'cn', value: 'cn only' });
    await putConstant(app.database.db, { key: '__proto__', value: 'plain key' });
    const next = (await post(app, '/ut/constant/select-all')).body.data as Record<string, string>;
    expect(next.test_key).toBe('intl only');
    expect(Object.getOwnPropertyDescriptor(next, '__proto__')?.value).toBe('plain key');
  });
});

describe.each(backends)('the cn edition dictionary and constants on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite), { backend: { edition: 'cn' } });

  it('has the record-filing constants and prefers cn rows of the dictionary', async () => {
    const all = (await post(app, '/ut/constant/select-all')).body.data as Record<string, string>;
    expect(all).toMatchObject({ record_filing_no: '', record_filing_url: 'https://beian.miit.gov.cn/' });
    await putDictEntry(app.database.db, { code: 'test_edition', value: 'all' });
    await putDictEntry(app.database.db, { code: 'test_edition', edition: 'intl', value: 'intl' });
    const res = await post(app, '/open/dict/get-and-cache', { codeList: ['test_edition'] });
    expect((res.body.data as Entry[])[0]!.value).toBe('all');
    await putDictEntry(app.database.db, { code: 'test_edition', edition: 'cn', value: 'cn' });
    const again = await post(app, '/open/dict/get-and-cache', { codeList: ['test_edition'] });
    expect((again.body.data as Entry[])[0]!.value).toBe('cn');
  });
});
