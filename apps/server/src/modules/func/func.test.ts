import { categories, tools, type CategoryDef, type ToolDef } from '@toolbox/catalog';
import {
  envelopeSchema,
  feeRulesResponse,
  funcCategoryListResponse,
  funcQueryResponse,
  funcSearchResponse,
} from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import {
  backends,
  createBackend,
  setupSuite,
  post,
  startTestApp,
  type TestBackend,
} from '../../test/backends.ts';
import { seedCatalog } from './seed.ts';
import { funcs } from './tables.ts';

const fixtureCategories: CategoryDef[] = [
  { code: 'pdf', name: { 'zh-CN': 'PDF 工具', en: 'PDF tools' } },
  { code: 'image', name: { 'zh-CN': '图片工具', en: 'Image tools' } },
  { code: 'text', name: { 'zh-CN': '文本工具', en: 'Text tools' } },
  { code: 'desktop', name: { 'zh-CN': '桌面版功能', en: 'Desktop app' } },
  { code: 'game', name: { 'zh-CN': '小游戏', en: 'Games' } },
];

function tool(
  code: string,
  category: ToolDef['category'],
  en: string,
  zh: string,
  extra: Partial<ToolDef> = {},
) {
  return {
    code,
    category,
    name: { en, 'zh-CN': zh },
    description: { en: `${en}, quickly`, 'zh-CN': `${zh}，很快` },
    openLevel: 0,
    price: 0,
    point: 0,
    freeCount: 0,
    runs: 'browser',
    wang: false,
    built: true,
    ...extra,
  } satisfies ToolDef;
}

const fixtureTools: ToolDef[] = [
  tool('text_replace', 'text', 'Find and replace text', '文本替换'),
  tool('pdf_merge', 'pdf', 'Merge PDF', 'PDF合并', { wang: true, keywords: { en: ['combine', 'join'] } }),
  tool('image_compress', 'image', 'Compress image', '图片压缩', {
    openLevel: 1,
    price: 1.5,
    point: 10,
    freeCount: 2,
  }),
  tool('pdf_to_word', 'pdf', 'PDF to Word', 'PDF转Word', { openLevel: 3, point: 2, runs: 'server' }),
  tool('pdf_to_word_desktop', 'desktop', 'PDF to Word (desktop)', 'PDF转Word（桌面版）', {
    openLevel: 4,
    built: false,
  }),
];

