// Filters over one float channel plane (width × height values, row by row), for the drawing effects.

/**
 * Gaussian blur approximated by three box blurs (each O(1) per pixel whatever the radius, so a large
 * sigma costs the same as a small one). Edges repeat the border value.
 */
export function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma <= 0) return src.slice();
  const a = src.slice();
  const b = new Float32Array(src.length);
  for (const size of boxSizes(sigma)) {
    const r = (size - 1) / 2;
    boxPass(a, b, width, height, r, true);
    boxPass(b, a, width, height, r, false);
  }
  return a;
}

/** Widths of three boxes whose repeated blur matches a Gaussian of `sigma` (Kovesi's construction). */
function boxSizes(sigma: number, n = 3): number[] {
  const ideal = Math.sqrt((12 * sigma * sigma) / n + 1);
  let low = Math.floor(ideal);
  if (low % 2 === 0) low--;
  const high = low + 2;
  const m = Math.round((12 * sigma * sigma - n * low * low - 4 * n * low - 3 * n) / (-4 * low - 4));
  return Array.from({ length: n }, (_, i) => (i < m ? low : high));
}

/** One box blur of radius `r` along rows (`horizontal`) or columns, from `src` into `dst`. */
function boxPass(
  src: Float32Array,
  dst: Float32Array,
  width: number,
  height: number,
  r: number,
  horizontal: boolean,
) {
  const lines = horizontal ? height : width;
  const length = horizontal ? width : height;
  const step = horizontal ? 1 : width;
  const scale = 1 / (2 * r + 1);
  const last = length - 1;
  for (let line = 0; line < lines; line++) {
    const base = horizontal ? line * width : line;
    const first = src[base]!;
    const end = src[base + last * step]!;
    // The window's sum for position 0, with the border value repeated to the left.
    let sum = first * (r + 1);
    for (let i = 1; i <= r; i++) sum += src[base + Math.min(i, last) * step]!;
    for (let i = 0; i < length; i++) {
      dst[base + i * step] = sum * scale;
      const enter = i + r + 1;
      const leave = i - r;
      sum +=
        (enter <= last ? src[base + enter * step]! : end) - (leave >= 0 ? src[base + leave * step]! : first);
    }
  }
}

/** The plane shrunk by a whole `factor`: each output value is the mean of a factor × factor block. */
export function shrinkPlane(
  src: Float32Array,
  width: number,
  height: number,
  factor: number,
): { plane: Float32Array; width: number; height: number } {
  const w = Math.ceil(width / factor);
  const h = Math.ceil(height / factor);
  const sum = new Float32Array(w * h);
  const count = new Uint32Array(w * h);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < width; x++) {
      const i = row + Math.floor(x / factor);
      sum[i]! += src[y * width + x]!;
      count[i]!++;
    }
  }
  for (let i = 0; i < sum.length; i++) sum[i]! /= count[i]!;
  return { plane: sum, width: w, height: h };
}

/** A plane shrunk by `factor` (see {@link shrinkPlane}) brought back to width × height, bilinear. */
export function growPlane(src: Float32Array, factor: number, width: number, height: number): Float32Array {
  const sw = Math.ceil(width / factor);
  const sh = Math.ceil(height / factor);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) / factor - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) / factor - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const fx = sx - x0;
      const top = src[y0 * sw + x0]! * (1 - fx) + src[y0 * sw + x1]! * fx;
      const bottom = src[y1 * sw + x0]! * (1 - fx) + src[y1 * sw + x1]! * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}
