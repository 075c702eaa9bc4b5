import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appSuite, post } from '../../test/backends.ts';

// The desktop trial: offered by /system/information/get and downloadable only when a build is there.
describe('desktop trial download', () => {
  const dist = mkdtempSync(join(tmpdir(), 'desktop-dist-'));
  // Stands for the executable `npm run build:desktop` writes (built and run under wine in
  // scripts/build-desktop.test.ts); here only its serving is tested.
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(70_000, 7)]);
  let app: FastifyInstance;
  appSuite('pglite', (suite) => void (app = suite.app), { backend: { desktopDist: dist } });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('is not offered, and answers 404, while no build is there', async () => {
    const info = await post(app, '/system/information/get', {});
    expect(info.body.data).not.toHaveProperty('desktopTrial');
    const res = await app.inject({ method: 'GET', url: '/download/toolbox-desktop-win-x64.exe' });
    expect(res.statusCode).toBe(404);
  });

  it('is offered with its size and version once built, and downloads as an attachment', async () => {
    writeFileSync(join(dist, 'toolbox-desktop-win-x64.exe'), exe);
    const info = await post(app, '/system/information/get', {});
    expect(info.body.data).toMatchObject({
      desktopTrial: { url: '/download/toolbox-desktop-win-x64.exe', bytes: exe.length, version: '0.1.0' },
    });
    const res = await app.inject({ method: 'GET', url: '/download/toolbox-desktop-win-x64.exe' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="toolbox-desktop-win-x64.exe"');
    expect(res.headers['content-type']).toBe('application/vnd.microsoft.portable-executable');
    expect(res.rawPayload.equals(exe)).toBe(true);
  });
});
