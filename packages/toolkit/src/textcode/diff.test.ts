import { describe, expect, it } from 'vitest';
import { diffTexts, type DiffRow } from './diff.ts';

const changedText = (row: DiffRow, side: 'left' | 'right') =>
  row[side]!.segments.filter((s) => s.changed).map((s) => s.text);

describe('diffTexts', () => {
  it('aligns lines, pairs modified lines and counts each kind', () => {
    const oldText = 'alpha\nbeta\ngamma\ndelta\nepsilon';
    const newText = 'alpha\nBeta!\ngamma\nzeta\nepsilon\nomega';
    const { rows, stats, identical } = diffTexts(oldText, newText, { granularity: 'char' });
    expect(identical).toBe(false);
    expect(rows.map((r) => r.kind)).toEqual(['same', 'change', 'same', 'change', 'same', 'add']);
    expect(stats).toEqual({ added: 1, removed: 0, changed: 2, unchanged: 3 });
    expect(changedText(rows[1]!, 'left')).toEqual(['b']);
    expect(changedText(rows[1]!, 'right')).toEqual(['B', '!']);
    expect(rows[5]!.right).toEqual({ line: 6, segments: [{ text: 'omega', changed: true }] });
  });

  it('word granularity marks whole words, including CJK text', () => {
    const { rows } = diffTexts('the quick brown fox', 'the slow brown fox', { granularity: 'word' });
    expect(changedText(rows[0]!, 'left')).toEqual(['quick']);
    expect(changedText(rows[0]!, 'right')).toEqual(['slow']);
    const zh = diffTexts('今天天气很好', '今天天气不好', { granularity: 'char' });
    expect(changedText(zh.rows[0]!, 'left')).toEqual(['很']);
  });

  it('treats CRLF and LF alike and can ignore case and spacing', () => {
    expect(diffTexts('a\r\nb\r\n', 'a\nb\n', { granularity: 'line' }).identical).toBe(true);
    expect(diffTexts('Hello  World', 'hello world', { granularity: 'line' }).identical).toBe(false);
    expect(
      diffTexts('Hello  World ', 'hello world', {
        granularity: 'line',
        ignoreCase: true,
        ignoreWhitespace: true,
      }).identical,
    ).toBe(true);
  });

  it('handles empty sides: everything added or removed', () => {
    expect(diffTexts('', 'x\ny', { granularity: 'char' }).stats).toEqual({
      added: 2,
      removed: 0,
      changed: 0,
      unchanged: 0,
    });
    const removed = diffTexts('x\ny', '', { granularity: 'char' });
    expect(removed.rows.map((r) => r.kind)).toEqual(['del', 'del']);
  });

  it('keeps line numbers of both sides right around insertions', () => {
    const { rows } = diffTexts('1\n2\n3', '0\n1\n2\n3', { granularity: 'line' });
    expect(rows[0]).toMatchObject({ kind: 'add', right: { line: 1 } });
    expect(rows[3]).toMatchObject({ kind: 'same', left: { line: 3 }, right: { line: 4 } });
  });

  it('compares 1 MB texts with scattered edits quickly', () => {
    const lines = Array.from({ length: 40_000 }, (_, k) => `line ${k} lorem ipsum dolor sit`);
    const edited = lines.map((l, k) => (k % 500 === 0 ? `${l} (edited)` : l));
    edited.splice(20_000, 0, 'inserted line');
    const start = performance.now();
    const { stats } = diffTexts(lines.join('\n'), edited.join('\n'), { granularity: 'word' });
    expect(performance.now() - start).toBeLessThan(5_000);
    expect(stats.changed).toBe(80);
    expect(stats.added).toBe(1);
    expect(stats.unchanged).toBe(40_000 - 80);
  });
});
