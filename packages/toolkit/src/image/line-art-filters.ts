// Filters of the line-art style, over one float plane (width × height values, row by row).

/** The value `fraction` of the samples lie below (a histogram over the range, 4096 bins). */
export function quantile(values: Float32Array, fraction: number): number {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  if (!(high > low)) return low;
  const bins = new Uint32Array(4096);
  const step = (high - low) / (bins.length - 1);
  for (const v of values) bins[Math.round((v - low) / step)]!++;
  let seen = 0;
  const wanted = fraction * values.length;
  for (let i = 0; i < bins.length; i++) {
    seen += bins[i]!;
    if (seen >= wanted) return low + i * step;
  }
  return high;
}

/**
 * Calls `each` with every group of 8-connected pixels where `inside` holds that contains a pixel where
 * `seed` holds (each pixel in at most one group).
 */
function floodGroups(
  w: number,
  h: number,
  seed: (i: number) => boolean,
  inside: (i: number) => boolean,
  each: (group: number[]) => void,
): void {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !seed(start)) continue;
    seen[start] = 1;
    stack.push(start);
    const group: number[] = [];
    while (stack.length) {
      const p = stack.pop()!;
      group.push(p);
      const x = p % w;
      const y = (p - x) / w;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(h - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(w - 1, x + 1); nx++) {
          const q = ny * w + nx;
          if (!seen[q] && inside(q)) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    each(group);
  }
}

/** The pixels at or above `low` that connect (8-neighbours) to one at or above `high` (1 = kept). */
export function hysteresis(
  values: Float32Array,
  w: number,
  h: number,
  high: number,
  low: number,
): Uint8Array {
  const kept = new Uint8Array(values.length);
  floodGroups(
    w,
    h,
    (i) => values[i]! >= high,
    (i) => values[i]! >= low,
    (group) => {
      for (const p of group) kept[p] = 1;
    },
  );
  return kept;
}

/**
 * Whitens specks: groups of dark ink (below 0.5) smaller than `minArea` pixels, with the lighter
 * fringe around them, in an ink plane of 0 (black) to 1 (white).
 */
export function removeSpecks(ink: Float32Array, w: number, h: number, minArea: number): void {
  const dark = (i: number) => ink[i]! < 0.5;
  floodGroups(w, h, dark, dark, (group) => {
    if (group.length >= minArea) return;
    for (const p of group) {
      const x = p % w;
      const y = (p - x) / w;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(h - 1, y + 1); ny++)
        for (let nx = Math.max(0, x - 1); nx <= Math.min(w - 1, x + 1); nx++) ink[ny * w + nx] = 1;
    }
  });
}

/**
 * Edge-preserving smoothing: a bilateral filter applied along rows, then columns (a common, fast
 * approximation of the 2-D one). Neighbours count less the farther they are (`sigmaS` pixels) and the
 * more their brightness differs (`sigmaR`), so texture flattens while outlines stay sharp.
 */
export function bilateral(
  src: Float32Array,
  w: number,
  h: number,
  sigmaS: number,
  sigmaR: number,
): Float32Array {
  const r = Math.ceil(2 * sigmaS);
  const spatial = Array.from({ length: r + 1 }, (_, d) => Math.exp((-d * d) / (2 * sigmaS * sigmaS)));
  // Brightness differences in 1/1024 steps: a table instead of an exp per neighbour.
  const table = Float32Array.from({ length: 1025 }, (_, d) =>
    Math.exp(-((d / 1024) ** 2) / (2 * sigmaR * sigmaR)),
  );
  const range = (diff: number) => table[Math.round(Math.abs(diff) * 1024)]!;
  const pass = (from: Float32Array, horizontal: boolean) => {
    const to = new Float32Array(from.length);
    const lines = horizontal ? h : w;
    const length = horizontal ? w : h;
    const step = horizontal ? 1 : w;
    for (let line = 0; line < lines; line++) {
      const base = horizontal ? line * w : line;
      for (let i = 0; i < length; i++) {
        const centre = from[base + i * step]!;
        let sum = 0;
        let weight = 0;
        for (let j = Math.max(0, i - r); j <= Math.min(length - 1, i + r); j++) {
          const v = from[base + j * step]!;
          const k = spatial[Math.abs(j - i)]! * range(v - centre);
          sum += v * k;
          weight += k;
        }
        to[base + i * step] = sum / weight;
      }
    }
    return to;
  };
  return pass(pass(src, true), false);
}
