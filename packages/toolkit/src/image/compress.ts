/** Raw RGBA pixels, the shape of the DOM's ImageData without needing the DOM. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type CompressFormat = 'jpeg' | 'webp' | 'png';

/** The spec's image shrink result status: 1 within target, 2 outside target, 0 too large. */
export type ShrinkStatus = 0 | 1 | 2;

/** Encoders injected by the caller, so the search runs the same in a worker and in Node. */
export interface Encoders {
  /** Lossy encode at quality 1..99. */
  jpeg: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  webp: (pixels: Pixels, quality: number) => Promise<Uint8Array>;
  /** Lossless PNG at optimisation level 1..6 (higher = smaller and slower). */
  png: (pixels: Pixels, level: number) => Promise<Uint8Array>;
}

export interface CompressOptions {
  format: CompressFormat;
  /** Target size in bytes. */
  targetBytes: number;
  signal?: AbortSignal;
  /** Called after each encode; `total` is an upper bound of the encodes the search may still run. */
  onProgress?: (done: number, total: number) => void;
}

export interface CompressResult {
  /** The chosen output; null only when status is 0. */
  bytes: Uint8Array | null;
  status: ShrinkStatus;
  /** Quality (lossy) or level (PNG) that produced `bytes`; 0 when nothing was encoded. */
  quality: number;
  /** How many encodes the search ran. */
  attempts: number;
}

/** Largest canvas the spec allows (section 9): pixels beyond it answer status 0. */
export const MAX_CANVAS_PIXELS = 268_421_360;

/** The spec's quality search range. */
export const MIN_QUALITY = 1;
export const MAX_QUALITY = 99;

/**
 * Oxipng levels tried for PNG, cheapest first. Measured on photos and graphics: level 4 saves under
 * 1 % over level 2 at 3× the time, and level 6 nothing more at 6× (minutes for 12 MP), so it is not tried.
 */
export const PNG_LEVELS = [2, 4] as const;

/** A level-2 PNG this much above the target cannot be rescued by a stronger level: stop there. */
export const PNG_RESCUE_RATIO = 1.05;

/** True when a width × height image exceeds the canvas limit (checked before any decode or encode). */
export function isTooLarge(width: number, height: number): boolean {
  return width * height > MAX_CANVAS_PIXELS;
}

/** Finds the highest quality whose output fits the target (binary search over 1..99). */
export async function compressToTarget(
  pixels: Pixels,
  options: CompressOptions,
  encoders: Encoders,
): Promise<CompressResult> {
  if (isTooLarge(pixels.width, pixels.height)) return { bytes: null, status: 0, quality: 0, attempts: 0 };
  if (pixels.data.length !== pixels.width * pixels.height * 4) {
    throw new RangeError('pixel data does not match width × height × 4');
  }
  return options.format === 'png'
    ? searchPngLevel(pixels, options, encoders.png)
    : searchQuality(pixels, options, encoders[options.format]);
}

type Encode = (pixels: Pixels, setting: number) => Promise<Uint8Array>;

/**
 * Bisection over quality with the invariant "lo fits, hi does not" (0 and 100 stand for unknown
 * ends). It ends with hi = lo + 1 both measured, so the answer is exactly the highest fitting
 * quality, in at most 7 encodes. The first probe is the top quality only when the target is
 * generous (≥ 1 byte per pixel, about what MozJPEG gives a detailed photo at 99), so a big target
 * answers in one encode; when that guess misses, the search costs one encode more (8).
 */
async function searchQuality(
  pixels: Pixels,
  options: CompressOptions,
  encode: Encode,
): Promise<CompressResult> {
  const { targetBytes, signal, onProgress } = options;
  let lo = MIN_QUALITY - 1;
  let hi = MAX_QUALITY + 1;
  let best: Uint8Array | null = null;
  let smallest: Uint8Array | null = null;
  let attempts = 0;
  const generous = targetBytes >= pixels.width * pixels.height;
  let next = generous ? MAX_QUALITY : (lo + hi) >> 1;
  while (hi - lo > 1) {
    signal?.throwIfAborted();
    const bytes = await encode(pixels, next);
    attempts++;
    if (bytes.length <= targetBytes) {
      lo = next;
      best = bytes;
    } else {
      hi = next;
      if (next === MIN_QUALITY) smallest = bytes;
    }
    onProgress?.(attempts, attempts + Math.ceil(Math.log2(hi - lo)));
    next = (lo + hi) >> 1;
  }
  onProgress?.(attempts, attempts);
  if (best) return { bytes: best, status: 1, quality: lo, attempts };
  // Nothing fitted: the loop ended on hi = 1, so quality 1 (the smallest output) was encoded last.
  return { bytes: smallest, status: 2, quality: MIN_QUALITY, attempts };
}

/**
 * Lossless PNG cannot trade quality: try a stronger oxipng level only when the first result is close
 * to the target; otherwise answer status 2 with the smallest PNG at once (the honest answer).
 */
async function searchPngLevel(
  pixels: Pixels,
  options: CompressOptions,
  encode: Encode,
): Promise<CompressResult> {
  const { targetBytes, signal, onProgress } = options;
  let smallest: Uint8Array | null = null;
  let smallestLevel = 0;
  let attempts = 0;
  for (const level of PNG_LEVELS) {
    signal?.throwIfAborted();
    const bytes = await encode(pixels, level);
    attempts++;
    onProgress?.(attempts, PNG_LEVELS.length);
    if (!smallest || bytes.length < smallest.length) {
      smallest = bytes;
      smallestLevel = level;
    }
    if (bytes.length <= targetBytes || bytes.length > targetBytes * PNG_RESCUE_RATIO) break;
  }
  onProgress?.(attempts, attempts);
  const fits = smallest !== null && smallest.length <= targetBytes;
  return { bytes: smallest, status: fits ? 1 : 2, quality: smallestLevel, attempts };
}
