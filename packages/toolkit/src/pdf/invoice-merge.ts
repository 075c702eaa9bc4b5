import {
  PDFDocument,
  PDFName,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';
import type { PDFEmbeddedPage, PDFPage } from 'pdf-lib';
import { openPdf } from './open.ts';
import type { PdfFailureReason } from './open.ts';
import { visualPage, type VisualPage } from './page-geometry.ts';

export type Matrix = [number, number, number, number, number, number];

export interface InvoiceInput {
  name: string;
  bytes: Uint8Array;
}

export interface InvoiceMergeOptions {
  /** Invoice pages per A4 sheet: 2 (top and bottom) or 4 (two by two). */
  perSheet: 2 | 4;
  /** Dashed lines between the slots, to cut along. */
  cutLines: boolean;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface InvoiceMergeResult {
  /** The sheets, or null when no input could be read. */
  bytes: Uint8Array | null;
  /** Invoice pages placed (every page of every readable file). */
  pageCount: number;
  sheetCount: number;
  failed: Array<{ name: string; reason: PdfFailureReason }>;
}

export const A4: [number, number] = [595.28, 841.89];
/** Space kept free around each invoice inside its slot, in points. */
export const SLOT_PADDING = 12;

/** The slots of an A4 portrait sheet, in reading order (x, y from the bottom-left, width, height). */
export function sheetSlots(perSheet: 2 | 4): Array<{ x: number; y: number; width: number; height: number }> {
  const [w, h] = A4;
  if (perSheet === 2)
    return [
      { x: 0, y: h / 2, width: w, height: h / 2 },
      { x: 0, y: 0, width: w, height: h / 2 },
    ];
  return [
    { x: 0, y: h / 2, width: w / 2, height: h / 2 },
    { x: w / 2, y: h / 2, width: w / 2, height: h / 2 },
    { x: 0, y: 0, width: w / 2, height: h / 2 },
    { x: w / 2, y: 0, width: w / 2, height: h / 2 },
  ];
}

/**
 * The matrix drawing an embedded page (a form whose space is the page's CropBox moved to the origin) upright
 * and centred in the slot, scaled to fit: it turns the page by its /Rotate, which embedding ignores.
 */
export function placeInSlot(
  view: VisualPage,
  slot: { x: number; y: number; width: number; height: number },
  padding = SLOT_PADDING,
): Matrix {
  const { width: W, height: H } = view.box;
  const availW = Math.max(1, slot.width - 2 * padding);
  const availH = Math.max(1, slot.height - 2 * padding);
  const s = Math.min(availW / view.width, availH / view.height);
  const bx = slot.x + (slot.width - view.width * s) / 2;
  const by = slot.y + (slot.height - view.height * s) / 2;
  // Form space (u, v) to the page as shown: the reader turns the page clockwise by /Rotate.
  const turn: Record<VisualPage['rotation'], Matrix> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, -1, 1, 0, 0, W],
    180: [-1, 0, 0, -1, W, H],
    270: [0, 1, -1, 0, H, 0],
  };
  const [a, b, c, d, e, f] = turn[view.rotation];
  return [a * s, b * s, c * s, d * s, e * s + bx, f * s + by];
}

function drawCutLines(sheet: PDFPage, perSheet: 2 | 4) {
  const [w, h] = A4;
  const line = { thickness: 0.5, color: rgb(0.55, 0.55, 0.55), dashArray: [4, 4] };
  sheet.drawLine({ start: { x: 0, y: h / 2 }, end: { x: w, y: h / 2 }, ...line });
  if (perSheet === 4) sheet.drawLine({ start: { x: w / 2, y: 0 }, end: { x: w / 2, y: h }, ...line });
}

/** Lays every page of the readable inputs, in order, 2 or 4 to an A4 sheet; unreadable inputs are listed. */
export async function mergeInvoices(
  inputs: InvoiceInput[],
  options: Partial<InvoiceMergeOptions> = {},
): Promise<InvoiceMergeResult> {
  const perSheet = options.perSheet === 4 ? 4 : 2;
  const { cutLines = true, onProgress, signal } = options;
  const out = await PDFDocument.create();
  const slots = sheetSlots(perSheet);
  const failed: InvoiceMergeResult['failed'] = [];
  let placed = 0;
  let sheet: PDFPage | null = null;
  for (const [index, input] of inputs.entries()) {
    signal?.throwIfAborted();
    const opened = await openPdf(input.bytes);
    if (!opened.ok) {
      failed.push({ name: input.name, reason: opened.reason });
      onProgress?.(index + 1, inputs.length);
      continue;
    }
    let embedded: Array<{ form: PDFEmbeddedPage; view: VisualPage }>;
    try {
      const pages = opened.doc.getPages();
      embedded = [];
      for (const page of pages) {
        const view = visualPage(page);
        const { x, y, width, height } = view.box;
        // A blank page has no content stream, which pdf-lib refuses to embed: give it an empty one.
        if (!page.node.Contents())
          page.node.set(PDFName.Contents, page.doc.context.register(page.doc.context.contentStream([])));
        const form = await out.embedPage(page, { left: x, bottom: y, right: x + width, top: y + height });
        await form.embed(); // now, so a page that cannot be copied fails its own file, not the whole save
        embedded.push({ form, view });
      }
    } catch {
      failed.push({ name: input.name, reason: 'unreadable' });
      onProgress?.(index + 1, inputs.length);
      continue;
    }
    for (const { form, view } of embedded) {
      const slot = placed % perSheet;
      if (slot === 0 || !sheet) {
        sheet = out.addPage(A4);
        if (cutLines) drawCutLines(sheet, perSheet);
      }
      const name = sheet.node.newXObject('Invoice', form.ref);
      sheet.pushOperators(
        pushGraphicsState(),
        concatTransformationMatrix(...placeInSlot(view, slots[slot]!)),
        drawObject(name),
        popGraphicsState(),
      );
      placed++;
    }
    onProgress?.(index + 1, inputs.length);
  }
  if (placed === 0) return { bytes: null, pageCount: 0, sheetCount: 0, failed };
  signal?.throwIfAborted();
  const bytes = await out.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
  return { bytes, pageCount: placed, sheetCount: out.getPageCount(), failed };
}
