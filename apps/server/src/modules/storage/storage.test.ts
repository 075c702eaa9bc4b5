import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFilesConfig } from '../../config.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { DAY } from '../session/clock.ts';
import { sweepExpired } from '../file/retention.ts';
import { download, upload } from '../file/testing.ts';
import { localStorage } from './local.ts';
import { s3Storage, type S3Options } from './s3.ts';
import { StorageMissingError, type Storage } from './storage.ts';

const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
let s3rver: S3rver;
let s3: S3Options;

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(root, 's3rver'),
    configureBuckets: [{ name: 'toolbox' }],
  });
  const { port } = await s3rver.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'toolbox',
    // s3rver's built-in key pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'files',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(root, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ['local disk', () => localStorage(join(root, 'local'))],
  ['S3 (s3rver)', () => s3Storage(s3)],
];

describe.each(adapters)('storage adapter: %s', (_name, make) => {
  it('writes, reads whole and by range, sizes, lists and deletes objects', async () => {
    const storage = make();
    const bytes = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
    await storage.put('objects/2026/01/02/abc', bytes, bytes.length);
    await storage.put('parts/f1/0', Readable.from([bytes.subarray(0, 10), bytes.subarray(10, 100)]), 100);
    await storage.put('parts/f1/1', Buffer.from('x'), 1);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read('objects/2026/01/02/abc')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(
      (await storage.readRange('objects/2026/01/02/abc', 9_990, 20_000)).equals(bytes.subarray(9_990)),
    ).toBe(true);
    expect((await storage.readRange('objects/2026/01/02/abc', 5, 9)).equals(bytes.subarray(5, 9))).toBe(true);
    expect(await storage.size('parts/f1/0')).toBe(100);
    expect(await storage.size('parts/none')).toBeNull();
    const listed: string[] = [];
    for await (const key of storage.list('parts/')) listed.push(key);
    expect(listed.sort()).toEqual(['parts/f1/0', 'parts/f1/1']);
    await storage.delete(['parts/f1/0', 'parts/f1/1', 'parts/never-there']);
    const after: string[] = [];
    for await (const key of storage.list('parts/')) after.push(key);
    expect(after).toEqual([]);
    await expect(storage.read('parts/f1/0')).rejects.toBeInstanceOf(StorageMissingError);
    await expect(storage.put('../escape', bytes, bytes.length)).rejects.toThrow(/bad storage key/);
  });
});

describe.each(backends)('uploads and downloads kept in S3 on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/three-pages.docx'));

  setupSuite(async () => {
    backend = await createBackend(kind);
    const files = { ...defaultFilesConfig, splitSizeKB: 2, s3: { ...s3, prefix: `app-${kind}` } };
    ({ app } = await startTestApp(backend, { config: { files } }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it('assembles the chunks in the bucket, serves them back and deletes them when expired', async () => {
    expect(app.files.storage.kind).toBe('s3');
    const { fileId, last } = await upload(app, docx, 'in-s3.docx', 'word_to_pdf');
    expect(last).toMatchObject({ code: '000', data: { status: 2 } });
    const { bytes } = await download(app, fileId);
    expect(bytes?.equals(docx)).toBe(true);
    const keys: string[] = [];
    for await (const key of app.files.storage.list('')) keys.push(key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^objects\//);
    app.clock.advance(4 * DAY);
    await sweepExpired(app.files);
    const left: string[] = [];
    for await (const key of app.files.storage.list('')) left.push(key);
    expect(left).toEqual([]);
  });
});
