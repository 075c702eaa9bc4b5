import { describe, expect, it } from 'vitest';
import { cutGrid, gridArea, gridRects, validGrid } from './grid.ts';
import { meanDiff, photo, region } from './test-photos-node.ts';

const sizes = (tiles: { width: number; height: number }[]) => tiles.map((t) => `${t.width}x${t.height}`);

describe('grid cut on real photos', () => {
  it('cuts board-photo.jpg (720 × 477) into a 3 × 3 grid of 240 × 159 tiles, row by row', async () => {
    const board = await photo('board-photo.jpg');
    const tiles = cutGrid(board, { rows: 3, cols: 3 });
    expect(sizes(tiles)).toEqual(Array(9).fill('240x159'));
    // Tile 6 (0-based 5) is the right end of the middle row.
    expect(meanDiff(tiles[5]!, region(board, 480, 159, 240, 159))).toBe(0);
  });

  it('makes the nine-grid of a social post square: the centred 477 × 477, tiles 159 × 159', async () => {
    const board = await photo('board-photo.jpg');
    expect(gridArea(720, 477, { rows: 3, cols: 3, square: true })).toEqual({
      x: 122,
      y: 0,
      width: 477,
      height: 477,
    });
    const tiles = cutGrid(board, { rows: 3, cols: 3, square: true });
    expect(sizes(tiles)).toEqual(Array(9).fill('159x159'));
    expect(meanDiff(tiles[0]!, region(board, 122, 0, 159, 159))).toBe(0);
    expect(meanDiff(tiles[8]!, region(board, 122 + 318, 318, 159, 159))).toBe(0);
  });

  it('spreads an uneven length over the tiles (375 / 4 rows = 94, 94, 93, 94) and covers every pixel once', async () => {
    const nikon = await photo('nikon-gps.jpg');
    const rects = gridRects(500, 375, { rows: 4, cols: 5 });
    expect(rects.slice(0, 5).map((r) => r.width)).toEqual([100, 100, 100, 100, 100]);
    expect(rects.filter((_, i) => i % 5 === 0).map((r) => r.height)).toEqual([94, 94, 93, 94]);
    const covered = new Uint8Array(500 * 375);
    for (const r of rects)
      for (let y = r.y; y < r.y + r.height; y++)
        for (let x = r.x; x < r.x + r.width; x++) covered[y * 500 + x]!++;
    expect(covered.every((n) => n === 1)).toBe(true);
    const tiles = cutGrid(nikon, { rows: 4, cols: 5 });
    expect(tiles).toHaveLength(20);
    expect(meanDiff(tiles[13]!, region(nikon, rects[13]!.x, rects[13]!.y, 100, 93))).toBe(0);
  });

  it('keeps the transparency of a PNG in its tiles', async () => {
    const sign = await photo('signature-alpha.png');
    const tiles = cutGrid(sign, { rows: 1, cols: 3 });
    expect(sizes(tiles)).toEqual(['75x79', '75x79', '75x79']);
    expect(tiles[0]!.data[3]).toBe(0);
  });

  it('refuses grids that are not whole numbers from 1 to 20 or have tiles under a pixel', () => {
    expect(validGrid(720, 477, 3, 3)).toBe(true);
    expect(validGrid(720, 477, 0, 3)).toBe(false);
    expect(validGrid(720, 477, 2.5, 3)).toBe(false);
    expect(validGrid(720, 477, 3, 21)).toBe(false);
    expect(validGrid(10, 5, 6, 2)).toBe(false);
    expect(() => gridRects(720, 477, { rows: 0, cols: 3 })).toThrow(RangeError);
  });
});
