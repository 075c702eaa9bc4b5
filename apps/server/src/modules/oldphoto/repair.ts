// old_photo_repair's engine, on plain typed arrays: finds scratches and dust by morphological
// top-hat, fills them from their surroundings, then denoises and corrects fading. No model: every
// step is a classical filter, so what it does can be told in the page and checked in the tests.
import {
  boxMean,
  components,
  dilate,
  noiseSigma,
  percentile,
  plane,
  rankFilter,
  type Plane,
} from './filters.ts';

/** A region to treat gently (a face): specks there are eyes' highlights, moles and pores. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RepairOptions {
  scratches: boolean;
  denoise: 'off' | 'low' | 'medium' | 'high';
  levels: boolean;
  /** 'neutral' removes a yellow or sepia cast (white balance); 'keep' keeps the photo's tone. */
  colour: 'neutral' | 'keep';
}

export interface DefectMask {
  mask: Uint8Array;
  scratches: number;
  specks: number;
}

/** Red, green and blue planes, 0..255. */
export type Rgb = [Plane, Plane, Plane];

export const lumaOf = ([r, g, b]: Rgb): Plane =>
  plane(
    r.width,
    r.height,
    r.data.map((v, i) => 0.299 * v + 0.587 * g.data[i]! + 0.114 * b.data[i]!),
  );

const inside = (boxes: readonly Box[], x: number, y: number) =>
  boxes.some((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height);

/**
 * Scratches (thin bright or dark lines) and dust (small bright or dark specks): the white top-hat
 * (the picture minus its opening) shows bright details narrower than the square, the black top-hat
 * dark ones. A detail stays in the mask when it is much stronger than the photo's noise and is
 * shaped like a defect: long and at most a few pixels thick, or a speck of a few pixels (not in a
 * face). The mask is grown by a pixel to cover the defect's soft edge.
 */
export function detectDefects(luma: Plane, protect: readonly Box[] = []): DefectMask {
  const { width: w, height: h } = luma;
  const r = Math.max(3, Math.min(8, Math.round(Math.min(w, h) / 150)));
  const opened = rankFilter(rankFilter(luma, r, 'min'), r, 'max');
  const closed = rankFilter(rankFilter(luma, r, 'max'), r, 'min');
  const sigma = noiseSigma(luma);
  const low = Math.max(12, 3 * sigma);
  const minLength = Math.max(15, Math.min(w, h) * 0.04);
  const mask = new Uint8Array(w * h);
  let scratches = 0;
  let specks = 0;
  for (const polarity of ['bright', 'dark'] as const) {
    const response = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++)
      response[i] = polarity === 'bright' ? luma.data[i]! - opened.data[i]! : closed.data[i]! - luma.data[i]!;
    // A defect stands out from its neighbourhood: in hair or fabric, where the top-hat answers
    // everywhere, the bar rises with the local activity.
    const activity = boxMean(plane(w, h, response), 7);
    const candidates = new Uint8Array(w * h);
    for (let i = 0; i < w * h; i++)
      candidates[i] = response[i]! > low && response[i]! > 3 * activity.data[i]! ? 1 : 0;
    for (const c of components(candidates, w, h)) {
      const bw = c.maxX - c.minX + 1;
      const bh = c.maxY - c.minY + 1;
      const length = Math.hypot(bw, bh);
      const thickness = c.pixels.length / length;
      let peak = 0;
      let at = c.pixels[0]!;
      for (const i of c.pixels)
        if (response[i]! > peak) {
          peak = response[i]!;
          at = i;
        }
      const line = length >= minLength && thickness <= 3.5 && peak > 1.5 * low;
      const cx = (c.minX + c.maxX) / 2;
      const cy = (c.minY + c.maxY) / 2;
      const speck =
        !line &&
        bw <= 2 * r + 1 &&
        bh <= 2 * r + 1 &&
        c.pixels.length <= 4 * r * r &&
        // Film grain is speck-shaped too: dust must be stark and alone in its neighbourhood.
        peak > Math.max(4 * low, 45) &&
        peak > 8 * activity.data[at]! &&
        !inside(protect, cx, cy);
      if (!line && !speck) continue;
      if (line) scratches++;
      else specks++;
      for (const i of c.pixels) mask[i] = 1;
    }
  }
  return { mask: dilate(mask, w, h, 1), scratches, specks };
}

/**
 * Fills the masked pixels of each plane from outside inwards (each ring the distance-weighted mean
 * of its known neighbours in a 5 × 5 window), then relaxes the filling towards the smooth
 * (harmonic) surface the surrounding pixels define, so a thin scratch becomes a blend of its sides.
 */
