import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tools } from '@toolbox/catalog';
import type { Edition } from '@toolbox/contracts';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/backends.ts';
import { escapeHtml } from './html.ts';
import { pageMeta, renderIndexHtml, toolOfPath } from './index-html.ts';
import type { FrameSiteNotice } from './first-frame.ts';
import { installWebApp, pickEncoding } from './static.ts';

/** The shape of Vite's index.html: the head the server fills in, the script and style it links. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Everyday PDF, image and text tools that run in your browser." />
    <title>Toolbox</title>
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-5e6f.js">
    <link rel="stylesheet" crossorigin href="/assets/index-7a8b.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const script = Array.from({ length: 400 }, (_, i) => `export const tool${i} = (x) => x * ${i};`).join('\n');

const webDist = mkdtempSync(join(tmpdir(), 'toolbox-static-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), template);
writeFileSync(join(webDist, 'assets', 'index-1a2b.js'), script);
// What the web build writes next to each file (scripts/precompress.ts).
writeFileSync(join(webDist, 'assets', 'index-1a2b.js.br'), brotliCompressSync(script));
writeFileSync(join(webDist, 'assets', 'index-1a2b.js.gz'), gzipSync(script));
// A file with a gzip copy only (brotli saved too little to keep).
writeFileSync(join(webDist, 'assets', 'data-3c4d.json'), JSON.stringify({ text: script }));
writeFileSync(join(webDist, 'assets', 'data-3c4d.json.gz'), gzipSync(JSON.stringify({ text: script })));
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The build manifest, as Vite writes it: the entry, the lazily loaded registry and a tool's UI.
const manifest = {
  'index.html': {
    file: 'assets/index-1a2b.js',
    isEntry: true,
    imports: ['_react-5e6f.js'],
    css: ['assets/index-7a8b.css'],
  },
  '_react-5e6f.js': { file: 'assets/react-5e6f.js' },
  '_i18n-9c0d.js': { file: 'assets/i18n-9c0d.js', imports: ['_react-5e6f.js'] },
  'src/framework/registry.ts': { file: 'assets/registry-1e2f.js', imports: ['index.html', '_i18n-9c0d.js'] },
  '_file-input-3a4b.js': {
    file: 'assets/file-input-3a4b.js',
    imports: ['_react-5e6f.js'],
    css: ['assets/file-input-5c6d.css'],
  },
  'src/tools/pdf/pdf_merge/ui.tsx': {
    file: 'assets/ui-7e8f.js',
    imports: ['_file-input-3a4b.js', 'index.html'],
    css: ['assets/ui-9a0b.css', 'assets/index-7a8b.css'],
  },
  'src/tools/image/image_compress/ui.tsx': { file: 'assets/ui-1c2d.js' },
  // The starter the server puts in place of the app's script on pages with a first frame.
  'src/after-paint.ts': { file: 'assets/after-paint-0f1e.js', isEntry: true },
};
mkdirSync(join(webDist, '.vite'));
writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

/** Only what this module needs of the app: the configuration and the web app. */
async function webApp(edition: Edition): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', testConfig({ dataDir: webDist, edition, webDist }));
  await installWebApp(app, webDist);
  await app.ready();
  return app;
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return res.body;
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, attr: string) =>
  new RegExp(`<meta (?:name|property)="${attr}" content="([^"]*)"`).exec(html)?.[1];

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('static assets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await webApp('intl');
  });
  afterAll(() => app.close());

  it('sends the brotli copy when accepted, else gzip, else the file itself, varying on Accept-Encoding', async () => {
    const cases = [
      ['gzip, deflate, br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ] as const;
    for (const [accept, expected] of cases) {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-1a2b.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(expected);
      expect(res.headers['content-type'], accept).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length']), accept).toBe(res.rawPayload.length);
      expect(decoded(res), accept).toBe(script);
      if (expected) expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    }
  });

  it('falls back to gzip where the build kept no brotli copy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/data-3c4d.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(res))).toEqual({ text: script });
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/index-1a2b.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers a range of the bytes it would send', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { range: 'bytes=7-18' },
    });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-range']).toBe(`bytes 7-18/${script.length}`);
    expect(plain.body).toBe(script.slice(7, 19));

    const br = brotliCompressSync(script);
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/index-1a2b.js',
      headers: { range: 'bytes=0-9', 'accept-encoding': 'br' },
    });
    expect(compressed.statusCode).toBe(206);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-range']).toBe(`bytes 0-9/${br.length}`);
    expect(compressed.rawPayload).toEqual(br.subarray(0, 10));
  });

  it('never answers a .br or .gz copy asked for by name as something else', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-1a2b.js.gz' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).not.toMatch(/javascript/);
  });

  it('lets a missing hashed file fail instead of answering the page', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/gone-9z9z.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('serves other files uncached-for-good', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe.each(['intl', 'cn'] as const)('index.html in the %s edition', (edition) => {
  let app: FastifyInstance;
  const lang = edition === 'cn' ? 'zh-CN' : 'en';
  const merge = tools.find((t) => t.code === 'pdf_merge')!;
  beforeAll(async () => {
    app = await webApp(edition);
  });
  afterAll(() => app.close());

  it("speaks the edition's language in the first HTML, compressed and never cached", async () => {
    for (const url of ['/', '/index.html', '/login', '/vip?showCurrentPoint=1', '/no-such-page']) {
      for (const accept of ['br, gzip', 'gzip', undefined]) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: accept ? { 'accept-encoding': accept } : {},
        });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.headers['vary'], url).toMatch(/accept-encoding/i);
        expect(res.headers['content-encoding'], url).toBe(accept?.split(',')[0]);
        const html = decoded(res);
        expect(html, url).toContain(`<html lang="${lang}" data-edition="${edition}">`);
        expect(title(html), url).toBe(edition === 'cn' ? '在线工具箱' : 'Toolbox');
        expect(meta(html, 'description'), url).toBe(
          edition === 'cn'
            ? '常用的 PDF、图片和文本工具，打开浏览器就能用。'
            : 'Everyday PDF, image and text tools that run in your browser.',
        );
        expect(html.match(/<title>/g), url).toHaveLength(1);
        expect(html.match(/name="description"/g), url).toHaveLength(1);
        // Pages with a first frame start the app's script (and its imports) after the first paint.
        const framed = url === '/' || url === '/index.html';
        expect(html, url).toContain(
          framed
            ? '<script type="module" crossorigin id="app-start" src="/assets/after-paint-0f1e.js" ' +
                'data-entry="/assets/index-1a2b.js" data-preload="/assets/react-5e6f.js"></script>'
            : '<script type="module" crossorigin src="/assets/index-1a2b.js"></script>',
        );
        expect(html.includes('<link rel="modulepreload"'), url).toBe(!framed);
      }
    }
  });

  it("names the tool in a tool page's title, description and link preview", async () => {
    for (const url of ['/func/pdf_merge', '/func/pdf_merge/', '/func/pdf_merge?from=home']) {
      const html = decoded(await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }));
      const brand = edition === 'cn' ? '在线工具箱' : 'Toolbox';
      expect(title(html), url).toBe(`${merge.name[lang]} – ${brand}`);
      expect(meta(html, 'description'), url).toBe(merge.description[lang]);
      expect(meta(html, 'og:title'), url).toBe(`${merge.name[lang]} – ${brand}`);
      expect(meta(html, 'og:description'), url).toBe(merge.description[lang]);
      expect(meta(html, 'og:site_name'), url).toBe(brand);
      expect(meta(html, 'og:locale'), url).toBe(edition === 'cn' ? 'zh_CN' : 'en_US');
      expect(html, url).toContain(`<html lang="${lang}" data-edition="${edition}">`);
    }
  });

  it("has a tool page's own chunks fetched with the app, and its styles at once", async () => {
    const links = (html: string) => html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g) ?? [];
    const preloaded = (html: string) => /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    const tool = decoded(await app.inject({ method: 'GET', url: '/func/pdf_merge' }));
    expect(links(tool).sort()).toEqual(
      [
        '<link rel="preload" as="style" crossorigin href="/assets/ui-9a0b.css">',
        '<link rel="preload" as="style" crossorigin href="/assets/file-input-5c6d.css">',
      ].sort(),
    );
    // The entry's own import first, then the registry and the tool's UI with what they import.
    expect(preloaded(tool)).toEqual([
      '/assets/react-5e6f.js',
      '/assets/registry-1e2f.js',
      '/assets/i18n-9c0d.js',
      '/assets/ui-7e8f.js',
      '/assets/file-input-3a4b.js',
    ]);
    expect(tool.indexOf('data-preload')).toBeLessThan(tool.indexOf('</head>'));
    const home = decoded(await app.inject({ method: 'GET', url: '/' }));
    expect(links(home)).toEqual([]);
    expect(preloaded(home)).toEqual(['/assets/react-5e6f.js']);
    // The manifest itself is not served.
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).body).not.toContain('registry');
  });

  it('without a starter in the build, a framed page fetches its scripts at low priority', () => {
    const html = renderIndexHtml(
      template,
      pageMeta(edition, 'pdf_merge'),
      { scripts: ['/assets/ui-7e8f.js'], styles: [] },
      '<div class="app first-frame"></div>',
      null,
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1a2b.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-5e6f.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/ui-7e8f.js">',
    );
    expect(html).not.toContain('app-start');
  });

  it('answers 304 to a browser that has the page, and HEAD without a body', async () => {
    const first = await app.inject({ method: 'GET', url: '/func/pdf_merge' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/func/pdf_merge',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another page is another ETag.
    const home = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(home.statusCode).toBe(200);

    const head = await app.inject({
      method: 'HEAD',
      url: '/func/pdf_merge',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.rawPayload.length).toBe(0);
  });

  it('paints the home page and a tool page before the scripts run: a first frame in #root', async () => {
    const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(root(html))?.[1];
    for (const url of ['/', '/index.html', '/?channel=abc']) {
      const html = decoded(await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }));
      expect(root(html), url).toContain('<header class="top-bar">');
      expect(h1(html), url).toBe(edition === 'cn' ? '全部工具' : 'All tools');
      expect(html.match(/<h1>/g), url).toHaveLength(1);
    }
    for (const url of ['/func/pdf_merge', '/func/pdf_merge/']) {
      const html = decoded(await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } }));
      expect(h1(html), url).toBe(merge.name[lang]);
      expect(root(html), url).toContain(`<p class="lead">${merge.description[lang]}</p>`);
      // Still one script, the app's: the frame needs none, and no inline style either.
      expect(html.match(/<script/g), url).toHaveLength(1);
      expect(html, url).not.toMatch(/style=|<style/);
    }
    // The styles come first and the scripts at low priority: the frame paints once the styles are in.
    for (const url of ['/', '/func/pdf_merge']) {
      const html = decoded(await app.inject({ method: 'GET', url }));
      const stylesheet = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-7a8b.css">');
      expect(stylesheet, url).toBeGreaterThan(0);
      expect(stylesheet, url).toBeLessThan(html.indexOf('<script'));
      expect(html.match(/<link rel="stylesheet"/g), url).toHaveLength(1);
      expect(html, url).toContain('<script type="module" crossorigin id="app-start"');
    }
    const login = decoded(await app.inject({ method: 'GET', url: '/login' }));
    expect(login.indexOf('<script')).toBeLessThan(login.indexOf('<link rel="stylesheet"'));
    expect(login).not.toContain('fetchpriority');
    // Pages the frame does not know keep an empty root, and the two framed pages differ.
    for (const url of ['/login', '/vip', '/no-such-page', '/func/no_such_tool']) {
      const html = decoded(await app.inject({ method: 'GET', url }));
      expect(html, url).toContain('<div id="root"></div>');
    }
    const home = await app.inject({ method: 'GET', url: '/' });
    const tool = await app.inject({ method: 'GET', url: '/func/pdf_merge' });
    const other = await app.inject({ method: 'GET', url: '/login' });
    expect(new Set([home.headers['etag'], tool.headers['etag'], other.headers['etag']]).size).toBe(3);
  });

  it('shows the cookie notice in the frame until its cookie says it was accepted or closed', async () => {
    const notice = edition === 'cn' ? 'Cookie 提示' : 'Cookie notice';
    for (const url of ['/', '/func/pdf_merge']) {
      const fresh = await app.inject({ method: 'GET', url, headers: { cookie: 'toolbox_device=abc' } });
      expect(fresh.headers['vary'], url).toMatch(/cookie/i);
      expect(fresh.body, url).toContain(`<section class="cookie-notice" aria-label="${notice}"`);
      // Before the page's heading, as the app's layout puts it.
      expect(fresh.body.indexOf('cookie-notice'), url).toBeLessThan(fresh.body.indexOf('<h1>'));
      const etags = new Set([fresh.headers['etag']]);
      for (const cookie of [
        'ACCEPT_COOKIE=1',
        'a=b; COOKIE_NOTICE_CLOSED=1',
        'ACCEPT_COOKIE=1; COOKIE_NOTICE_CLOSED=1',
      ]) {
        const answered = await app.inject({ method: 'GET', url, headers: { cookie } });
        expect(answered.body, `${url} ${cookie}`).not.toContain('cookie-notice');
        expect(answered.body, `${url} ${cookie}`).toContain('<h1>');
        etags.add(answered.headers['etag']);
      }
      // Only '1' answers it; a page with and a page without the notice are two ETags.
      const other = await app.inject({ method: 'GET', url, headers: { cookie: 'ACCEPT_COOKIE=0' } });
      expect(other.body, url).toContain('cookie-notice');
      expect(etags.size, url).toBe(2);
    }
    // Pages without a frame are the same either way.
    const login = await app.inject({ method: 'GET', url: '/login' });
    const loginAnswered = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'ACCEPT_COOKIE=1' },
    });
    expect(login.body).not.toContain('cookie-notice');
    expect(loginAnswered.headers['etag']).toBe(login.headers['etag']);
  });

  it("shows the site notice in the home page's frame to visitors who have not closed it", async () => {
    const notice = {
      id: 'winter',
      enabled: true,
      text: { en: 'Winter update', 'zh-CN': '冬季更新' },
      url: null,
      linkText: null,
      endTime: null,
    };
    let current: FrameSiteNotice | null = {
      entry: { code: 'site_notice', value: notice, updateTime: '2026-11-26T00:00:00.000Z' },
      notice,
    };
    const cookies: (string | undefined)[] = [];
    const noticed = Fastify({ logger: false });
    noticed.decorate('config', testConfig({ dataDir: webDist, edition, webDist }));
    await installWebApp(noticed, webDist, async (cookie) => {
      cookies.push(cookie);
      return current;
    });
    await noticed.ready();
    try {
      const home = await noticed.inject({ method: 'GET', url: '/', headers: { cookie: 'ACCEPT_COOKIE=1' } });
      expect(home.body).toContain(edition === 'cn' ? '<p>冬季更新</p>' : '<p>Winter update</p>');
      // The visitor's cookies decide (the source reads the closed notice's id from them).
      expect(cookies).toEqual(['ACCEPT_COOKIE=1']);
      // Tool pages do not ask and do not show it.
      const tool = await noticed.inject({ method: 'GET', url: '/func/pdf_merge' });
      expect(tool.body).not.toContain('site-notice');
      expect(cookies).toHaveLength(1);
      // A new text is a new page (and ETag); no notice, the plain home page.
      current = { ...current!, entry: { ...current!.entry, updateTime: '2026-11-27T00:00:00.000Z' } };
      const edited = await noticed.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: 'ACCEPT_COOKIE=1' },
      });
      expect(edited.headers['etag']).not.toBe(home.headers['etag']);
      current = null;
      const none = await noticed.inject({ method: 'GET', url: '/', headers: { cookie: 'ACCEPT_COOKIE=1' } });
      expect(none.body).not.toContain('site-notice');
      const plain = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'ACCEPT_COOKIE=1' } });
      expect(none.headers['etag']).toBe(plain.headers['etag']);
    } finally {
      await noticed.close();
    }
  });

  it('writes no frame into answers that are not the page', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/ut/func/query' }),
      await app.inject({ method: 'POST', url: '/func/pdf_merge' }),
      await app.inject({ method: 'GET', url: '/assets/gone-9z9z.js' }),
      await app.inject({ method: 'GET', url: '/assets/index-1a2b.js' }),
      await app.inject({ method: 'GET', url: '/favicon.svg' }),
    ];
    for (const res of answers) {
      expect(res.headers['content-type'], res.body.slice(0, 40)).not.toMatch(/text\/html/);
      expect(res.body).not.toMatch(/first-frame|top-bar|<h1>/);
    }
  });

  it('keeps hostile paths and queries out of the markup', async () => {
    const hostile = [
      '/func/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/func/"><img src=x onerror=alert(1)>',
      '/func/pdf_merge?code=<script>alert(1)</script>',
      '/"><script>alert(1)</script>',
      '/?q=</title><script>alert(1)</script>',
    ];
    for (const url of hostile) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const html = decoded(res);
      expect(html, url).not.toMatch(/alert|onerror|<img/);
      expect(html.match(/<script/g), url).toHaveLength(1);
    }
  });
});

