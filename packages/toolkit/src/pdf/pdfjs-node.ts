// pdf.js's legacy build for Node tests of the engines that take a pdf.js document (text, images).
// Tests only: the web app loads the modern build with its own worker (apps/web/src/features/pdf/pdfjs.ts).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy } from 'pdfjs-dist';

const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Opens bytes with pdf.js in Node (CMaps and standard fonts from the package, no worker thread). */
export async function openWithPdfjs(bytes: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  return getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    useSystemFonts: false,
    fontExtraProperties: true, // the fonts' ToUnicode maps, to drop unmapped glyphs (text-clean.ts)
    cMapUrl: join(root, 'cmaps') + '/',
    cMapPacked: true,
    standardFontDataUrl: join(root, 'standard_fonts') + '/',
    verbosity: 0,
    ...(password === undefined ? {} : { password }),
  }).promise as Promise<PDFDocumentProxy>;
}
