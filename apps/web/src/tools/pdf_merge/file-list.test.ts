import { describe, expect, it } from 'vitest';
import { failureCode, moveItem, sortByName, totals, type MergeItem } from './file-list.ts';
import { dropIndex } from './use-drag-reorder.ts';

const item = (name: string, size = 10, pageCount?: number): MergeItem => ({
  id: name,
  file: new File([new Uint8Array(size)], name, { type: 'application/pdf' }),
  status: pageCount === undefined ? 'reading' : 'ready',
  pageCount,
});
const names = (list: MergeItem[]) => list.map((i) => i.file.name);

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

describe('sortByName', () => {
  it('sorts numbers by value and ignores case, then reverses when already sorted', () => {
    const list = [item('Scan 10.pdf'), item('scan 2.pdf'), item('appendix.pdf'), item('Scan 1.pdf')];
    const sorted = sortByName(list, 'en');
    expect(names(sorted)).toEqual(['appendix.pdf', 'Scan 1.pdf', 'scan 2.pdf', 'Scan 10.pdf']);
    expect(names(sortByName(sorted, 'en'))).toEqual([
      'Scan 10.pdf',
      'scan 2.pdf',
      'Scan 1.pdf',
      'appendix.pdf',
    ]);
  });

  it('sorts Chinese names too', () => {
    const list = [item('第10章.pdf'), item('第2章.pdf'), item('第1章.pdf')];
    expect(names(sortByName(list, 'zh-CN'))).toEqual(['第1章.pdf', '第2章.pdf', '第10章.pdf']);
  });
});

describe('totals and failures', () => {
  it('adds up files, known pages and bytes', () => {
    expect(totals([item('a.pdf', 100, 3), item('b.pdf', 50), item('c.pdf', 1, 2)])).toEqual({
      files: 3,
      pages: 5,
      bytes: 151,
    });
  });

  it('maps reasons to the spec messages', () => {
    expect(failureCode('encrypted')).toBe('pdf_encrypted');
    expect(failureCode('unreadable')).toBe('pdf_unreadable');
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
