import { describe, expect, it } from 'vitest';
import { groupTools } from './group-tools.ts';

const n = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('groupTools', () => {
  it('keeps up to 12 tools in one block', () => {
    expect(groupTools([])).toEqual([]);
    expect(groupTools(n(1))).toEqual([[1]]);
    expect(groupTools(n(12))).toEqual([n(12)]);
  });

  it('splits more than 12 into groups of 9', () => {
    expect(groupTools(n(13)).map((g) => g.length)).toEqual([9, 4]);
    expect(groupTools(n(18)).map((g) => g.length)).toEqual([9, 9]);
    expect(groupTools(n(28)).map((g) => g.length)).toEqual([9, 9, 9, 1]);
    expect(groupTools(n(13)).flat()).toEqual(n(13));
  });
});