describe.each(backends)('function calls on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app, handle } = await startTestApp(backend));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it('lists the real catalog: built tools in catalog order, categories that have one', async () => {
    const all = envelopeSchema(funcQueryResponse).parse((await post(app, '/ut/func/query', {})).body);
    expect(all.data!.map((f) => f.code)).toEqual(tools.filter((t) => t.built).map((t) => t.code));
    const cats = envelopeSchema(funcCategoryListResponse).parse(
      (await post(app, '/ut/func-category/list')).body,
    );
    const used = new Set(tools.filter((t) => t.built).map((t) => t.category));
    expect(cats.data!.map((c) => c.code)).toEqual(
      categories.filter((c) => used.has(c.code)).map((c) => c.code),
    );
  });

  describe('with a fixture catalog', () => {
    setupSuite(async () => {
      await seedCatalog(handle.db, { tools: fixtureTools, categories: fixtureCategories });
    });

    it('queries every listed function in catalog order, in the request language', async () => {
      const res = await post(app, '/ut/func/query', { code: '' });
      const data = envelopeSchema(funcQueryResponse).parse(res.body).data!;
      expect(data.map((f) => f.code)).toEqual(['text_replace', 'pdf_merge', 'image_compress', 'pdf_to_word']);
      expect(data[2]).toEqual({
        code: 'image_compress',
        name: 'Compress image',
        description: 'Compress image, quickly',
        names: { en: 'Compress image', 'zh-CN': '图片压缩' },
        descriptions: { en: 'Compress image, quickly', 'zh-CN': '图片压缩，很快' },
        categoryCode: 'image',
        categoryName: 'Image tools',
        iconImageBase64: null,
        openLevel: 1,
        price: 1.5,
        point: 10,
        freeCount: 2,
        freeIntroduction: null,
        wang: false,
        runs: 'browser',
        orderNumber: 3,
      });
      const zh = (await post(app, '/ut/func/query', {}, { lang: 'zh-CN' })).body.data as { name: string }[];
      expect(zh.map((f) => f.name)).toEqual(['文本替换', 'PDF合并', '图片压缩', 'PDF转Word']);
    });

    it('queries one function by code, and 40400 for unknown or unlisted codes', async () => {
      const one = envelopeSchema(funcQueryResponse).parse(
        (await post(app, '/ut/func/query', { code: ' pdf_merge ' })).body,
      );
      expect(one.data!.map((f) => [f.code, f.categoryName, f.wang])).toEqual([
        ['pdf_merge', 'PDF tools', true],
      ]);
      for (const code of ['no_such_tool', 'pdf_to_word_desktop']) {
        const res = await post(app, '/ut/func/query', { code });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: '40400', message: `Function ${code} does not exist.`, data: null });
      }
      const zh = await post(app, '/ut/func/query', { code: 'nope' }, { lang: 'zh-CN' });
      expect(zh.body.message).toBe('功能 nope 不存在。');
    });

    it('searches names, descriptions and keywords in both languages, best match first', async () => {
      const codes = async (keyword: string) =>
        envelopeSchema(funcSearchResponse)
          .parse((await post(app, '/ut/func/search-list', { keyword })).body)
          .data!.map((f) => f.code);
      // A few scattered character pairs ("ge" of "image") are not a match: the share rule drops them.
      expect(await codes('merge')).toEqual(['pdf_merge']);
      expect(await codes('合并')).toEqual(['pdf_merge']);
      expect((await codes('combine'))[0]).toBe('pdf_merge');
      expect((await codes('quickly')).length).toBe(4);
      // Tools matching every word come alone; the pairs of 替换文本 meet in 文本替换.
      expect(await codes('pdf word')).toEqual(['pdf_to_word']);
      expect(await codes('替换文本')).toEqual(['text_replace']);
      expect(await codes('xylophone')).toEqual([]);
      expect(await codes('desktop')).not.toContain('pdf_to_word_desktop');
      expect(await codes('桌面版')).toEqual([]);
      expect(await codes('   ')).toEqual([]);
      const zh = await post(app, '/ut/func/search-list', { keyword: '压缩' }, { lang: 'zh-CN' });
      expect((zh.body.data as { name: string }[]).map((f) => f.name)).toEqual(['图片压缩']);
    });

    it('lists the fee rules of paid functions only', async () => {
      const res = envelopeSchema(feeRulesResponse).parse((await post(app, '/ut/func/list-fee-rules')).body);
      expect(res.data).toEqual([
        { code: 'image_compress', openLevel: 1, price: 1.5, point: 10, freeCount: 2, freeIntroduction: null },
        { code: 'pdf_to_word', openLevel: 3, price: 0, point: 2, freeCount: 0, freeIntroduction: null },
      ]);
    });

    it('lists only categories with a listed function, in catalog order', async () => {
      const res = envelopeSchema(funcCategoryListResponse).parse(
        (await post(app, '/ut/func-category/list', {}, { 'accept-language': 'zh-CN' })).body,
      );
      expect(res.data!.map((c) => [c.code, c.name, c.orderNumber])).toEqual([
        ['pdf', 'PDF 工具', 1],
        ['image', '图片工具', 2],
        ['text', '文本工具', 3],
      ]);
    });

    it('re-seeding updates names and prices, unlists removed tools and keeps operator fields', async () => {
      await handle.db
        .update(funcs)
        .set({ iconImageBase64: 'data:image/png;base64,AAAA' })
        .where(eq(funcs.code, 'pdf_merge'));
      const changed = fixtureTools
        .filter((t) => t.code !== 'text_replace')
        .map((t) =>
          t.code === 'pdf_merge' ? { ...t, name: { en: 'Combine PDFs', 'zh-CN': 'PDF 合并' }, price: 2 } : t,
        );
      await seedCatalog(handle.db, { tools: changed, categories: fixtureCategories });
      await seedCatalog(handle.db, { tools: changed, categories: fixtureCategories });

      const data = (await post(app, '/ut/func/query', {})).body.data as {
        code: string;
        name: string;
        price: number;
      }[];
      expect(data.map((f) => f.code)).toEqual(['pdf_merge', 'image_compress', 'pdf_to_word']);
      const merge = (await post(app, '/ut/func/query', { code: 'pdf_merge' })).body.data as Record<
        string,
        unknown
      >[];
      expect(merge[0]).toMatchObject({
        name: 'Combine PDFs',
        price: 2,
        iconImageBase64: 'data:image/png;base64,AAAA',
      });
      expect((await post(app, '/ut/func/query', { code: 'text_replace' })).body.code).toBe('40400');
      // The row stays (history may point at it), only unlisted; the text category empties out.
      const rows = await handle.db.select().from(funcs).where(eq(funcs.code, 'text_replace'));
      expect(rows.map((r) => r.built)).toEqual([false]);
      const cats = (await post(app, '/ut/func-category/list')).body.data as { code: string }[];
      expect(cats.map((c) => c.code)).toEqual(['pdf', 'image']);
      expect(await handle.db.$count(funcs)).toBe(
        fixtureTools.length + tools.filter((t) => !fixtureTools.some((f) => f.code === t.code)).length,
      );
    });
  });
});
