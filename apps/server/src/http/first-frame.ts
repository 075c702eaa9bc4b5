import { categories, tools } from '@toolbox/catalog';
import type { DictEntry, Locale, SiteNotice } from '@toolbox/contracts';
import { localText, safeLink } from '@toolbox/contracts/site-text';
import { frameText, toolDropZones } from './first-frame-text.ts';
import { escapeHtml } from './html.ts';
import { toolOfPath } from './index-html.ts';

export { frameText, toolDropZones } from './first-frame-text.ts';

/**
 * The static first frame of the home page and of a tool page: what the web app's first render
 * shows on the first screen (the top bar's logo, name and search field, the page's heading, a file
 * tool's drop zone, and the cookie notice until it is accepted), written into `#root` so the browser
 * paints it as soon as the styles arrive instead of after the scripts have run. React's
 * `createRoot` replaces it; the markup repeats the class names of `shell/layout.tsx`,
 * `shell/top-bar.tsx`, `pages/home/home-page.tsx`, `framework/tool-page.tsx`,
 * `features/favourites/favourite-star.tsx`, `framework/file-input.tsx` and
 * `features/auth/cookie-notice.tsx`, so the same boxes land in the
 * same places and nothing moves. The page has no inline styles or scripts (the
 * Content-Security-Policy forbids them).
 *
 * Each focusable element names its twin in the app (`data-twin`, a selector): a visitor who tabs
 * into the frame before the app starts keeps focus on the same control afterwards (`main.tsx`).
 */

/** The page a first frame is written for. */
export type FramedPage = { kind: 'home' } | { kind: 'tool'; code: string };

/**
 * The cookies the web app's cookie notice sets beside its stored flags (`ACCEPT_COOKIE` in local
 * storage, the session's close): with either, the frame leaves the notice out.
 */
export const NOTICE_COOKIES = ['ACCEPT_COOKIE', 'COOKIE_NOTICE_CLOSED'] as const;

/** The home page's site notice: the dictionary entry (handed to the app) and its checked value. */
export interface FrameSiteNotice {
  entry: DictEntry;
  notice: SiteNotice;
}

/**
 * What else decides the frame: whether the cookie notice is still to be shown, and the site notice
 * the home page shows (null when there is none to show this visitor).
 */
export interface FrameOptions {
  cookieNotice: boolean;
  siteNotice?: FrameSiteNotice | null;
}

/**
 * The page at `path` that gets a first frame: the home page and built tools' pages. Other paths
 * (account pages, not-found) get none: the app shows them after its scripts, as before.
 */
export function framedPage(path: string): FramedPage | null {
  if (path === '/') return { kind: 'home' };
  const code = toolOfPath(path);
  return code ? { kind: 'tool', code } : null;
}

/** The web app's `Icon`: a 24×24 stroke drawing in the text colour. */
function icon(paths: string, size: number, className?: string): string {
  const classes = className ? `icon ${className}` : 'icon';
  return (
    `<svg class="${classes}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" ` +
    `stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" ` +
    `aria-hidden="true" focusable="false">${paths}</svg>`
  );
}

const drawings = {
  menuUnfold: '<path d="M4 7h10M4 12h10M4 17h10"/><path d="M17 9l3 3-3 3"/>',
  search: '<circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/>',
  chevronRight: '<path d="M9.5 6l6 6-6 6"/>',
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  info: '<circle cx="12" cy="12" r="8.5"/><path d="M12 11v5.5M12 7.5v.5"/>',
  upload: '<path d="M12 15V4M7.5 8.5L12 4l4.5 4.5"/><path d="M5 14.5v5h14v-5"/>',
};

/** The favourites' star (`StarIcon`), outlined. */
const star =
  '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="icon">' +
  '<path d="M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" fill="none" ' +
  'stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"/></svg>';

/** The web app's `Logo` at its 28 px. */
const logo =
  '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="8" fill="var(--accent)"/>' +
  '<path d="M9 12.5h14v10.5a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#fff"/>' +
  '<path d="M12.5 12.5v-2a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v2" fill="none" stroke="#fff" stroke-width="2"/>' +
  '<rect x="9" y="16" width="14" height="2" fill="var(--accent)"/>' +
  '</svg>';

