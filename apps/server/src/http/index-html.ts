import { tools } from '@toolbox/catalog';
import type { Edition, Locale } from '@toolbox/contracts';
import { escapeHtml } from './html.ts';
import { editionLocale } from './i18n.ts';

/** What the first HTML of a page says about it, before any script runs. */
export interface PageMeta {
  edition: Edition;
  lang: Locale;
  title: string;
  description: string;
}

/** The product's name and one-line description per language (the web app's `app.name`). */
const site: Record<Locale, { name: string; description: string }> = {
  en: { name: 'Toolbox', description: 'Everyday PDF, image and text tools that run in your browser.' },
  'zh-CN': { name: '在线工具箱', description: '常用的 PDF、图片和文本工具，打开浏览器就能用。' },
};

/** og:locale spells languages with an underscore. */
const ogLocale: Record<Locale, string> = { en: 'en_US', 'zh-CN': 'zh_CN' };

/** Built tools by code: the ones whose page exists (the web app shows not-found for the rest). */
const builtTools = new Map(tools.filter((t) => t.built).map((t) => [t.code, t]));

/** Tool paths that moved; the web app redirects them (its `TOOL_REDIRECTS`). */
const movedTools: Readonly<Record<string, string>> = { video4: 'free_image' };

/** The built tool a path shows (`/func/<code>`, with or without a trailing slash), if any. */
export function toolOfPath(path: string): string | null {
  const match = /^\/func\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const code = movedTools[match[1]!] ?? match[1]!;
  return builtTools.has(code) ? code : null;
}

/** The language, title and description of the page at `path` in this edition. */
export function pageMeta(edition: Edition, toolCode: string | null): PageMeta {
  const lang = editionLocale(edition);
  const brand = site[lang];
  const tool = toolCode ? builtTools.get(toolCode) : undefined;
  if (!tool) return { edition, lang, title: brand.name, description: brand.description };
  // The same title the web app sets once it runs: 'page – brand'.
  return {
    edition,
    lang,
    title: `${tool.name[lang]} – ${brand.name}`,
    description: tool.description[lang],
  };
}

/**
 * Fills the built index.html with a page's language, title, description and link-preview tags:
 * `<html>` gets the `lang` and `data-edition` (the app starts in the edition's language without
 * asking the server first), the template's `<title>` is replaced by the page's head tags and its
 * description and og: tags are dropped. A template without a title gets the tags before `</head>`.
 * `frame` (the page's static first frame, `first-frame.ts`) goes into the empty `#root`; with
 * `starter` (the built `src/after-paint.ts`) the page's scripts start after that frame is painted.
 */
export function renderIndexHtml(
  template: string,
  meta: PageMeta,
  preloads?: Preloads,
  frame?: string | null,
  starter?: string | null,
): string {
  const name = site[meta.lang].name;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:locale" content="${ogLocale[meta.lang]}" />`,
  ].join('\n    ');
  let html = template
    .replace(/<html\b[^>]*>/i, `<html lang="${meta.lang}" data-edition="${meta.edition}">`)
    .replace(/[ \t]*<meta\s+(?:name="description"|property="og:[a-z_:]+")[^>]*>\r?\n?/gi, '');
  const scripts = preloads?.scripts ?? [];
  const deferred = Boolean(frame && starter);
  const low = frame ? ' fetchpriority="low"' : '';
  // Same crossorigin mode as Vite's own links, so the app's loader finds them already fetched.
  const links = [
    ...(deferred ? [] : scripts).map(
      (href) => `<link rel="modulepreload" crossorigin${low} href="${escapeHtml(href)}">`,
    ),
    ...(preloads?.styles ?? []).map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
    ),
  ];
  if (frame) {
    html = stylesFirst(html.replace(/<div id="root"><\/div>/, () => `<div id="root">${frame}</div>`));
    html = starter ? startAfterPaint(html, starter, scripts) : lowPriorityScripts(html);
  }
  if (links.length) html = html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
  // A function replacement: `$` in a tool's text must not act as a replacement pattern.
  if (/<title>[\s\S]*?<\/title>/i.test(html)) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  else html = html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return html;
}

