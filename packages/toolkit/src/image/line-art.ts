import { gaussianBlur, growPlane, shrinkPlane } from './blur.ts';
import type { Pixels } from './compress-types.ts';
import { bilateral, hysteresis, quantile, removeSpecks } from './line-art-filters.ts';

/** Pencil: soft graphite strokes and shading (colour dodge). Line art: clean ink lines only. */
export type LineStyle = 'pencil' | 'lineart';

export interface LineOptions {
  style: LineStyle;
  /** 0 (light, few lines) to 1 (dark, many lines). */
  strength: number;
}

export const DEFAULT_LINE_OPTIONS: LineOptions = { style: 'pencil', strength: 0.5 };

/**
 * Blur sizes are chosen for a picture of this long side and scaled with the real one, so a phone photo
 * and its thumbnail come out with the same look.
 */
const REFERENCE_SIDE = 1000;
/**
 * The smooth parts (the pencil's blur, the whole line-art analysis) run on a copy shrunk to about this
 * long side and are brought back to full size: the same look, 5–20× less work on a 12 MP photo.
 */
const WORK_SIDE = 1600;

/** Luminance (Rec. 601) of each pixel, 0–1, as if over white paper (transparent parts draw no line). */
function luminance(pixels: Pixels): Float32Array {
  const n = pixels.width * pixels.height;
  const d = pixels.data;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = d[i * 4 + 3]! / 255;
    const y = (0.299 * d[i * 4]! + 0.587 * d[i * 4 + 1]! + 0.114 * d[i * 4 + 2]!) / 255;
    out[i] = y * a + (1 - a);
  }
  return out;
}

/** A blur of the plane done on a copy shrunk by `factor` and brought back (sigma in full-size pixels). */
function blurAt(plane: Float32Array, w: number, h: number, sigma: number, factor: number): Float32Array {
  if (factor === 1) return gaussianBlur(plane, w, h, sigma);
  const small = shrinkPlane(plane, w, h, factor);
  return growPlane(gaussianBlur(small.plane, small.width, small.height, sigma / factor), factor, w, h);
}

/**
 * Pencil sketch: the grey picture colour-dodged by its own blurred negative. Flat areas cancel out to
 * white paper; where brightness changes, the dodge leaves a stroke as wide as the blur, over the full
 * resolution detail of the picture. A gamma deepens the graphite with strength. Blacks are lifted a
 * little first: in a near-black area the dodge divides two tiny numbers and would turn noise into scribbles.
 */
function pencil(grey: Float32Array, w: number, h: number, strength: number, factor: number): Float32Array {
  const scale = Math.max(0.35, Math.max(w, h) / REFERENCE_SIDE);
  const lift = 0.08;
  const base = grey.map((v) => lift + (1 - lift) * v);
  const blurred = blurAt(
    base.map((v) => 1 - v),
    w,
    h,
    (2 + 6 * strength) * scale,
    factor,
  );
  const gamma = 1.3 + 1.4 * strength;
  const out = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const dodge = Math.min(1, base[i]! / Math.max(1e-3, 1 - blurred[i]!));
    out[i] = dodge ** gamma;
  }
  return out;
}

/**
 * Clean line art: an edge-preserving smoothing (bilateral) flattens texture such as fur, grain and JPEG
 * noise, then a difference of Gaussians marks the dark side of every edge. The threshold comes from the
 * picture itself (its strongest responses become ink), so a soft portrait and a busy street get a like
 * density of lines; weaker responses join only where they continue a strong line (hysteresis, as Canny
 * does), which keeps lines unbroken and drops lone specks. A short ramp keeps the lines' edges smooth.
 */
function lineArt(grey: Float32Array, w: number, h: number, strength: number): Float32Array {
  const px = Math.max(1, Math.max(w, h) / REFERENCE_SIDE);
  const smooth = bilateral(grey, w, h, 2.5 * px, 0.05);
  const g1 = gaussianBlur(smooth, w, h, px);
  const g2 = gaussianBlur(smooth, w, h, 1.6 * px);
  const response = g1.map((v, i) => g2[i]! - v); // > 0 on the dark side of an edge
  const t = quantile(response, 1 - (0.03 + 0.05 * strength));
  const out = new Float32Array(grey.length).fill(1);
  if (!(t > 1e-4)) return out; // a flat picture: nothing to draw
  const kept = hysteresis(response, w, h, t, 0.45 * t);
  for (let i = 0; i < out.length; i++) {
    if (kept[i]) out[i] = 1 - Math.min(1, Math.max(0, (response[i]! / t - 0.35) / 0.5));
  }
  removeSpecks(out, w, h, Math.round(12 * px * px));
  return out;
}

/** Line art of a large picture drawn on a shrunk copy, brought back and steepened so lines stay crisp. */
function lineArtAt(grey: Float32Array, w: number, h: number, strength: number, factor: number): Float32Array {
  if (factor === 1) return lineArt(grey, w, h, strength);
  const small = shrinkPlane(grey, w, h, factor);
  const ink = growPlane(lineArt(small.plane, small.width, small.height, strength), factor, w, h);
  return ink.map((v) => Math.min(1, Math.max(0, (v - 0.5) * 1.6 + 0.5)));
}

/** A line drawing of the picture: dark lines on white, the same size, the source's transparency kept. */
export function toLineDrawing(pixels: Pixels, options: LineOptions): Pixels {
  const { width: w, height: h } = pixels;
  const strength = Math.min(1, Math.max(0, options.strength));
  const factor = Math.max(1, Math.round(Math.max(w, h) / WORK_SIDE));
  const grey = luminance(pixels);
  const ink =
    options.style === 'pencil'
      ? pencil(grey, w, h, strength, factor)
      : lineArtAt(grey, w, h, strength, factor);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < ink.length; i++) {
    const v = Math.round(ink[i]! * 255);
    data[i * 4] = v;
    data[i * 4 + 1] = v;
    data[i * 4 + 2] = v;
    data[i * 4 + 3] = pixels.data[i * 4 + 3]!;
  }
  return { data, width: w, height: h };
}
