import { describe, expect, it } from 'vitest';
import type { Pixels } from './compress-types.ts';
import { cropPixels } from './crop.ts';
import { rotatedSize, rotatePixels } from './rotate.ts';
import { meanDiff, photo, pixelAt } from './test-photos-node.ts';

/** Independent reference: pixel (x, y) of the result read from where a clockwise quarter turn takes it. */
function quarterClockwise(p: Pixels): Pixels {
  const data = new Uint8ClampedArray(p.data.length);
  for (let y = 0; y < p.height; y++)
    for (let x = 0; x < p.width; x++) {
      const to = (x * p.height + (p.height - 1 - y)) * 4;
      data.set(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4), to);
    }
  return { data, width: p.height, height: p.width };
}

/** The central 200 × 200 pixels. */
const middle = (p: Pixels) =>
  cropPixels(p, {
    x: Math.floor(p.width / 2) - 100,
    y: Math.floor(p.height / 2) - 100,
    width: 200,
    height: 200,
  });

/** Means of 4 × 4 blocks: what a picture shows, blind to the sub-pixel offsets resampling brings. */
function coarse(p: Pixels): Pixels {
  const width = Math.floor(p.width / 4);
  const height = Math.floor(p.height / 4);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height * 4; y++)
    for (let x = 0; x < width * 4; x++)
      for (let k = 0; k < 4; k++)
        data[((y >> 2) * width + (x >> 2)) * 4 + k]! += p.data[(y * p.width + x) * 4 + k]! / 16;
  return { data, width, height };
}

describe('right angles and flips move pixels exactly', () => {
  it('turns board-photo.jpg a quarter clockwise: 720 × 477 → 477 × 720, pixel for pixel', async () => {
    const board = await photo('board-photo.jpg');
    const out = rotatePixels(board, { degrees: 90 });
    expect([out.width, out.height]).toEqual([477, 720]);
    expect(meanDiff(out, quarterClockwise(board))).toBe(0);
  });

  it('agrees with itself: 180 = 90 twice, 270 = −90, four quarters = the original', async () => {
    const nikon = await photo('nikon-gps.jpg');
    const half = rotatePixels(nikon, { degrees: 180 });
    expect(meanDiff(half, rotatePixels(rotatePixels(nikon, { degrees: 90 }), { degrees: 90 }))).toBe(0);
    const three = rotatePixels(nikon, { degrees: 270 });
    expect([three.width, three.height]).toEqual([375, 500]);
    expect(meanDiff(three, rotatePixels(nikon, { degrees: -90 }))).toBe(0);
    expect(meanDiff(rotatePixels(three, { degrees: 90 }), nikon)).toBe(0);
    expect(meanDiff(rotatePixels(nikon, { degrees: 720 }), nikon)).toBe(0);
  });

  it('flips left-right and top-bottom; both flips are half a turn', async () => {
    const board = await photo('board-photo.jpg');
    const h = rotatePixels(board, { degrees: 0, flipH: true });
    expect(pixelAt(h, 0, 10)).toEqual(pixelAt(board, 719, 10));
    const v = rotatePixels(board, { degrees: 0, flipV: true });
    expect(pixelAt(v, 5, 0)).toEqual(pixelAt(board, 5, 476));
    const both = rotatePixels(board, { degrees: 0, flipH: true, flipV: true });
    expect(meanDiff(both, rotatePixels(board, { degrees: 180 }))).toBe(0);
    // Mirror first, then turn: the top-left pixel of the mirrored photo ends top-right.
    const turned = rotatePixels(board, { degrees: 90, flipH: true });
    expect(pixelAt(turned, 476, 0)).toEqual(pixelAt(board, 719, 0));
  });

  it('keeps the alpha of a transparent PNG through a turn and a flip', async () => {
    const sign = await photo('signature-alpha.png');
    expect(pixelAt(sign, 0, 0)[3]).toBe(0);
    const out = rotatePixels(sign, { degrees: 90, flipV: true });
    expect([out.width, out.height]).toEqual([79, 225]);
    const alphas = (p: Pixels) => p.data.filter((_, i) => i % 4 === 3).reduce((a, b) => a + b, 0);
    expect(alphas(out)).toBe(alphas(sign));
    expect(pixelAt(out, 78, 224)).toEqual(pixelAt(sign, 0, 0));
  });
});

describe('any angle on an expanded canvas', () => {
  it('sizes the canvas to the turned bounding box', () => {
    // 720·cos30 + 477·sin30 = 862.04 → 863; 720·sin30 + 477·cos30 = 773.09 → 774.
    expect(rotatedSize(720, 477, 30)).toEqual({ width: 863, height: 774 });
    expect(rotatedSize(100, 100, 45)).toEqual({ width: 142, height: 142 });
    expect(rotatedSize(720, 477, -90)).toEqual({ width: 477, height: 720 });
    expect(rotatedSize(720, 477, 89.9999999)).toEqual({ width: 477, height: 720 });
  });

  it('turns a photo 30°: corners transparent, the middle opaque, and back again to the original', async () => {
    const board = await photo('board-photo.jpg');
    const out = rotatePixels(board, { degrees: 30 });
    expect([out.width, out.height]).toEqual([863, 774]);
    expect(pixelAt(out, 0, 0)[3]).toBe(0);
    expect(pixelAt(out, 862, 773)[3]).toBe(0);
    expect(pixelAt(out, 431, 387)[3]).toBe(255);
    const back = rotatePixels(out, { degrees: -30 });
    const there = coarse(middle(back));
    // Two resamplings and the half-pixel a whole-pixel canvas shifts by blur a little; the picture
    // turned the wrong way (30 + 30) or mirrored differs many times more.
    expect(meanDiff(there, coarse(middle(board)))).toBeLessThan(6);
    const wrongWay = meanDiff(coarse(middle(rotatePixels(out, { degrees: 30 }))), coarse(middle(board)));
    expect(wrongWay).toBeGreaterThan(20);
    expect(
      meanDiff(coarse(middle(rotatePixels(back, { degrees: 0, flipH: true }))), coarse(middle(board))),
    ).toBeGreaterThan(20);
  });

  it('turns the right way: 89.99° (resampled) looks like the exact quarter turn', async () => {
    const nikon = await photo('nikon-gps.jpg');
    const near = rotatePixels(nikon, { degrees: 89.99 });
    expect([near.width, near.height]).toEqual([376, 501]);
    const exact = rotatePixels(nikon, { degrees: 90 });
    expect(meanDiff(coarse(middle(near)), coarse(middle(exact)))).toBeLessThan(4);
    const wrong = rotatePixels(nikon, { degrees: 270 });
    expect(meanDiff(coarse(middle(near)), coarse(middle(wrong)))).toBeGreaterThan(20);
  });

  it('fills the uncovered corners with the chosen colour: an opaque result', async () => {
    const nikon = await photo('nikon-gps.jpg');
    const out = rotatePixels(nikon, { degrees: 15, background: [255, 255, 255, 255] });
    expect(rotatedSize(500, 375, 15)).toEqual({ width: out.width, height: out.height });
    expect(pixelAt(out, 0, 0)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(out, out.width - 1, out.height - 1)).toEqual([255, 255, 255, 255]);
    expect(out.data.filter((v, i) => i % 4 === 3 && v !== 255).length).toBe(0);
  });
});
