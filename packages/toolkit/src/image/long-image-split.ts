import type { Pixels } from './compress-types.ts';

/** Vertical cuts across the height (pieces top to bottom); horizontal across the width (left to right). */
export type SplitAxis = 'vertical' | 'horizontal';

/**
 * How to cut: into `count` equal pieces (the length must divide evenly, as the spec says), into pieces
 * of `size` pixels (the last one shorter), or at the given positions.
 */
export type SplitMode =
  { by: 'count'; count: number } | { by: 'size'; size: number } | { by: 'lines'; lines: readonly number[] };

/** Most pieces one split may make. */
export const MAX_SPLIT_PIECES = 200;

export type SplitRange = { start: number; end: number };

/**
 * Why a split cannot be made: the length does not divide by the count (the spec's 'split count cannot
 * divide'), a number is not a whole number in range, or it would make more than {@link MAX_SPLIT_PIECES}.
 */
export type SplitRefusal = 'not_divisible' | 'invalid' | 'too_many';

export type SplitPlan = { ok: true; ranges: SplitRange[] } | { ok: false; reason: SplitRefusal };

const positive = (n: number) => Number.isInteger(n) && n >= 1;

/** The cut positions between 0 and `length`, sorted and without repeats, as ranges. */
function between(cuts: number[], length: number): SplitRange[] {
  const points = [0, ...new Set(cuts.filter((c) => c > 0 && c < length)), length].sort((a, b) => a - b);
  return points.slice(1).map((end, i) => ({ start: points[i]!, end }));
}

/** The pieces of a `length`-pixel image (its height, or width for a horizontal split). */
export function planSplit(length: number, mode: SplitMode): SplitPlan {
  if (!positive(length)) return { ok: false, reason: 'invalid' };
  switch (mode.by) {
    case 'count': {
      if (!positive(mode.count) || mode.count > length) return { ok: false, reason: 'invalid' };
      if (mode.count > MAX_SPLIT_PIECES) return { ok: false, reason: 'too_many' };
      if (length % mode.count !== 0) return { ok: false, reason: 'not_divisible' };
      const piece = length / mode.count;
      return {
        ok: true,
        ranges: between(
          Array.from({ length: mode.count }, (_, i) => i * piece),
          length,
        ),
      };
    }
    case 'size': {
      if (!positive(mode.size)) return { ok: false, reason: 'invalid' };
      if (Math.ceil(length / mode.size) > MAX_SPLIT_PIECES) return { ok: false, reason: 'too_many' };
      const cuts = Array.from({ length: Math.ceil(length / mode.size) }, (_, i) => i * mode.size);
      return { ok: true, ranges: between(cuts, length) };
    }
    case 'lines': {
      if (mode.lines.some((line) => !Number.isInteger(line) || line <= 0 || line >= length))
        return { ok: false, reason: 'invalid' };
      if (mode.lines.length + 1 > MAX_SPLIT_PIECES) return { ok: false, reason: 'too_many' };
      return { ok: true, ranges: between([...mode.lines], length) };
    }
  }
}

/** The length a split cuts: the height for a vertical split, the width for a horizontal one. */
export const splitLength = (size: { width: number; height: number }, axis: SplitAxis) =>
  axis === 'vertical' ? size.height : size.width;

/** One piece of the image: rows start..end (vertical) or columns start..end (horizontal). */
export function slicePixels(pixels: Pixels, axis: SplitAxis, range: SplitRange): Pixels {
  const { width, height, data } = pixels;
  if (axis === 'vertical') {
    return {
      data: data.slice(range.start * width * 4, range.end * width * 4),
      width,
      height: range.end - range.start,
    };
  }
  const w = range.end - range.start;
  const out = new Uint8ClampedArray(w * height * 4);
  for (let y = 0; y < height; y++) {
    const from = (y * width + range.start) * 4;
    out.set(data.subarray(from, from + w * 4), y * w * 4);
  }
  return { data: out, width: w, height };
}
