import { readFileSync } from 'node:fs';
import { categories, tools } from '@toolbox/catalog';
import { describe, expect, it } from 'vitest';
import { firstFrame, frameText, framedPage } from './first-frame.ts';

const VOID_ELEMENTS = new Set(['input', 'path', 'rect', 'circle']);

/** Every element the frame opens is closed, in order (path, rect, circle and input close themselves). */
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
    const keys: Record<keyof (typeof frameText)['en'], string> = {
      appName: 'name',
      skipToContent: 'skipToContent',
      openMenu: 'openMenu',
      searchLabel: 'label',
      searchPlaceholder: 'placeholder',
      home: 'home',
      breadcrumb: 'breadcrumb',
      homeTitle: 'title',
      homeSubtitle: 'subtitle',
    };
    for (const lang of ['en', 'zh-CN'] as const) {
      const source = readFileSync(
        new URL(`../../../web/src/i18n/locales/${lang}.ts`, import.meta.url),
        'utf8',
      );
      for (const [field, key] of Object.entries(keys)) {
        const value = frameText[lang][field as keyof typeof keys];
        expect(source, `${lang} ${field}`).toContain(`${key}: '${value}'`);
      }
    }
  });
});
