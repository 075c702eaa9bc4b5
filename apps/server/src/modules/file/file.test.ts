import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFilesConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/open.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { DAY } from '../session/clock.ts';
import { sweepExpired } from './retention.ts';
import { storedFiles } from './tables.ts';
import { call, download, sendChunk, sha256, signedIn, upload } from './testing.ts';

const fixtures = join(import.meta.dirname, '../convert/__fixtures__');
const docx = readFileSync(join(fixtures, 'three-pages.docx'));
const doc = readFileSync(join(fixtures, 'chinese-image.doc'));
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** 4 KiB chunks, so the small fixtures still arrive in several pieces. */
const files = { ...defaultFilesConfig, splitSizeKB: 4, userQuotaBytes: 1024 * 1024 };

describe.each(backends)('file transfer on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app, handle } = await startTestApp(backend, { config: { files } }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  const objectOnDisk = async (fileId: string) => {
    const [row] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    return row ? { row, size: await app.files.storage.size(row.storageKey) } : null;
  };
  const partsOf = async (fileId: string) => {
    const keys: string[] = [];
    for await (const key of app.files.storage.list(`parts/${fileId}/`)) keys.push(key);
    return keys;
  };

  it('answers the upload limits for a tool, and 40906 for a tool that is not a server task', async () => {
    const res = await call(app, '/file/query-file-upload-config', { funcCode: 'word_to_pdf' });
    expect(res.body.data).toMatchObject({
      splitSizeKB: 4,
      maxFileSizeKB: 256 * 1024,
      maxUserSizeKB: 1024,
      maxFileCount: 1,
      accept: ['docx', 'doc', 'odt', 'rtf'],
      fileCacheDay: 3,
    });
    const other = await call(app, '/file/query-file-upload-config', { funcCode: 'pdf_merge' });
    expect(other.body.code).toBe('40906');
    expect((await call(app, '/file/file-tips', { apiType: 'document' })).body.data).toEqual({
      fileCacheDay: 3,
    });
  });

  it('uploads a .docx in chunks, checks it by content and stores it under a server-made name', async () => {
    const { fileId, last } = await upload(app, docx, '报告 final.docx', 'word_to_pdf');
    expect(last).toMatchObject({ code: '000', data: { status: 2 } });
    const info = await call(app, '/file/query', { fileId });
    expect(info.body.data).toMatchObject({
      name: '报告 final.docx',
      size: docx.length,
      ext: 'docx',
      status: 2,
    });
    const stored = await objectOnDisk(fileId);
    expect(stored?.size).toBe(docx.length);
    expect(stored?.row.storageKey).toMatch(/^objects\/\d{4}\/\d\d\/\d\d\/[0-9a-f]{32}$/);
    expect(await partsOf(fileId)).toEqual([]);
    // The same file again: already there, nothing to send.
    const again = await call(app, '/file/trans-start', {
      name: '报告 final.docx',
      size: docx.length,
      hash: sha256(docx),
      funcCode: 'word_to_pdf',
    });
    expect(again.body.data).toMatchObject({ fileId, status: 2 });
    const down = await download(app, fileId);
    expect(down.bytes?.equals(docx)).toBe(true);
    expect(down.info).toMatchObject({ name: '报告 final.docx', splitCount: 1, watermarked: false });
  });

  it('resumes an interrupted upload from alreadyWriteIndexList', async () => {
    const body = { name: 'old.doc', size: doc.length, hash: sha256(doc), funcCode: 'word_to_image' };
    const start = await call(app, '/file/trans-start', body);
    const { fileId, splitCount } = start.body.data as { fileId: string; splitCount: number };
    expect(splitCount).toBe(Math.ceil(doc.length / 4096));
    await sendChunk(app, fileId, 0, doc.subarray(0, 4096));
    // A cut connection: half of chunk 1 arrives and is refused; nothing of it is kept.
    const cut = await sendChunk(app, fileId, 1, doc.subarray(4096, 6000));
    expect(cut.body.code).toBe('40903');
    const resumed = await call(app, '/file/trans-start', body);
    expect(resumed.body.data).toMatchObject({ fileId, status: 1, alreadyWriteIndexList: [0] });
    expect(await partsOf(fileId)).toEqual([`parts/${fileId}/0`]);
    const { last } = await upload(app, doc, 'old.doc', 'word_to_image');
    expect(last).toMatchObject({ code: '000', data: { status: 2 } });
    expect((await call(app, '/file/query', { fileId })).body.data).toMatchObject({ ext: 'doc', status: 2 });
  });

  it('takes chunks sent all at once, twice over, and assembles the file exactly once', async () => {
    const caller = { remoteAddress: '10.3.3.3' };
    const start = await call(
      app,
      '/file/trans-start',
      { name: 'parallel.docx', size: docx.length, hash: sha256(docx), funcCode: 'word_to_pdf' },
      caller,
    );
    const { fileId, splitCount } = start.body.data as { fileId: string; splitCount: number };
    const sends = [...Array(splitCount).keys(), ...Array(splitCount).keys()].map((i) =>
      sendChunk(app, fileId, i, docx.subarray(i * 4096, (i + 1) * 4096), caller),
    );
    const answers = await Promise.all(sends);
    expect(answers.every((a) => a.body.code === '000')).toBe(true);
    expect(answers.some((a) => (a.body.data as { status: number }).status === 2)).toBe(true);
    const { row, size } = (await objectOnDisk(fileId))!;
    expect(row).toMatchObject({ status: 2, ext: 'docx' });
    expect(size).toBe(docx.length);
    expect(await partsOf(fileId)).toEqual([]);
    expect((await download(app, fileId, caller)).bytes?.equals(docx)).toBe(true);
  });

  it('refuses a file whose bytes do not match the SHA-256 given at the start, keeping nothing', async () => {
    const start = await call(app, '/file/trans-start', {
      name: 'a.docx',
      size: docx.length,
      hash: sha256(Buffer.from('something else')),
      funcCode: 'word_to_pdf',
    });
    const { fileId, splitCount } = start.body.data as { fileId: string; splitCount: number };
    let last;
    for (let i = 0; i < splitCount; i++)
      last = await sendChunk(app, fileId, i, docx.subarray(i * 4096, (i + 1) * 4096));
    expect(last?.body.code).toBe('40902');
    expect(await objectOnDisk(fileId)).toBeNull();
    expect(await partsOf(fileId)).toEqual([]);
  });

  it('checks the content, not the name: a PNG or text named .docx is refused', async () => {
    const asDocx = await upload(app, png, 'photo.docx', 'word_to_pdf');
    expect(asDocx.last.code).toBe('41501');
    expect(asDocx.last.message).toContain('docx, doc, odt, rtf');
    const text = await upload(app, Buffer.from('just text, not a document'), 'notes.docx', 'word_to_pdf');
    expect(text.last.code).toBe('41501');
    expect(await objectOnDisk(asDocx.fileId)).toBeNull();
  });

  it('refuses chunks of the wrong size or index, files over the limit and uploads over the quota', async () => {
    const start = await call(app, '/file/trans-start', {
      name: 'b.docx',
      size: 5000,
      hash: sha256(docx),
      funcCode: 'word_to_pdf',
    });
    const { fileId } = start.body.data as { fileId: string };
    expect((await sendChunk(app, fileId, 2, Buffer.alloc(904))).body.code).toBe('40903');
    expect((await sendChunk(app, fileId, 0, Buffer.alloc(100))).body.code).toBe('40903');
    const big = await call(app, '/file/trans-start', {
      name: 'big.docx',
      size: 257 * 1024 * 1024,
      hash: sha256(docx),
      funcCode: 'word_to_pdf',
    });
    expect(big.body.code).toBe('41302');
    const quota = await call(app, '/file/trans-start', {
      name: 'q.docx',
      size: 2 * 1024 * 1024,
      hash: sha256(png),
      funcCode: 'word_to_pdf',
    });
    expect(quota.body.code).toBe('41303');
    expect(quota.body.message).toContain('1 MB');
  });

  it('lets only the owner touch a file: another tourist or a user sees nothing', async () => {
    const user = await signedIn(app, `owner-${kind}@example.com`);
    const { fileId } = await upload(app, docx, 'mine.docx', 'word_to_pdf', user);
    const stranger = { remoteAddress: '10.9.8.7' };
    expect((await call(app, '/file/query', { fileId }, stranger)).body.code).toBe('997');
    expect((await call(app, '/file/down-start', { fileId }, stranger)).body.code).toBe('997');
    // A tourist on the user's own address is still someone else.
    expect((await call(app, '/file/down-start', { fileId })).body.code).toBe('997');
    expect((await sendChunk(app, fileId, 0, docx.subarray(0, 4096), stranger)).body.code).toBe('40404');
    expect((await download(app, fileId, user)).bytes?.equals(docx)).toBe(true);
    const bad = await app.inject({ method: 'GET', url: '/file/down-data/0123456789abcdef/0' });
    expect(bad.statusCode).toBe(410);
    expect(bad.json()).toMatchObject({ code: '997' });
  });

  it('gives up an assembly whose server died (lease of 10 minutes): the same file uploads again', async () => {
    const caller = { remoteAddress: '10.2.2.2' };
    const body = { name: 'stuck.docx', size: docx.length, hash: sha256(docx), funcCode: 'word_to_pdf' };
    const first = (await call(app, '/file/trans-start', body, caller)).body.data as { fileId: string };
    // What a server that died right after claiming the assembly leaves behind.
    await handle.db
      .update(storedFiles)
      .set({ status: 3, expiresAt: new Date(app.clock.now().getTime() + 10 * 60_000) })
      .where(eq(storedFiles.id, first.fileId));
    const during = await call(app, '/file/trans-start', body, caller);
    expect(during.body.data).toMatchObject({ fileId: first.fileId, status: 1 });
    app.clock.advance(11 * 60_000);
    const { fileId, last } = await upload(app, docx, 'stuck.docx', 'word_to_pdf', caller);
    expect(fileId).not.toBe(first.fileId);
    expect(last).toMatchObject({ code: '000', data: { status: 2 } });
  });

  it('deletes files after fileCacheDay days and partial uploads after a day: 997, bytes gone', async () => {
    const { fileId } = await upload(app, docx, 'kept.docx', 'word_to_pdf', { remoteAddress: '10.1.1.1' });
    const partial = await call(
      app,
      '/file/trans-start',
      { name: 'half.doc', size: doc.length, hash: sha256(doc), funcCode: 'word_to_pdf' },
      { remoteAddress: '10.1.1.1' },
    );
    const partialId = (partial.body.data as { fileId: string }).fileId;
    await sendChunk(app, partialId, 0, doc.subarray(0, 4096), { remoteAddress: '10.1.1.1' });
    const stored = (await objectOnDisk(fileId))!;

    app.clock.advance(DAY + 60_000);
    await sweepExpired(app.files);
    expect(await objectOnDisk(partialId)).toBeNull();
    expect(await partsOf(partialId)).toEqual([]);
    expect((await objectOnDisk(fileId))?.size).toBe(docx.length);

    app.clock.advance(2 * DAY);
    const expired = await call(app, '/file/down-start', { fileId }, { remoteAddress: '10.1.1.1' });
    expect(expired.body).toMatchObject({ code: '997', message: 'File expired.' });
    await sweepExpired(app.files);
    expect(await objectOnDisk(fileId)).toBeNull();
    expect(await app.files.storage.size(stored.row.storageKey)).toBeNull();
  });
});
