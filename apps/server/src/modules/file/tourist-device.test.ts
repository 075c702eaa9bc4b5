import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFilesConfig } from '../../config.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import type { DatabaseHandle } from '../../db/open.ts';
import { DEVICE_COOKIE } from '../session/device.ts';
import { insertFinishedTask } from '../task/testing.ts';
import { call, download, upload, type Caller } from './testing.ts';

const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/three-pages.docx'));
const files = { ...defaultFilesConfig, splitSizeKB: 4, userQuotaBytes: docx.length * 2 + 100 };

/** A browser at `address` holding device cookie `secret` (43 base64url characters, as we issue). */
const browser = (address: string, secret: string): Caller => ({
  remoteAddress: address,
  headers: { cookie: `lang=en; ${DEVICE_COOKIE}=${secret.padEnd(43, 'x')}` },
});

describe.each(backends)('tourists behind one address on %s', (kind) => {
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

  it('hands a cookie-less client an HttpOnly device cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/file/file-tips', payload: {} });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    const again = await app.inject({
      method: 'POST',
      url: '/file/file-tips',
      payload: {},
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it("keeps one browser's files from another browser at the same address; the same cookie sees them", async () => {
    const first = browser('10.20.30.40', 'first');
    const second = browser('10.20.30.40', 'second');
    const { fileId, last } = await upload(app, docx, 'mine.docx', 'word_to_pdf', first);
    expect(last.code).toBe('000');
    // The second browser (same address, other device cookie) gets the answer of a deleted file.
    expect((await call(app, '/file/query', { fileId }, second)).body.code).toBe('997');
    expect((await download(app, fileId, second)).start.code).toBe('997');
    // A client without the cookie is not that browser either.
    expect((await call(app, '/file/query', { fileId }, { remoteAddress: '10.20.30.40' })).body.code).toBe(
      '997',
    );
    // The first browser, with its cookie, still has it.
    expect((await call(app, '/file/query', { fileId }, first)).body.code).toBe('000');
    expect((await download(app, fileId, first)).bytes?.equals(docx)).toBe(true);
    // Same cookie from another address is another tourist (the address stays part of the key).
    expect((await call(app, '/file/query', { fileId }, browser('10.20.30.41', 'first'))).body.code).toBe(
      '997',
    );
  });

  it("lists and answers a tourist's tasks to that browser only", async () => {
    const key = createHash('sha256').update('tasks'.padEnd(43, 'x')).digest('base64url').slice(0, 22);
    const id = await insertFinishedTask(handle.db, {
      owner: `a:10.20.30.60#${key}`,
      funcCode: 'word_to_pdf',
      apiType: 'doc',
      now: app.clock.now(),
    });
    const page = { pageNum: 1, pageSize: 15, funcCode: 'word_to_pdf', apiType: 'doc' };
    const mine = browser('10.20.30.60', 'tasks');
    const other = browser('10.20.30.60', 'other-tasks');
    expect((await call(app, '/task/page', page, mine)).body.data).toMatchObject({ totalCount: 1 });
    expect((await call(app, '/task/query', { id }, mine)).body.code).toBe('000');
    expect((await call(app, '/task/page', page, other)).body.data).toMatchObject({ totalCount: 0 });
    expect((await call(app, '/task/query', { id }, other)).body.code).not.toBe('000');
  });

  it('counts the storage quota per address, not per device (new cookies give no more room)', async () => {
    const start = (device: string) =>
      call(
        app,
        '/file/trans-start',
        { name: `${device}.docx`, size: docx.length, hash: 'f'.repeat(64), funcCode: 'word_to_pdf' },
        browser('10.20.30.50', device),
      );
    expect((await start('quota-a')).body.code).toBe('000');
    expect((await start('quota-b')).body.code).toBe('000');
    // Two files fill this address's quota, whichever cookie asks next.
    expect((await start('quota-c')).body.code).toBe('41303');
    // Another address has its own.
    const elsewhere = await call(
      app,
      '/file/trans-start',
      { name: 'd.docx', size: docx.length, hash: 'f'.repeat(64), funcCode: 'word_to_pdf' },
      browser('10.20.30.51', 'quota-c'),
    );
    expect(elsewhere.body.code).toBe('000');
  });
});
