import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createBackend, post, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { FAKE_PHOTO_KEY, startFakePhotos, type FakePhotoLog } from './fake-photos.ts';
import { outboundGet, type OutboundError } from './outbound.ts';
import { defaultLibraryDir, freeImageSettings } from './settings.ts';

type Photo = {
  id: string;
  title: string;
  author: string;
  authorUrl: string;
  licence: string;
  preview: string;
};
type Page = { source: string; page: number; totalPages: number; total: number; photos: Photo[] };

/** An app on PGlite with the config `config()` returns once the fakes are up. */
function suite(config: () => Promise<Partial<Config>>, started: (app: FastifyInstance) => void) {
  let backend: TestBackend | undefined;
  let app: FastifyInstance | undefined;
  setupSuite(async () => {
    backend = await createBackend('pglite');
    ({ app } = await startTestApp(backend, { config: await config() }));
    started(app);
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });
}

const seed = (file: string) => readFileSync(join(defaultLibraryDir, file));

async function search(app: FastifyInstance, q: string, page = 1) {
  return post(app, '/ut/free-image/search', { q, page });
}

describe('free_image without a key: the library', () => {
  let app: FastifyInstance;
  suite(
    async () => ({}),
    (a) => (app = a),
  );

  it('finds photos by any word of title, tags or author, in either language', async () => {
    const bird = (await search(app, 'Bird')).body;
    expect(bird.code).toBe('000');
    const data = bird.data as Page;
    expect(data.source).toBe('library');
    expect(data.photos.map((p) => p.id)).toEqual(['kleiber.jpg']);
    expect(data.photos[0]).toMatchObject({ author: 'Lukas Baubkus', licence: 'CC BY-SA 3.0' });
    expect(((await search(app, '银河')).body.data as Page).photos.map((p) => p.id)).toEqual([
      'infinite-sea.jpg',
    ]);
    expect(((await search(app, 'abstract purple')).body.data as Page).photos.map((p) => p.id)).toEqual([
      'fossa.jpg',
    ]);
    expect(((await search(app, 'bird purple')).body.data as Page).total).toBe(0);
    const all = (await search(app, '')).body.data as Page;
    expect(all).toMatchObject({ total: 4, totalPages: 1, page: 1 });
  });

  it('serves the library pictures and downloads them as attachments', async () => {
    const photo = ((await search(app, 'nuthatch')).body.data as Page).photos[0]!;
    const preview = await app.inject({ method: 'GET', url: photo.preview });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.equals(seed('kleiber.jpg'))).toBe(true);
    const down = await post(app, '/ut/free-image/download', { id: 'kleiber.jpg' });
    const { url } = down.body.data as { url: string };
    const file = await app.inject({ method: 'GET', url });
    expect(file.headers['content-disposition']).toBe('attachment; filename="kleiber.jpg"');
    expect(file.rawPayload.equals(seed('kleiber.jpg'))).toBe(true);
  });

  it('refuses files that are not in the manifest', async () => {
    expect((await post(app, '/ut/free-image/download', { id: 'manifest.json' })).body.code).toBe('40400');
    expect(
      (await app.inject({ method: 'GET', url: '/ut/free-image/library/manifest.json' })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/ut/free-image/library/..%2Fsettings.ts' })).statusCode,
    ).toBe(404);
  });
});

describe.each(['pexels', 'unsplash'] as const)('free_image on the %s API (loopback fake)', (provider) => {
  let app: FastifyInstance;
  let log: FakePhotoLog;
  let fakeServer: Server;
  suite(
    async () => {
      const fake = await startFakePhotos();
      log = fake.log;
      fakeServer = fake.server;
      return {
        freeImage: freeImageSettings({
          FREE_IMAGE_PROVIDER: provider,
          FREE_IMAGE_API_KEY: FAKE_PHOTO_KEY,
          FREE_IMAGE_API_URL: `${fake.base}/${provider}`,
          FREE_IMAGE_TIMEOUT_SECONDS: '1',
        }),
      };
    },
    (a) => (app = a),
  );
  afterAll(() => fakeServer?.close());

  it('pages through the search with the photographer credited', async () => {
    const first = (await search(app, 'cats')).body.data as Page;
    expect(first).toMatchObject({ source: provider, page: 1, total: 30, totalPages: 2 });
    expect(first.photos).toHaveLength(24);
    const second = (await search(app, 'cats', 2)).body.data as Page;
    expect(second.photos).toHaveLength(6);
    const photo = second.photos[0]!;
    expect(photo.author).toMatch(/Photographer 24$/);
    expect(photo.title).toContain('cats');
    if (provider === 'unsplash') {
      expect(photo.authorUrl).toBe(
        'https://unsplash.com/@photographer24?utm_source=toolbox&utm_medium=referral',
      );
      expect(photo.licence).toBe('Unsplash License');
    } else {
      expect(photo.authorUrl).toBe('https://www.pexels.com/@photographer-24');
      expect(photo.licence).toBe('Pexels License');
    }
    // The preview comes through our server, from the provider's picture.
    expect(photo.preview.startsWith('/ut/free-image/picture?')).toBe(true);
    const picture = await app.inject({ method: 'GET', url: photo.preview });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(seed('kleiber.jpg'))).toBe(true);
  });

  it('downloads the original (Unsplash: counted at their download endpoint)', async () => {
    const photo = ((await search(app, 'sea')).body.data as Page).photos[1]!;
    const before = log.unsplashDownloads.length;
    const down = await post(app, '/ut/free-image/download', { id: photo.id });
    expect(down.body.code).toBe('000');
    const { url, fileName } = down.body.data as { url: string; fileName: string };
    expect(fileName).toBe(provider === 'unsplash' ? 'unsplash-fake001.jpg' : 'pexels-1001.jpg');
    expect(log.unsplashDownloads.length - before).toBe(provider === 'unsplash' ? 1 : 0);
    const file = await app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(file.rawPayload.equals(seed('infinite-sea.jpg'))).toBe(true);
  });

  it('tells a rate limit, a slow provider and an empty search apart', async () => {
    expect((await search(app, 'ratelimit')).body.code).toBe('42910');
    const slow = await search(app, 'slow');
    expect(slow.body.code).toBe('50410');
    expect(slow.body.message).toMatch(/did not answer in time/);
    expect((await search(app, 'nothing')).body.data).toMatchObject({ total: 0, totalPages: 0, photos: [] });
  });

  it('fetches only pictures it signed', async () => {
    const photo = ((await search(app, 'cats')).body.data as Page).photos[0]!;
    const url = new URL(photo.preview, 'http://x');
    url.searchParams.set('u', url.searchParams.get('u')!.replace('kleiber', 'fossa'));
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(400);
    const forged = `/ut/free-image/picture?u=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}&s=x`;
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(400);
  });
});

