import type { PDFPage } from 'pdf-lib';

/** A page as the reader shows it: the CropBox turned clockwise by /Rotate. */
export interface VisualPage {
  /** 0, 90, 180 or 270: the page's /Rotate, normalised. */
  rotation: 0 | 90 | 180 | 270;
  /** The CropBox in user space, cut to the MediaBox (see shownBox). */
  box: { x: number; y: number; width: number; height: number };
  /** Size as shown, after the rotation. */
  width: number;
  height: number;
}

export function normaliseRotation(angle: number): 0 | 90 | 180 | 270 {
  const quarter = Math.round((((angle % 360) + 360) % 360) / 90) % 4;
  return ([0, 90, 180, 270] as const)[quarter]!;
}

type Box = { x: number; y: number; width: number; height: number };

/** The box with a positive width and height: real files sometimes give the corners in reverse order. */
function ordered(box: Box): Box {
  return {
    x: Math.min(box.x, box.x + box.width),
    y: Math.min(box.y, box.y + box.height),
    width: Math.abs(box.width),
    height: Math.abs(box.height),
  };
}

/** What a reader shows: the CropBox cut to the MediaBox (the whole MediaBox when they do not overlap). */
export function shownBox(page: PDFPage): Box {
  const media = ordered(page.getMediaBox());
  const crop = ordered(page.getCropBox());
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const right = Math.min(media.x + media.width, crop.x + crop.width);
  const top = Math.min(media.y + media.height, crop.y + crop.height);
  return right > x && top > y ? { x, y, width: right - x, height: top - y } : media;
}

export function visualPage(page: PDFPage): VisualPage {
  const rotation = normaliseRotation(page.getRotation().angle);
  const box = shownBox(page);
  const turned = rotation === 90 || rotation === 270;
  return {
    rotation,
    box,
    width: turned ? box.height : box.width,
    height: turned ? box.width : box.height,
  };
}

/**
 * The matrix [a b c d e f] taking visual coordinates (origin at the shown page's bottom-left, y up) to the
 * page's user space. Drawing through it makes things appear upright where the reader shows them.
 */
export function visualToUser(view: VisualPage): [number, number, number, number, number, number] {
  const { x, y, width: w, height: h } = view.box;
  switch (view.rotation) {
    case 90: // shown turned clockwise: visual (vx, vy) is user (x + w - vy, y + vx)
      return [0, 1, -1, 0, x + w, y];
    case 180:
      return [-1, 0, 0, -1, x + w, y + h];
    case 270:
      return [0, -1, 1, 0, x, y + h];
    default:
      return [1, 0, 0, 1, x, y];
  }
}

export function applyMatrix(
  m: readonly [number, number, number, number, number, number],
  vx: number,
  vy: number,
): { x: number; y: number } {
  return { x: m[0] * vx + m[2] * vy + m[4], y: m[1] * vx + m[3] * vy + m[5] };
}
