import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { envelopeSchema, systemInformationSchema } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './db/open.ts';
import {
  backends,
  createBackend,
  setupSuite,
  logCapture,
  post,
  startTestApp,
  type TestBackend,
} from './test/backends.ts';

describe.each(backends)('HTTP layer on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  const logs = logCapture();

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app, handle } = await startTestApp(backend, { logger: logs.logger }));
    // Routes that fail the way real bugs do, to see what leaks out.
    app.post('/ut/test/boom', async () => {
      throw new Error('secret detail: password=hunter2 at /srv/internal/file.ts');
    });
    app.post('/ut/test/bad-sql', async () => handle.db.execute(sql`select * from no_such_table_xyz`));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it('answers the success envelope with code 000', async () => {
    const { status, body } = await post(app, '/system/information/get', {});
    expect(status).toBe(200);
    const parsed = envelopeSchema(systemInformationSchema).parse(body);
    expect(parsed).toMatchObject({ code: '000', message: 'success' });
    expect(parsed.data).toEqual({
      edition: 'intl',
      defaultLocale: 'en',
      version: '0.1.0',
      publicUrl: 'http://127.0.0.1:8080',
      contactEmail: 'support@example.com',
    });
  });

  it('accepts an empty body, or none at all, as {}', async () => {
    expect((await post(app, '/ut/func/query')).body.code).toBe('000');
    const bare = await app.inject({ method: 'POST', url: '/ut/func/query' });
    expect(bare.json().code).toBe('000');
  });

  it('answers 40000 naming the field when validation fails', async () => {
    const missing = await post(app, '/ut/func/search-list', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: '40000',
      message: 'Invalid keyword: Invalid input: expected string, received undefined',
      data: null,
    });
    const tooLong = await post(app, '/ut/func/search-list', { keyword: 'x'.repeat(201) });
    expect(tooLong.body.code).toBe('40000');
    expect(tooLong.body.message).toMatch(/^Invalid keyword: .*200/);
    const zh = await post(app, '/ut/func/search-list', { keyword: 3 }, { lang: 'zh-CN' });
    expect(zh.body.message).toBe('参数 keyword 不正确：无效输入：期望 string，实际接收 数字');
  });

  it('answers 40000 for a body that is not an object or not JSON', async () => {
    const array = await post(app, '/ut/func/query', [1, 2]);
    expect(array.body).toMatchObject({ code: '40000', data: null });
    expect(array.body.message).toMatch(/^Invalid request body: .*expected object/);
    const broken = await app.inject({
      method: 'POST',
      url: '/ut/func/query',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: '40000',
      message: 'The request body is not valid JSON.',
      data: null,
    });
  });

  it('answers 40400 for an unknown API path, whatever the method', async () => {
    const unknown = await post(app, '/ut/no-such/call', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: '40400',
      message: 'Unknown API path: POST /ut/no-such/call',
      data: null,
    });
    const get = await app.inject({ method: 'GET', url: '/ut/func/query' });
    expect(get.statusCode).toBe(404);
    expect(get.json().code).toBe('40400');
  });

  it('answers 50000 with a generic message and logs the real error', async () => {
    for (const url of ['/ut/test/boom', '/ut/test/bad-sql']) {
      const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        code: '50000',
        message: 'Something went wrong on our side. Please try again later.',
        data: null,
      });
      expect(res.body).not.toMatch(/hunter2|no_such_table|stack|\.ts/);
    }
    const logged = JSON.stringify(logs.lines.filter((l) => l.msg === 'unexpected error'));
    expect(logged).toContain('hunter2');
    expect(logged).toContain('no_such_table_xyz');
  });

  it('logs one line per request, when it is answered, with its status and time', async () => {
    const before = logs.lines.length;
    await app.inject({ method: 'GET', url: '/healthz' });
    const mine = logs.lines.slice(before).filter((l) => l.reqId !== undefined);
    expect(mine.map((l) => l.msg)).toEqual(['request completed']);
    expect(mine[0]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) });
  });

  it('writes messages in the language of the lang header, then Accept-Language', async () => {
    const message = async (headers: Record<string, string>) =>
      (await post(app, '/ut/nope', {}, headers)).body.message;
    expect(await message({ lang: 'zh-CN' })).toBe('接口不存在：POST /ut/nope');
    expect(await message({ lang: 'en', 'accept-language': 'zh-CN' })).toBe('Unknown API path: POST /ut/nope');
    expect(await message({ 'accept-language': 'fr-FR, zh-TW;q=0.8, en;q=0.5' })).toBe(
      '接口不存在：POST /ut/nope',
    );
    expect(await message({ 'accept-language': 'en-GB,zh;q=0.9' })).toBe('Unknown API path: POST /ut/nope');
    expect(await message({ lang: 'xx', 'accept-language': 'de' })).toBe('Unknown API path: POST /ut/nope');
  });

  it('defaults to Chinese in the cn edition', async () => {
    const cn = await buildApp({ config: { ...backend.config, edition: 'cn' }, db: handle, logger: false });
    try {
      expect((await post(cn, '/ut/nope')).body.message).toBe('接口不存在：POST /ut/nope');
      expect((await post(cn, '/ut/nope', {}, { 'accept-language': 'en-US' })).body.message).toBe(
        'Unknown API path: POST /ut/nope',
      );
      const info = await post(cn, '/system/information/get');
      expect(info.body.data).toMatchObject({ edition: 'cn', defaultLocale: 'zh-CN' });
    } finally {
      await cn.close();
    }
  });

  it("gives up on a request after the spec's 50 s", () => {
    expect(app.server.requestTimeout).toBe(50_000);
  });

  it('reports health as plain JSON naming the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: kind });
  });

  describe('web app', () => {
    let webDist: string;
    let web: FastifyInstance;

    setupSuite(async () => {
      webDist = mkdtempSync(join(tmpdir(), 'toolbox-web-'));
      mkdirSync(join(webDist, 'assets'));
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root">toolbox shell</div>');
      writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
      writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
      web = await buildApp({ config: { ...backend.config, webDist }, db: handle, logger: false });
    });
    afterAll(async () => {
      await web?.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    it('serves index.html without caching at / and for client routes', async () => {
      for (const url of ['/', '/func/pdf_merge', '/nope', '/vip?showCurrentPoint=1']) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('toolbox shell');
      }
    });

    it('serves hashed assets with a long cache and other files as they are', async () => {
      const asset = await web.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const robots = await web.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toBe('User-agent: *');
      expect((await web.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    });

    it('never falls back to the app on API paths', async () => {
      for (const url of [
        '/ut/func/query',
        '/open/user/x',
        '/file/down-data-x/1/2',
        '/task/x',
        '/system',
        '/bd/ali/list',
      ]) {
        const res = await web.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ code: '40400', data: null });
      }
      expect((await post(web, '/ut/func/query')).body.code).toBe('000');
      expect((await web.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
        status: 'ok',
        database: kind,
      });
    });

    it('tells the developer to build when there is no web app', async () => {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toContain('npm run build');
    });
  });
});