/**
 * For a page with a first frame: its stylesheets are linked before the scripts (Vite writes them
 * after), so the frame paints once the styles are in.
 */
function stylesFirst(html: string): string {
  const styles: string[] = [];
  const rest = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\r?\n?/gi, (tag) => {
    styles.push(tag.trim());
    return '';
  });
  const at = rest.search(/[ \t]*<(?:script\b|link rel="modulepreload")/i);
  if (at < 0) return html;
  const indent = /^[ \t]*/.exec(rest.slice(at))![0];
  const moved = styles.map((tag) => `${indent}${tag}\n`).join('');
  return rest.slice(0, at) + moved + rest.slice(at);
}

/** Without the starter (an older build): the scripts are fetched at low priority. */
function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/gi,
    (_, start: string) => `<${start} fetchpriority="low"`,
  );
}

/**
 * The app's entry script and its module preloads give way to the starter, which loads them once
 * the first frame is on the screen: on a slow connection the styles and the frame no longer share
 * it with 150-200 KB of scripts. `extra` are further modules to fetch beside the entry (a tool's).
 */
function startAfterPaint(html: string, starter: string, extra: readonly string[]): string {
  let entry = '';
  const preload: string[] = [];
  let rest = html.replace(
    /([ \t]*)<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/i,
    (_, indent: string, src: string) => {
      entry = src;
      return `${indent}<!--app-start-->`;
    },
  );
  if (!entry) return lowPriorityScripts(html);
  rest = rest.replace(
    /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\r?\n?/gi,
    (_, href: string) => {
      preload.push(href);
      return '';
    },
  );
  const all = [...new Set([...preload, ...extra])];
  const tag =
    `<script type="module" crossorigin id="app-start" src="${escapeHtml(starter)}" ` +
    `data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(all.join(' '))}"></script>`;
  return rest.replace('<!--app-start-->', () => tag);
}

/** One chunk of Vite's build manifest (`.vite/manifest.json`), the fields we read. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Files a page needs beyond what index.html already links. */
export interface Preloads {
  scripts: string[];
  styles: string[];
}

/** The starter of pages with a first frame (`startAfterPaint`), in the build's manifest. */
const STARTER_MODULE = 'src/after-paint.ts';

/** The built starter's path, when the build has one. */
export function starterOf(manifest: BuildManifest | null): string | null {
  const chunk = manifest?.[STARTER_MODULE];
  return chunk ? `/${chunk.file}` : null;
}

/** The tool registry module: every tool page loads it first, then the tool's own UI chunk. */
const REGISTRY_MODULE = 'src/framework/registry.ts';

/**
 * The chunks a tool page loads on demand (the registry, then the tool's `ui.tsx`), with the chunks
 * they import and their styles, less the entry's own: linked in the page, they download alongside
 * the entry instead of one after another once it runs.
 */
export function toolPreloads(manifest: BuildManifest, code: string): Preloads {
  // The app's entry is index.html's script (the starter is an entry of its own).
  const entry = manifest['index.html'] ?? Object.values(manifest).find((chunk) => chunk.isEntry);
  const known = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) walk(entryKey, known);
  const ui = Object.keys(manifest).find((key) => key === `src/tools/${key.split('/')[2]}/${code}/ui.tsx`);
  const wanted = new Set<string>();
  for (const root of [REGISTRY_MODULE, ui]) if (root) walk(root, wanted);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const linked = new Set([...known].flatMap((key) => manifest[key]!.css ?? []));
  for (const key of wanted) {
    if (known.has(key)) continue;
    scripts.push(`/${manifest[key]!.file}`);
    for (const css of manifest[key]!.css ?? []) if (!linked.has(css)) styles.add(`/${css}`);
  }
  return { scripts, styles: [...styles] };
}
