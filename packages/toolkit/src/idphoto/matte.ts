import type { Pixels } from './types.ts';

/** Box mean of radius r (window 2r+1, clipped at the edges) through an integral image. */
export function boxMean(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const w1 = width + 1;
  const sat = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += src[y * width + x]!;
      sat[(y + 1) * w1 + x + 1] = sat[y * w1 + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const sum = sat[y1 * w1 + x1]! - sat[y0 * w1 + x1]! - sat[y1 * w1 + x0]! + sat[y0 * w1 + x0]!;
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** A width × height map resampled (bilinear, centre-aligned) from a sw × sh one. */
export function resizeMap(
  mask: Float32Array,
  sw: number,
  sh: number,
  width: number,
  height: number,
): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, Math.min(sh - 1, ((y + 0.5) * sh) / height - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, Math.min(sw - 1, ((x + 0.5) * sw) / width - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const tx = fx - x0;
      const top = mask[y0 * sw + x0]! + (mask[y0 * sw + x1]! - mask[y0 * sw + x0]!) * tx;
      const bottom = mask[y1 * sw + x0]! + (mask[y1 * sw + x1]! - mask[y1 * sw + x0]!) * tx;
      out[y * width + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}

/** A width × height map upsampled from a size × size one. */
export const upsample = (mask: Float32Array, size: number, width: number, height: number): Float32Array =>
  resizeMap(mask, size, size, width, height);

/**
 * Refines a coarse person mask into an alpha matte that follows the photo's own edges: a guided
 * filter (He, Sun, Tang) per colour channel of the photo, averaged, so strands of hair against
 * the background get partial alpha instead of the mask's blurred step.
 */
export function refineMatte(image: Pixels, coarse: Float32Array, radius: number, eps = 1e-3): Float32Array {
  const { width, height } = image;
  const n = width * height;
  const meanP = boxMean(coarse, width, height, radius);
  const acc = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    const guide = new Float32Array(n);
    const gp = new Float32Array(n);
    const gg = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const v = image.data[i * 4 + c]! / 255;
      guide[i] = v;
      gp[i] = v * coarse[i]!;
      gg[i] = v * v;
    }
    const meanI = boxMean(guide, width, height, radius);
    const corr = boxMean(gp, width, height, radius);
    const sq = boxMean(gg, width, height, radius);
    const a = new Float32Array(n);
    const b = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const variance = sq[i]! - meanI[i]! * meanI[i]!;
      a[i] = (corr[i]! - meanI[i]! * meanP[i]!) / (variance + eps);
      b[i] = meanP[i]! - a[i]! * meanI[i]!;
    }
    const meanA = boxMean(a, width, height, radius);
    const meanB = boxMean(b, width, height, radius);
    for (let i = 0; i < n; i++) acc[i] = acc[i]! + meanA[i]! * guide[i]! + meanB[i]!;
  }
  const alpha = new Float32Array(n);
  // Stretch slightly so the solid inside and outside become exactly 1 and 0.
  for (let i = 0; i < n; i++) alpha[i] = Math.max(0, Math.min(1, (acc[i]! / 3 - 0.05) / 0.9));
  return alpha;
}

export type Rgb = [number, number, number];

/** The new background: one colour, or that colour at the top fading to a lighter tone at the bottom. */
export interface Background {
  color: Rgb;
  gradient?: boolean;
}

/**
 * Puts the person over a new background. At the edges the colour of the old background that
 * shines through hair and outlines (spill) is taken out first: the old background is estimated
 * nearby (a wide average of the surely-background pixels) and the foreground colour solved from
 * I = αF + (1 − α)B; then out = αF + (1 − α)·new.
 */
export function composite(image: Pixels, alpha: Float32Array, background: Background): Pixels {
  const { width, height } = image;
  const n = width * height;
  const radius = Math.max(4, Math.round(Math.min(width, height) / 12));
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) weight[i] = image.data[i * 4 + 3] === 0 ? 0 : (1 - alpha[i]!) ** 2;
  const meanW = boxMean(weight, width, height, radius);
  const oldBg: Float32Array[] = [];
  const global: number[] = [];
  for (let c = 0; c < 3; c++) {
    const v = new Float32Array(n);
    let sum = 0;
    let count = 0;
    for (let i = 0; i < n; i++) {
      v[i] = image.data[i * 4 + c]! * weight[i]!;
      sum += v[i]!;
      count += weight[i]!;
    }
    global.push(count > 0 ? sum / count : 128);
    oldBg.push(boxMean(v, width, height, radius));
  }
  const data = new Uint8ClampedArray(n * 4);
  const [r, g, b] = background.color;
  for (let y = 0; y < height; y++) {
    const t = background.gradient ? y / Math.max(1, height - 1) : 0;
    // Gradient: the colour at the top, halfway to white at the bottom.
    const bg = [r + (255 - r) * t * 0.5, g + (255 - g) * t * 0.5, b + (255 - b) * t * 0.5];
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = image.data[i * 4 + 3] === 0 ? 0 : alpha[i]!;
      for (let c = 0; c < 3; c++) {
        const value = image.data[i * 4 + c]!;
        let fg = value;
        if (a < 0.98 && a > 0.02) {
          const old = meanW[i]! > 1e-4 ? oldBg[c]![i]! / meanW[i]! : global[c]!;
          fg = Math.max(0, Math.min(255, old + (value - old) / Math.max(a, 0.2)));
        }
        data[i * 4 + c] = a * fg + (1 - a) * bg[c]! + 0.5;
      }
      data[i * 4 + 3] = 255;
    }
  }
  return { data, width, height };
}

/** A colour from #rrggbb. */
export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new RangeError(`colour ${hex}`);
  const v = parseInt(m[1]!, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
