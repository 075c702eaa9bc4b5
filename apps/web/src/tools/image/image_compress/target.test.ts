import { describe, expect, it } from 'vitest';
import { locales } from './locales.ts';
import { formatFor, parseTarget, savedPercent, sourceFormat } from './target.ts';

describe('parseTarget', () => {
  it('uses base 1024 for KB and MB', () => {
    expect(parseTarget('500', 'KB')).toBe(512_000);
    expect(parseTarget('1', 'MB')).toBe(1_048_576);
    expect(parseTarget('1.5', 'MB')).toBe(1_572_864);
    expect(parseTarget('0.5', 'MB')).toBe(524_288);
  });

  it('accepts a decimal comma, a leading dot and surrounding spaces', () => {
    expect(parseTarget(' 1,5 ', 'MB')).toBe(1_572_864);
    expect(parseTarget('.5', 'MB')).toBe(524_288);
  });

  it('refuses what is not a size between 1 KB and 1 GB', () => {
    for (const bad of ['', 'abc', '-5', '5e3', '1.2.3', '0', '0.5', '12 KB'])
      expect(parseTarget(bad, 'KB')).toBeNull();
    expect(parseTarget('1', 'KB')).toBe(1024);
    expect(parseTarget('1024', 'MB')).toBe(1024 ** 3);
    expect(parseTarget('1025', 'MB')).toBeNull();
  });
});

describe('output format', () => {
  it('keeps JPEG, PNG and WebP and turns other images into WebP', () => {
    expect(formatFor('keep', 'image/jpeg')).toBe('jpeg');
    expect(formatFor('keep', 'image/png')).toBe('png');
    expect(formatFor('keep', 'image/webp')).toBe('webp');
    expect(formatFor('keep', 'image/gif')).toBe('webp');
    expect(formatFor('keep', '')).toBe('webp');
    expect(formatFor('jpeg', 'image/png')).toBe('jpeg');
    expect(sourceFormat('image/gif')).toBeNull();
  });

  it('computes the saving in whole percent', () => {
    expect(savedPercent(1000, 250)).toBe(75);
    expect(savedPercent(1000, 1100)).toBe(-10);
    expect(savedPercent(0, 10)).toBe(0);
  });
});

describe('locales', () => {
  it('has the same keys in both languages, none empty', () => {
    const en = locales.en as Record<string, string>;
    const zh = locales['zh-CN'] as Record<string, string>;
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const table of [en, zh]) for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
  });

  it('carries the spec messages for the three shrink statuses', () => {
    expect(locales.en).toMatchObject({ status1: 'Within target' });
    expect((locales.en as Record<string, string>).too_large).toMatch(/^Image dimensions too large/);
    expect((locales.en as Record<string, string>).load_abnormal).toMatch(/^Image load abnormal/);
    expect((locales['zh-CN'] as Record<string, string>).too_large).toMatch(/^图片尺寸过大/);
    expect((locales['zh-CN'] as Record<string, string>).load_abnormal).toMatch(/^图片加载异常/);
  });
});