const twin = (selector: string) => `data-twin="${escapeHtml(selector)}"`;

/**
 * The top bar as the app draws it before anything is loaded. The menu toggle is the phone's (the
 * stylesheet hides it on wide screens, where the app does not render it); the phone's search
 * button and the bar's right end (language, credits, sign-in) are left out: they only appear, at
 * the end of the bar, when the app runs. The search field cannot be typed into yet.
 */
function topBar(lang: Locale): string {
  const text = frameText[lang];
  return (
    '<header class="top-bar">' +
    `<button type="button" class="icon-button menu-toggle" aria-label="${escapeHtml(text.openMenu)}" ${twin('#left-menu-toggle')}>` +
    `${icon(drawings.menuUnfold, 22)}</button>` +
    `<a href="/" class="brand" aria-label="${escapeHtml(text.appName)}" ${twin('.top-bar .brand')}>${logo}` +
    `<span class="brand-name">${escapeHtml(text.appName)}</span></a>` +
    `<div class="search-box" role="search">${icon(drawings.search, 18, 'search-icon')}` +
    `<input type="search" readonly aria-label="${escapeHtml(text.searchLabel)}" ` +
    `placeholder="${escapeHtml(text.searchPlaceholder)}" ${twin('.top-bar .search-box input')}></div>` +
    '</header>'
  );
}

/** The cookie notice (`CookieNotice`): the same text, link and buttons, above the page's content. */
function cookieNotice(lang: Locale): string {
  const text = frameText[lang];
  return (
    `<section class="cookie-notice" aria-label="${escapeHtml(text.cookieLabel)}" data-testid="cookie-notice">` +
    `<p>${escapeHtml(text.cookieText)} ` +
    `<a href="/user-protocol?type=002" target="_blank" rel="noopener" ${twin('.cookie-notice a')}>` +
    `${escapeHtml(text.cookiePolicy)}<span class="visually-hidden"> ${escapeHtml(text.opensInNewTab)}</span></a></p>` +
    '<div class="cookie-notice-actions">' +
    `<button type="button" class="btn btn-primary" data-cookie="accept" ${twin('.cookie-notice .btn-primary')}>` +
    `${escapeHtml(text.cookieAccept)}</button>` +
    `<button type="button" class="icon-button" aria-label="${escapeHtml(text.cookieClose)}" data-cookie="close" ` +
    `${twin('.cookie-notice .icon-button')}>${icon(drawings.close, 20)}</button>` +
    '</div></section>'
  );
}

/**
 * The site notice (`SiteNotice`) as the home page shows it above the tools. Its dictionary entry
 * rides along (`data-entry`) so that the app's first render draws the same notice at once.
 */
function siteNotice(lang: Locale, { entry, notice }: FrameSiteNotice): string {
  const text = frameText[lang];
  const link = safeLink(notice.url);
  const linkText = localText(notice.linkText, lang);
  return (
    `<section class="site-notice" aria-label="${escapeHtml(text.noticeLabel)}" data-testid="site-notice" ` +
    `data-entry="${escapeHtml(JSON.stringify(entry))}">${icon(drawings.info, 18, 'site-notice-icon')}` +
    `<p>${escapeHtml(localText(notice.text, lang))}` +
    (link && linkText
      ? ` <a href="${escapeHtml(link)}" ${twin('.site-notice p a')}>${escapeHtml(linkText)}</a>`
      : '') +
    '</p>' +
    `<button type="button" class="icon-button" aria-label="${escapeHtml(text.noticeClose)}" ` +
    `${twin('.site-notice .icon-button')}>${icon(drawings.close, 18)}</button></section>`
  );
}

/** The home page's heading (the app's `HomePage` before its lists arrive), and the site notice. */
function homeHead(lang: Locale, notice: FrameSiteNotice | null): string {
  const text = frameText[lang];
  return (
    '<div class="page home-page"><div class="page-head">' +
    `<h1>${escapeHtml(text.homeTitle)}</h1><p class="lead">${escapeHtml(text.homeSubtitle)}</p>` +
    `</div>${notice ? siteNotice(lang, notice) : ''}</div>`
  );
}

