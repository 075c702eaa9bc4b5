import type { Pixels } from './compress-types.ts';
import type { Orientation } from './exif.ts';
import { orientPixels } from './orientation.ts';

/** A colour as red, green, blue and alpha, each 0–255; alpha 0 is transparent. */
export type Rgba = readonly [number, number, number, number];

export const TRANSPARENT: Rgba = [0, 0, 0, 0];

/** How to turn an image: mirror first (as CSS `rotate() scale()` draws it), then turn clockwise. */
export interface RotateOptions {
  /** Degrees clockwise, any value (normalised to 0–360). */
  degrees: number;
  flipH?: boolean;
  flipV?: boolean;
  /** What fills the corners an angle that is not a right angle uncovers (default transparent). */
  background?: Rgba;
}

/** Angles closer than this to a right angle are that right angle (no resampling). */
const RIGHT_ANGLE_EPSILON = 1e-6;

/** Degrees into 0 ≤ d < 360. */
export function normaliseDegrees(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** The number of quarter turns when `degrees` is a right angle, else null. */
function quarterTurns(degrees: number): 0 | 1 | 2 | 3 | null {
  const q = normaliseDegrees(degrees) / 90;
  const whole = Math.round(q);
  return Math.abs(q - whole) * 90 < RIGHT_ANGLE_EPSILON ? ((whole % 4) as 0 | 1 | 2 | 3) : null;
}

/** The size of a width × height image turned by `degrees`: its bounding box, canvas expanded. */
export function rotatedSize(
  width: number,
  height: number,
  degrees: number,
): { width: number; height: number } {
  const turns = quarterTurns(degrees);
  if (turns !== null) return turns % 2 ? { width: height, height: width } : { width, height };
  const rad = (normaliseDegrees(degrees) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  // A hair under a whole number is that number, not one more (float error at e.g. 45°).
  const fit = (v: number) => Math.max(1, Math.ceil(v - 1e-6));
  return { width: fit(width * cos + height * sin), height: fit(width * sin + height * cos) };
}

/** EXIF orientations that mirror (2 left-right, 4 top-bottom) and turn (6, 3, 8) exactly. */
const TURN: Record<1 | 2 | 3, Orientation> = { 1: 6, 2: 3, 3: 8 };

/** Turned and mirrored as the options say; right angles and flips move pixels without resampling. */
export function rotatePixels(pixels: Pixels, options: RotateOptions): Pixels {
  let out = pixels;
  if (options.flipH) out = orientPixels(out, 2);
  if (options.flipV) out = orientPixels(out, 4);
  const turns = quarterTurns(options.degrees);
  if (turns === 0) return out === pixels ? { ...pixels, data: pixels.data.slice() } : out;
  if (turns !== null) return orientPixels(out, TURN[turns]);
  return rotateAnyAngle(out, normaliseDegrees(options.degrees), options.background ?? TRANSPARENT);
}

/**
 * Any angle, bilinear, on an expanded canvas. Each output pixel's centre is mapped back into the source;
 * samples outside it count as transparent, so the edges are smooth, then the result lies over the
 * background (colours premultiplied by alpha while mixing, so no dark fringes).
 */
function rotateAnyAngle(src: Pixels, degrees: number, background: Rgba): Pixels {
  const { width: w, height: h, data: s } = src;
  const { width, height } = rotatedSize(w, h, degrees);
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const out = new Uint8ClampedArray(width * height * 4);
  const [br, bg, bb, ba] = background.map((v) => v / 255) as [number, number, number, number];
  const acc = new Float64Array(4);
  // Add one source pixel with weight `k` (premultiplied); outside the image it adds nothing.
  const take = (x: number, y: number, k: number) => {
    if (k === 0 || x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (y * w + x) * 4;
    const a = (s[i + 3]! / 255) * k;
    acc[0]! += s[i]! * a;
    acc[1]! += s[i + 1]! * a;
    acc[2]! += s[i + 2]! * a;
    acc[3]! += a;
  };
  for (let oy = 0; oy < height; oy++) {
    const dy = oy + 0.5 - height / 2;
    for (let ox = 0; ox < width; ox++) {
      const dx = ox + 0.5 - width / 2;
      // Inverse of a clockwise turn (y points down), back to source pixel coordinates.
      const sx = dx * cos + dy * sin + w / 2 - 0.5;
      const sy = -dx * sin + dy * cos + h / 2 - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      acc.fill(0);
      take(x0, y0, (1 - fx) * (1 - fy));
      take(x0 + 1, y0, fx * (1 - fy));
      take(x0, y0 + 1, (1 - fx) * fy);
      take(x0 + 1, y0 + 1, fx * fy);
      // Source over background, premultiplied: C = Cs + Cb·(1 − As), A = As + Ab·(1 − As).
      const rest = 1 - acc[3]!;
      const alpha = acc[3]! + ba * rest;
      const o = (oy * width + ox) * 4;
      if (alpha <= 0) continue;
      out[o] = (acc[0]! + br * 255 * ba * rest) / alpha;
      out[o + 1] = (acc[1]! + bg * 255 * ba * rest) / alpha;
      out[o + 2] = (acc[2]! + bb * 255 * ba * rest) / alpha;
      out[o + 3] = alpha * 255;
    }
  }
  return { data: out, width, height };
}
