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

/** A corner of a crop box, by compass point. */
export type Corner = 'nw' | 'ne' | 'sw' | 'se';

/** `rect` moved by (dx, dy) and kept inside a `width` × `height` image, its size unchanged. */
export function moveRect(rect: Rect, dx: number, dy: number, width: number, height: number): Rect {
  return clampRect({ ...rect, x: rect.x + dx, y: rect.y + dy }, width, height);
}

/**
 * `start` resized by dragging `corner` by (dx, dy) while the opposite corner stays put, at least 1 × 1,
 * inside the image, and at `ratio` (width / height) when one is given: the drag's larger share decides
 * the size, and a box that would leave the image shrinks, keeping its ratio.
 */
export function resizeFromCorner(
  start: Rect,
  corner: Corner,
  dx: number,
  dy: number,
  ratio: number | null,
  width: number,
  height: number,
): Rect {
  const west = corner === 'nw' || corner === 'sw';
  const north = corner === 'nw' || corner === 'ne';
  const anchorX = west ? start.x + start.width : start.x;
  const anchorY = north ? start.y + start.height : start.y;
  // Room from the anchor to the image's edge in the dragged direction.
  const roomX = west ? anchorX : width - anchorX;
  const roomY = north ? anchorY : height - anchorY;
  let w = Math.min(roomX, Math.max(1, start.width + (west ? -dx : dx)));
  let h = Math.min(roomY, Math.max(1, start.height + (north ? -dy : dy)));
  if (ratio) {
    if (Math.abs(dx) >= Math.abs(dy) * ratio) h = w / ratio;
    else w = h * ratio;
    const fit = Math.min(1, roomX / w, roomY / h);
    w = Math.max(1, Math.round(w * fit));
    h = Math.max(1, Math.round(w / ratio));
    if (h > roomY) {
      h = roomY;
      w = Math.max(1, Math.round(h * ratio));
    }
  }
  w = Math.round(w);
  h = Math.round(h);
  return clampRect(
    { x: west ? anchorX - w : anchorX, y: north ? anchorY - h : anchorY, width: w, height: h },
    width,
    height,
  );
}

/**
 * `rect` given a typed size: with a `ratio`, the other side follows the one typed (`changed`); the box
 * shrinks to fit the image if it must (ratio kept) and moves back inside it.
 */
export function resizeTo(
  rect: Rect,
  size: { width: number; height: number },
  changed: 'width' | 'height',
  ratio: number | null,
  width: number,
  height: number,
): Rect {
  let w = Math.max(1, size.width);
  let h = Math.max(1, size.height);
  if (ratio) {
    if (changed === 'width') h = w / ratio;
    else w = h * ratio;
    const fit = Math.min(1, width / w, height / h);
    w *= fit;
    h *= fit;
  }
  return clampRect({ ...rect, width: w, height: h }, width, height);
}
