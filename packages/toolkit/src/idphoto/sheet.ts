import { sampleAffine } from './sample.ts';
import { mmToPx } from './standards.ts';
import type { Pixels } from './types.ts';

export const SHEET_DPI = 300;

/** Print papers: 6-inch photo paper (4R, 152 × 102 mm) and A4. */
export const papers = {
  '4r': { widthMm: 152.4, heightMm: 101.6 },
  a4: { widthMm: 210, heightMm: 297 },
} as const;
export type Paper = keyof typeof papers;

export interface SheetSpec {
  paper: Paper;
  /** Copies wanted; fewer are placed when the paper holds fewer. */
  copies: number;
  widthMm: number;
  heightMm: number;
}

/** How the copies are laid out (pixels at 300 DPI). */
export interface SheetLayout {
  width: number;
  height: number;
  columns: number;
  rows: number;
  copies: number;
  photoWidth: number;
  photoHeight: number;
  gap: number;
  left: number;
  top: number;
}

/** A grid of photos on the paper, turned whichever way holds more, centred, 2.5 mm apart. */
export function sheetLayout(spec: SheetSpec): SheetLayout {
  const photoWidth = mmToPx(spec.widthMm, SHEET_DPI);
  const photoHeight = mmToPx(spec.heightMm, SHEET_DPI);
  const gap = mmToPx(2.5, SHEET_DPI);
  const margin = mmToPx(4, SHEET_DPI);
  const paper = papers[spec.paper];
  let best: SheetLayout | null = null;
  for (const [wMm, hMm] of [
    [paper.widthMm, paper.heightMm],
    [paper.heightMm, paper.widthMm],
  ] as const) {
    const width = mmToPx(wMm, SHEET_DPI);
    const height = mmToPx(hMm, SHEET_DPI);
    const columns = Math.floor((width - 2 * margin + gap) / (photoWidth + gap));
    const rows = Math.floor((height - 2 * margin + gap) / (photoHeight + gap));
    const copies = Math.min(spec.copies, columns * rows);
    if (best && copies <= best.copies) continue;
    const usedRows = Math.ceil(copies / Math.max(1, columns));
    const usedColumns = Math.min(columns, copies);
    best = {
      width,
      height,
      columns,
      rows,
      copies,
      photoWidth,
      photoHeight,
      gap,
      left: Math.round((width - usedColumns * photoWidth - (usedColumns - 1) * gap) / 2),
      top: Math.round((height - usedRows * photoHeight - (usedRows - 1) * gap) / 2),
    };
  }
  return best!;
}

/** The print sheet: white paper, the photo `copies` times, thin grey cut lines around each. */
export function printSheet(photo: Pixels, spec: SheetSpec): { pixels: Pixels; layout: SheetLayout } {
  const layout = sheetLayout(spec);
  const { width, height, photoWidth: pw, photoHeight: ph, gap } = layout;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  const sized =
    photo.width === pw && photo.height === ph
      ? photo
      : sampleAffine(photo, pw, ph, { a: photo.width / pw, b: 0, c: 0, d: 0, e: photo.height / ph, f: 0 });
  const grey = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 4;
    data[i] = data[i + 1] = data[i + 2] = 150;
  };
  for (let n = 0; n < layout.copies; n++) {
    const left = layout.left + (n % layout.columns) * (pw + gap);
    const top = layout.top + Math.floor(n / layout.columns) * (ph + gap);
    for (let y = 0; y < ph; y++)
      data.set(sized.data.subarray(y * pw * 4, (y + 1) * pw * 4), ((top + y) * width + left) * 4);
    // Cut lines one pixel outside the photo, dashed 4 on 4.
    for (let x = left - 1; x <= left + pw; x++)
      if ((x - left) % 8 < 4) {
        grey(x, top - 1);
        grey(x, top + ph);
      }
    for (let y = top - 1; y <= top + ph; y++)
      if ((y - top) % 8 < 4) {
        grey(left - 1, y);
        grey(left + pw, y);
      }
  }
  return { pixels: { data, width, height }, layout };
}
