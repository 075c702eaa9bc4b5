import type { CompressOptions, CompressResult, Pixels } from './compress-types.ts';
import { sampleMosaic } from './sample.ts';

/** The spec's quality search range. */
export const MIN_QUALITY = 1;
export const MAX_QUALITY = 99;

/** Images above this many pixels are searched on a sample first; below, encodes are cheap enough. */
export const SAMPLE_ABOVE_PIXELS = 4_000_000;

/** Guided probes before the search falls back to plain bisection (bounds the worst case). */
const MAX_GUIDED_PROBES = 3;

type Encode = (pixels: Pixels, quality: number) => Promise<Uint8Array>;

/**
 * Predicts full-image sizes from a mosaic sample: the sample's size at a quality times a ratio
 * calibrated on the last real encode. The ratio barely moves with quality, so after one full encode
 * the prediction usually lands on the answer or next to it.
 */
class SamplePredictor {
  private readonly sizes = new Map<number, number>();
  private readonly areaRatio: number;
  private ratio: number;
  encodes = 0;

  constructor(
    private readonly sample: Pixels,
    private readonly encode: Encode,
    private readonly signal: AbortSignal | undefined,
    fullPixels: number,
  ) {
    this.areaRatio = fullPixels / (sample.width * sample.height);
    this.ratio = this.areaRatio;
  }

  /**
   * False once the full/sample size ratio strays far from the area ratio: then fixed costs (headers,
   * tables) dominate the sizes, the sample says little about the image, and bisection takes over.
   */
  get reliable(): boolean {
    const drift = this.ratio / this.areaRatio;
    return drift > 2 / 3 && drift < 3 / 2;
  }

  private async size(q: number): Promise<number> {
    let size = this.sizes.get(q);
    if (size === undefined) {
      this.signal?.throwIfAborted();
      size = (await this.encode(this.sample, q)).length;
      this.sizes.set(q, size);
      this.encodes++;
    }
    return size;
  }

  async calibrate(q: number, fullSize: number): Promise<void> {
    this.ratio = fullSize / (await this.size(q));
  }

  /** The highest quality strictly inside (lo, hi) predicted to fit; lo + 1 when none is. */
  async predict(lo: number, hi: number, target: number): Promise<number> {
    // Qualities already encoded narrow the range first, so a recalibration costs one or two encodes.
    let l = lo;
    let h = hi;
    for (const [q, size] of this.sizes) {
      if (size * this.ratio <= target) l = q > l && q < hi ? q : l;
      else h = q < h && q > lo ? q : h;
    }
    if (l >= h) [l, h] = [lo, hi]; // sizes not monotone in quality here: search the whole range
    while (h - l > 1) {
      const mid = (l + h) >> 1;
      if ((await this.size(mid)) * this.ratio <= target) l = mid;
      else h = mid;
    }
    return Math.max(l, lo + 1);
  }
}

/**
 * Finds the highest quality whose output fits, with the invariant "lo fits, hi does not" (0 and
 * 100 stand for unknown ends). It ends with hi = lo + 1 both encoded at full size, so the answer is
 * exact whatever guided the probes. Small images bisect (at most 7 encodes, the first at 99 when the
 * target is ≥ 1 byte per pixel, so a generous target answers in one). Large images let a sample
 * mosaic choose the probes: typically 3 full encodes plus about 10 of a sixteenth of the size.
 */
export async function searchQuality(
  pixels: Pixels,
  options: CompressOptions,
  encode: Encode,
): Promise<CompressResult> {
  const { targetBytes, signal, onProgress } = options;
  const area = pixels.width * pixels.height;
  const guide =
    area > (options.sampleAbovePixels ?? SAMPLE_ABOVE_PIXELS)
      ? new SamplePredictor(sampleMosaic(pixels), encode, signal, area)
      : null;
  let lo = MIN_QUALITY - 1;
  let hi = MAX_QUALITY + 1;
  let best: Uint8Array | null = null;
  let smallest: Uint8Array | null = null;
  let attempts = 0;
  while (hi - lo > 1) {
    let q: number;
    const guided = guide !== null && guide.reliable && attempts < MAX_GUIDED_PROBES;
    if (guided) q = await guide.predict(lo, hi, targetBytes);
    else if (attempts === 0 && targetBytes >= area) q = MAX_QUALITY;
    else q = (lo + hi) >> 1;
    signal?.throwIfAborted();
    const bytes = await encode(pixels, q);
    attempts++;
    if (bytes.length <= targetBytes) {
      lo = q;
      best = bytes;
    } else {
      hi = q;
      if (q === MIN_QUALITY) smallest = bytes;
    }
    if (guided) await guide.calibrate(q, bytes.length);
    const left =
      hi - lo <= 1 ? 0 : guide?.reliable && attempts < MAX_GUIDED_PROBES ? 1 : Math.ceil(Math.log2(hi - lo));
    onProgress?.(attempts, attempts + left);
  }
  const sampleEncodes = guide?.encodes ?? 0;
  if (best) return { bytes: best, status: 1, quality: lo, attempts, sampleEncodes };
  // Nothing fitted: the loop ended on hi = 1, so quality 1 (the smallest output) was encoded last.
  return { bytes: smallest, status: 2, quality: MIN_QUALITY, attempts, sampleEncodes };
}
