// image_coloring's engine: colourisation by optimisation (after Levin, Lischinski and Weiss, 2004).
// The photo's brightness (Y) is kept; the two colour planes (Cb, Cr) are solved so that neighbours
// of similar brightness get similar colour and the hinted pixels get their hint. Neighbours across
// a strong brightness edge are barely linked, so a colour fills its region and stops at the edge.
// The sparse symmetric system is solved by conjugate gradients on a grid of at most ~250 000
// pixels; the colour planes are then enlarged to the photo's size (colour needs less detail).
import { boxMean, plane, resize, type Plane } from './filters.ts';
import type { Rgb } from './repair.ts';

/** A colour hint on the work grid: pixel index and its chroma. */
export interface Hint {
  index: number;
  cb: number;
  cr: number;
}

/** A painted stroke, in the photo's own coordinates scaled to 0..1, its width a share of the shorter side. */
export interface Stroke {
  color: string;
  width: number;
  points: [number, number][];
}

export const WORK_PIXELS = 90_000;
/** A faint pull towards grey, so a region no hint can reach (walled off by edges) stays grey. */
const GREY_PULL = 1e-7;
/** How strongly a hint holds its pixel (against the neighbour links, which are at most 1 each). */
const HINT_WEIGHT = 100;
/** Conjugate gradients stop when the residual is this share of the right-hand side. */
const TOLERANCE = 1e-5;

export function chromaOf(hex: string): { cb: number; cr: number } {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return { cb: 0.564 * (b - y), cr: 0.713 * (r - y) };
}

/** The work grid's size for a photo of w × h. */
export function workSize(w: number, h: number): { width: number; height: number } {
  const s = Math.min(1, Math.sqrt(WORK_PIXELS / (w * h)));
  return { width: Math.max(2, Math.round(w * s)), height: Math.max(2, Math.round(h * s)) };
}

/** The strokes drawn on the work grid (later strokes over earlier ones). */
export function rasterizeStrokes(strokes: readonly Stroke[], width: number, height: number): Hint[] {
  const at = new Map<number, Hint>();
  for (const stroke of strokes) {
    const { cb, cr } = chromaOf(stroke.color);
    const radius = Math.max(0.5, (stroke.width * Math.min(width, height)) / 2);
    const pts = stroke.points.map(([x, y]) => [x * width, y * height] as const);
    const stamp = (cx: number, cy: number) => {
      for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++)
        for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          if ((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 > radius * radius) continue;
          const index = y * width + x;
          at.set(index, { index, cb, cr });
        }
    };
    pts.forEach(([x, y], i) => {
      const [px, py] = i ? pts[i - 1]! : [x, y];
      const steps = Math.max(1, Math.ceil(Math.hypot(x - px, y - py) / Math.max(0.5, radius / 2)));
      for (let s = 0; s <= steps; s++) stamp(px + ((x - px) * s) / steps, py + ((y - py) * s) / steps);
    });
  }
  return [...at.values()];
}

/** The links of each pixel to its right, lower, lower-right and lower-left neighbours. */
const OFFSETS = [
  [1, 0],
  [0, 1],
  [1, 1],
  [-1, 1],
] as const;

/** Brightness step (0..1) at which a link has lost 39 % of its strength. */
const EDGE_SIGMA = 0.05;

/**
 * Link weights w = exp(−d² / 2σ²), d the larger of the brightness step between the two pixels and
 * half the step across four pixels at either end. The wider step catches soft (blurred or
 * out-of-focus) edges, whose single-pixel steps are small, so colour stops at them too; film grain
 * and soft shading (steps ≤ 0.03) pass colour on. σ is fixed, not Levin's local variance, so a
 * strong edge holds a colour back whatever its surroundings.
 */
function linkWeights(y: Plane): Float32Array[] {
  const { width: w, height: h, data } = boxMean(y, 1);
  const wide = new Float32Array(w * h);
  for (let yy = 0; yy < h; yy++)
    for (let x = 0; x < w; x++) {
      const at = (xx: number, yv: number) =>
        data[Math.min(h - 1, Math.max(0, yv)) * w + Math.min(w - 1, Math.max(0, xx))]!;
      wide[yy * w + x] = Math.max(
        Math.abs(at(x + 2, yy) - at(x - 2, yy)),
        Math.abs(at(x, yy + 2) - at(x, yy - 2)),
      );
    }
  return OFFSETS.map(([dx, dy]) => {
    const out = new Float32Array(w * h);
    for (let yy = 0; yy < h - dy; yy++)
      for (let x = Math.max(0, -dx); x < Math.min(w, w - dx); x++) {
        const i = yy * w + x;
        const j = i + dy * w + dx;
        const d = Math.max(Math.abs(data[i]! - data[j]!), 0.5 * Math.max(wide[i]!, wide[j]!));
        out[i] = Math.exp(-(d * d) / (2 * EDGE_SIGMA * EDGE_SIGMA));
      }
    return out;
  });
}