describe('free_image with a wrong key', () => {
  let app: FastifyInstance;
  let fakeServer: Server;
  suite(
    async () => {
      const fake = await startFakePhotos();
      fakeServer = fake.server;
      return {
        freeImage: freeImageSettings({
          FREE_IMAGE_PROVIDER: 'unsplash',
          FREE_IMAGE_API_KEY: 'not-the-key',
          FREE_IMAGE_API_URL: `${fake.base}/unsplash`,
        }),
      };
    },
    (a) => (app = a),
  );
  afterAll(() => fakeServer?.close());

  it('says the provider refused the key', async () => {
    const answer = await search(app, 'cats');
    expect(answer.body.code).toBe('50210');
    expect(answer.body.message).toMatch(/refused this site’s key/);
  });
});

describe('outbound calls', () => {
  let server: Server;
  let origin = '';
  setupSuite(async () => {
    server = createServer((req, res) => {
      if (req.url === '/away') res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else if (req.url === '/big') res.writeHead(200).end(Buffer.alloc(5000));
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server?.close());
  const rules = (trusted: boolean) => ({
    allowed: new Set([origin]),
    trusted: new Set(trusted ? [origin] : []),
    timeoutMs: 2000,
    maxBytes: 1000,
  });
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (err: unknown) => (err as OutboundError).kind,
    );

  it('reaches a loopback address only when the operator configured it', async () => {
    expect((await outboundGet(`${origin}/`, rules(true))).body.toString()).toBe('hello');
    expect(await failure(outboundGet(`${origin}/`, rules(false)))).toBe('refused');
  });

  it('refuses other origins, redirects to them, credentials and oversize answers', async () => {
    expect(await failure(outboundGet('http://127.0.0.2:1/', rules(true)))).toBe('refused');
    expect(await failure(outboundGet(`${origin}/away`, rules(true)))).toBe('refused');
    expect(await failure(outboundGet(`${origin.replace('//', '//u:p@')}/`, rules(true)))).toBe('refused');
    expect(await failure(outboundGet(`${origin}/big`, rules(true)))).toBe('too-big');
  });

  it('refuses host names that resolve to private addresses', async () => {
    const local = { ...rules(false), allowed: new Set(['http://localhost:9']) };
    expect(await failure(outboundGet('http://localhost:9/', local))).toBe('refused');
  });
});

describe('FREE_IMAGE_* settings', () => {
  it('defaults to the seed library and checks the provider settings', () => {
    expect(freeImageSettings({})).toMatchObject({ provider: null, libraryDir: defaultLibraryDir });
    expect(freeImageSettings({ FREE_IMAGE_PROVIDER: 'pexels', FREE_IMAGE_API_KEY: 'k' })).toMatchObject({
      apiUrl: 'https://api.pexels.com/v1',
      imageOrigins: ['https://images.pexels.com'],
    });
    expect(() => freeImageSettings({ FREE_IMAGE_PROVIDER: 'flickr', FREE_IMAGE_API_KEY: 'k' })).toThrow(
      /pexels or unsplash/,
    );
    expect(() => freeImageSettings({ FREE_IMAGE_PROVIDER: 'unsplash' })).toThrow(/required/);
    expect(() => freeImageSettings({ FREE_IMAGE_API_KEY: 'k' })).toThrow(/required/);
  });
});
