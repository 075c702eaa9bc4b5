import type { Pixels } from './compress-types.ts';

/** A rectangle in whole pixels: its top-left corner and its size. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A crop shape: free, an aspect ratio, or an ID-photo size whose output is exactly `px` pixels
 * (the usual Chinese sizes at 300 dpi; the US passport 2 × 2 in at 300 dpi).
 */
export interface CropRatio {
  id: string;
  /** Width over height; null = free. */
  ratio: number | null;
  /** For ID sizes, the output's exact pixel size. */
  px?: { width: number; height: number };
}

const idSize = (id: string, width: number, height: number): CropRatio => ({
  id,
  ratio: width / height,
  px: { width, height },
});

export const CROP_RATIOS: readonly CropRatio[] = [
  { id: 'free', ratio: null },
  { id: '1:1', ratio: 1 },
  { id: '4:3', ratio: 4 / 3 },
  { id: '3:4', ratio: 3 / 4 },
  { id: '16:9', ratio: 16 / 9 },
  { id: '9:16', ratio: 9 / 16 },
  idSize('id1inch', 295, 413), // 一寸 25 × 35 mm
  idSize('idSmall1inch', 260, 378), // 小一寸 22 × 32 mm
  idSize('id2inch', 413, 579), // 二寸 35 × 49 mm
  idSize('idPassport', 390, 567), // 护照 / 签证 33 × 48 mm
  idSize('idUs', 600, 600), // US passport and visa 2 × 2 in
];

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The rectangle in whole pixels, at least 1 × 1 and inside a `width` × `height` image. */
export function clampRect(rect: Rect, width: number, height: number): Rect {
  const w = clamp(Math.round(rect.width), 1, width);
  const h = clamp(Math.round(rect.height), 1, height);
  return {
    x: clamp(Math.round(rect.x), 0, width - w),
    y: clamp(Math.round(rect.y), 0, height - h),
    width: w,
    height: h,
  };
}

/** The largest rectangle of `ratio` (width / height) centred in a `width` × `height` image. */
export function centredRatioRect(width: number, height: number, ratio: number): Rect {
  const w = Math.min(width, Math.round(height * ratio));
  const h = Math.min(height, Math.round(w / ratio));
  return clampRect({ x: (width - w) / 2, y: (height - h) / 2, width: w, height: h }, width, height);
}

/**
 * `rect` brought to `ratio` around its own centre, keeping its area as far as the image allows
 * (what a crop box does when a ratio is chosen after a free selection).
 */
export function fitRectToRatio(rect: Rect, ratio: number, width: number, height: number): Rect {
  const area = Math.max(1, rect.width * rect.height);
  let w = Math.sqrt(area * ratio);
  let h = w / ratio;
  const shrink = Math.min(1, width / w, height / h);
  w = Math.max(1, Math.round(w * shrink));
  h = Math.max(1, Math.round(w / ratio));
  if (h > height) {
    h = height;
    w = Math.max(1, Math.round(h * ratio));
  }
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  return clampRect({ x: cx - w / 2, y: cy - h / 2, width: w, height: h }, width, height);
}

/** The pixels inside `rect` (clamped to the image first), as a new image. */
export function cropPixels(pixels: Pixels, rect: Rect): Pixels {
  const { x, y, width, height } = clampRect(rect, pixels.width, pixels.height);
  const data = new Uint8ClampedArray(width * height * 4);
  const row = width * 4;
  for (let r = 0; r < height; r++) {
    const from = ((y + r) * pixels.width + x) * 4;
    data.set(pixels.data.subarray(from, from + row), r * row);
  }
  return { data, width, height };
}
