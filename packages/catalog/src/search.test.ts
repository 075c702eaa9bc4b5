import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchTools } from './search.ts';

const items = [
  { code: 'pdf_merge', names: { 'zh-CN': 'PDF合并', en: 'Merge PDF' } },
  { code: 'pdf_split', names: { 'zh-CN': 'PDF拆分', en: 'Split PDF' } },
  { code: 'word_merge', names: { 'zh-CN': 'Word合并', en: 'Merge Word files' } },
  { code: 'text_replace', names: { 'zh-CN': '文本替换', en: 'Find and replace text' } },
];

describe('normalizeSearchText', () => {
  it('trims, collapses whitespace and splits words on spaces and commas', () => {
    expect(normalizeSearchText('  PDF   Merge ,，x ')).toEqual(['pdf', 'merge', 'x']);
    expect(normalizeSearchText(' \t ')).toEqual([]);
  });
});

describe('searchTools', () => {
  it('finds by whole text in either language', () => {
    expect(searchTools(items, '合并').map((i) => i.code)).toEqual(['pdf_merge', 'word_merge']);
    expect(searchTools(items, 'merge').map((i) => i.code)).toEqual(['pdf_merge', 'word_merge']);
  });

  it('ranks more matching words first', () => {
    expect(searchTools(items, 'pdf merge')[0]?.code).toBe('pdf_merge');
    expect(searchTools(items, 'word merge')[0]?.code).toBe('word_merge');
  });

  it('falls back to adjacent character pairs when the whole text is absent', () => {
    // "文本替" is nowhere whole, but its pairs 文本 and 本替 are; "替换文" gives 替换.
    expect(searchTools(items, '替换文').map((i) => i.code)).toEqual(['text_replace']);
  });

  it('returns nothing for an empty query or no match', () => {
    expect(searchTools(items, '   ')).toEqual([]);
    expect(searchTools(items, 'zzzz')).toEqual([]);
  });
});
