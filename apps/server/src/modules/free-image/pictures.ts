import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Code, StockCode } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { Message } from '../../http/i18n.ts';
import { freeImageMessages, providerMessages } from './messages.ts';
import { allowedUrl, OutboundError, outboundGet, type OutboundRules } from './outbound.ts';
import { ProviderError } from './providers.ts';
import type { FreeImageSettings } from './settings.ts';

export const PICTURE_PATH = '/ut/free-image/picture';

const failureCodes = {
  auth: StockCode.providerFailed,
  failed: StockCode.providerFailed,
  busy: StockCode.providerBusy,
  timeout: StockCode.providerTimeout,
} as const;

/** A provider failure as the error the user reads; anything else is left to the error handler. */
export function providerAppError(
  err: unknown,
  texts: Record<ProviderError['kind'], Message> = providerMessages,
): unknown {
  if (err instanceof ProviderError) return new AppError(failureCodes[err.kind], texts[err.kind]);
  return err;
}

/**
 * Signs picture addresses so /ut/free-image/picture fetches only what our server itself handed
 * out (a provider's preview or original), never an address a client made up. The key lives as
 * long as the process; links from before a restart stop working, and the page searches again.
 */
export function pictureSigner(path = PICTURE_PATH) {
  const key = randomBytes(32);
  const sign = (url: string, name: string) =>
    createHmac('sha256', key).update(`${url}\n${name}`).digest('base64url');
  return {
    link(url: string, name = ''): string {
      const query = new URLSearchParams({ u: url, ...(name ? { n: name } : {}), s: sign(url, name) });
      return `${path}?${query}`;
    },
    check(url: string, name: string, signature: string): boolean {
      const expected = Buffer.from(sign(url, name));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * The hosts a page may show a provider's pictures from directly: Unsplash's image host when
 * Unsplash is the provider (its API guidelines ask for hotlinked pictures); none otherwise (Pexels
 * and the library are shown through our server). The page's img-src admits exactly these.
 */
export function hotlinkOrigins(
  settings: Pick<FreeImageSettings, 'provider' | 'imageOrigins'> | undefined,
): string[] {
  return settings?.provider === 'unsplash'
    ? settings.imageOrigins.filter((o) => o.startsWith('https://'))
    : [];
}

/** A search result's preview address: the provider's own when it may be hotlinked, else our signed link. */
export function previewOf(
  settings: FreeImageSettings,
  signer: { link(url: string): string },
  url: string,
): string {
  const origin = URL.canParse(url) ? new URL(url).origin : '';
  return hotlinkOrigins(settings).includes(origin) ? url : signer.link(url);
}

/** The outbound rules of the photo provider: its API origin (operator-set, trusted) and image hosts. */
export function photoRules(settings: FreeImageSettings): OutboundRules {
  const api = settings.apiUrl ? new URL(settings.apiUrl).origin : '';
  return {
    allowed: new Set([api, ...settings.imageOrigins].filter(Boolean)),
    trusted: new Set(api ? [api] : []),
    timeoutMs: settings.timeoutMs,
    maxBytes: 2 * 1024 * 1024,
  };
}

export const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;

/**
 * GET `path`?u&n&s: the picture at `u` (signed by `signer`, fetched under `rules`), as an
 * attachment named `n` when one is given (then under `originalRules`: originals are larger).
 */
export function pictureRoute(
  app: FastifyInstance,
  path: string,
  signer: ReturnType<typeof pictureSigner>,
  rules: OutboundRules,
  originalRules: OutboundRules = rules,
): void {
  app.get<{ Querystring: { u?: string; n?: string; s?: string } }>(path, async (request, reply) => {
    const { u = '', n = '', s = '' } = request.query;
    if (!signer.check(u, n, s) || !allowedUrl(u, rules))
      throw new AppError(Code.badRequest, freeImageMessages.badLink, {}, 400);
    let answer;
    try {
      answer = await outboundGet(u, n ? originalRules : rules);
    } catch (err) {
      if (err instanceof OutboundError)
        throw providerAppError(
          new ProviderError(
            err.kind === 'timeout' || err.kind === 'network' ? 'timeout' : 'failed',
            err.message,
          ),
        );
      throw err;
    }
    if (answer.status !== 200 || !/^image\/(jpeg|png|webp|gif|avif)\b/.test(answer.contentType))
      throw providerAppError(
        new ProviderError('failed', `picture answered ${answer.status} ${answer.contentType}`),
      );
    reply.header('content-type', answer.contentType.split(';')[0]!);
    reply.header('cache-control', 'private, max-age=3600');
    if (n) reply.header('content-disposition', attachment(n));
    return reply.send(answer.body);
  });
}
