import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AdItem, Edition, Locale } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { ReadCache } from '../dict/read-cache.ts';
import { adItems, type AdItemRow } from './tables.ts';

/** How long a list is served from memory: an operator's change shows within a minute. */
export const AD_LIST_CACHE_MS = 60_000;

type Localized = AdItemRow['title'];

function pick(text: Localized, locale: Locale): string {
  return text[locale] ?? text.en ?? text['zh-CN'] ?? '';
}

function both(text: Localized): Record<Locale, string> {
  return { en: pick(text, 'en'), 'zh-CN': pick(text, 'zh-CN') };
}

/** A same-site path or an http(s) address; anything else (javascript:, data:) becomes ''. */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : '';
}

function present(row: AdItemRow, locale: Locale): AdItem {
  return {
    id: row.id,
    url: safeUrl(row.url),
    icon: /^[a-z0-9-]{1,40}$/.test(row.icon) ? row.icon : safeUrl(row.icon),
    title: pick(row.title, locale),
    text: pick(row.text, locale),
    secText: pick(row.secText, locale),
    titles: both(row.title),
    texts: both(row.text),
    secTexts: both(row.secText),
    funcCode: row.funcCode,
  };
}

/** The live rows of one list: enabled, of this edition or 'all', within their dates, in order. */
function liveRows(db: Database, edition: Edition, code: string, now: Date) {
  return db
    .select()
    .from(adItems)
    .where(
      and(
        eq(adItems.listCode, code),
        inArray(adItems.edition, ['all', edition]),
        eq(adItems.enabled, true),
        or(isNull(adItems.startAt), lte(adItems.startAt, now)),
        or(isNull(adItems.endAt), gt(adItems.endAt, now)),
      ),
    )
    .orderBy(asc(adItems.orderNumber), asc(adItems.id));
}

/** The banner and recommendation lists of one server (/bd/ali/list), cached a minute per code. */
export class AdLists {
  private readonly cache: ReadCache<AdItemRow[]>;

  constructor(
    private readonly db: () => Database,
    private readonly edition: Edition,
    private readonly now: () => Date,
  ) {
    this.cache = new ReadCache(AD_LIST_CACHE_MS, () => now().getTime());
  }

  async list(code: string, locale: Locale): Promise<AdItem[]> {
    const rows = await this.cache.get(code, () => liveRows(this.db(), this.edition, code, this.now()));
    return rows.map((row) => present(row, locale));
  }
}
