import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dropCached } from '../../db/cached-read.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { funcs } from '../func/tables.ts';

type Item = { funcCode: string; orderNumber: number; code: string; name: string; categoryCode: string };

describe.each(backends)('favourites on %s', (kind) => {
  let app: FastifyInstance;
  appSuite(kind, (suite) => ({ app } = suite));

  const call = async (token: string, op: string, body: unknown = {}, lang = 'en') => {
    const res = await post(app, `/ut/func-collect/${op}`, body, { accesstoken: token, lang });
    return res.body as { code: string; message: string; data: Item[] | null };
  };
  const order = (items: Item[] | null) => items!.map((i) => `${i.orderNumber}:${i.funcCode}`);

  it('asks tourists to sign in for every favourites call', async () => {
    for (const op of ['list', 'save-or-update', 'batch-update', 'del']) {
      const res = await post(app, `/ut/func-collect/${op}`, { funcCode: 'pdf_merge', itemList: [] });
      expect(res.body.code, op).toBe('001');
    }
  });

  it('stars at the end, once, with the function fields in the asked language, and unstars', async () => {
    const { token } = await newUser(app);
    expect((await call(token, 'list')).data).toEqual([]);
    await call(token, 'save-or-update', { funcCode: 'pdf_merge' });
    await call(token, 'save-or-update', { funcCode: ' image_compress ' });
    const again = await call(token, 'save-or-update', { funcCode: 'pdf_merge' });
    expect(order(again.data)).toEqual(['1:pdf_merge', '2:image_compress']);
    expect(again.data![0]).toMatchObject({ code: 'pdf_merge', name: 'Merge PDF', categoryCode: 'pdf' });
    const zh = await call(token, 'list', {}, 'zh-CN');
    expect(zh.data![1]!.name).toBe('图片压缩');
    await call(token, 'save-or-update', { funcCode: 'text_replace' });
    const removed = await call(token, 'del', { funcCode: 'pdf_merge' });
    expect(order(removed.data)).toEqual(['1:image_compress', '2:text_replace']);
    // Removing what is not a favourite changes nothing.
    expect(order((await call(token, 'del', { funcCode: 'pdf_merge' })).data)).toEqual(order(removed.data));
  });

  it('moves a favourite to the place orderNumber names (1-based, clamped)', async () => {
    const { token } = await newUser(app);
    for (const funcCode of ['pdf_merge', 'pdf_split', 'pdf_rotate']) {
      await call(token, 'save-or-update', { funcCode });
    }
    const moved = await call(token, 'save-or-update', { funcCode: 'pdf_rotate', orderNumber: 1 });
    expect(order(moved.data)).toEqual(['1:pdf_rotate', '2:pdf_merge', '3:pdf_split']);
    const added = await call(token, 'save-or-update', { funcCode: 'text_replace', orderNumber: 2 });
    expect(order(added.data)).toEqual(['1:pdf_rotate', '2:text_replace', '3:pdf_merge', '4:pdf_split']);
    const last = await call(token, 'save-or-update', { funcCode: 'pdf_rotate', orderNumber: 99 });
    expect(order(last.data)).toEqual(['1:text_replace', '2:pdf_merge', '3:pdf_split', '4:pdf_rotate']);
  });

  it('saves a sorted order; keeps favourites the list left out and never adds back removed ones', async () => {
    const { token } = await newUser(app);
    for (const funcCode of ['pdf_merge', 'pdf_split', 'pdf_rotate', 'text_replace']) {
      await call(token, 'save-or-update', { funcCode });
    }
    // Tab B loaded [merge, split, rotate], then tab A removed split and added text_replace.
    await call(token, 'del', { funcCode: 'pdf_split' });
    const saved = await call(token, 'batch-update', {
      itemList: [
        { funcCode: 'pdf_rotate', orderNumber: 1 },
        { funcCode: 'pdf_split', orderNumber: 2 },
        { funcCode: 'pdf_merge', orderNumber: 3 },
      ],
    });
    expect(order(saved.data)).toEqual(['1:pdf_rotate', '2:pdf_merge', '3:text_replace']);
    // Order numbers are read as an order, not as places: gaps and duplicates are fine.
    const loose = await call(token, 'batch-update', {
      itemList: [
        { funcCode: 'text_replace', orderNumber: 10 },
        { funcCode: 'pdf_merge', orderNumber: 10 },
        { funcCode: 'pdf_rotate', orderNumber: 30 },
        { funcCode: 'pdf_merge', orderNumber: 40 },
      ],
    });
    expect(order(loose.data)).toEqual(['1:text_replace', '2:pdf_merge', '3:pdf_rotate']);
  });

  it('keeps each account to itself', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    await call(a.token, 'save-or-update', { funcCode: 'pdf_merge' });
    expect((await call(b.token, 'list')).data).toEqual([]);
    await call(b.token, 'del', { funcCode: 'pdf_merge' });
    expect(order((await call(a.token, 'list')).data)).toEqual(['1:pdf_merge']);
  });

  it('refuses malformed, unknown and unlisted functions', async () => {
    const { token } = await newUser(app);
    const bad = await call(token, 'save-or-update', { funcCode: '../etc' });
    expect(bad.code).toBe('40000');
    expect(bad.message).toContain('funcCode');
    expect((await call(token, 'save-or-update', { funcCode: 'no_such_tool' })).code).toBe('40400');
    expect((await call(token, 'save-or-update', { funcCode: 'pdf_merge_desktop' })).code).toBe('40400');
    expect((await call(token, 'batch-update', { itemList: [{ funcCode: 'x' }] })).code).toBe('40000');
    expect((await call(token, 'list')).data).toEqual([]);
  });

  it('hides a favourite whose function is unlisted and numbers the rest 1..n', async () => {
    const { token } = await newUser(app);
    for (const funcCode of ['tetris', 'pdf_merge', 'tic_tac_toe']) {
      await call(token, 'save-or-update', { funcCode });
    }
    // Plain SQL reaches this process's catalogue copy through the change notification, which may
    // arrive after the next request: drop the copy now, as an operator's save does.
    const setBuilt = async (built: boolean) => {
      await app.database.db.update(funcs).set({ built }).where(eq(funcs.code, 'tetris'));
      dropCached(app.database.db, ['func']);
    };
    await setBuilt(false);
    try {
      expect(order((await call(token, 'list')).data)).toEqual(['1:pdf_merge', '2:tic_tac_toe']);
    } finally {
      await setBuilt(true);
    }
    expect(order((await call(token, 'list')).data)).toEqual(['1:tetris', '2:pdf_merge', '3:tic_tac_toe']);
  });

  it('stays numbered 1..n under concurrent changes from several tabs', async () => {
    const { token } = await newUser(app);
    const codes = ['pdf_merge', 'pdf_split', 'pdf_rotate', 'pdf_unlock', 'pdf_compress', 'text_replace'];
    const more = ['tetris', 'tic_tac_toe', 'timestamp_trans', 'random_password'];
    await Promise.all(codes.map((funcCode) => call(token, 'save-or-update', { funcCode })));
    const first = (await call(token, 'list')).data!;
    expect(first.map((i) => i.orderNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(first.map((i) => i.funcCode))).toEqual(new Set(codes));
    const reversed = [...first]
      .reverse()
      .map((i, index) => ({ funcCode: i.funcCode, orderNumber: index + 1 }));
    await Promise.all([
      ...more.map((funcCode) => call(token, 'save-or-update', { funcCode })),
      call(token, 'batch-update', { itemList: reversed }),
      call(token, 'del', { funcCode: 'pdf_split' }),
      call(token, 'save-or-update', { funcCode: 'pdf_merge', orderNumber: 1 }),
    ]);
    const after = (await call(token, 'list')).data!;
    expect(after.map((i) => i.orderNumber)).toEqual(after.map((_, index) => index + 1));
    expect(new Set(after.map((i) => i.funcCode))).toEqual(
      new Set([...codes.filter((c) => c !== 'pdf_split'), ...more]),
    );
  });
});
