import type { Segment } from './extract.ts';

/** A grid found from ruled lines. Coordinates in points, y upwards. */
export interface Grid {
  /** Column edges, left to right. */
  xs: number[];
  /** Row edges, top to bottom (descending y). */
  ys: number[];
  /**
   * Per row, its cells: first grid column and how many columns it spans (no ruled line between), and
   * whether it starts or continues a cell merged down (no ruled line between it and the cell above).
   */
  rows: { col: number; span: number; vMerge?: 'restart' | 'continue' }[][];
  /** Whether a line is drawn: `across[i][c]` along row edge i over column c; `down[r][j]` along column edge j in row r. */
  across?: boolean[][];
  down?: boolean[][];
}

const TOLERANCE = 2;

/** Sorted values merged when closer than the tolerance (their mean kept). */
function cluster(values: number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[][] = [];
  for (const v of sorted) {
    const last = out[out.length - 1];
    if (last && v - last[last.length - 1]! <= TOLERANCE) last.push(v);
    else out.push([v]);
  }
  return out.map((group) => group.reduce((s, v) => s + v, 0) / group.length);
}

const crosses = (h: Segment, v: Segment) =>
  v.at >= h.from - TOLERANCE &&
  v.at <= h.to + TOLERANCE &&
  h.at >= v.from - TOLERANCE &&
  h.at <= v.to + TOLERANCE;

/**
 * Tables where ruled lines form a grid: lines that cross are grouped, and a group with at least two
 * horizontal and two vertical lines gives the row and column edges. A missing vertical line inside a
 * row joins the cells on both sides (a merged cell).
 */
export function findGrids(segments: Segment[]): Grid[] {
  const lines = segments.filter((s) => s.to - s.from > 4);
  const parent = lines.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const a = lines[i]!;
      const b = lines[j]!;
      const joined =
        a.horizontal !== b.horizontal
          ? crosses(a.horizontal ? a : b, a.horizontal ? b : a)
          : Math.abs(a.at - b.at) <= TOLERANCE && a.from <= b.to + TOLERANCE && b.from <= a.to + TOLERANCE;
      if (joined) parent[find(i)] = find(j);
    }
  const groups = new Map<number, Segment[]>();
  lines.forEach((line, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), line]));

  const grids: Grid[] = [];
  for (const group of groups.values()) {
    const horizontals = group.filter((s) => s.horizontal);
    const verticals = group.filter((s) => !s.horizontal);
    const xs = cluster(verticals.map((s) => s.at));
    const ys = cluster(horizontals.map((s) => s.at)).reverse();
    if (xs.length < 2 || ys.length < 2) continue;
    const rows: Grid['rows'] = [];
    for (let r = 0; r < ys.length - 1; r++) {
      const mid = (ys[r]! + ys[r + 1]!) / 2;
      const cells: Grid['rows'][number] = [{ col: 0, span: 1 }];
      for (let c = 1; c < xs.length - 1; c++) {
        const ruled = verticals.some(
          (v) => Math.abs(v.at - xs[c]!) <= TOLERANCE && v.from <= mid + TOLERANCE && v.to >= mid - TOLERANCE,
        );
        if (ruled) cells.push({ col: c, span: 1 });
        else cells[cells.length - 1]!.span++;
      }
      rows.push(cells);
    }
    // One cell alone is a frame or a box around text (a page border), not a table.
    if (xs.length === 2 && ys.length === 2) continue;
    const across = ys.map((y) =>
      xs.slice(1).map((x, c) => {
        const mid = (xs[c]! + x) / 2;
        return horizontals.some((h) => Math.abs(h.at - y) <= TOLERANCE && h.from <= mid && h.to >= mid);
      }),
    );
    const down = ys.slice(1).map((y, r) => {
      const mid = (ys[r]! + y) / 2;
      return xs.map((x) =>
        verticals.some((v) => Math.abs(v.at - x) <= TOLERANCE && v.from <= mid && v.to >= mid),
      );
    });
    // Cells merged down: the same columns in the row above, and no line between them.
    rows.forEach((cells, r) => {
      if (r === 0) return;
      for (const cell of cells) {
        const above = rows[r - 1]!.find((a) => a.col === cell.col && a.span === cell.span);
        const open = Array.from({ length: cell.span }, (_, i) => !across[r]![cell.col + i]).every(Boolean);
        if (!above || !open) continue;
        cell.vMerge = 'continue';
        if (!above.vMerge) above.vMerge = 'restart';
      }
    });
    grids.push({ xs, ys, rows, across, down });
  }
  // A grid drawn around another one is a frame too.
  const contains = (a: Grid, b: Grid) =>
    a !== b &&
    a.xs[0]! <= b.xs[0]! + TOLERANCE &&
    a.xs[a.xs.length - 1]! >= b.xs[b.xs.length - 1]! - TOLERANCE &&
    a.ys[0]! >= b.ys[0]! - TOLERANCE &&
    a.ys[a.ys.length - 1]! <= b.ys[b.ys.length - 1]! + TOLERANCE;
  return grids.filter((g) => !grids.some((inner) => contains(g, inner)));
}

/** True when (x, y) lies inside the grid's outer box. */
export function inGrid(grid: Grid, x: number, y: number): boolean {
  return (
    x >= grid.xs[0]! - 1 &&
    x <= grid.xs[grid.xs.length - 1]! + 1 &&
    y <= grid.ys[0]! + 1 &&
    y >= grid.ys[grid.ys.length - 1]! - 1
  );
}
