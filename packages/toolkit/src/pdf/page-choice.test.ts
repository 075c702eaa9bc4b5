import { describe, expect, it } from 'vitest';
import { choosePages, fitScale } from './page-choice.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as { code: string; params?: { count: number } }).code;
  }
};

describe('choosePages', () => {
  it('names every page, one page, or a run', () => {
    expect(choosePages({ type: 0 }, 3)).toEqual([0, 1, 2]);
    expect(choosePages({ type: 1, specialPageNum: 2 }, 3)).toEqual([1]);
    expect(choosePages({ type: 2, rangeStart: 2, rangeEnd: 4 }, 5)).toEqual([1, 2, 3]);
    expect(choosePages({ type: 2, rangeStart: 3, rangeEnd: 3 }, 5)).toEqual([2]);
  });

  it('gives the page-input errors', () => {
    expect(codeOf(() => choosePages({ type: 1, specialPageNum: NaN }, 3))).toBe('page_input_empty');
    expect(codeOf(() => choosePages({ type: 1, specialPageNum: 0 }, 3))).toBe('page_input_format');
    expect(codeOf(() => choosePages({ type: 1, specialPageNum: 1.5 }, 3))).toBe('page_input_format');
    expect(codeOf(() => choosePages({ type: 1, specialPageNum: 4 }, 3))).toBe('page_out_of_range');
    expect(codeOf(() => choosePages({ type: 2, rangeStart: 3, rangeEnd: 2 }, 3))).toBe('page_input_format');
    expect(codeOf(() => choosePages({ type: 2, rangeStart: 1, rangeEnd: 9 }, 3))).toBe('page_out_of_range');
  });
});

describe('fitScale', () => {
  it('keeps the scale unless the canvas would pass the pixel ceiling', () => {
    expect(fitScale(595, 842, 1.5)).toBe(1.5);
    const scale = fitScale(14400, 14400, 3);
    expect(14400 * scale * 14400 * scale).toBeLessThanOrEqual(268_421_360 + 1);
    expect(scale).toBeLessThan(3);
  });
});
