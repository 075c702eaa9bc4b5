// Plain typed-array image filters for the photo tools (old_photo_repair, image_coloring): one
// channel a Float32Array of width × height, row by row. All O(N) or O(N · radius).

/** A single channel. */
export interface Plane {
  data: Float32Array;
  width: number;
  height: number;
}

export const plane = (
  width: number,
  height: number,
  data: Float32Array = new Float32Array(width * height),
): Plane => ({
  data,
  width,
  height,
});

/** Minimum (or maximum) over a (2r+1)² square, separable: rows then columns; edges clamp. */
export function rankFilter(src: Plane, r: number, kind: 'min' | 'max'): Plane {
  const { width: w, height: h } = src;
  const pick = kind === 'min' ? Math.min : Math.max;
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let v = src.data[row + x]!;
      for (let d = 1; d <= r; d++) {
        v = pick(v, src.data[row + Math.max(0, x - d)]!, src.data[row + Math.min(w - 1, x + d)]!);
      }
      tmp[row + x] = v;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let v = tmp[y * w + x]!;
      for (let d = 1; d <= r; d++) {
        v = pick(v, tmp[Math.max(0, y - d) * w + x]!, tmp[Math.min(h - 1, y + d) * w + x]!);
      }
      out[y * w + x] = v;
    }
  }
  return plane(w, h, out);
}

/** Mean over a (2r+1)² square (edges use the part of the square inside the picture). */
export function boxMean(src: Plane, r: number): Plane {
  const { width: w, height: h } = src;
  const integral = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let sum = 0;
    for (let x = 0; x < w; x++) {
      sum += src.data[y * w + x]!;
      integral[(y + 1) * (w + 1) + x + 1] = integral[y * (w + 1) + x + 1]! + sum;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const s =
        integral[y1 * (w + 1) + x1]! -
        integral[y0 * (w + 1) + x1]! -
        integral[y1 * (w + 1) + x0]! +
        integral[y0 * (w + 1) + x0]!;
      out[y * w + x] = s / ((y1 - y0) * (x1 - x0));
    }
  }
  return plane(w, h, out);
}

/** Bilinear resampling to another size (pixel centres aligned). */
export function resize(src: Plane, width: number, height: number): Plane {
  const { width: w, height: h, data } = src;
  const out = new Float32Array(width * height);
  const sx = w / width;
  const sy = h / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(h - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(w - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const top = data[y0 * w + x0]! * (1 - tx) + data[y0 * w + x1]! * tx;
      const bottom = data[y1 * w + x0]! * (1 - tx) + data[y1 * w + x1]! * tx;
      out[y * width + x] = top * (1 - ty) + bottom * ty;
    }
  }
  return plane(width, height, out);
}

/** The value below which `share` (0..1) of the samples lie, from a 0..255 histogram. */
export function percentile(values: Float32Array, share: number): number {
  const bins = new Uint32Array(1024);
  for (const v of values) bins[Math.min(1023, Math.max(0, Math.round(v * 4)))]!++;
  const target = share * values.length;
  let seen = 0;
  for (let i = 0; i < 1024; i++) {
    seen += bins[i]!;
    if (seen >= target) return i / 4;
  }
  return 255;
}

/**
 * Noise standard deviation of a 0..255 plane (Immerkær 1996): the mean absolute response to a
 * Laplacian difference kernel that cancels smooth image structure.
 */
export function noiseSigma(src: Plane): number {
  const { width: w, height: h, data } = src;
  let sum = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const v =
        data[i - w - 1]! -
        2 * data[i - w]! +
        data[i - w + 1]! -
        2 * data[i - 1]! +
        4 * data[i]! -
        2 * data[i + 1]! +
        data[i + w - 1]! -
        2 * data[i + w]! +
        data[i + w + 1]!;
      sum += Math.abs(v);
    }
  }
  return (Math.sqrt(Math.PI / 2) * sum) / (6 * Math.max(1, (w - 2) * (h - 2)));
}

/** One connected group of set mask pixels (8-connected) and its shape. */
export interface Component {
  pixels: number[];
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** The 8-connected components of a mask. */
export function components(mask: Uint8Array, w: number, h: number): Component[] {
  const seen = new Uint8Array(w * h);
  const found: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!mask[start] || seen[start]) continue;
    const c: Component = { pixels: [], minX: w, maxX: 0, minY: h, maxY: 0 };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      c.pixels.push(i);
      const x = i % w;
      const y = (i - x) / w;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const j = ny * w + nx;
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    found.push(c);
  }
  return found;
}

/** The mask grown by r pixels (square). */
export function dilate(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const grown = rankFilter(plane(w, h, Float32Array.from(mask)), r, 'max');
  return Uint8Array.from(grown.data, (v) => (v > 0 ? 1 : 0));
}