export function inpaint(planes: readonly Plane[], mask: Uint8Array): void {
  const { width: w, height: h } = planes[0]!;
  const known = Uint8Array.from(mask, (m) => (m ? 0 : 1));
  let todo: number[] = [];
  for (let i = 0; i < w * h; i++) if (mask[i]) todo.push(i);
  const filled = [...todo];
  while (todo.length) {
    const ring: number[] = [];
    const rest: number[] = [];
    for (const i of todo) {
      const x = i % w;
      const y = (i - x) / w;
      let touches = false;
      for (let dy = -1; dy <= 1 && !touches; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < w && ny < h && known[ny * w + nx]) touches = true;
        }
      (touches ? ring : rest).push(i);
    }
    if (!ring.length) break; // a mask covering the whole picture: nothing to fill from
    const values = ring.map((i) => {
      const x = i % w;
      const y = (i - x) / w;
      const sums = planes.map(() => 0);
      let weight = 0;
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h || !known[ny * w + nx]) continue;
          const wt = 1 / (dx * dx + dy * dy);
          weight += wt;
          planes.forEach((p, k) => (sums[k]! += wt * p.data[ny * w + nx]!));
        }
      return sums.map((s) => s / weight);
    });
    ring.forEach((i, n) => {
      planes.forEach((p, k) => (p.data[i] = values[n]![k]!));
      known[i] = 1;
    });
    todo = rest;
  }
  for (let pass = 0; pass < 40; pass++)
    for (const i of filled) {
      const x = i % w;
      const y = (i - x) / w;
      const l = x > 0 ? i - 1 : i;
      const rt = x < w - 1 ? i + 1 : i;
      const u = y > 0 ? i - w : i;
      const d = y < h - 1 ? i + w : i;
      for (const p of planes) p.data[i] = (p.data[l]! + p.data[rt]! + p.data[u]! + p.data[d]!) / 4;
    }
}

const STRENGTH = { off: 0, low: 1, medium: 2, high: 3 } as const;

/**
 * Edge-preserving smoothing (He et al.'s guided filter with each plane its own guide): where the
 * local variance is well above the noise it keeps the detail, in flat areas it averages. Faces get
 * part of their grain back, so skin does not turn waxy.
 */
export function denoise(planes: readonly Plane[], level: RepairOptions['denoise'], faces: readonly Box[]) {
  const k = STRENGTH[level];
  if (!k) return;
  const { width: w, height: h } = planes[0]!;
  const sigma = Math.max(1, noiseSigma(planes[1]!));
  const eps = (k * sigma) ** 2;
  const radius = 2;
  const keep = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) keep[y * w + x] = inside(faces, x, y) ? 0.35 : 0;
  for (const p of planes) {
    const mean = boxMean(p, radius);
    const sq = boxMean(
      plane(
        w,
        h,
        p.data.map((v) => v * v),
      ),
      radius,
    );
    const a = plane(w, h);
    const b = plane(w, h);
    for (let i = 0; i < w * h; i++) {
      const variance = Math.max(0, sq.data[i]! - mean.data[i]! ** 2);
      a.data[i] = variance / (variance + eps);
      b.data[i] = mean.data[i]! * (1 - a.data[i]!);
    }
    const ma = boxMean(a, radius);
    const mb = boxMean(b, radius);
    for (let i = 0; i < w * h; i++) {
      const smooth = ma.data[i]! * p.data[i]! + mb.data[i]!;
      p.data[i] = smooth + keep[i]! * (p.data[i]! - smooth);
    }
  }
}

/**
 * Fade correction: the darkest and brightest 0.5 % are stretched to black and white (per channel
 * for 'neutral', which also removes a colour cast; with one stretch for all channels for 'keep'),
 * at most 3×; then a gentle gamma (0.75..1.33) brings the median tone towards the middle.
 */
export function correctLevels(planes: Rgb, colour: RepairOptions['colour']): void {
  const luma = lumaOf(planes);
  const ranges = planes.map((p) => {
    const source = colour === 'neutral' ? p.data : luma.data;
    const lo = percentile(source, 0.005);
    const hi = percentile(source, 0.995);
    const span = Math.max(hi - lo, 255 / 3);
    return { lo: Math.min(lo, 255 - span), span };
  });
  planes.forEach((p, k) => {
    const { lo, span } = ranges[k]!;
    for (let i = 0; i < p.data.length; i++) p.data[i] = ((p.data[i]! - lo) / span) * 255;
  });
  const median = Math.min(250, Math.max(5, percentile(lumaOf(planes).data, 0.5))) / 255;
  const gamma = Math.min(1.33, Math.max(0.75, Math.log(0.46) / Math.log(median)));
  for (const p of planes)
    for (let i = 0; i < p.data.length; i++)
      p.data[i] = 255 * Math.max(0, Math.min(1, p.data[i]! / 255)) ** gamma;
}

/** The whole repair of RGB planes (changed in place), with what was found. */
export function repairPlanes(planes: Rgb, options: RepairOptions, faces: readonly Box[] = []) {
  let found: DefectMask = { mask: new Uint8Array(planes[0].data.length), scratches: 0, specks: 0 };
  if (options.scratches) {
    found = detectDefects(lumaOf(planes), faces);
    inpaint(planes, found.mask);
  }
  denoise(planes, options.denoise, faces);
  if (options.levels) correctLevels(planes, options.colour);
  for (const p of planes)
    for (let i = 0; i < p.data.length; i++) p.data[i] = Math.min(255, Math.max(0, p.data[i]!));
  return found;
}
