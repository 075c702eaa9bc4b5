import type { Pixels } from './compress-types.ts';
import { centredRatioRect, cropPixels, type Rect } from './crop.ts';

/** Most rows or columns a grid may have. */
export const MAX_GRID_CELLS = 20;

export interface GridOptions {
  rows: number;
  cols: number;
  /**
   * Crop the centre of the image to the grid's own shape first, so every tile is square
   * (the nine-grid of a social post); false cuts the whole image.
   */
  square?: boolean;
}

/** Edges at round(i · length / parts): tiles differ by at most one pixel and cover the length exactly. */
function edges(length: number, parts: number): number[] {
  return Array.from({ length: parts + 1 }, (_, i) => Math.round((i * length) / parts));
}

/** Whole-number rows and columns between 1 and {@link MAX_GRID_CELLS} that fit the image (a tile ≥ 1 px). */
export function validGrid(width: number, height: number, rows: number, cols: number): boolean {
  const ok = (n: number, length: number) =>
    Number.isInteger(n) && n >= 1 && n <= MAX_GRID_CELLS && n <= length;
  return ok(rows, height) && ok(cols, width);
}

/** The part of the image the grid covers: all of it, or its centre at cols : rows when `square`. */
export function gridArea(width: number, height: number, options: GridOptions): Rect {
  if (!options.square) return { x: 0, y: 0, width, height };
  return centredRatioRect(width, height, options.cols / options.rows);
}

/** The tiles of the grid, row by row from the top left (the order they are numbered in). */
export function gridRects(width: number, height: number, options: GridOptions): Rect[] {
  if (!validGrid(width, height, options.rows, options.cols)) throw new RangeError('invalid grid');
  const area = gridArea(width, height, options);
  const xs = edges(area.width, options.cols);
  const ys = edges(area.height, options.rows);
  const rects: Rect[] = [];
  for (let r = 0; r < options.rows; r++) {
    for (let c = 0; c < options.cols; c++) {
      rects.push({
        x: area.x + xs[c]!,
        y: area.y + ys[r]!,
        width: xs[c + 1]! - xs[c]!,
        height: ys[r + 1]! - ys[r]!,
      });
    }
  }
  return rects;
}

/** The image cut into its tiles, numbered row by row. */
export function cutGrid(pixels: Pixels, options: GridOptions): Pixels[] {
  return gridRects(pixels.width, pixels.height, options).map((rect) => cropPixels(pixels, rect));
}
