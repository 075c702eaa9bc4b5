import { describe, expect, it } from 'vitest';
import type { Segment } from './extract.ts';
import { findGrids } from './tables.ts';

const h = (at: number, from: number, to: number): Segment => ({ horizontal: true, at, from, to });
const v = (at: number, from: number, to: number): Segment => ({ horizontal: false, at, from, to });

describe('findGrids', () => {
  it('finds a 2 × 2 grid whose left column is one cell merged down, and which lines are drawn', () => {
    const segments = [
      h(200, 100, 300),
      h(150, 200, 300), // the middle line runs under the right column only
      h(100, 100, 300),
      v(100, 100, 200),
      v(200, 100, 200),
      v(300, 100, 200),
    ];
    const [grid] = findGrids(segments);
    expect(grid!.xs).toEqual([100, 200, 300]);
    expect(grid!.ys).toEqual([200, 150, 100]);
    expect(grid!.rows).toEqual([
      [
        { col: 0, span: 1, vMerge: 'restart' },
        { col: 1, span: 1 },
      ],
      [
        { col: 0, span: 1, vMerge: 'continue' },
        { col: 1, span: 1 },
      ],
    ]);
    expect(grid!.across).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
  });

  it('never makes a table of a lone rectangle (a page border) or of a frame drawn around a table', () => {
    const box = (x0: number, y0: number, x1: number, y1: number) => [
      h(y1, x0, x1),
      h(y0, x0, x1),
      v(x0, y0, y1),
      v(x1, y0, y1),
    ];
    expect(findGrids(box(10, 10, 580, 830))).toEqual([]);
    const table = [...box(100, 100, 300, 200), v(200, 100, 200)];
    const grids = findGrids([...box(10, 10, 580, 830), ...table]);
    expect(grids.map((g) => g.xs)).toEqual([[100, 200, 300]]);
  });
});
