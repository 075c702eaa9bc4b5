// Recomputes a reference alpha of the matting fixtures (apps/server/src/modules/idphoto/__fixtures__/
// matting, SOURCES.md there) from its committed hand-drawn trimap: closed-form matting (Levin,
// Lischinski and Weiss 2008: the matting Laplacian over 3 × 3 windows, the trimap's known pixels
// fixed) solved in the unknown band by conjugate gradients with a Jacobi preconditioner. Not part
// of the app. It writes the alpha (to /tmp unless told) and prints how far it is from the committed
// one: 0 when nothing changed (the committed alphas were solved on these very JPEG crops).
//   node --import tsx scripts/matting-reference.ts biden [out.png]
import { readFileSync, writeFileSync } from 'node:fs';
import { loadNodeCodecs } from '../packages/toolkit/src/node.ts';

const EPSILON = 1e-7;
const TOLERANCE = 1e-7;
const OFFSETS = (w: number) => [-w - 1, -w, -w + 1, -1, 0, 1, w - 1, w, w + 1];

/** The 3 × 3 windows touching the unknown band, with each window's colour mean and inverse covariance. */
function windows(rgb: Float64Array, trimap: Uint8Array, w: number, h: number) {
  const centres: number[] = [];
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++)
      if (OFFSETS(w).some((o) => trimap[y * w + x + o] === 1)) centres.push(y * w + x);
  const mean = new Float64Array(centres.length * 3);
  const inverse = new Float64Array(centres.length * 9);
  centres.forEach((c, k) => {
    const mu = [0, 0, 0];
    for (const o of OFFSETS(w)) for (let a = 0; a < 3; a++) mu[a]! += rgb[(c + o) * 3 + a]! / 9;
    const s = new Float64Array(9);
    for (const o of OFFSETS(w))
      for (let a = 0; a < 3; a++)
        for (let b = 0; b < 3; b++)
          s[a * 3 + b]! += ((rgb[(c + o) * 3 + a]! - mu[a]!) * (rgb[(c + o) * 3 + b]! - mu[b]!)) / 9;
    for (let a = 0; a < 3; a++) s[a * 4]! += EPSILON / 9;
    const [p, q, r, , t, u, , , v] = Array.from(s) as number[];
    const cof = [t! * v! - u! * u!, r! * u! - q! * v!, q! * u! - r! * t!];
    const det = p! * cof[0]! + q! * cof[1]! + r! * cof[2]!;
    const inv = [cof[0]!, cof[1]!, cof[2]!, cof[1]!, p! * v! - r! * r!, r! * q! - p! * u!, cof[2]!];
    inv.push(r! * q! - p! * u!, p! * t! - q! * q!);
    inv.forEach((value, i) => (inverse[k * 9 + i] = value / det));
    mean.set(mu, k * 3);
  });
  return { centres, mean, inverse };
}

