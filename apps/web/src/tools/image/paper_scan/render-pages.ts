import { loadPdfDocument } from '../../../features/pdf/pdfjs.ts';
import { PAGE_SCALE } from './protocol.ts';

/** Longest side a page is drawn at, so a poster-sized page does not need a gigantic canvas. */
const MAX_SIDE = 3600;

/** One page drawn by pdf.js: RGBA pixels and the page's size in points (its /Rotate applied). */
export interface RenderedPage {
  pixels: ImageData;
  widthPt: number;
  heightPt: number;
}

/**
 * Draws each page of a PDF at 150 dpi on white, one at a time, handing each to `onPage` before the
 * next is drawn (so only one page's pixels are held at once).
 */
export async function forEachPage(
  bytes: ArrayBuffer,
  onPage: (page: RenderedPage, index: number, count: number) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  const doc = await loadPdfDocument(bytes);
  try {
    for (let i = 0; i < doc.numPages; i++) {
      signal.throwIfAborted();
      const page = await doc.getPage(i + 1);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(PAGE_SCALE, MAX_SIDE / Math.max(base.width, base.height));
      const viewport = page.getViewport({ scale });
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(viewport.width));
      canvas.height = Math.max(1, Math.round(viewport.height));
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas, canvasContext: context, viewport }).promise;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
      page.cleanup();
      await onPage({ pixels, widthPt: base.width, heightPt: base.height }, i, doc.numPages);
    }
  } finally {
    await doc.destroy();
  }
}
