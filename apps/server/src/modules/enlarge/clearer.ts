import type { Pixels } from '@toolbox/toolkit/image';

/**
 * image_clearer: a classical pipeline, no learned model (the deblurring/denoising models that ship
 * in npm packages, MAXIM, are 84 MB and far too slow on a CPU). On the luma:
 * 1. noise level estimated from the photo (Immerkær's Laplacian estimate);
 * 2. denoise with a self-guided filter (edge preserving), chroma smoothed along the luma;
 * 3. two-scale unsharp mask whose detail is cored below 1.5× the noise level (grain is not sharpened);
 * 4. halo control: the result stays within the local range of the denoised neighbourhood.
 */
export type ClearerStrength = 'low' | 'medium' | 'high';

const settings: Record<ClearerStrength, { fine: number; coarse: number; denoise: number }> = {
  low: { fine: 0.6, coarse: 0.3, denoise: 1.5 },
  medium: { fine: 1.1, coarse: 0.5, denoise: 2.5 },
  high: { fine: 1.7, coarse: 0.8, denoise: 3 },
};

/** Box mean of radius r (edges clamped), by running sums along rows then columns. */
function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = -r - 1; x < r; x++) sum += src[row + Math.min(w - 1, Math.max(0, x))]!;
    for (let x = 0; x < w; x++) {
      sum += src[row + Math.min(w - 1, x + r)]! - src[row + Math.max(0, x - r - 1)]!;
      tmp[row + x] = sum / (2 * r + 1);
    }
  }
  for (let x = 0; x < w; x++) {
    let sum = 0;
    for (let y = -r - 1; y < r; y++) sum += tmp[Math.min(h - 1, Math.max(0, y)) * w + x]!;
    for (let y = 0; y < h; y++) {
      sum += tmp[Math.min(h - 1, y + r) * w + x]! - tmp[Math.max(0, y - r - 1) * w + x]!;
      out[y * w + x] = sum / (2 * r + 1);
    }
  }
  return out;
}

/** Gaussian of `sigma` approximated by three box means. */
function blur(src: Float32Array, w: number, h: number, sigma: number): Float32Array {
  const r = Math.max(1, Math.round(Math.sqrt((12 * sigma * sigma) / 3 + 1) / 2 - 0.5));
  return boxMean(boxMean(boxMean(src, w, h, r), w, h, r), w, h, r);
}

/** He's guided filter: `p` smoothed where the guide `g` is flat, kept where it has edges. */
function guided(g: Float32Array, p: Float32Array, w: number, h: number, r: number, eps: number) {
  const n = g.length;
  const gp = new Float32Array(n);
  const gg = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    gp[i] = g[i]! * p[i]!;
    gg[i] = g[i]! * g[i]!;
  }
  const mg = boxMean(g, w, h, r);
  const mp = boxMean(p, w, h, r);
  const mgp = boxMean(gp, w, h, r);
  const mgg = boxMean(gg, w, h, r);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const cov = mgp[i]! - mg[i]! * mp[i]!;
    const varG = mgg[i]! - mg[i]! * mg[i]!;
    a[i] = cov / (varG + eps);
    b[i] = mp[i]! - a[i]! * mg[i]!;
  }
  const ma = boxMean(a, w, h, r);
  const mb = boxMean(b, w, h, r);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = ma[i]! * g[i]! + mb[i]!;
  return out;
}

/** Standard deviation of the noise of a plane (Immerkær 1996), 0..255 scale. */
export function estimateNoise(y: Float32Array, w: number, h: number): number {
  if (w < 3 || h < 3) return 0;
  let sum = 0;
  for (let r = 1; r < h - 1; r++)
    for (let c = 1; c < w - 1; c++) {
      const i = r * w + c;
      const v =
        y[i - w - 1]! -
        2 * y[i - w]! +
        y[i - w + 1]! -
        2 * y[i - 1]! +
        4 * y[i]! -
        2 * y[i + 1]! +
        y[i + w - 1]! -
        2 * y[i + w]! +
        y[i + w + 1]!;
      sum += Math.abs(v);
    }
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * (w - 2) * (h - 2));
}

/** Local minimum and maximum over 3×3 (edges clamped). */
function localRange(src: Float32Array, w: number, h: number) {
  const lo = new Float32Array(src.length);
  const hi = new Float32Array(src.length);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let mn = Infinity;
      let mx = -Infinity;
      for (let dy = -1; dy <= 1; dy++) {
        const row = Math.min(h - 1, Math.max(0, y + dy)) * w;
        for (let dx = -1; dx <= 1; dx++) {
          const v = src[row + Math.min(w - 1, Math.max(0, x + dx))]!;
          if (v < mn) mn = v;
          if (v > mx) mx = v;
        }
      }
      lo[y * w + x] = mn;
      hi[y * w + x] = mx;
    }
  return { lo, hi };
}

/** Cores a detail value: nothing below `t`, the rest shrunk by `t` (soft threshold). */
const core = (d: number, t: number) => (d > t ? d - t : d < -t ? d + t : 0);

/** Makes a photo clearer (see above); alpha is kept as it is. */
export function clearPixels(image: Pixels, strength: ClearerStrength): Pixels {
  const { width: w, height: h, data } = image;
  const n = w * h;
  const s = settings[strength];
  const Y = new Float32Array(n);
  const Cb = new Float32Array(n);
  const Cr = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    Y[i] = 0.299 * r + 0.587 * g + 0.114 * b;
    Cb[i] = -0.168736 * r - 0.331264 * g + 0.5 * b;
    Cr[i] = 0.5 * r - 0.418688 * g - 0.081312 * b;
  }
  const sigma = estimateNoise(Y, w, h);
  const eps = (s.denoise * sigma) ** 2;
  const clean = eps > 0 ? guided(Y, Y, w, h, 3, eps) : Y;
  const cb = guided(clean, Cb, w, h, 4, 4 * eps + 1);
  const cr = guided(clean, Cr, w, h, 4, 4 * eps + 1);
  const fine = blur(clean, w, h, 1);
  const coarse = blur(clean, w, h, 2.5);
  const { lo, hi } = localRange(clean, w, h);
  const t = sigma * 1.5;
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < n; i++) {
    const c = clean[i]!;
    const detail = s.fine * core(c - fine[i]!, t) + s.coarse * core(fine[i]! - coarse[i]!, t);
    // Halo control: never past the neighbourhood's range (plus a little, so edges still gain contrast).
    const y = Math.min(hi[i]! + 2, Math.max(lo[i]! - 2, c + detail));
    out[i * 4] = y + 1.402 * cr[i]!;
    out[i * 4 + 1] = y - 0.344136 * cb[i]! - 0.714136 * cr[i]!;
    out[i * 4 + 2] = y + 1.772 * cb[i]!;
    out[i * 4 + 3] = data[i * 4 + 3]!;
  }
  return { data: out, width: w, height: h };
}