/** Solves L α = 0 on the unknown pixels with the known ones fixed (0 background, 1 person). */
function solve(rgb: Float64Array, trimap: Uint8Array, w: number, h: number): Float64Array {
  const n = w * h;
  const { centres, mean, inverse } = windows(rgb, trimap, w, h);
  const offsets = OFFSETS(w);
  // y = L x, window by window.
  const laplacian = (x: Float64Array, y: Float64Array) => {
    y.fill(0);
    centres.forEach((c, k) => {
      const m = [mean[k * 3]!, mean[k * 3 + 1]!, mean[k * 3 + 2]!];
      let sum = 0;
      const v = [0, 0, 0];
      for (const o of offsets) {
        sum += x[c + o]!;
        for (let a = 0; a < 3; a++) v[a]! += (rgb[(c + o) * 3 + a]! - m[a]!) * x[c + o]!;
      }
      const u = [0, 1, 2].map((a) => [0, 1, 2].reduce((s, b) => s + inverse[k * 9 + a * 3 + b]! * v[b]!, 0));
      for (const o of offsets) {
        const j = c + o;
        const d = [0, 1, 2].reduce((s, a) => s + (rgb[j * 3 + a]! - m[a]!) * u[a]!, 0);
        y[j]! += x[j]! - (sum + d) / 9;
      }
    });
  };
  const diagonal = new Float64Array(n);
  centres.forEach((c, k) => {
    for (const o of offsets) {
      const d = [0, 1, 2].map((a) => rgb[(c + o) * 3 + a]! - mean[k * 3 + a]!);
      let q = 0;
      for (let a = 0; a < 3; a++)
        for (let b = 0; b < 3; b++) q += d[a]! * inverse[k * 9 + a * 3 + b]! * d[b]!;
      diagonal[c + o]! += 1 - (1 + q) / 9;
    }
  });
  const unknown: number[] = [];
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = trimap[i] === 2 ? 1 : 0;
    if (trimap[i] === 1) unknown.push(i);
  }
  const ax = new Float64Array(n);
  laplacian(x, ax);
  const r = new Float64Array(n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  const ap = new Float64Array(n);
  for (const i of unknown) r[i] = -ax[i]!;
  const norm = Math.sqrt(unknown.reduce((s, i) => s + r[i]! * r[i]!, 0));
  let rz = 0;
  for (const i of unknown) {
    z[i] = r[i]! / Math.max(diagonal[i]!, 1e-12);
    p[i] = z[i]!;
    rz += r[i]! * z[i]!;
  }
  for (let round = 0; round < 20_000; round++) {
    laplacian(p, ap);
    const step = rz / unknown.reduce((s, i) => s + p[i]! * ap[i]!, 0);
    let rr = 0;
    for (const i of unknown) {
      x[i]! += step * p[i]!;
      r[i]! -= step * ap[i]!;
      rr += r[i]! * r[i]!;
    }
    if (Math.sqrt(rr) / norm < TOLERANCE) break;
    let next = 0;
    for (const i of unknown) {
      z[i] = r[i]! / Math.max(diagonal[i]!, 1e-12);
      next += r[i]! * z[i]!;
    }
    for (const i of unknown) p[i] = z[i]! + (next / rz) * p[i]!;
    rz = next;
  }
  return x.map((value) => Math.max(0, Math.min(1, value)));
}

const name = process.argv[2] ?? 'biden';
const out = process.argv[3] ?? `/tmp/${name}-alpha.png`;
const dir = new URL(`../apps/server/src/modules/idphoto/__fixtures__/matting/`, import.meta.url);
const { decoders, encoders } = await loadNodeCodecs();
const read = (file: string) => new Uint8Array(readFileSync(new URL(file, dir)));
const photo = await decoders.jpeg(read(`${name}.jpg`));
const trimapImage = await decoders.png(read(`${name}-trimap.png`));
const committed = await decoders.png(read(`${name}-alpha.png`));
const { width: w, height: h } = photo;
const rgb = new Float64Array(w * h * 3);
const trimap = new Uint8Array(w * h);
for (let i = 0; i < w * h; i++) {
  for (let c = 0; c < 3; c++) rgb[i * 3 + c] = photo.data[i * 4 + c]! / 255;
  const level = trimapImage.data[i * 4]!;
  trimap[i] = level < 64 ? 0 : level > 192 ? 2 : 1;
}
const alpha = solve(rgb, trimap, w, h);
const data = new Uint8ClampedArray(w * h * 4);
let difference = 0;
let band = 0;
for (let i = 0; i < w * h; i++) {
  const level = Math.round(alpha[i]! * 255);
  data.fill(level, i * 4, i * 4 + 3);
  data[i * 4 + 3] = committed.data[i * 4 + 3]!;
  if (trimap[i] === 1) {
    difference += Math.abs(level - committed.data[i * 4]!) / 255;
    band++;
  }
}
writeFileSync(out, await encoders.png({ data, width: w, height: h }, 2));
console.log(
  `${name}: ${band} unknown pixels, mean |α − committed α| ${(difference / band).toFixed(4)}, written to ${out}`,
);
