// pdf.js for page thumbnails, loaded lazily and served from our own bundle: Vite emits the worker from the
// npm package, and no cMap or standard-font URL is set, so pdf.js never fetches anything from elsewhere.
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy } from 'pdfjs-dist';

let ready: Promise<typeof PdfJs> | null = null;

function pdfjs() {
  ready ??= import('pdfjs-dist').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;
    return lib;
  });
  return ready;
}

/** Opens a PDF for rendering; the bytes are handed to pdf.js's worker (pass a copy you no longer need). */
export async function loadPdfDocument(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  const lib = await pdfjs();
  return lib.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: true,
    disableFontFace: false,
    stopAtErrors: false,
  }).promise;
}

/** Renders page `index` (0-based) into `canvas`, `width` CSS pixels wide, with an extra clockwise turn. */
export async function renderThumbnail(
  doc: PDFDocumentProxy,
  index: number,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<void> {
  const page = await doc.getPage(index + 1);
  const base = page.getViewport({ scale: 1 });
  const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale: (width / base.width) * ratio });
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  const context = canvas.getContext('2d');
  if (!context) return;
  await page.render({ canvas, canvasContext: context, viewport }).promise;
  page.cleanup();
}
