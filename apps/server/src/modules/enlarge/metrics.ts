import type { Pixels } from '@toolbox/toolkit/image';

/**
 * Image quality measures for the enlarge tests and bench, on the luma (BT.601) as super-resolution
 * papers report them, leaving a `border` of pixels out (the edges no method can know).
 */
function luma(p: Pixels): Float64Array {
  const out = new Float64Array(p.width * p.height);
  for (let i = 0; i < out.length; i++)
    out[i] = 0.299 * p.data[i * 4]! + 0.587 * p.data[i * 4 + 1]! + 0.114 * p.data[i * 4 + 2]!;
  return out;
}

function sameSize(a: Pixels, b: Pixels): void {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
}

/** Peak signal-to-noise ratio in dB of `b` against the reference `a`. */
export function psnr(a: Pixels, b: Pixels, border = 4): number {
  sameSize(a, b);
  const ya = luma(a);
  const yb = luma(b);
  let sum = 0;
  let n = 0;
  for (let y = border; y < a.height - border; y++)
    for (let x = border; x < a.width - border; x++) {
      const d = ya[y * a.width + x]! - yb[y * a.width + x]!;
      sum += d * d;
      n++;
    }
  return 10 * Math.log10((255 * 255) / (sum / n));
}

/** Mean structural similarity (Wang et al. 2004) over 8×8 windows with stride 4. */
export function ssim(a: Pixels, b: Pixels, border = 4): number {
  sameSize(a, b);
  const ya = luma(a);
  const yb = luma(b);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let y0 = border; y0 + 8 <= a.height - border; y0 += 4)
    for (let x0 = border; x0 + 8 <= a.width - border; x0 += 4) {
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let y = y0; y < y0 + 8; y++)
        for (let x = x0; x < x0 + 8; x++) {
          const p = ya[y * a.width + x]!;
          const q = yb[y * a.width + x]!;
          sa += p;
          sb += q;
          saa += p * p;
          sbb += q * q;
          sab += p * q;
        }
      const ma = sa / 64;
      const mb = sb / 64;
      const va = saa / 64 - ma * ma;
      const vb = sbb / 64 - mb * mb;
      const cov = sab / 64 - ma * mb;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  return total / count;
}
