import { PDFDocument } from 'pdf-lib';
import type { Pixels } from './compress.ts';

/** How a page should look once "scanned". */
export interface ScanOptions {
  /** Grey like a black-and-white scan (default); false keeps the colours. */
  grey: boolean;
  /** Old, yellowed paper instead of white. */
  yellowed: boolean;
  /** Scanner grain and dust, 0 (none) to 1 (heavy). */
  noise: number;
  /** A slight random tilt, as when a sheet is laid on the glass by hand. */
  skew: boolean;
  /** Same seed, same result (tests, and re-running with the same look). */
  seed: number;
}

export const DEFAULT_SCAN_OPTIONS: ScanOptions = {
  grey: true,
  yellowed: false,
  noise: 0.5,
  skew: true,
  seed: 1,
};

/** Where white paper lands, and how much darker everything else gets. */
const PAPER = 246;
const INK_GAIN = 1.12;

/** The largest tilt in degrees. */
export const MAX_SKEW_DEGREES = 1.2;

/** mulberry32: a small, fast, seedable generator with good spread. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The tilt the seed gives, in degrees: between 0.35° and the maximum, either way. */
export function skewFor(seed: number): number {
  const random = seededRandom(seed ^ 0x5eed);
  const size = 0.35 + random() * (MAX_SKEW_DEGREES - 0.35);
  return random() < 0.5 ? -size : size;
}

/** One channel plane of floats per colour (1 for grey, 3 for colour). */
function planes(source: Pixels, grey: boolean): Float32Array[] {
  const n = source.width * source.height;
  const d = source.data;
  if (grey) {
    const l = new Float32Array(n);
    for (let i = 0; i < n; i++) l[i] = 0.299 * d[i * 4]! + 0.587 * d[i * 4 + 1]! + 0.114 * d[i * 4 + 2]!;
    return [l];
  }
  return [0, 1, 2].map((c) => {
    const p = new Float32Array(n);
    for (let i = 0; i < n; i++) p[i] = d[i * 4 + c]!;
    return p;
  });
}

/** A light [1 2 1]/4 blur across and down: the softness of a scanner's optics. */
function soften(plane: Float32Array, width: number, height: number): Float32Array {
  const tmp = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = plane[row + Math.max(0, x - 1)]!;
      const r = plane[row + Math.min(width - 1, x + 1)]!;
      tmp[row + x] = (l + 2 * plane[row + x]! + r) / 4;
    }
  }
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++)
      out[y * width + x] = (tmp[up + x]! + 2 * tmp[y * width + x]! + tmp[down + x]!) / 4;
  }
  return out;
}

/** The plane turned by `degrees` about its centre (bilinear), paper white where nothing lands. */
function rotate(plane: Float32Array, width: number, height: number, degrees: number): Float32Array {
  const out = new Float32Array(plane.length);
  const angle = (degrees * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Inverse mapping: where in the source this output pixel comes from.
      const dx = x - cx;
      const dy = y - cy;
      const sx = cos * dx + sin * dy + cx;
      const sy = -sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const at = y0 * width + x0;
      const top = plane[at]! * (1 - fx) + plane[at + 1]! * fx;
      const bottom = plane[at + width]! * (1 - fx) + plane[at + width + 1]! * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/**
 * Makes a page image look scanned: grey (or colour), a little more contrast with whiter paper, soft
 * optics, a slight tilt, uneven lighting, grain and dust, optionally yellowed paper. Deterministic for a
 * given seed.
 */
export function applyScanEffect(source: Pixels, options: ScanOptions): Pixels {
  const { width, height } = source;
  const random = seededRandom(options.seed);
  const gauss = () => {
    const u = Math.max(1e-9, random());
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const angle = options.skew ? skewFor(options.seed) : 0;
  // Light falls off from one side of the glass to the other, and a little towards the corners.
  const lightAngle = random() * 2 * Math.PI;
  const lx = Math.cos(lightAngle);
  const ly = Math.sin(lightAngle);
  const sigma = 3 + 11 * Math.max(0, Math.min(1, options.noise));
  const processed = planes(source, options.grey).map((plane) => {
    // Paper settles a little below white and ink goes deeper: a scanner's levels.
    for (let i = 0; i < plane.length; i++) plane[i] = PAPER - (255 - plane[i]!) * INK_GAIN;
    let out = soften(plane, width, height);
    if (angle !== 0) out = rotate(out, width, height, angle);
    return out;
  });
  const out = new Uint8ClampedArray(width * height * 4);
  const tint = options.yellowed ? [1, 0.955, 0.83] : [1, 1, 1];
  for (let y = 0; y < height; y++) {
    const ny = y / Math.max(1, height - 1) - 0.5;
    for (let x = 0; x < width; x++) {
      const nx = x / Math.max(1, width - 1) - 0.5;
      const light = 1 - 0.05 * (nx * lx + ny * ly + 0.5) - 0.08 * (nx * nx + ny * ny);
      const grain = gauss() * sigma;
      const i = y * width + x;
      for (let c = 0; c < 3; c++) {
        const value = processed[options.grey ? 0 : c]![i]!;
        out[i * 4 + c] = (value * light + grain) * tint[c]!;
      }
      out[i * 4 + 3] = 255;
    }
  }
  // Dust: a few small dark specks, more with more noise.
  const specks = Math.round(((width * height) / 60_000) * options.noise);
  for (let s = 0; s < specks; s++) {
    const x0 = Math.floor(random() * width);
    const y0 = Math.floor(random() * height);
    const size = 1 + Math.floor(random() * 2);
    const shade = 40 + random() * 80;
    for (let y = y0; y < Math.min(height, y0 + size); y++)
      for (let x = x0; x < Math.min(width, x0 + size); x++)
        for (let c = 0; c < 3; c++)
          out[(y * width + x) * 4 + c] = Math.min(out[(y * width + x) * 4 + c]!, shade);
  }
  return { data: out, width, height };
}

/** One scanned page: its JPEG and the size it had, in points. */
export interface ScannedPage {
  jpeg: Uint8Array;
  widthPt: number;
  heightPt: number;
}

/** A PDF with each scanned page image filling a page of its original size. */
export async function scannedPagesToPdf(pages: ScannedPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const page of pages) {
    const image = await doc.embedJpg(page.jpeg);
    doc.addPage([page.widthPt, page.heightPt]).drawImage(image, {
      x: 0,
      y: 0,
      width: page.widthPt,
      height: page.heightPt,
    });
  }
  return doc.save({ useObjectStreams: true });
}
