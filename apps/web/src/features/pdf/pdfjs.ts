// pdf.js for page thumbnails, loaded lazily and served from our own bundle: Vite emits the worker, the
// Adobe CMaps (CJK text in PDFs without embedded fonts), the standard fonts and the image-decoder wasm
// from the npm package, and a local BinaryDataFactory hands them to pdf.js, so nothing is fetched from
// anywhere but this site.
import type * as PdfJs from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type { PDFDocumentProxy } from 'pdfjs-dist';

// File name -> emitted asset URL. `no-inline` keeps them out of the JS as data URLs.
const DATA_FILES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      [
        '../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap',
        '../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}',
        '../../../../../node_modules/pdfjs-dist/wasm/*.wasm',
      ],
      { query: '?url&no-inline', import: 'default', eager: true },
    ),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

/** pdf.js asks for CMaps, fonts and wasm by file name; we answer from our own assets. */
class LocalBinaryData {
  async fetch({ filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = DATA_FILES[filename];
    if (!url) throw new Error(`pdf.js data file not bundled: ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js data file ${filename}: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

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
    useSystemFonts: false,
    useWorkerFetch: false,
    BinaryDataFactory: LocalBinaryData,
    cMapPacked: true,
    // The fonts' ToUnicode maps reach the page, so text tools drop unmapped glyphs (toolkit text-clean).
    fontExtraProperties: true,
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
