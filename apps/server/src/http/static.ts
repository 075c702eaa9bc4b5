import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { Code, fail, siteNoticeValue, type Edition } from '@toolbox/contracts';
import { noticeShown, SITE_NOTICE_COOKIE } from '@toolbox/contracts/site-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf } from './cookies.ts';
import type { Database } from '../db/database.ts';
import { getDictEntry } from '../modules/dict/service.ts';
import { firstFrame, framedPage, NOTICE_COOKIES, type FrameSiteNotice } from './first-frame.ts';
import { messages, translate } from './i18n.ts';
import {
  pageMeta,
  renderIndexHtml,
  starterOf,
  toolOfPath,
  toolPreloads,
  type BuildManifest,
} from './index-html.ts';

/** Path prefixes owned by the API: they answer the envelope, never the web app. */
export const apiPrefixes = ['/ut', '/open', '/file', '/task', '/system', '/bd', '/healthz', '/dev'] as const;

/** True when the URL path belongs to the API. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const notBuiltText =
  'The web app is not built yet. Run `npm run build` in the repository root, then restart the server.\n';

/** Content codings we send, best first. */
type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to answer in: brotli, then gzip, when Accept-Encoding allows it (a `q=0` refuses,
 * `*` stands for any coding not named); identity otherwise.
 */
