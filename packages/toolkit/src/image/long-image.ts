import { isTooLarge } from './compress.ts';
import type { Pixels } from './compress-types.ts';
import type { Rect } from './crop.ts';
import type { Rgba } from './rotate.ts';

/** Vertical stacks images top to bottom; horizontal lays them left to right. */
export type MergeDirection = 'vertical' | 'horizontal';
/** Where a narrower image sits across the strip: left/top, centre, right/bottom. */
export type MergeAlign = 'start' | 'center' | 'end';
/**
 * The size across the strip (widths when vertical, heights when horizontal): each image's own,
 * or every image scaled to the smallest's, the largest's or the first's (aspect ratio kept).
 */
export type MergeFit = 'none' | 'smallest' | 'largest' | 'first';

export interface MergeOptions {
  direction: MergeDirection;
  align: MergeAlign;
  fit: MergeFit;
  /** Pixels between two images. */
  spacing: number;
  /** Pixels of background around the whole strip. */
  margin: number;
}

export interface MergePlan {
  width: number;
  height: number;
  /** Where each image goes, at the size it is drawn. */
  places: Rect[];
}

type Size = { width: number; height: number };

/** The size across the strip the fit asks for, or null for each image's own. */
function crossTarget(cross: number[], fit: MergeFit): number | null {
  if (fit === 'none') return null;
  if (fit === 'first') return cross[0]!;
  return fit === 'smallest' ? Math.min(...cross) : Math.max(...cross);
}

/** The merged canvas and each image's place in it; `tooLarge` when it exceeds the spec's canvas limit. */
export function planMerge(sizes: readonly Size[], options: MergeOptions): MergePlan & { tooLarge: boolean } {
  if (sizes.length === 0) throw new RangeError('no images');
  const vertical = options.direction === 'vertical';
  const spacing = Math.max(0, Math.round(options.spacing));
  const margin = Math.max(0, Math.round(options.margin));
  // Work in (along, across) and swap back at the end: one code path for both directions.
  const along = sizes.map((s) => (vertical ? s.height : s.width));
  const across = sizes.map((s) => (vertical ? s.width : s.height));
  const target = crossTarget(across, options.fit);
  const drawn = sizes.map((_, i) =>
    target === null
      ? { along: along[i]!, across: across[i]! }
      : { along: Math.max(1, Math.round((along[i]! * target) / across[i]!)), across: target },
  );
  const stripAcross = Math.max(...drawn.map((d) => d.across));
  let cursor = margin;
  const places = drawn.map((d) => {
    const free = stripAcross - d.across;
    const offset = options.align === 'start' ? 0 : options.align === 'end' ? free : Math.floor(free / 2);
    const place = { a: cursor, c: margin + offset, along: d.along, across: d.across };
    cursor += d.along + spacing;
    return vertical
      ? { x: place.c, y: place.a, width: place.across, height: place.along }
      : { x: place.a, y: place.c, width: place.along, height: place.across };
  });
  const totalAlong = cursor - spacing + margin;
  const totalAcross = stripAcross + 2 * margin;
  const width = vertical ? totalAcross : totalAlong;
  const height = vertical ? totalAlong : totalAcross;
  return { width, height, places, tooLarge: isTooLarge(width, height) };
}

/** A canvas of `width` × `height` filled with `colour`. */
export function filledCanvas(width: number, height: number, colour: Rgba): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  if (colour[3] !== 0) {
    const word = new Uint32Array(data.buffer);
    const one = new Uint8ClampedArray(colour);
    word.fill(new Uint32Array(one.buffer)[0]!);
  }
  return { data, width, height };
}

/**
 * Draws `image` onto `canvas` with its top-left corner at (x, y), over what is there (source-over,
 * straight alpha); an opaque pixel is simply copied. `image` must fit inside the canvas.
 */
export function drawOver(canvas: Pixels, image: Pixels, x: number, y: number): void {
  const c = canvas.data;
  const s = image.data;
  for (let row = 0; row < image.height; row++) {
    let si = row * image.width * 4;
    let ci = ((y + row) * canvas.width + x) * 4;
    for (let col = 0; col < image.width; col++, si += 4, ci += 4) {
      const a = s[si + 3]!;
      if (a === 255) {
        c[ci] = s[si]!;
        c[ci + 1] = s[si + 1]!;
        c[ci + 2] = s[si + 2]!;
        c[ci + 3] = 255;
      } else if (a > 0) {
        const sa = a / 255;
        const da = (c[ci + 3]! / 255) * (1 - sa);
        const oa = sa + da;
        for (let k = 0; k < 3; k++) c[ci + k] = (s[si + k]! * sa + c[ci + k]! * da) / oa;
        c[ci + 3] = oa * 255;
      }
    }
  }
}

/** What {@link mergeImages} needs: each image on demand (so only one is held), and a resampler. */
export interface MergeSource {
  count: number;
  load: (index: number) => Promise<Pixels>;
  /** High-quality resize to exactly width × height. */
  resize: (pixels: Pixels, width: number, height: number) => Promise<Pixels> | Pixels;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Draws every image at its planned place on a background-filled canvas. */
export async function mergeImages(plan: MergePlan, background: Rgba, source: MergeSource): Promise<Pixels> {
  if (isTooLarge(plan.width, plan.height)) throw new RangeError('too large');
  const canvas = filledCanvas(plan.width, plan.height, background);
  for (let i = 0; i < source.count; i++) {
    source.signal?.throwIfAborted();
    const place = plan.places[i]!;
    let image = await source.load(i);
    if (image.width !== place.width || image.height !== place.height)
      image = await source.resize(image, place.width, place.height);
    drawOver(canvas, image, place.x, place.y);
    source.onProgress?.(i + 1, source.count);
  }
  return canvas;
}
