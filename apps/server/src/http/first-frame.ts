import { categories, tools } from '@toolbox/catalog';
import type { Locale } from '@toolbox/contracts';
import { escapeHtml } from './html.ts';
import { toolOfPath } from './index-html.ts';

/**
 * The static first frame of the home page and of a tool page: what the web app's first render
 * shows at the top of the screen (the top bar's logo, name and search field, and the page's
 * heading), written into `#root` so the browser paints it as soon as the styles arrive instead of
 * after the scripts have run. React's `createRoot` replaces it; the markup repeats the class names
 * of `shell/layout.tsx`, `shell/top-bar.tsx`, `pages/home/home-page.tsx` and
 * `framework/tool-page.tsx`, so the same boxes land in the same places and nothing moves. The page
 * has no inline styles or scripts (the Content-Security-Policy forbids them).
 */

/** The web app's strings the frame shows (its `app.name`, `nav.*`, `search.*` and `home.*`). */
export const frameText: Record<
  Locale,
  {
    appName: string;
    skipToContent: string;
    openMenu: string;
    searchLabel: string;
    searchPlaceholder: string;
    home: string;
    breadcrumb: string;
    homeTitle: string;
    homeSubtitle: string;
  }
> = {
  en: {
    appName: 'Toolbox',
    skipToContent: 'Skip to content',
    openMenu: 'Show the tool menu',
    searchLabel: 'Search tools',
    searchPlaceholder: 'Search tools, e.g. “merge PDF”',
    home: 'Home',
    breadcrumb: 'You are here',
    homeTitle: 'All tools',
    homeSubtitle: 'Private by design: most tools run on your device, your files never leave it.',
  },
  'zh-CN': {
    appName: '在线工具箱',
    skipToContent: '跳到正文',
    openMenu: '展开工具菜单',
    searchLabel: '搜索工具',
    searchPlaceholder: '搜索工具，例如“PDF合并”',
    home: '首页',
    breadcrumb: '当前位置',
    homeTitle: '全部工具',
    homeSubtitle: '注重隐私：大多数工具在你的设备上运行，文件不会离开你的电脑。',
  },
};

/** The page a first frame is written for. */
export type FramedPage = { kind: 'home' } | { kind: 'tool'; code: string };

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
};

/** The web app's `Logo` at its 28 px. */
const logo =
  '<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">' +
  '<rect width="32" height="32" rx="8" fill="var(--accent)"/>' +
  '<path d="M9 12.5h14v10.5a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#fff"/>' +
  '<path d="M12.5 12.5v-2a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v2" fill="none" stroke="#fff" stroke-width="2"/>' +
  '<rect x="9" y="16" width="14" height="2" fill="var(--accent)"/>' +
  '</svg>';

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
    `<button type="button" class="icon-button menu-toggle" aria-label="${escapeHtml(text.openMenu)}">` +
    `${icon(drawings.menuUnfold, 22)}</button>` +
    `<a href="/" class="brand" aria-label="${escapeHtml(text.appName)}">${logo}` +
    `<span class="brand-name">${escapeHtml(text.appName)}</span></a>` +
    `<div class="search-box" role="search">${icon(drawings.search, 18, 'search-icon')}` +
    `<input type="search" readonly aria-label="${escapeHtml(text.searchLabel)}" ` +
    `placeholder="${escapeHtml(text.searchPlaceholder)}"></div>` +
    '</header>'
  );
}

/** The home page's heading: the app's `HomePage` before its lists arrive. */
function homeHead(lang: Locale): string {
  const text = frameText[lang];
  return (
    '<div class="page home-page"><div class="page-head">' +
    `<h1>${escapeHtml(text.homeTitle)}</h1><p class="lead">${escapeHtml(text.homeSubtitle)}</p>` +
    '</div></div>'
  );
}

/** A tool page's breadcrumb and heading: the app's `ToolPage` above the tool's own UI. */
function toolHead(lang: Locale, code: string): string | null {
  const tool = tools.find((t) => t.code === code);
  if (!tool) return null;
  const text = frameText[lang];
  const category = categories.find((c) => c.code === tool.category);
  return (
    `<article class="page tool-page" data-tool="${escapeHtml(tool.code)}">` +
    `<nav class="breadcrumb" aria-label="${escapeHtml(text.breadcrumb)}">` +
    `<a href="/">${escapeHtml(text.home)}</a>${icon(drawings.chevronRight, 14)}` +
    `<span>${escapeHtml(category ? category.name[lang] : tool.category)}</span></nav>` +
    '<header class="page-head tool-head">' +
    `<span class="tool-icon is-tile tool-head-icon" data-family="${escapeHtml(tool.category)}" aria-hidden="true"></span>` +
    `<div><h1>${escapeHtml(tool.name[lang])}</h1><p class="lead">${escapeHtml(tool.description[lang])}</p></div>` +
    '</header></article>'
  );
}

/**
 * The first frame of `page` in `lang`: the app's layout (skip link, top bar, the left menu's empty
 * column, main) around the page's heading. Null for a tool the catalog does not know.
 */
export function firstFrame(lang: Locale, page: FramedPage): string | null {
  const head = page.kind === 'home' ? homeHead(lang) : toolHead(lang, page.code);
  if (head === null) return null;
  const text = frameText[lang];
  return (
    '<div class="app first-frame">' +
    `<a class="skip-link" href="#main">${escapeHtml(text.skipToContent)}</a>` +
    topBar(lang) +
    '<div class="app-body"><div class="left-menu"></div>' +
    `<main id="main" class="main" tabindex="-1">${head}</main>` +
    '</div></div>'
  );
}