export function pickEncoding(header: string | string[] | undefined): Coding {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [token = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** One page's HTML in every coding we send, made once. */
interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** Whether the visitor has answered the cookie notice (accepted, or closed it this session). */
export function noticeAnswered(cookieHeader: string | undefined): boolean {
  return NOTICE_COOKIES.some((name) => cookieOf(cookieHeader, name) === '1');
}

/**
 * The site notice the home page's first frame shows this visitor: the dictionary's `site_notice`
 * (from memory) when it is well formed, enabled, before its end and not closed by them.
 */
export async function frameSiteNotice(
  db: Database,
  edition: Edition,
  cookieHeader: string | undefined,
  now = Date.now(),
): Promise<FrameSiteNotice | null> {
  const entry = await getDictEntry(db, edition, 'site_notice').catch(() => null);
  const parsed = siteNoticeValue.safeParse(entry?.value);
  if (!entry || !parsed.success) return null;
  const closed = cookieOf(cookieHeader, SITE_NOTICE_COOKIE);
  return noticeShown(parsed.data, now, closed ? decodeURIComponent(closed) : null)
    ? { entry, notice: parsed.data }
    : null;
}

/** The site notice for a visitor with these cookies (null: none to show). */
export type SiteNoticeSource = (cookieHeader: string | undefined) => Promise<FrameSiteNotice | null>;

/** The dictionary's notice when the app has a database, else none. */
function databaseNotice(app: FastifyInstance): SiteNoticeSource {
  if (!app.hasDecorator('database')) return async () => null;
  return (cookieHeader) => frameSiteNotice(app.database.db, app.config.edition, cookieHeader);
}

/** What a page's HTML depends on besides its path. */
interface PageOptions {
  cookieNotice: boolean;
  siteNotice: FrameSiteNotice | null;
}

/** Home pages kept for as many site notices at most (an operator's edits make new ones). */
const NOTICE_PAGES = 4;

/**
 * index.html filled in for each page: the edition's language, the home page's or a tool's title
 * and description, and their static first frame (with the cookie notice until it is answered, and
 * on the home page the site notice). Pages are few (home and one per built tool, each with and
 * without the notice), so each is rendered and compressed once.
 */
function pageRenderer(template: string, edition: Edition, manifest: BuildManifest | null) {
  const cache = new Map<string, RenderedPage>();
  const noticeKeys: string[] = [];
  const starter = starterOf(manifest);
  return (path: string, { cookieNotice, siteNotice }: PageOptions): RenderedPage => {
    const tool = toolOfPath(path);
    const framed = framedPage(path);
    const notice = framed?.kind === 'home' ? siteNotice : null;
    // The home page has a first frame, other pages without a tool share one page without it.
    const noticeKey = notice ? `+site:${JSON.stringify(notice.entry)}` : '';
    const key = `${tool ?? (framed ? '' : '*')}${framed && cookieNotice ? '+notice' : ''}${noticeKey}`;
    let page = cache.get(key);
    if (!page) {
      const preloads = manifest && tool ? toolPreloads(manifest, tool) : undefined;
      const meta = pageMeta(edition, tool);
      const frame = framed && firstFrame(meta.lang, framed, { cookieNotice, siteNotice: notice });
      const identity = Buffer.from(renderIndexHtml(template, meta, preloads, frame, starter));
      page = {
        identity,
        br: brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
        // Weak: the page is the same in every coding.
        etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      };
      cache.set(key, page);
      if (noticeKey) {
        noticeKeys.push(key);
        // Pages of notices since replaced are dropped, the oldest first.
        while (noticeKeys.length > NOTICE_PAGES * 2) cache.delete(noticeKeys.shift()!);
      }
    }
    return page;
  };
}

/** The web build's manifest (chunk files and their imports), when the build wrote one. */
function readManifest(webDist: string): BuildManifest | null {
  try {
    return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply
    .header('cache-control', 'no-cache')
    // The first frame shows the cookie notice only to visitors without its cookies.
    .header('vary', 'accept-encoding, cookie')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  const known = String(request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(page.etag.replace(/^W\//, '')) || known.includes('*')) {
    return reply.status(304).send();
  }
  const coding = pickEncoding(request.headers['accept-encoding']);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.send(page[coding]);
}

/**
 * Serves the built web app from `webDist`, with the SPA fallback: a GET for a non-API path that
 * is not a file answers index.html so client routes such as /func/pdf_merge load the app. The
 * index.html is filled in with the edition's language and the page's title and description.
 * Files with brotli or gzip copies (made by the web build) are sent compressed when the browser
 * accepts it; files under assets/ have hashed names and are cached for good.
 */
export async function installWebApp(
  app: FastifyInstance,
  webDist: string,
  siteNotice: SiteNoticeSource = databaseNotice(app),
): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  let render: Renderer | null = null;
  if (built) {
    render = pageRenderer(
      readFileSync(join(webDist, 'index.html'), 'utf8'),
      app.config.edition,
      readManifest(webDist),
    );
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // Our own Cache-Control below; the plugin's default would override it.
      cacheControl: false,
      // `<file>.br` / `<file>.gz` when Accept-Encoding allows, with `Vary: Accept-Encoding`.
      preCompressed: true,
      index: false,
      // index.html is never sent as it is: the fallback below renders it for the page asked for.
      // The build manifest is for the server only.
      allowedPath: (pathName) =>
        !isApiPath(pathName) &&
        pathName !== '/' &&
        pathName !== '/index.html' &&
        !pathName.startsWith('/.vite/'),
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every file name under assets/: they never change.
        if (filePath.startsWith(join(webDist, 'assets'))) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => notFound(request, reply, render, siteNotice));
}

type Renderer = ReturnType<typeof pageRenderer>;

async function notFound(
  request: FastifyRequest,
  reply: FastifyReply,
  render: Renderer | null,
  siteNotice: SiteNoticeSource,
) {
  const path = request.url.split('?')[0] ?? '/';
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isApiPath(path) || !isRead) {
    const message = translate(request.locale, messages.unknownPath, { method: request.method, path });
    return reply.status(404).send(fail(Code.notFound, message));
  }
  if (!render) {
    return reply
      .status(path === '/' ? 200 : 404)
      .type('text/plain; charset=utf-8')
      .send(notBuiltText);
  }
  // A missing hashed chunk must fail loudly (the client retries the route), not load the page shell.
  if (path.startsWith('/assets/')) {
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found\n');
  }
  const page = path === '/index.html' ? '/' : path;
  const cookieNotice = !noticeAnswered(request.headers.cookie);
  const notice = framedPage(page)?.kind === 'home' ? await siteNotice(request.headers.cookie) : null;
  return sendPage(request, reply, render(page, { cookieNotice, siteNotice: notice }));
}
