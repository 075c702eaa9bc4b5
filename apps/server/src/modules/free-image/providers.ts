import { z } from 'zod';
import type { FreeImagePhoto } from '@toolbox/contracts';
import { OutboundError, outboundGet, type OutboundRules } from './outbound.ts';
import type { FreeImageSettings } from './settings.ts';

/** A photo from a provider, before its pictures are given our same-origin addresses. */
export interface FoundPhoto extends Omit<FreeImagePhoto, 'preview'> {
  previewUrl: string;
}

export interface FoundPage {
  page: number;
  totalPages: number;
  total: number;
  photos: FoundPhoto[];
}

/** How a provider call failed: our key refused, over the rate limit, unreachable/slow, or nonsense. */
export type ProviderFailure = 'auth' | 'busy' | 'timeout' | 'failed';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
  ) {
    super(message);
  }
}

export const PER_PAGE = 24;

const UTM = 'utm_source=toolbox&utm_medium=referral';

function withUtm(url: string): string {
  return url ? `${url}${url.includes('?') ? '&' : '?'}${UTM}` : '';
}

/** GET a provider's JSON; statuses and transport failures become ProviderError. */
async function getJson(url: string, rules: OutboundRules, headers: Record<string, string>): Promise<unknown> {
  let answer;
  try {
    answer = await outboundGet(url, rules, { accept: 'application/json', ...headers });
  } catch (err) {
    if (err instanceof OutboundError)
      throw new ProviderError(
        err.kind === 'timeout' || err.kind === 'network' ? 'timeout' : 'failed',
        err.message,
      );
    throw err;
  }
  if (answer.status === 401 || answer.status === 403)
    throw new ProviderError('auth', `HTTP ${answer.status}`);
  if (answer.status === 429) throw new ProviderError('busy', 'HTTP 429');
  if (answer.status >= 500) throw new ProviderError('timeout', `HTTP ${answer.status}`);
  if (answer.status !== 200) throw new ProviderError('failed', `HTTP ${answer.status}`);
  try {
    return JSON.parse(answer.body.toString('utf8'));
  } catch {
    throw new ProviderError('failed', 'not JSON');
  }
}

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success)
    throw new ProviderError('failed', `unexpected answer: ${result.error.issues[0]?.message}`);
  return result.data;
}

/*
 * Pexels API v1 (https://www.pexels.com/api/documentation/): GET /search?query&page&per_page
 * (at most 80), the key as the whole `Authorization` header; photographer and photographer_url
 * for the credit; pictures on images.pexels.com; the Pexels License.
 */
const pexelsPhoto = z.object({
  id: z.number(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  url: z.string(),
  photographer: z.string(),
  photographer_url: z.string().optional().default(''),
  alt: z.string().nullable().optional(),
  src: z.object({ original: z.string(), medium: z.string(), large: z.string().optional() }),
});
const pexelsSearch = z.object({
  total_results: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  photos: z.array(pexelsPhoto),
});

function fromPexels(p: z.infer<typeof pexelsPhoto>): FoundPhoto {
  return {
    id: String(p.id),
    title: p.alt ?? '',
    width: p.width ?? null,
    height: p.height ?? null,
    author: p.photographer,
    authorUrl: p.photographer_url,
    licence: 'Pexels License',
    licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: p.url,
    previewUrl: p.src.medium,
  };
}

/*
 * Unsplash API (https://unsplash.com/documentation): GET /search/photos?query&page&per_page (at
 * most 30) with `Authorization: Client-ID <access key>` and `Accept-Version: v1`; the credit links
 * to the photographer and Unsplash with utm parameters; a download must be counted by calling the
 * photo's links.download_location (GET /photos/:id/download), which answers the file's URL.
 */
const unsplashPhoto = z.object({
  id: z.string(),
  width: z.number().int().nullable().optional(),
  height: z.number().int().nullable().optional(),
  description: z.string().nullable().optional(),
  alt_description: z.string().nullable().optional(),
  urls: z.object({ small: z.string(), regular: z.string().optional(), full: z.string().optional() }),
  links: z.object({ html: z.string(), download_location: z.string().optional() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string() }).optional() }),
});
const unsplashSearch = z.object({
  total: z.number().int(),
  total_pages: z.number().int(),
  results: z.array(unsplashPhoto),
});

function fromUnsplash(p: z.infer<typeof unsplashPhoto>): FoundPhoto {
  return {
    id: p.id,
    title: p.description ?? p.alt_description ?? '',
    width: p.width ?? null,
    height: p.height ?? null,
    author: p.user.name,
    authorUrl: withUtm(p.user.links?.html ?? ''),
    licence: 'Unsplash License',
    licenceUrl: 'https://unsplash.com/license',
    sourceUrl: withUtm(p.links.html),
    previewUrl: p.urls.small,
  };
}

function headersOf(settings: FreeImageSettings): Record<string, string> {
  return settings.provider === 'unsplash'
    ? { authorization: `Client-ID ${settings.apiKey}`, 'accept-version': 'v1' }
    : { authorization: settings.apiKey };
}

/** One page of the provider's search for `q`. */
export async function searchProvider(
  settings: FreeImageSettings,
  rules: OutboundRules,
  q: string,
  page: number,
): Promise<FoundPage> {
  const query = new URLSearchParams({ query: q, page: String(page), per_page: String(PER_PAGE) });
  if (settings.provider === 'unsplash') {
    const data = parse(
      unsplashSearch,
      await getJson(`${settings.apiUrl}/search/photos?${query}`, rules, headersOf(settings)),
    );
    return { page, totalPages: data.total_pages, total: data.total, photos: data.results.map(fromUnsplash) };
  }
  const data = parse(
    pexelsSearch,
    await getJson(`${settings.apiUrl}/search?${query}`, rules, headersOf(settings)),
  );
  return {
    page: data.page,
    totalPages: Math.ceil(data.total_results / Math.max(1, data.per_page)),
    total: data.total_results,
    photos: data.photos.map(fromPexels),
  };
}

/**
 * The address of a photo's original, asked of the provider by id (so a client cannot name an
 * arbitrary address). For Unsplash this calls the download endpoint, which counts the download as
 * their API terms require.
 */
export async function originalOf(
  settings: FreeImageSettings,
  rules: OutboundRules,
  id: string,
): Promise<{ url: string; fileName: string }> {
  const safeId = encodeURIComponent(id);
  if (settings.provider === 'unsplash') {
    const data = parse(
      z.object({ url: z.string() }),
      await getJson(`${settings.apiUrl}/photos/${safeId}/download`, rules, headersOf(settings)),
    );
    return { url: data.url, fileName: `unsplash-${id.replace(/[^\w-]/g, '')}.jpg` };
  }
  const data = parse(
    pexelsPhoto,
    await getJson(`${settings.apiUrl}/photos/${safeId}`, rules, headersOf(settings)),
  );
  return { url: data.src.original, fileName: `pexels-${data.id}.jpg` };
}
