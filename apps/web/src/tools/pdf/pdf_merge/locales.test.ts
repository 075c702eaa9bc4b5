import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';

const keys = (strings: Record<string, string>) => Object.keys(strings).sort();

describe('pdf_merge locales', () => {
  it('have the same keys in both languages, none empty', () => {
    expect(keys(locales['zh-CN'])).toEqual(keys(locales.en));
    for (const strings of [locales['zh-CN'], locales.en]) {
      for (const [key, value] of Object.entries(strings)) expect(value.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(locales.en)) {
      const zh = locales['zh-CN'][key as keyof typeof locales.en];
      expect(placeholders(zh), key).toEqual(placeholders(en));
    }
  });
});
