import { cutGrid, imageError, validGrid } from '@toolbox/toolkit/image';
import type { ImageDraft, ImageWork } from '../../../features/image-batch/handler.ts';
import type { OutputOptions } from '../../../features/image-batch/output-options.tsx';
import { outputFile } from '../kit/image-geometry/output.ts';

export interface GridCutOptions {
  rows: number;
  cols: number;
  /** Crop the centre first so every tile is square (the nine-grid of a social post). */
  square: boolean;
  output: OutputOptions;
}

/** `n` of `count` as a zero-padded number, so the files sort in order (01 … 09, or 001 … 100). */
export const numbered = (n: number, count: number) =>
  String(n).padStart(Math.max(2, String(count).length), '0');

/** Cuts the image into its tiles, numbered row by row from the top left: `photo-01.jpg` … */
export const gridCutWork: ImageWork<GridCutOptions> = async ({ pixels, source }, ctx) => {
  const { rows, cols, square, output } = ctx.options;
  if (!validGrid(pixels.width, pixels.height, rows, cols)) throw imageError('grid_too_fine');
  const tiles = cutGrid(pixels, { rows, cols, square });
  const files: ImageDraft[] = [];
  for (const [i, tile] of tiles.entries()) {
    const suffix = `-${numbered(i + 1, tiles.length)}`;
    files.push(await outputFile(tile, { name: ctx.file.name, suffix, output, source }, ctx.encode));
    ctx.onProgress(i + 1, tiles.length);
  }
  return files;
};