/** The system of one grid: link weights and the diagonal (links, grey pull, hint weights). */
interface Grid {
  w: number;
  h: number;
  links: Float32Array[];
  diag: Float32Array;
}

function gridOf(y: Plane, hints: readonly Hint[]): Grid {
  const { width: w, height: h } = y;
  const links = linkWeights(y);
  const diag = new Float32Array(w * h).fill(GREY_PULL);
  OFFSETS.forEach(([dx, dy], k) => {
    const link = links[k]!;
    const shift = dy * w + dx;
    for (let yy = 0; yy < h - dy; yy++)
      for (let xx = Math.max(0, -dx); xx < Math.min(w, w - dx); xx++) {
        const i = yy * w + xx;
        diag[i]! += link[i]!;
        diag[i + shift]! += link[i]!;
      }
  });
  for (const hint of hints) diag[hint.index]! += HINT_WEIGHT;
  return { w, h, links, diag };
}

/** out = A x, A = graph Laplacian of the links + grey pull + hint weights. */
function multiply(g: Grid, x: Float32Array<ArrayBufferLike>, out: Float32Array<ArrayBufferLike>) {
  const { w, h, links, diag } = g;
  for (let i = 0; i < w * h; i++) out[i] = diag[i]! * x[i]!;
  for (let k = 0; k < OFFSETS.length; k++) {
    const [dx, dy] = OFFSETS[k]!;
    const link = links[k]!;
    const shift = dy * w + dx;
    const x0 = Math.max(0, -dx);
    const x1 = Math.min(w, w - dx);
    for (let yy = 0; yy < h - dy; yy++) {
      const row = yy * w;
      for (let xx = x0; xx < x1; xx++) {
        const i = row + xx;
        const j = i + shift;
        const wt = link[i]!;
        out[i]! -= wt * x[j]!;
        out[j]! -= wt * x[i]!;
      }
    }
  }
}

export interface SolveReport {
  iterations: number;
  residual: number;
}

/** Preconditioned (Jacobi) conjugate gradients for A x = b from a first guess x (changed in place). */
function conjugateGradients(
  g: Grid,
  b: Float32Array,
  x: Float32Array<ArrayBufferLike>,
  maxIterations: number,
  tolerance: number,
): SolveReport {
  const n = b.length;
  const { diag } = g;
  const r = new Float32Array(n);
  multiply(g, x, r);
  for (let i = 0; i < n; i++) r[i] = b[i]! - r[i]!;
  const z = r.map((v, i) => v / diag[i]!);
  const p = Float32Array.from(z);
  const ap = new Float32Array(n);
  let rz = 0;
  let bnorm = 0;
  let rnorm = 0;
  for (let i = 0; i < n; i++) {
    rz += r[i]! * z[i]!;
    bnorm += b[i]! * b[i]!;
    rnorm += r[i]! * r[i]!;
  }
  bnorm = Math.sqrt(bnorm) || 1;
  rnorm = Math.sqrt(rnorm);
  let iterations = 0;
  while (iterations < maxIterations && rnorm / bnorm > tolerance) {
    multiply(g, p, ap);
    let pap = 0;
    for (let i = 0; i < n; i++) pap += p[i]! * ap[i]!;
    const alpha = rz / pap;
    let next = 0;
    rnorm = 0;
    for (let i = 0; i < n; i++) {
      x[i]! += alpha * p[i]!;
      r[i]! -= alpha * ap[i]!;
      z[i] = r[i]! / diag[i]!;
      next += r[i]! * z[i]!;
      rnorm += r[i]! * r[i]!;
    }
    rnorm = Math.sqrt(rnorm);
    const beta = next / rz;
    rz = next;
    for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
    iterations++;
  }
  return { iterations, residual: rnorm / bnorm };
}

