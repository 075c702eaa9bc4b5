import { describe, expect, it } from 'vitest';
import { failureCode, sortByName, totals, type MergeItem } from './file-list.ts';

const item = (name: string, size = 10, pageCount?: number): MergeItem => ({
  id: name,
  file: new File([new Uint8Array(size)], name, { type: 'application/pdf' }),
  status: pageCount === undefined ? 'reading' : 'ready',
  pageCount,
});
const names = (list: MergeItem[]) => list.map((i) => i.file.name);

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
