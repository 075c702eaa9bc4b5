import { asc } from 'drizzle-orm';
import type { AdItem, Edition, Locale } from '@toolbox/contracts';
import type { Database } from '../../db/open.ts';
import { cachedRead } from '../../db/cached-read.ts';
import { adItems, type AdItemRow } from './tables.ts';

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

/** Every item of every list, in list order (a small table), from memory until it changes in any process. */
function allItems(db: Database): Promise<AdItemRow[]> {
  return cachedRead(db, 'banner:items', ['ad_item'], (d) =>
    d.select().from(adItems).orderBy(asc(adItems.orderNumber), asc(adItems.id)),
  );
}

/** Whether an item is live: enabled, of this edition or 'all', within its optional dates. */
function live(row: AdItemRow, edition: Edition, now: Date): boolean {
  return (
    row.enabled &&
    (row.edition === 'all' || row.edition === edition) &&
    (!row.startAt || row.startAt <= now) &&
    (!row.endAt || row.endAt > now)
  );
}

/** /bd/ali/list: the live items of one list, in order, in the reader's language (dates judged now). */
export async function listAds(
  db: Database,
  edition: Edition,
  code: string,
  locale: Locale,
  now: Date,
): Promise<AdItem[]> {
  const rows = await allItems(db);
  return rows
    .filter((row) => row.listCode === code && live(row, edition, now))
    .map((row) => present(row, locale));
}
