import { describe, expect, it } from 'vitest';
import { formatPageSet, pagesKeptAfterDeleting, parsePageRanges, parsePageSet } from './page-ranges.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { code: (error as { code: string }).code, params: (error as { params?: unknown }).params };
  }
  return null;
};

describe('parsePageRanges', () => {
  it('reads single pages and ranges with half- and full-width commas and spaces', () => {
    expect(parsePageRanges('1, 2-5', 10)).toEqual([
      { start: 1, end: 1 },
      { start: 2, end: 5 },
    ]);
    expect(parsePageRanges(' 3，7 - 8 ,, 10 ', 10)).toEqual([
      { start: 3, end: 3 },
      { start: 7, end: 8 },
      { start: 10, end: 10 },
    ]);
    expect(parsePageRanges('2－4', 4)).toEqual([{ start: 2, end: 4 }]);
  });

  it('asks for a page number when empty', () => {
    expect(codeOf(() => parsePageRanges('', 3))?.code).toBe('page_input_empty');
    expect(codeOf(() => parsePageRanges(' ， , ', 3))?.code).toBe('page_input_empty');
  });

  it('rejects non-numbers, zero and ranges that end before they start', () => {
    for (const bad of ['a', '1-', '-2', '1.5', '0', '5-2', '1-2-3', '2a'])
      expect(codeOf(() => parsePageRanges(bad, 10))?.code, bad).toBe('page_input_format');
  });

  it('names the page count when a page is past the end', () => {
    expect(codeOf(() => parsePageRanges('1, 4', 3))).toEqual({
      code: 'page_out_of_range',
      params: { count: 3 },
    });
    expect(codeOf(() => parsePageRanges('2-9', 3))?.code).toBe('page_out_of_range');
  });
});

describe('page sets', () => {
  it('dedupes and sorts, and formats back compactly', () => {
    expect(parsePageSet('5, 1-3, 2', 5)).toEqual([0, 1, 2, 4]);
    expect(formatPageSet([4, 0, 1, 2])).toBe('1-3, 5');
    expect(formatPageSet([])).toBe('');
  });

  it('refuses to delete every page', () => {
    expect(pagesKeptAfterDeleting('2', 3)).toEqual([0, 2]);
    expect(codeOf(() => pagesKeptAfterDeleting('1-3', 3))?.code).toBe('no_pages_left');
  });
});
