import type { DelogoBox } from '@toolbox/contracts';

/** A point on the preview, in CSS pixels from its top-left corner. */
export interface Point {
  x: number;
  y: number;
}

/**
 * The box dragged from `a` to `b` on a preview shown `shown` big, in pixels of the video frame
 * (`frame`, rotation applied, as the server checks it): clamped inside the frame, at least 4 pixels
 * each way; null for a click without a drag.
 */
export function boxFromDrag(
  a: Point,
  b: Point,
  shown: { width: number; height: number },
  frame: { width: number; height: number },
): DelogoBox | null {
  if (shown.width <= 0 || shown.height <= 0) return null;
  const sx = frame.width / shown.width;
  const sy = frame.height / shown.height;
  const clampX = (v: number) => Math.min(frame.width, Math.max(0, Math.round(v * sx)));
  const clampY = (v: number) => Math.min(frame.height, Math.max(0, Math.round(v * sy)));
  const x0 = clampX(Math.min(a.x, b.x));
  const x1 = clampX(Math.max(a.x, b.x));
  const y0 = clampY(Math.min(a.y, b.y));
  const y1 = clampY(Math.max(a.y, b.y));
  if (x1 - x0 < 4 || y1 - y0 < 4) return null;
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
