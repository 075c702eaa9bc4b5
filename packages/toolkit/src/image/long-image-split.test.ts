import { describe, expect, it } from 'vitest';
import { planSplit, slicePixels, splitLength } from './long-image-split.ts';
import { mergeImages, planMerge } from './long-image.ts';
import { meanDiff, photo, region } from './test-photos-node.ts';

const ranges = (plan: ReturnType<typeof planSplit>) =>
  plan.ok ? plan.ranges.map((r) => [r.start, r.end]) : plan.reason;

describe('planSplit', () => {
  it('splits by count only when the length divides evenly, as the spec says', () => {
    expect(ranges(planSplit(477, { by: 'count', count: 3 }))).toEqual([
      [0, 159],
      [159, 318],
      [318, 477],
    ]);
    expect(ranges(planSplit(477, { by: 'count', count: 4 }))).toBe('not_divisible');
    expect(ranges(planSplit(477, { by: 'count', count: 1 }))).toEqual([[0, 477]]);
    expect(ranges(planSplit(477, { by: 'count', count: 0 }))).toBe('invalid');
    expect(ranges(planSplit(477, { by: 'count', count: 2.5 }))).toBe('invalid');
    expect(ranges(planSplit(400, { by: 'count', count: 400 }))).toBe('too_many');
  });

  it('splits by height, the last piece taking what is left', () => {
    expect(ranges(planSplit(477, { by: 'size', size: 200 }))).toEqual([
      [0, 200],
      [200, 400],
      [400, 477],
    ]);
    expect(ranges(planSplit(400, { by: 'size', size: 200 }))).toEqual([
      [0, 200],
      [200, 400],
    ]);
    expect(ranges(planSplit(477, { by: 'size', size: 1000 }))).toEqual([[0, 477]]);
    expect(ranges(planSplit(10000, { by: 'size', size: 10 }))).toBe('too_many');
    expect(ranges(planSplit(477, { by: 'size', size: -5 }))).toBe('invalid');
  });

  it('splits at chosen lines in any order, repeats ignored, lines outside the image refused', () => {
    expect(ranges(planSplit(477, { by: 'lines', lines: [300, 100, 300] }))).toEqual([
      [0, 100],
      [100, 300],
      [300, 477],
    ]);
    expect(ranges(planSplit(477, { by: 'lines', lines: [] }))).toEqual([[0, 477]]);
    expect(ranges(planSplit(477, { by: 'lines', lines: [0] }))).toBe('invalid');
    expect(ranges(planSplit(477, { by: 'lines', lines: [477] }))).toBe('invalid');
    expect(ranges(planSplit(477, { by: 'lines', lines: [12.5] }))).toBe('invalid');
  });
});

describe('slicePixels on a real long image', () => {
  it('gives back the photos a long image was stitched from, by cutting at the seams', async () => {
    const board = await photo('board-photo.jpg');
    const nikon = await photo('nikon-gps.jpg');
    const plan = planMerge([board, nikon, board], {
      direction: 'vertical',
      align: 'start',
      fit: 'none',
      spacing: 0,
      margin: 0,
    });
    const long = await mergeImages(plan, [255, 255, 255, 255], {
      count: 3,
      load: async (i) => [board, nikon, board][i]!,
      resize: (p) => p,
    });
    expect([long.width, long.height]).toEqual([720, 1329]);
    const split = planSplit(splitLength(long, 'vertical'), { by: 'lines', lines: [477, 852] });
    if (!split.ok) throw new Error(split.reason);
    const pieces = split.ranges.map((r) => slicePixels(long, 'vertical', r));
    expect(pieces.map((p) => [p.width, p.height])).toEqual([
      [720, 477],
      [720, 375],
      [720, 477],
    ]);
    expect(meanDiff(pieces[0]!, board)).toBe(0);
    expect(meanDiff(region(pieces[1]!, 0, 0, 500, 375), nikon)).toBe(0);
    expect(meanDiff(pieces[2]!, board)).toBe(0);
  });

  it('cuts a wide image left to right into equal pieces (720 / 4 = 180)', async () => {
    const board = await photo('board-photo.jpg');
    const split = planSplit(splitLength(board, 'horizontal'), { by: 'count', count: 4 });
    if (!split.ok) throw new Error(split.reason);
    const pieces = split.ranges.map((r) => slicePixels(board, 'horizontal', r));
    expect(pieces.map((p) => [p.width, p.height])).toEqual(Array(4).fill([180, 477]));
    expect(meanDiff(pieces[2]!, region(board, 360, 0, 180, 477))).toBe(0);
  });
});
