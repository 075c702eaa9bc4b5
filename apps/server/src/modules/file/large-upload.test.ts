import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { httpUpload } from './http-upload.ts';
import { largeDocx } from './testing.ts';

/** Big enough for 32 chunks of 2 MiB; the full 200 MB run is in `npm run bench`. */
const MEGABYTES = 64;

describe.each(backends)('a large upload cut halfway and resumed, over HTTP, on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let base: string;

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it(`uploads ${MEGABYTES} MB, resumes from alreadyWriteIndexList and downloads the same bytes`, async () => {
    const bytes = largeDocx(MEGABYTES);
    const cutAt = 16;
    const started = Date.now();
    const result = await httpUpload(base, bytes, 'large.docx', 'word_to_pdf', cutAt);
    const seconds = (Date.now() - started) / 1000;
    expect(result.resumedWith).toEqual(Array.from({ length: cutAt }, (_, i) => i));
    expect(result.status).toBe(2);
    expect(result.chunks).toBe(Math.ceil(bytes.length / (2048 * 1024)));

    const start = await fetch(`${base}/file/down-start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: result.fileId }),
    }).then((r) => r.json() as Promise<{ data: { url: string; splitCount: number; size: number } }>);
    expect(start.data.size).toBe(bytes.length);
    const hash = createHash('sha256');
    for (let i = 0; i < start.data.splitCount; i++) {
      const res = await fetch(`${base}${start.data.url}/${i}`);
      expect(res.status).toBe(200);
      hash.update(Buffer.from(await res.arrayBuffer()));
    }
    expect(hash.digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    console.log(`${kind}: ${MEGABYTES} MB upload with a cut and resume in ${seconds.toFixed(1)} s`);
  });
});
