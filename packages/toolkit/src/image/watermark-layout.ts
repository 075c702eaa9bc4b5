// image_batch_add_water_marker: where the marks go. Sizes and margins are relative to the picture's
// shorter side, so one set of options suits every image of a batch whatever its size.

export type WatermarkPosition =
  'top-left' | 'top' | 'top-right' | 'left' | 'center' | 'right' | 'bottom-left' | 'bottom' | 'bottom-right';

export const WATERMARK_POSITIONS: readonly WatermarkPosition[] = [
  'top-left',
  'top',
  'top-right',
  'left',
  'center',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
];

export interface WatermarkLayout {
  /** The spec's `all`: tile the marks over the whole picture; else one mark at `position`. */
  tiled: boolean;
  position: WatermarkPosition;
  /** Degrees, clockwise. */
  angle: number;
  /** Space between tiled marks (the spec's textLineMargin), % of the shorter side. */
  lineMargin: number;
  /** Space from the edges for a single mark (the spec's contentMargin), % of the shorter side. */
  contentMargin: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The size of a w × h box turned by `angle` degrees. */
export function rotatedBox(w: number, h: number, angle: number): { width: number; height: number } {
  const r = (angle * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: w * c + h * s, height: w * s + h * c };
}

/**
 * The centres of the marks on a W × H picture for a mark of markW × markH pixels (unturned); each mark
 * is drawn turned by `layout.angle` about its centre. Tiled marks run in rows along the angle, every
 * other row shifted by half a step, covering the whole picture.
 */
export function watermarkCentres(
  W: number,
  H: number,
  markW: number,
  markH: number,
  layout: WatermarkLayout,
): Point[] {
  const unit = Math.min(W, H) / 100;
  if (!layout.tiled) {
    const box = rotatedBox(markW, markH, layout.angle);
    const m = layout.contentMargin * unit;
    const [row, col] = placeOf(layout.position);
    const x = [m + box.width / 2, W / 2, W - m - box.width / 2][col]!;
    const y = [m + box.height / 2, H / 2, H - m - box.height / 2][row]!;
    return [{ x, y }];
  }
  const gap = Math.max(0, layout.lineMargin) * unit;
  const stepX = markW + gap;
  const stepY = markH + gap;
  const r = (layout.angle * Math.PI) / 180;
  const cos = Math.cos(r);
  const sin = Math.sin(r);
  const reach = Math.hypot(W, H) / 2 + Math.hypot(markW, markH);
  const points: Point[] = [];
  const rows = Math.ceil(reach / stepY);
  const cols = Math.ceil(reach / stepX) + 1;
  for (let j = -rows; j <= rows; j++) {
    const shift = j % 2 ? stepX / 2 : 0;
    for (let i = -cols; i <= cols; i++) {
      const u = i * stepX + shift;
      const v = j * stepY;
      const x = W / 2 + u * cos - v * sin;
      const y = H / 2 + u * sin + v * cos;
      const half = Math.hypot(markW, markH) / 2;
      if (x + half >= 0 && x - half <= W && y + half >= 0 && y - half <= H) points.push({ x, y });
    }
  }
  return points;
}

function placeOf(position: WatermarkPosition): [row: number, col: number] {
  const i = WATERMARK_POSITIONS.indexOf(position);
  return [Math.floor(i / 3), i % 3];
}
