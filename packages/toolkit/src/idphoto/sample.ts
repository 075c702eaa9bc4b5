import type { Pixels } from './types.ts';

/** An affine map from output pixel centres to source coordinates: sx = a·x + b·y + c, sy = d·x + e·y + f. */
export interface Affine {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
}

/** The source shrunk by a whole factor (box average), so a later bilinear read does not alias. */
export function boxShrink(src: Pixels, factor: number): Pixels {
  if (factor <= 1) return src;
  const width = Math.floor(src.width / factor);
  const height = Math.floor(src.height / factor);
  const data = new Uint8ClampedArray(width * height * 4);
  const sums = new Float64Array(width * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      let i = (y * factor + dy) * src.width * 4;
      for (let x = 0; x < width; x++) {
        for (let dx = 0; dx < factor; dx++, i += 4) {
          sums[x * 4] = sums[x * 4]! + src.data[i]!;
          sums[x * 4 + 1] = sums[x * 4 + 1]! + src.data[i + 1]!;
          sums[x * 4 + 2] = sums[x * 4 + 2]! + src.data[i + 2]!;
          sums[x * 4 + 3] = sums[x * 4 + 3]! + src.data[i + 3]!;
        }
      }
    }
    const row = y * width * 4;
    for (let k = 0; k < width * 4; k++) data[row + k] = sums[k]! / area;
  }
  return { data, width, height };
}

/** How many source pixels one output pixel spans along its larger axis. */
function footprint(m: Affine): number {
  return Math.max(Math.hypot(m.a, m.d), Math.hypot(m.b, m.e));
}

/**
 * Resamples `src` through `m` into a width × height image (bilinear, after a box shrink when the
 * map shrinks by more than 2). Pixels whose source lies outside the image get alpha 0.
 */
/** Halvings of each source image already made, so several crops of one photo shrink it once. */
const pyramids = new WeakMap<Pixels, Pixels[]>();

/** `src` shrunk by 2^level (each level a box halving of the one before), kept for the next call. */
function level(src: Pixels, wanted: number): Pixels {
  let levels = pyramids.get(src);
  if (!levels) pyramids.set(src, (levels = [src]));
  while (levels.length <= wanted) levels.push(boxShrink(levels[levels.length - 1]!, 2));
  return levels[wanted]!;
}

export function sampleAffine(src: Pixels, width: number, height: number, m: Affine): Pixels {
  // The largest power-of-two shrink that keeps at least 1.5 source pixels under each output pixel.
  const steps = Math.max(0, Math.floor(Math.log2(footprint(m) / 1.5)));
  const s = level(src, steps);
  const factor = 2 ** steps;
  const k = 1 / factor;
  const { width: sw, height: sh, data: sd } = s;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const oy = y + 0.5;
    for (let x = 0; x < width; x++) {
      const ox = x + 0.5;
      // Source position in shrunk pixels, relative to pixel centres.
      const fx = (m.a * ox + m.b * oy + m.c) * k - 0.5;
      const fy = (m.d * ox + m.e * oy + m.f) * k - 0.5;
      const o = (y * width + x) * 4;
      if (fx < -0.5 || fy < -0.5 || fx > sw - 0.5 || fy > sh - 0.5) continue;
      const x0 = Math.max(0, Math.min(sw - 1, Math.floor(fx)));
      const y0 = Math.max(0, Math.min(sh - 1, Math.floor(fy)));
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const tx = Math.max(0, Math.min(1, fx - x0));
      const ty = Math.max(0, Math.min(1, fy - y0));
      const i00 = (y0 * sw + x0) * 4;
      const i10 = (y0 * sw + x1) * 4;
      const i01 = (y1 * sw + x0) * 4;
      const i11 = (y1 * sw + x1) * 4;
      for (let c = 0; c < 3; c++) {
        const top = sd[i00 + c]! + (sd[i10 + c]! - sd[i00 + c]!) * tx;
        const bottom = sd[i01 + c]! + (sd[i11 + c]! - sd[i01 + c]!) * tx;
        out[o + c] = top + (bottom - top) * ty + 0.5;
      }
      out[o + 3] = 255;
    }
  }
  return { data: out, width, height };
}

/** RGB of `p` as floats, scaled by `scale` and shifted by `shift` (model input, NHWC). */
export function toTensor(p: Pixels, scale: number, shift: number): Float32Array {
  const n = p.width * p.height;
  const t = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    t[i * 3] = p.data[i * 4]! * scale + shift;
    t[i * 3 + 1] = p.data[i * 4 + 1]! * scale + shift;
    t[i * 3 + 2] = p.data[i * 4 + 2]! * scale + shift;
  }
  return t;
}