describe('page meta', () => {
  it('knows built tools, follows moved ones, and ignores the rest', () => {
    expect(toolOfPath('/func/pdf_merge')).toBe('pdf_merge');
    // video4 moved to free_image: it shows whatever free_image shows.
    expect(toolOfPath('/func/video4')).toBe(toolOfPath('/func/free_image'));
    expect(toolOfPath('/func/no_such_tool')).toBeNull();
    expect(toolOfPath('/func/pdf_merge/extra')).toBeNull();
    expect(toolOfPath('/vip')).toBeNull();
    const unbuilt = tools.find((t) => !t.built);
    if (unbuilt) expect(toolOfPath(`/func/${unbuilt.code}`)).toBeNull();
  });

  it('escapes what it writes into the page, and `$` in text stays as it is', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderIndexHtml(template, {
      edition: 'intl',
      lang: 'en',
      title: 'Price $& "quoted" </title><script>',
      description: 'A $1 <b>deal</b>',
    });
    expect(title(html)).toBe('Price $&amp; &quot;quoted&quot; &lt;/title&gt;&lt;script&gt;');
    expect(meta(html, 'description')).toBe('A $1 &lt;b&gt;deal&lt;/b&gt;');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('puts the tags in a template without a title, and leaves one without a head alone', () => {
    const bare = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';
    const html = renderIndexHtml(bare, pageMeta('cn', 'pdf_merge'));
    expect(html).toContain('<html lang="zh-CN" data-edition="cn">');
    expect(title(html)).toBe('PDF合并 – 在线工具箱');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    const shell = '<!doctype html><div id="root">toolbox shell</div>';
    expect(renderIndexHtml(shell, pageMeta('intl', null))).toBe(shell);
  });
});
