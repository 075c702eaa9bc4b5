/*
 * Pure rules about the operator's texts that the web app and the server's first frame both apply
 * (no zod here: the web app's first chunk imports this file).
 */
import type { Locale } from './func.ts';

/** A text in both languages, as the dictionary and the lists store it. */
type Texts = Partial<Record<Locale, string>>;

/** A text of the operator's in the reader's language (the other one when it is missing). */
export function localText(text: Texts | null | undefined, locale: Locale): string {
  if (!text) return '';
  return text[locale] || text.en || text['zh-CN'] || '';
}

/** A same-site path or an http(s) address; anything else (javascript:, //host) is refused. */
export function safeLink(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  return /^https?:\/\/\S+$/i.test(value) ? value : null;
}

/**
 * The cookie the web app sets to the id of the site notice a visitor closed (beside its local
 * storage), so that the server's first frame of the home page leaves that notice out too.
 */
export const SITE_NOTICE_COOKIE = 'SITE_NOTICE_CLOSED';

/** The fields of a site notice that decide whether it shows. */
interface NoticeState {
  id: string;
  enabled: boolean;
  endTime: string | null;
  /** ISO 8601 start: not shown before it (absent or null = at once). */
  startTime?: string | null;
}

/** Whether a notice is to be shown at `now`: enabled, from its start to its cut-off, not closed by this visitor. */
export function noticeShown<T extends NoticeState>(
  notice: T | null,
  now: number,
  closed: string | null,
): notice is T {
  if (!notice?.enabled || notice.id === closed) return false;
  if (notice.startTime) {
    const start = Date.parse(notice.startTime);
    if (!Number.isFinite(start) || now < start) return false;
  }
  if (notice.endTime === null) return true;
  const end = Date.parse(notice.endTime);
  return Number.isFinite(end) && now < end;
}
