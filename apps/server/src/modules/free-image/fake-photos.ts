import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { defaultLibraryDir } from './settings.ts';

/**
 * A loopback stand-in for the Pexels and Unsplash APIs, speaking their wire format (paths, auth
 * headers, pagination fields, photographer fields): under `<base>/pexels` the Pexels API v1, under
 * `<base>/unsplash` the Unsplash API, and `<base>/img/<file>` the pictures (the seed library's).
 * The key must be FAKE_PHOTO_KEY. Queries steer it: `ratelimit` answers 429, `nothing` finds
 * nothing, `slow` waits 3 s before answering. Every other query finds 30 photos.
 * Tests start it on a loopback port; with the dev pages on the server serves it at /dev/fake-photos.
 */
export const FAKE_PHOTO_KEY = 'fake-photo-key';
const FOUND = 30;
const files = ['kleiber.jpg', 'infinite-sea.jpg', 'painting-colors.jpg', 'fossa.jpg'];

export interface FakePhotoAnswer {
  status: number;
  type: string;
  body: string | Buffer;
}

/** What the fake saw: the Unsplash downloads counted, by photo id. */
export interface FakePhotoLog {
  unsplashDownloads: string[];
}

const json = (status: number, value: unknown): FakePhotoAnswer => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
});

function pexelsPhoto(base: string, n: number, q: string) {
  const file = files[n % files.length]!;
  return {
    id: 1000 + n,
    width: 1280,
    height: 720,
    url: `https://www.pexels.com/photo/${q.replace(/\W+/g, '-')}-${1000 + n}/`,
    photographer: `Pexels Photographer ${n}`,
    photographer_url: `https://www.pexels.com/@photographer-${n}`,
    photographer_id: 500 + n,
    avg_color: '#7A8B9C',
    src: {
      original: `${base}/img/${file}`,
      large2x: `${base}/img/${file}?dpr=2`,
      large: `${base}/img/${file}?h=650`,
      medium: `${base}/img/${file}?h=350`,
      small: `${base}/img/${file}?h=130`,
      portrait: `${base}/img/${file}?fit=crop&h=1200&w=800`,
      landscape: `${base}/img/${file}?fit=crop&h=627&w=1200`,
      tiny: `${base}/img/${file}?h=200&w=280`,
    },
    liked: false,
    alt: `${q} photo number ${n + 1}`,
  };
}

function unsplashPhoto(base: string, n: number, q: string) {
  const file = files[n % files.length]!;
  const id = `fake${String(n).padStart(3, '0')}`;
  return {
    id,
    created_at: '2024-05-01T10:00:00Z',
    width: 1280,
    height: 720,
    color: '#7a8b9c',
    blur_hash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
    likes: n,
    description: `${q} photo number ${n + 1}`,
    alt_description: `a ${q}`,
    urls: {
      raw: `${base}/img/${file}?ixid=${id}`,
      full: `${base}/img/${file}?ixid=${id}&q=85`,
      regular: `${base}/img/${file}?ixid=${id}&w=1080`,
      small: `${base}/img/${file}?ixid=${id}&w=400`,
      thumb: `${base}/img/${file}?ixid=${id}&w=200`,
    },
    links: {
      self: `${base}/unsplash/photos/${id}`,
      html: `https://unsplash.com/photos/${id}`,
      download: `https://unsplash.com/photos/${id}/download`,
      download_location: `${base}/unsplash/photos/${id}/download`,
    },
    user: {
      id: `user${n}`,
      username: `photographer${n}`,
      name: `Unsplash Photographer ${n}`,
      links: { html: `https://unsplash.com/@photographer${n}` },
    },
  };
}

function range(page: number, perPage: number, total: number): number[] {
  const start = (page - 1) * perPage;
  return Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => start + i);
}

/** The fake's answer to GET `path` (below its base) with `query` and request `headers`. */
export async function fakePhotoAnswer(
  base: string,
  path: string,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
  log: FakePhotoLog,
): Promise<FakePhotoAnswer> {
  const img = /^\/img\/([\w.-]+)$/.exec(path);
  if (img) {
    if (!files.includes(img[1]!)) return json(404, { error: 'Not found' });
    return { status: 200, type: 'image/jpeg', body: await readFile(join(defaultLibraryDir, img[1]!)) };
  }
  const q = query.get('query') ?? '';
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const total = q === 'nothing' ? 0 : FOUND;
  if (q === 'slow') await new Promise((r) => setTimeout(r, 3000));

  if (path.startsWith('/pexels/')) {
    if (headers.authorization !== FAKE_PHOTO_KEY) return json(401, { error: 'Unauthorized' });
    if (q === 'ratelimit') return json(429, { error: 'Rate limit exceeded' });
    const perPage = Math.min(80, Number(query.get('per_page') ?? 15) || 15);
    if (path === '/pexels/search') {
      const next =
        page * perPage < total
          ? `${base}/pexels/search/?page=${page + 1}&per_page=${perPage}&query=${encodeURIComponent(q)}`
          : undefined;
      return json(200, {
        total_results: total,
        page,
        per_page: perPage,
        photos: range(page, perPage, total).map((n) => pexelsPhoto(base, n, q)),
        ...(next ? { next_page: next } : {}),
      });
    }
    const one = /^\/pexels\/photos\/(\d+)$/.exec(path);
    if (one && Number(one[1]) >= 1000 && Number(one[1]) < 1000 + FOUND)
      return json(200, pexelsPhoto(base, Number(one[1]) - 1000, 'photo'));
    return json(404, { error: 'Not found' });
  }

  if (path.startsWith('/unsplash/')) {
    if (headers.authorization !== `Client-ID ${FAKE_PHOTO_KEY}`)
      return json(401, { errors: ['OAuth error: The access token is invalid'] });
    if (q === 'ratelimit') return { status: 429, type: 'text/plain', body: 'Rate Limit Exceeded' };
    const perPage = Math.min(30, Number(query.get('per_page') ?? 10) || 10);
    if (path === '/unsplash/search/photos') {
      return json(200, {
        total,
        total_pages: Math.ceil(total / perPage),
        results: range(page, perPage, total).map((n) => unsplashPhoto(base, n, q)),
      });
    }
    const download = /^\/unsplash\/photos\/fake(\d{3})\/download$/.exec(path);
    if (download && Number(download[1]) < FOUND) {
      const photo = unsplashPhoto(base, Number(download[1]), 'photo');
      log.unsplashDownloads.push(photo.id);
      return json(200, { url: `${photo.urls.raw}&fm=jpg&dl=1` });
    }
    return json(404, { errors: ["Couldn't find Photo"] });
  }
  return json(404, { error: 'Not found' });
}

/** Starts the fake on a loopback port; `base` is its address (append /pexels or /unsplash for the API). */
export async function startFakePhotos(): Promise<{ base: string; log: FakePhotoLog; server: Server }> {
  const log: FakePhotoLog = { unsplashDownloads: [] };
  let base = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    void fakePhotoAnswer(base, url.pathname, url.searchParams, req.headers, log).then((answer) => {
      res.writeHead(answer.status, { 'content-type': answer.type });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, log, server };
}
