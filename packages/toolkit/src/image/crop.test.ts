import { describe, expect, it } from 'vitest';
import {
  centredRatioRect,
  clampRect,
  CROP_RATIOS,
  cropPixels,
  fitRectToRatio,
  moveRect,
  resizeFromCorner,
  resizeTo,
} from './crop.ts';
import { meanDiff, photo, region } from './test-photos-node.ts';

describe('cropPixels on a real photo', () => {
  it('cuts exactly the chosen rectangle of board-photo.jpg (720 × 477)', async () => {
    const board = await photo('board-photo.jpg');
    expect([board.width, board.height]).toEqual([720, 477]);
    const out = cropPixels(board, { x: 101, y: 53, width: 300, height: 211 });
    expect([out.width, out.height]).toEqual([300, 211]);
    expect(out.data.length).toBe(300 * 211 * 4);
    expect(meanDiff(out, region(board, 101, 53, 300, 211))).toBe(0);
  });

  it('clamps a box that runs off the image into it, keeping its size where it fits', async () => {
    const board = await photo('board-photo.jpg');
    const out = cropPixels(board, { x: 600, y: -20, width: 200, height: 100 });
    expect([out.width, out.height]).toEqual([200, 100]);
    expect(meanDiff(out, region(board, 520, 0, 200, 100))).toBe(0);
    expect(clampRect({ x: -5, y: 400, width: 9999, height: 300.4 }, 720, 477)).toEqual({
      x: 0,
      y: 177,
      width: 720,
      height: 300,
    });
    expect(clampRect({ x: 10, y: 10, width: 0, height: -3 }, 720, 477)).toMatchObject({
      width: 1,
      height: 1,
    });
  });

  it('crops what the viewer shows for an EXIF-rotated phone photo (orientation 6)', async () => {
    const shown = await photo('iphone-orientation-6.jpg');
    expect([shown.width, shown.height]).toEqual([102, 205]); // stored 205 × 102
    const top = cropPixels(shown, { x: 0, y: 0, width: 102, height: 60 });
    expect([top.width, top.height]).toEqual([102, 60]);
    // Every stored orientation of the same "F" crops to the same upright corner.
    const upright = cropPixels(await photo('orientation-f1.jpg'), { x: 0, y: 0, width: 20, height: 30 });
    for (const n of [3, 6, 8]) {
      const turned = cropPixels(await photo(`orientation-f${n}.jpg`), { x: 0, y: 0, width: 20, height: 30 });
      expect([turned.width, turned.height]).toEqual([20, 30]);
      expect(meanDiff(turned, upright)).toBeLessThan(6); // JPEG re-coding of turned blocks only
    }
  });
});

describe('crop boxes of a fixed ratio', () => {
  const cases: [string, number, number, number, number][] = [
    ['1:1', 122, 0, 477, 477],
    ['4:3', 42, 0, 636, 477],
    ['16:9', 0, 36, 720, 405],
    ['3:4', 181, 0, 358, 477],
  ];
  it.each(cases)('%s in a 720 × 477 photo is the largest centred box', (id, x, y, width, height) => {
    const ratio = CROP_RATIOS.find((r) => r.id === id)!.ratio!;
    expect(centredRatioRect(720, 477, ratio)).toEqual({ x, y, width, height });
  });

  it('gives ID sizes their exact pixel size (1-inch 295 × 413 at 300 dpi)', () => {
    const inch = CROP_RATIOS.find((r) => r.id === 'id1inch')!;
    expect(inch.px).toEqual({ width: 295, height: 413 });
    const box = centredRatioRect(720, 477, inch.ratio!);
    expect(box.height).toBe(477);
    expect(Math.abs(box.width / box.height - 295 / 413)).toBeLessThan(0.002);
  });

  it('brings a free box to a ratio around its centre, keeping its area and staying inside', () => {
    const box = fitRectToRatio({ x: 100, y: 100, width: 400, height: 100 }, 1, 720, 477);
    expect(box).toEqual({ x: 200, y: 50, width: 200, height: 200 });
    const edge = fitRectToRatio({ x: 600, y: 400, width: 120, height: 77 }, 16 / 9, 720, 477);
    expect(edge.x + edge.width).toBeLessThanOrEqual(720);
    expect(edge.y + edge.height).toBeLessThanOrEqual(477);
    expect(Math.abs(edge.width / edge.height - 16 / 9)).toBeLessThan(0.02);
    // Too big for the image: shrinks to the largest that fits.
    expect(fitRectToRatio({ x: 0, y: 0, width: 720, height: 477 }, 3, 720, 477)).toEqual({
      x: 0,
      y: 119,
      width: 720,
      height: 240,
    });
  });
});

describe('moving and resizing a crop box', () => {
  it('moves a box and stops it at the image edge', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    expect(moveRect(box, 30, -20, 720, 477)).toEqual({ x: 130, y: 80, width: 200, height: 100 });
    expect(moveRect(box, 900, 900, 720, 477)).toEqual({ x: 520, y: 377, width: 200, height: 100 });
  });

  it('resizes from a corner with the opposite corner fixed, never past the image', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    expect(resizeFromCorner(box, 'se', 50, 30, null, 720, 477)).toEqual({
      x: 100,
      y: 100,
      width: 250,
      height: 130,
    });
    expect(resizeFromCorner(box, 'nw', -50, -30, null, 720, 477)).toEqual({
      x: 50,
      y: 70,
      width: 250,
      height: 130,
    });
    expect(resizeFromCorner(box, 'nw', -500, -500, null, 720, 477)).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 200,
    });
    expect(resizeFromCorner(box, 'se', -400, -400, null, 720, 477)).toEqual({
      x: 100,
      y: 100,
      width: 1,
      height: 1,
    });
  });

  it('keeps a fixed ratio while resizing, also when the image edge stops it', () => {
    const box = { x: 100, y: 100, width: 160, height: 90 };
    expect(resizeFromCorner(box, 'se', 160, 0, 16 / 9, 720, 477)).toEqual({
      x: 100,
      y: 100,
      width: 320,
      height: 180,
    });
    const stopped = resizeFromCorner(box, 'se', 2000, 10, 16 / 9, 720, 477);
    expect(stopped).toEqual({ x: 100, y: 100, width: 620, height: 349 });
    const up = resizeFromCorner({ x: 300, y: 200, width: 100, height: 100 }, 'ne', 0, -500, 1, 720, 477);
    expect(up).toEqual({ x: 300, y: 0, width: 300, height: 300 });
  });
});

describe('typing a crop size', () => {
  it('takes the typed width and height, inside the image', () => {
    const box = { x: 600, y: 10, width: 100, height: 100 };
    expect(resizeTo(box, { width: 300, height: 50 }, 'width', null, 720, 477)).toEqual({
      x: 420,
      y: 10,
      width: 300,
      height: 50,
    });
  });
  it('makes the other side follow at a fixed ratio, shrinking to fit', () => {
    const box = { x: 0, y: 0, width: 100, height: 100 };
    expect(resizeTo(box, { width: 400, height: 100 }, 'width', 4 / 3, 720, 477)).toEqual({
      x: 0,
      y: 0,
      width: 400,
      height: 300,
    });
    expect(resizeTo(box, { width: 100, height: 900 }, 'height', 1, 720, 477)).toEqual({
      x: 0,
      y: 0,
      width: 477,
      height: 477,
    });
  });
});
