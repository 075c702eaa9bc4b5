import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { parseHex } from '../qr.ts';
import { layoutBarcode, type BarcodeStyle } from './render.ts';
import type { Barcode } from './types.ts';

/** A4 in PDF points, and the printable margin around the label grid. */
export const A4 = { width: 595.28, height: 841.89, margin: 28 };

export interface SheetOptions {
  columns: number;
  /** Gap between labels, in points. */
  gap?: number;
}

/** Rows that fit a page when every label is `cellHeight` points tall. */
export function rowsPerPage(cellHeight: number, gap: number): number {
  return Math.max(1, Math.floor((A4.height - 2 * A4.margin + gap) / (cellHeight + gap)));
}

/**
 * A printable A4 PDF with the barcodes in a grid, drawn as vector rectangles (sharp at any printer
 * resolution). Each label is scaled to its column width; the tallest label sets the row height.
 */
export async function barcodeSheetPdf(codes: Barcode[], style: BarcodeStyle, options: SheetOptions) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const gap = options.gap ?? 12;
  const cellWidth = (A4.width - 2 * A4.margin - gap * (options.columns - 1)) / options.columns;
  const layouts = codes.map((code) => layoutBarcode(code, style));
  const scaleOf = (width: number, height: number) => Math.min(cellWidth / width, 120 / height);
  const cellHeight = Math.max(...layouts.map((l) => l.height * scaleOf(l.width, l.height)), 1);
  const rows = rowsPerPage(cellHeight, gap);
  const [fr, fg, fb] = parseHex(style.foreground).map((v) => v / 255) as [number, number, number];
  const [br, bg, bb] = parseHex(style.background).map((v) => v / 255) as [number, number, number];
  let page = pdf.addPage([A4.width, A4.height]);
  layouts.forEach((layout, index) => {
    const slot = index % (rows * options.columns);
    if (index > 0 && slot === 0) page = pdf.addPage([A4.width, A4.height]);
    const scale = scaleOf(layout.width, layout.height);
    const w = layout.width * scale;
    const h = layout.height * scale;
    const left = A4.margin + (slot % options.columns) * (cellWidth + gap) + (cellWidth - w) / 2;
    const top = A4.height - A4.margin - Math.floor(slot / options.columns) * (cellHeight + gap);
    page.drawRectangle({ x: left, y: top - h, width: w, height: h, color: rgb(br, bg, bb) });
    for (const r of layout.rects) {
      page.drawRectangle({
        x: left + r.x * scale,
        y: top - (r.y + r.h) * scale,
        width: r.w * scale,
        height: r.h * scale,
        color: rgb(fr, fg, fb),
      });
    }
    const size = layout.fontSize * scale;
    for (const t of layout.texts) {
      const width = font.widthOfTextAtSize(t.text, size);
      page.drawText(t.text, {
        x: left + t.x * scale - width / 2,
        y: top - t.y * scale,
        size,
        font,
        color: rgb(fr, fg, fb),
      });
    }
  });
  return pdf.save();
}