/** The same hints on a grid half the size (a hint per coarse pixel, the last one kept). */
function coarser(y: Plane, hints: readonly Hint[]): { y: Plane; hints: Hint[] } {
  const w = Math.ceil(y.width / 2);
  const h = Math.ceil(y.height / 2);
  const at = new Map<number, Hint>();
  for (const hint of hints) {
    const x = hint.index % y.width;
    const yy = (hint.index - x) / y.width;
    const index = (yy >> 1) * w + (x >> 1);
    at.set(index, { ...hint, index });
  }
  return { y: resize(y, w, h), hints: [...at.values()] };
}

/**
 * Solves for three unknown planes at once on one grid, starting from the half-size grid's answer
 * (coarse to fine: the coarse grid carries colour over long distances in few iterations).
 */
function solveLevels(
  y: Plane,
  hints: readonly Hint[],
  maxIterations: number,
): { planes: Plane[]; report: SolveReport } {
  const { width: w, height: h } = y;
  const n = w * h;
  let guesses: Float32Array[] = [0, 1, 2].map(() => new Float32Array(n));
  let report: SolveReport = { iterations: 0, residual: 0 };
  if (n > 4000) {
    const small = coarser(y, hints);
    const below = solveLevels(small.y, small.hints, maxIterations);
    guesses = below.planes.map((p) => resize(p, w, h).data);
    report.iterations += below.report.iterations;
  }
  const g = gridOf(y, hints);
  const rhs = [0, 1, 2].map(() => new Float32Array(n));
  for (const hint of hints) {
    rhs[0]![hint.index] = HINT_WEIGHT * hint.cb;
    rhs[1]![hint.index] = HINT_WEIGHT * hint.cr;
    rhs[2]![hint.index] = HINT_WEIGHT;
  }
  // Small grids are solved to the end (cheap, and they carry colour far); big ones are refined
  // from the smaller grid's answer, which mostly needs local corrections at the edges.
  const small = n <= 25_000;
  rhs.forEach((b, k) => {
    const r = conjugateGradients(g, b, guesses[k]!, small ? 1500 : maxIterations, small ? 1e-6 : TOLERANCE);
    report = {
      iterations: report.iterations + r.iterations,
      residual: Math.max(report.residual, r.residual),
    };
  });
  return { planes: guesses.map((data) => plane(w, h, data)), report };
}

/** Below this reach of the hints (0..1), a pixel's colour fades to grey: it is walled off by edges. */
const REACH = 0.001;

/**
 * The chroma planes (Cb, Cr, in −128..128) on the grid of `y` (brightness 0..1) from the hints. Each
 * of Cb, Cr and a "reach" plane (hints worth 1) minimises Σ w_ij (c_i − c_j)² + λ Σ c_i² +
 * μ Σ_hints (c_i − hint_i)²; the colour is Cb/reach, Cr/reach, so it stays as strong far from the
 * hint as near it, and fades only where the reach is tiny (a region shut off by strong edges).
 */
export function solveChroma(y: Plane, hints: readonly Hint[], maxIterations = 250) {
  const { width: w, height: h } = y;
  const { planes, report } = solveLevels(y, hints, maxIterations);
  const [cb, cr, reach] = planes as [Plane, Plane, Plane];
  for (let i = 0; i < w * h; i++) {
    const d = reach.data[i]!;
    const scale = d > 1e-9 ? Math.min(1, d / REACH) / d : 0;
    cb.data[i]! *= scale;
    cr.data[i]! *= scale;
  }
  return { cb, cr, reach, report };
}

/** The photo's brightness with the solved colour (planes enlarged to its size), as RGB planes. */
export function applyChroma(luma: Plane, cb: Plane, cr: Plane): Rgb {
  const { width: w, height: h } = luma;
  const bigCb = cb.width === w && cb.height === h ? cb : resize(cb, w, h);
  const bigCr = cr.width === w && cr.height === h ? cr : resize(cr, w, h);
  const out = [plane(w, h), plane(w, h), plane(w, h)] as Rgb;
  for (let i = 0; i < w * h; i++) {
    const y = luma.data[i]!;
    const u = bigCb.data[i]!;
    const v = bigCr.data[i]!;
    out[0].data[i] = Math.min(255, Math.max(0, y + 1.403 * v));
    out[1].data[i] = Math.min(255, Math.max(0, y - 0.344 * u - 0.714 * v));
    out[2].data[i] = Math.min(255, Math.max(0, y + 1.773 * u));
  }
  return out;
}
