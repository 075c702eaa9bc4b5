import { describe, expect, it } from 'vitest';
import { MAX_CANVAS_PIXELS } from './compress.ts';
import type { Pixels } from './compress-types.ts';
import { cropPixels } from './crop.ts';
import { mergeImages, planMerge, type MergeOptions } from './long-image.ts';
import { meanDiff, photo, pixelAt, region } from './test-photos-node.ts';

const BASE: MergeOptions = { direction: 'vertical', align: 'center', fit: 'none', spacing: 0, margin: 0 };
const BOARD = { width: 720, height: 477 };
const NIKON = { width: 500, height: 375 };

/** A stand-in resampler for the tests of placement (nearest pixel); the real one comes from resize.ts. */
function nearest(p: Pixels, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const s = (Math.floor((y * p.height) / height) * p.width + Math.floor((x * p.width) / width)) * 4;
      data.set(p.data.subarray(s, s + 4), (y * width + x) * 4);
    }
  return { data, width, height };
}

describe('planMerge', () => {
  it('stacks two photos top to bottom, the narrower centred, with spacing and a margin', () => {
    const plan = planMerge([BOARD, NIKON], { ...BASE, spacing: 10, margin: 20 });
    expect([plan.width, plan.height]).toEqual([760, 20 + 477 + 10 + 375 + 20]);
    expect(plan.places).toEqual([
      { x: 20, y: 20, width: 720, height: 477 },
      { x: 130, y: 507, width: 500, height: 375 },
    ]);
    expect(plan.tooLarge).toBe(false);
  });

  it('aligns left or right, and lays images side by side when horizontal', () => {
    expect(planMerge([BOARD, NIKON], { ...BASE, align: 'end' }).places[1]).toMatchObject({ x: 220, y: 477 });
    const row = planMerge([BOARD, NIKON], { ...BASE, direction: 'horizontal', align: 'start', spacing: 4 });
    expect([row.width, row.height]).toEqual([1224, 477]);
    expect(row.places[1]).toEqual({ x: 724, y: 0, width: 500, height: 375 });
  });

  it('normalises the widths (vertical) or heights (horizontal), keeping each aspect ratio', () => {
    const smallest = planMerge([BOARD, NIKON], { ...BASE, fit: 'smallest' });
    expect(smallest.places.map((p) => [p.width, p.height])).toEqual([
      [500, 331], // 477 · 500 / 720 = 331.25
      [500, 375],
    ]);
    expect([smallest.width, smallest.height]).toEqual([500, 706]);
    const largest = planMerge([BOARD, NIKON], { ...BASE, direction: 'horizontal', fit: 'largest' });
    expect(largest.places[1]).toEqual({ x: 720, y: 0, width: 636, height: 477 }); // 500 · 477 / 375 = 636
    const first = planMerge([NIKON, BOARD], { ...BASE, fit: 'first' });
    expect(first.places[1]).toMatchObject({ width: 500, height: 331 });
  });

  it("flags a canvas over the spec's 268 421 360 pixels, and not one at the limit", () => {
    expect(planMerge([{ width: 1, height: MAX_CANVAS_PIXELS }], BASE).tooLarge).toBe(false);
    expect(
      planMerge(
        [
          { width: 1, height: MAX_CANVAS_PIXELS },
          { width: 1, height: 1 },
        ],
        BASE,
      ).tooLarge,
    ).toBe(true);
    const screenshots = Array.from({ length: 40 }, () => ({ width: 4000, height: 3000 }));
    expect(planMerge(screenshots, BASE).tooLarge).toBe(true); // 480 MP
  });
});

describe('mergeImages on real photos', () => {
  it('draws each photo unchanged at its place and fills the rest with the background', async () => {
    const images = [await photo('board-photo.jpg'), await photo('nikon-gps.jpg')];
    const plan = planMerge(images, { ...BASE, spacing: 12 });
    const done: number[] = [];
    const out = await mergeImages(plan, [255, 0, 0, 255], {
      count: 2,
      load: async (i) => images[i]!,
      resize: () => {
        throw new Error('no resize needed');
      },
      onProgress: (n) => done.push(n),
    });
    expect([out.width, out.height]).toEqual([720, 864]);
    expect(done).toEqual([1, 2]);
    expect(meanDiff(cropPixels(out, plan.places[0]!), images[0]!)).toBe(0);
    expect(meanDiff(cropPixels(out, plan.places[1]!), images[1]!)).toBe(0);
    expect(pixelAt(out, 5, 480)).toEqual([255, 0, 0, 255]); // the spacing
    expect(pixelAt(out, 5, 600)).toEqual([255, 0, 0, 255]); // beside the narrower photo
  });

  it('resizes to the normalised width with the resampler it is given', async () => {
    const images = [await photo('board-photo.jpg'), await photo('nikon-gps.jpg')];
    const plan = planMerge(images, { ...BASE, fit: 'smallest' });
    const out = await mergeImages(plan, [0, 0, 0, 0], {
      count: 2,
      load: async (i) => images[i]!,
      resize: nearest,
    });
    expect([out.width, out.height]).toEqual([500, 706]);
    expect(meanDiff(region(out, 0, 331, 500, 375), images[1]!)).toBe(0);
  });

  it('keeps transparency on a transparent background and blends it over a colour', async () => {
    const sign = await photo('signature-alpha.png');
    const plan = planMerge([sign, sign], { ...BASE, spacing: 5 });
    const source = { count: 2, load: async () => sign, resize: nearest };
    const clear = await mergeImages(plan, [0, 0, 0, 0], source);
    expect(meanDiff(region(clear, 0, 84, 225, 79), sign)).toBe(0);
    expect(pixelAt(clear, 0, 0)[3]).toBe(0);
    const white = await mergeImages(plan, [255, 255, 255, 255], source);
    expect(white.data.filter((v, i) => i % 4 === 3 && v !== 255)).toHaveLength(0);
    expect(pixelAt(white, 0, 0)).toEqual([255, 255, 255, 255]);
  });

  it('stops when cancelled', async () => {
    const board = await photo('board-photo.jpg');
    const abort = new AbortController();
    abort.abort();
    const plan = planMerge([board], BASE);
    await expect(
      mergeImages(plan, [0, 0, 0, 0], {
        count: 1,
        load: async () => board,
        resize: nearest,
        signal: abort.signal,
      }),
    ).rejects.toThrow();
  });
});
