import type { AdItem, DictEntry, LocalizedText, SiteConstants, SiteNotice } from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { createResource, type Resource } from '../../queries/resource.ts';

export { localText, safeLink } from '@toolbox/contracts/site-text';

/*
 * The operator's texts and lists: the dictionary (cached 120 s, spec section 9), the constants and
 * the banner and recommendation lists (3600 s). Every call is silent: these parts of the page are
 * extras, and a failure leaves them out rather than toasting. No zod here (it stays off the first
 * chunk): values are checked by the small guards below.
 */

/** The spec's dictionary cache (section 9). */
export const DICT_TTL_MS = 120_000;
/** The spec's recommended and mascot list caches (section 9), also used for the banners. */
export const LIST_TTL_MS = 3_600_000;

const dictResources = new Map<string, Resource<DictEntry | null>>();

/** One dictionary entry by code (null when the server has none). */
export function dictResource(code: string): Resource<DictEntry | null> {
  let resource = dictResources.get(code);
  if (!resource) {
    resource = createResource(
      () => call('dictGet', { code }, { silent: true }).catch(() => null),
      DICT_TTL_MS,
    );
    dictResources.set(code, resource);
  }
  return resource;
}

/**
 * Hands the site notice the server drew in the home page's first frame (its dictionary entry in
 * `data-entry`) to the dictionary's cache, so the app's first render shows the same notice.
 */
export function primeFrameNotice(root: Pick<Document, 'querySelector'> = document): void {
  const raw = root.querySelector<HTMLElement>('.first-frame .site-notice[data-entry]')?.dataset.entry;
  if (!raw) return;
  try {
    const entry = JSON.parse(raw) as DictEntry;
    if (entry?.code === 'site_notice') dictResource('site_notice').prime(entry);
  } catch {
    // a broken entry: the notice is fetched as usual
  }
}

/** The site's constants (record-filing number...). */
export const constantsResource = createResource<SiteConstants>(
  () => call('constants', {}, { silent: true }).catch(() => ({})),
  LIST_TTL_MS,
);

const listResources = new Map<string, Resource<AdItem[]>>();

/** The live items of a banner or recommendation list (empty when it cannot be fetched). */
export function adListResource(code: string): Resource<AdItem[]> {
  let resource = listResources.get(code);
  if (!resource) {
    resource = createResource(() => call('adList', { code }, { silent: true }).catch(() => []), LIST_TTL_MS);
    listResources.set(code, resource);
  }
  return resource;
}

/** Tests: forget every cached answer. */
export function resetSiteContent(): void {
  for (const resource of [...dictResources.values(), ...listResources.values()]) resource.reset();
  constantsResource.reset();
}

function isText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
  );
}

/** The `site_notice` entry when it has the documented shape, else null. */
export function asSiteNotice(value: unknown): SiteNotice | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || !v.id || typeof v.enabled !== 'boolean' || !isText(v.text)) return null;
  const endTime = typeof v.endTime === 'string' ? v.endTime : null;
  return {
    id: v.id,
    enabled: v.enabled,
    text: v.text,
    url: typeof v.url === 'string' ? v.url : null,
    linkText: isText(v.linkText) ? v.linkText : null,
    endTime,
    startTime: typeof v.startTime === 'string' ? v.startTime : null,
  };
}