/** A file tool's drop zone (`FileInput`) as it first shows, inside the tool's template box. */
function dropZone(lang: Locale, code: string): string {
  const zone = toolDropZones[code];
  if (!zone) return '';
  const accepted = frameText[lang].fileAccepted.replace('{{types}}', zone.types[lang]);
  return (
    `<div class="tool-body"><div class="${escapeHtml(zone.className)}"><div class="file-drop">` +
    `<span class="file-drop-icon" aria-hidden="true">${icon(drawings.upload, 28)}</span>` +
    `<button type="button" class="btn btn-primary" ${twin('.file-drop .btn-primary')}>${escapeHtml(zone.choose[lang])}</button>` +
    `<p class="file-drop-hint">${escapeHtml(zone.hint[lang])}<br><span class="muted">${escapeHtml(accepted)}</span></p>` +
    '</div></div></div>'
  );
}

/**
 * A tool page's favourite button (`FavouriteStar` with its label) as a visitor who has not starred
 * it sees it: it takes its room in the heading's row, so the description wraps as in the app.
 */
function favouriteButton(lang: Locale, code: string, name: string): string {
  const text = frameText[lang];
  const title = text.favouriteTitle.replace('{{name}}', name);
  return (
    `<button type="button" class="favourite-star btn btn-secondary tool-head-star" aria-pressed="false" ` +
    `title="${escapeHtml(title)}" data-code="${escapeHtml(code)}" ${twin('.tool-head-star')}>` +
    `${star}<span>${escapeHtml(text.favouriteLabel)}</span></button>`
  );
}

/** A tool page's breadcrumb and heading (the app's `ToolPage`), and its drop zone when it has one. */
function toolHead(lang: Locale, code: string): string | null {
  const tool = tools.find((t) => t.code === code);
  if (!tool) return null;
  const text = frameText[lang];
  const category = categories.find((c) => c.code === tool.category);
  return (
    `<article class="page tool-page" data-tool="${escapeHtml(tool.code)}">` +
    `<nav class="breadcrumb" aria-label="${escapeHtml(text.breadcrumb)}">` +
    `<a href="/" ${twin('.breadcrumb a')}>${escapeHtml(text.home)}</a>${icon(drawings.chevronRight, 14)}` +
    `<span>${escapeHtml(category ? category.name[lang] : tool.category)}</span></nav>` +
    '<header class="page-head tool-head">' +
    `<span class="tool-icon is-tile tool-head-icon" data-family="${escapeHtml(tool.category)}" aria-hidden="true"></span>` +
    `<div><h1>${escapeHtml(tool.name[lang])}</h1><p class="lead">${escapeHtml(tool.description[lang])}</p></div>` +
    `${favouriteButton(lang, tool.code, tool.name[lang])}</header>${dropZone(lang, code)}</article>`
  );
}

/**
 * The first frame of `page` in `lang`: the app's layout (skip link, top bar, the left menu's empty
 * column, main with the cookie notice) around the page's heading. Null for a tool the catalog does
 * not know.
 */
export function firstFrame(
  lang: Locale,
  page: FramedPage,
  options: FrameOptions = { cookieNotice: false },
): string | null {
  const head = page.kind === 'home' ? homeHead(lang, options.siteNotice ?? null) : toolHead(lang, page.code);
  if (head === null) return null;
  const text = frameText[lang];
  return (
    '<div class="app first-frame">' +
    `<a class="skip-link" href="#main" ${twin('.skip-link')}>${escapeHtml(text.skipToContent)}</a>` +
    topBar(lang) +
    '<div class="app-body"><div class="left-menu"></div>' +
    `<main id="main" class="main" tabindex="-1" ${twin('#main')}>` +
    `${options.cookieNotice ? cookieNotice(lang) : ''}${head}</main>` +
    '</div></div>'
  );
}
