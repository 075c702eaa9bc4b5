import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultFilesConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/open.ts';
import { appSuite, backends } from '../../test/backends.ts';
import { DAY } from '../session/clock.ts';
import { sweepExpired } from './retention.ts';
import { storedFiles } from './tables.ts';
import { call, sendChunk, sha256, type Caller } from './testing.ts';

const MB = 1024 * 1024;
/** A 4 MB quota and 1 MB files: exactly 4 uploads fit. */
const files = { ...defaultFilesConfig, splitSizeKB: 1024, maxFileBytes: MB, userQuotaBytes: 4 * MB };

const start = (app: FastifyInstance, caller: Caller, name = `f-${randomBytes(6).toString('hex')}.docx`) =>
  call(
    app,
    '/file/trans-start',
    { name, size: MB, hash: sha256(randomBytes(32)), funcCode: 'word_to_pdf' },
    caller,
  );

describe.each(backends)('storage quota on %s', (kind) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  appSuite(kind, (suite) => ({ app, handle } = suite), { app: { config: { files } } });

  it('accepts exactly floor(quota / size) of many parallel trans-start calls', async () => {
    const caller = { remoteAddress: '10.40.0.1' };
    const answers = await Promise.all(Array.from({ length: 12 }, () => start(app, caller)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(4);
    expect(codes.filter((c) => c === '41303')).toHaveLength(8);
    const rows = await handle.db.select().from(storedFiles).where(eq(storedFiles.owner, 'a:10.40.0.1'));
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBe(4 * MB);
    // Another owner is not held back by this one's quota.
    expect((await start(app, { remoteAddress: '10.40.0.2' })).body.code).toBe('000');
  });

  it('gives the space back when an upload fails its check or expires', async () => {
    const caller = { remoteAddress: '10.40.1.1' };
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(((await start(app, caller)).body.data as { fileId: string }).fileId);
    expect((await start(app, caller)).body.code).toBe('41303');
    // The last chunk of an upload whose bytes do not match its hash: the upload is deleted.
    const bad = await sendChunk(app, ids[0]!, 0, randomBytes(MB), caller);
    expect(bad.body.code).toBe('40902');
    const again = await Promise.all(Array.from({ length: 3 }, () => start(app, caller)));
    expect(again.map((a) => a.body.code).sort()).toEqual(['000', '41303', '41303']);
    // Unfinished uploads expire after a day, and their space with them.
    app.clock.advance(DAY + 60_000);
    await sweepExpired(app.files);
    const later = await Promise.all(Array.from({ length: 6 }, () => start(app, caller)));
    expect(later.filter((a) => a.body.code === '000')).toHaveLength(4);
  });
});
