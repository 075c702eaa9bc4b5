import { describe, expect, it } from 'vitest';
import { dropIndex } from './use-drag-reorder.ts';
import { moveItem } from './use-ordered-list.ts';

describe('moveItem', () => {
  it('moves up, down and clamps at the ends', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveItem(list, 3, 99)).toBe(list);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 1, -5)).toEqual(['b', 'a', 'c', 'd']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('dropIndex', () => {
  // Rows 40 px high, middles at 20, 60, 100, 140.
  const middles = [20, 60, 100, 140];
  it('finds where the dragged row belongs', () => {
    expect(dropIndex(middles, 0, 10)).toBe(0);
    expect(dropIndex(middles, 0, 70)).toBe(1);
    expect(dropIndex(middles, 0, 500)).toBe(3);
    expect(dropIndex(middles, 3, 0)).toBe(0);
    expect(dropIndex(middles, 2, 90)).toBe(2);
    expect(dropIndex(middles, 2, 59)).toBe(1);
  });
});
