// image_size_adjust: the output size a resize asks for, and the resize itself through an injected resampler.
import type { Pixels } from './compress-types.ts';
import { MAX_CANVAS_PIXELS } from './compress.ts';
import { imageError } from './formats.ts';

/** Pixels from a length at a DPI: 1 inch = 2.54 cm. */
export const CM_PER_INCH = 2.54;

export type PrintUnit = 'cm' | 'inch';

/**
 * How the new size is given. `pixels`: width and/or height; with `lock` the aspect ratio is kept (one
 * side given: the other follows; both: the largest size that fits inside them). `percent` of the
 * original; `longEdge`: the longer side becomes this many pixels; `print`: a length at a DPI.
 */
export type ResizeSpec =
  | { mode: 'pixels'; width?: number; height?: number; lock: boolean }
  | { mode: 'percent'; percent: number }
  | { mode: 'longEdge'; pixels: number }
  | { mode: 'print'; width?: number; height?: number; unit: PrintUnit; dpi: number; lock: boolean };

export interface Size {
  width: number;
  height: number;
}

const positive = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n > 0;

/** A print length in pixels at `dpi`. */
export function printPixels(length: number, unit: PrintUnit, dpi: number): number {
  return (unit === 'cm' ? length / CM_PER_INCH : length) * dpi;
}

/** Width and height from a box, keeping the source's aspect ratio when `lock` is set. */
function fromBox(src: Size, width: number | undefined, height: number | undefined, lock: boolean): Size {
  if (!positive(width) && !positive(height)) throw imageError('resize_size_missing');
  if (!lock) return { width: width ?? src.width, height: height ?? src.height };
  if (positive(width) && positive(height)) {
    const scale = Math.min(width / src.width, height / src.height);
    return { width: src.width * scale, height: src.height * scale };
  }
  const scale = positive(width) ? width / src.width : height! / src.height;
  return { width: src.width * scale, height: src.height * scale };
}

/**
 * The size a spec asks of an image of size `src`, rounded to whole pixels (at least 1). Throws coded
 * errors: `resize_size_missing` (nothing given), and when the result passes the canvas limit the spec's
 * 'image dimensions too large, consider unchecking Pixel Lock' (`image_too_large_pixel_lock`) if the
 * aspect lock made it so, else 'file is too large' (`file_too_large`).
 */
export function resizeTarget(src: Size, spec: ResizeSpec): Size {
  let raw: Size;
  let locked = false;
  if (spec.mode === 'percent') {
    if (!positive(spec.percent)) throw imageError('resize_size_missing');
    raw = { width: (src.width * spec.percent) / 100, height: (src.height * spec.percent) / 100 };
  } else if (spec.mode === 'longEdge') {
    if (!positive(spec.pixels)) throw imageError('resize_size_missing');
    const scale = spec.pixels / Math.max(src.width, src.height);
    raw = { width: src.width * scale, height: src.height * scale };
  } else if (spec.mode === 'pixels') {
    locked = spec.lock && positive(spec.width) !== positive(spec.height);
    raw = fromBox(src, spec.width, spec.height, spec.lock);
  } else {
    if (!positive(spec.dpi)) throw imageError('dpi_required');
    const px = (n: number | undefined) => (positive(n) ? printPixels(n, spec.unit, spec.dpi) : undefined);
    locked = spec.lock && positive(spec.width) !== positive(spec.height);
    raw = fromBox(src, px(spec.width), px(spec.height), spec.lock);
  }
  const size = { width: Math.max(1, Math.round(raw.width)), height: Math.max(1, Math.round(raw.height)) };
  if (size.width * size.height > MAX_CANVAS_PIXELS)
    throw imageError(locked ? 'image_too_large_pixel_lock' : 'file_too_large');
  return size;
}

/** A resampler: RGBA pixels to a new width and height (Lanczos-class in the tools). */
export type Resampler = (pixels: Pixels, width: number, height: number) => Promise<Pixels>;

/** The pixels at the new size; the same pixels when the size does not change. */
export async function resizePixels(pixels: Pixels, size: Size, resample: Resampler): Promise<Pixels> {
  if (size.width === pixels.width && size.height === pixels.height) return pixels;
  const out = await resample(pixels, size.width, size.height);
  if (
    out.width !== size.width ||
    out.height !== size.height ||
    out.data.length !== size.width * size.height * 4
  )
    throw new RangeError('the resampler answered another size');
  return out;
}
