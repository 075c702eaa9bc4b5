// `npm run bench upload`: a 200 MB chunked upload over HTTP with the connection cut halfway and
// resumed, on a fresh embedded server; reference = hashing and writing the same bytes to disk once.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { seedCatalog } from '../apps/server/src/modules/func/seed.ts';
import { httpUpload } from '../apps/server/src/modules/file/http-upload.ts';
import { largeDocx } from '../apps/server/src/modules/file/testing.ts';
import { testConfig } from '../apps/server/src/test/backends.ts';
import type { BenchRow } from './bench-types.ts';

const MEGABYTES = 200;

export async function benchUpload(): Promise<BenchRow[]> {
  const config = testConfig();
  const db = await openDatabase(config);
  try {
    await db.migrate();
    await seedCatalog(db.db);
    const app = await buildApp({ config, db, logger: false });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const bytes = largeDocx(MEGABYTES);

    const refStart = performance.now();
    createHash('sha256').update(bytes).digest('hex');
    const refDir = mkdtempSync(join(tmpdir(), 'bench-ref-'));
    writeFileSync(join(refDir, 'copy.docx'), bytes);
    const reference = (performance.now() - refStart) / 1000;
    rmSync(refDir, { recursive: true, force: true });

    const started = performance.now();
    const result = await httpUpload(base, bytes, 'bench.docx', 'word_to_pdf', 50);
    const seconds = (performance.now() - started) / 1000;
    await app.close();
    if (result.status !== 2 || result.resumedWith.length !== 50)
      throw new Error('upload did not resume and finish');
    return [
      {
        name: `upload ${MEGABYTES} MB, 2 MiB chunks, cut at chunk 50 and resumed`,
        ours: `${seconds.toFixed(1)} s (${(MEGABYTES / seconds).toFixed(0)} MB/s)`,
        reference: `${reference.toFixed(1)} s hash + write once`,
        note: `${result.chunks} chunks; the server hashes again while assembling`,
      },
    ];
  } finally {
    await db.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}
