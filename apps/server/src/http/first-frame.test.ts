import { readFileSync } from 'node:fs';
import { categories, tools } from '@toolbox/catalog';
import { describe, expect, it } from 'vitest';
import { firstFrame, frameText, framedPage, toolDropZones } from './first-frame.ts';

const VOID_ELEMENTS = new Set(['input', 'path', 'rect', 'circle', 'br']);

/** Every element the frame opens is closed, in order (path, rect, circle, input and br close themselves). */
function balanced(html: string): boolean {
  const open: string[] = [];
  for (const [, closing, name, selfClosed] of html.matchAll(/<(\/?)([a-z0-9]+)\b[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosed && !VOID_ELEMENTS.has(name!)) open.push(name!);
  }
  return open.length === 0;
}

const text = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);

describe('first frame', () => {
  it('draws the home page in each language: top bar, then the "All tools" heading and intro line', () => {
    const en = firstFrame('en', { kind: 'home' })!;
    expect(balanced(en)).toBe(true);
    expect(text(en, 'h1')).toEqual(['All tools']);
    expect(en).toContain(
      '<p class="lead">Private by design: most tools run on your device, your files never leave it.</p>',
    );
    expect(en).toContain('<span class="brand-name">Toolbox</span>');
    expect(en).toContain('placeholder="Search tools, e.g. “merge PDF”"');
    // Layout order of the app: skip link, top bar, the menu's column, main.
    const order = ['class="skip-link"', 'class="top-bar"', 'class="left-menu"', '<main id="main"', '<h1>'];
    const at = order.map((needle) => en.indexOf(needle));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    const zh = firstFrame('zh-CN', { kind: 'home' })!;
    expect(balanced(zh)).toBe(true);
    expect(text(zh, 'h1')).toEqual(['全部工具']);
    expect(zh).toContain('<span class="brand-name">在线工具箱</span>');
    expect(zh).not.toMatch(/All tools|Toolbox/);
  });

  it("draws a tool page's breadcrumb and heading from the catalog", () => {
    const merge = tools.find((t) => t.code === 'pdf_merge')!;
    for (const lang of ['en', 'zh-CN'] as const) {
      const html = firstFrame(lang, { kind: 'tool', code: 'pdf_merge' })!;
      expect(balanced(html), lang).toBe(true);
      expect(text(html, 'h1'), lang).toEqual([merge.name[lang]]);
      expect(html, lang).toContain(`<p class="lead">${merge.description[lang]}</p>`);
      expect(html, lang).toContain('<article class="page tool-page" data-tool="pdf_merge">');
      expect(text(html, 'span'), lang).toContain(categories.find((c) => c.code === 'pdf')!.name[lang]);
      expect(html, lang).not.toContain('home-page');
    }
    expect(firstFrame('en', { kind: 'tool', code: 'no_such_tool' })).toBeNull();
  });

  it("escapes the catalog's text", () => {
    const tool = tools.find(
      (t) => t.built && categories.some((c) => c.code === t.category && c.name.en.includes('&')),
    )!;
    expect(tool).toBeDefined();
    const category = categories.find((c) => c.code === tool.category)!;
    const html = firstFrame('en', { kind: 'tool', code: tool.code })!;
    expect(html).toContain(`<span>${category.name.en.replace('&', '&amp;')}</span>`);
    expect(html.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
    expect(balanced(html)).toBe(true);
  });

  it('frames the home page and built tools only', () => {
    expect(framedPage('/')).toEqual({ kind: 'home' });
    expect(framedPage('/func/pdf_merge')).toEqual({ kind: 'tool', code: 'pdf_merge' });
    expect(framedPage('/func/pdf_merge/')).toEqual({ kind: 'tool', code: 'pdf_merge' });
    for (const path of ['/login', '/vip', '/func/no_such_tool', '/func', '/index.htm', '/ut/func/query']) {
      expect(framedPage(path), path).toBeNull();
    }
  });

  it("says what the web app's first render says", () => {
    // The web app's own strings, read from its locale files: a change of wording there fails here.
    const web = (path: string) => readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8');
    const shell = (lang: string) => `i18n/locales/${lang}.ts`;
    const sources: Record<keyof (typeof frameText)['en'], [(lang: string) => string, string]> = {
      appName: [shell, 'name'],
      skipToContent: [shell, 'skipToContent'],
      openMenu: [shell, 'openMenu'],
      searchLabel: [shell, 'label'],
      searchPlaceholder: [shell, 'placeholder'],
      home: [shell, 'home'],
      breadcrumb: [shell, 'breadcrumb'],
      homeTitle: [shell, 'title'],
      homeSubtitle: [shell, 'subtitle'],
      opensInNewTab: [shell, 'opensInNewTab'],
      fileAccepted: [shell, 'accepted'],
      cookieLabel: [() => 'features/auth/locales.ts', 'label'],
      cookieText: [() => 'features/auth/locales.ts', 'text'],
      cookiePolicy: [() => 'features/auth/locales.ts', 'policy'],
      cookieAccept: [() => 'features/auth/locales.ts', 'accept'],
      cookieClose: [() => 'features/auth/locales.ts', 'close'],
      favouriteTitle: [() => 'features/favourites/locales.ts', 'star'],
      favouriteLabel: [() => 'features/favourites/locales.ts', 'starShort'],
      noticeLabel: [() => 'features/site-content/locales.ts', 'label'],
      noticeClose: [() => 'features/site-content/locales.ts', 'close'],
    };
    for (const lang of ['en', 'zh-CN'] as const) {
      for (const [field, [file, key]] of Object.entries(sources)) {
        const value = frameText[lang][field as keyof typeof sources];
        expect(web(file(lang)), `${lang} ${field}`).toContain(`${key}: '${value}'`);
      }
      for (const [code, zone] of Object.entries(toolDropZones)) {
        const source = web(zone.source);
        expect(source, `${code} ${lang} choose`).toContain(`choose: '${zone.choose[lang]}'`);
        expect(source, `${code} ${lang} hint`).toContain(`hint: '${zone.hint[lang]}'`);
      }
    }
  });

  it("draws the cookie notice above the heading only when asked, with the notice's link and buttons", () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const without = firstFrame(lang, { kind: 'home' })!;
      expect(without).not.toContain('cookie-notice');
      const html = firstFrame(lang, { kind: 'home' }, { cookieNotice: true })!;
      expect(balanced(html), lang).toBe(true);
      const text = frameText[lang];
      expect(html).toContain(`<section class="cookie-notice" aria-label="${text.cookieLabel}"`);
      expect(html).toContain(
        `<p>${text.cookieText} <a href="/user-protocol?type=002" target="_blank" rel="noopener"`,
      );
      expect(html.indexOf('cookie-notice')).toBeGreaterThan(html.indexOf('<main'));
      expect(html.indexOf('cookie-notice')).toBeLessThan(html.indexOf('<h1>'));
      expect(html).toMatch(
        new RegExp(`<button [^>]*data-cookie="accept"[^>]*>${text.cookieAccept}</button>`),
      );
      expect(html).toContain(`aria-label="${text.cookieClose}" data-cookie="close"`);
    }
  });

  it("draws a file tool's drop zone under its heading, in each language", () => {
    for (const lang of ['en', 'zh-CN'] as const) {
      const html = firstFrame(lang, { kind: 'tool', code: 'pdf_merge' })!;
      expect(balanced(html), lang).toBe(true);
      const zone = toolDropZones.pdf_merge!;
      expect(html).toContain('<div class="tool-body"><div class="pdf-merge"><div class="file-drop">');
      expect(text(html, 'button')).toContain(zone.choose[lang]);
      const accepted = lang === 'en' ? 'Accepted: PDF' : '支持：PDF';
      expect(html).toContain(
        `<p class="file-drop-hint">${zone.hint[lang]}<br><span class="muted">${accepted}</span></p>`,
      );
      expect(html.indexOf('file-drop')).toBeGreaterThan(html.indexOf('</h1>'));
    }
    // A tool without a drop zone gets its heading only.
    expect(firstFrame('en', { kind: 'tool', code: 'text_replace' })).not.toContain('file-drop');
  });

  it("draws the home page's site notice under the heading, with its entry for the app", () => {
    const notice = {
      id: 'n1',
      enabled: true,
      text: { en: 'Tools <b>& more</b>', 'zh-CN': '新工具' },
      url: '/feedback',
      linkText: { en: 'Tell us', 'zh-CN': '告诉我们' },
      endTime: null,
    };
    const entry = { code: 'site_notice', value: notice, updateTime: '2026-11-26T00:00:00.000Z' };
    for (const lang of ['en', 'zh-CN'] as const) {
      const html = firstFrame(
        lang,
        { kind: 'home' },
        { cookieNotice: false, siteNotice: { entry, notice } },
      )!;
      expect(balanced(html), lang).toBe(true);
      expect(html.indexOf('class="site-notice"'), lang).toBeGreaterThan(html.indexOf('</h1>'));
      expect(html, lang).toContain(`aria-label="${frameText[lang].noticeLabel}"`);
      expect(html, lang).toContain(`aria-label="${frameText[lang].noticeClose}"`);
      const entryAttr = /data-entry="([^"]*)"/.exec(html)![1]!;
      const unescaped = entryAttr
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      expect(JSON.parse(unescaped.replace(/&amp;/g, '&'))).toEqual(entry);
    }
    const en = firstFrame('en', { kind: 'home' }, { cookieNotice: false, siteNotice: { entry, notice } })!;
    expect(en).toContain('<p>Tools &lt;b&gt;&amp; more&lt;/b&gt; <a href="/feedback" data-twin=');
    expect(
      firstFrame('zh-CN', { kind: 'home' }, { cookieNotice: false, siteNotice: { entry, notice } }),
    ).toContain('<p>新工具 <a href="/feedback"');
    // A link that is not same-site or http(s) is left out, text and all.
    const bad = { ...notice, url: 'javascript:alert(1)' };
    const html = firstFrame(
      'en',
      { kind: 'home' },
      { cookieNotice: false, siteNotice: { entry, notice: bad } },
    )!;
    expect(html).not.toContain('<a href="javascript');
    expect(html).not.toContain('Tell us</a>');
    // Tool pages never carry it.
    const tool = firstFrame(
      'en',
      { kind: 'tool', code: 'pdf_merge' },
      { cookieNotice: false, siteNotice: { entry, notice } },
    );
    expect(tool).not.toContain('site-notice');
  });

  it('names the twin in the app of every control a visitor can reach', () => {
    const html = firstFrame('en', { kind: 'tool', code: 'pdf_merge' }, { cookieNotice: true })!;
    const focusable = [...html.matchAll(/<(a|button|input|main)\b[^>]*>/g)].map((m) => m[0]);
    expect(focusable.length).toBeGreaterThanOrEqual(9);
    for (const tag of focusable) expect(tag).toMatch(/ data-twin="[^"]+"/);
    const twins = focusable.map((tag) => / data-twin="([^"]+)"/.exec(tag)![1]);
    expect(new Set(twins).size).toBe(twins.length);
  });
});
