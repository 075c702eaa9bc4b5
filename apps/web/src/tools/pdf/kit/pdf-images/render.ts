// Page images with pdf.js in the page's own canvas (pdf.js parses in its worker, we only draw here).
import { abortError } from '../../../../framework/abort.ts';
import { ToolError } from '../../../../framework/tool-error.tsx';
import { createWorkerBridge } from '../../../../framework/worker-bridge.ts';
import { fitScale } from '@toolbox/toolkit/pdf';
import { loadPdfDocument, type PDFDocumentProxy } from '../../../../features/pdf/pdfjs.ts';
import type { PagesRequest, PagesResponse } from '../../../../features/pdf/pages-protocol.ts';

/** The spec's render scale for page images and image extraction. */
export const DEFAULT_SCALE = 1.5;
export const SCALES = ['1.5', '2', '3'] as const;
export type ImageFormat = 'png' | 'jpg';

export interface RenderOptions {
  format: ImageFormat;
  scale: number;
  /** JPG quality, 0..1. */
  quality?: number;
}

// The page tools' worker checks a file with pdf-lib first: encrypted and damaged files get the spec's
// messages even where pdf.js alone would open them (an empty user password) or patch them up.
const checker = createWorkerBridge<PagesRequest, PagesResponse>(
  () => new Worker(new URL('../../../../features/pdf/pages-worker.ts', import.meta.url), { type: 'module' }),
);

/** Opens a PDF for drawing after the encrypted / damaged check; throws `pdf_encrypted` / `pdf_unreadable`. */
export async function openForImages(file: File, signal?: AbortSignal): Promise<PDFDocumentProxy> {
  const bytes = await file.arrayBuffer();
  await checker.run(
    { kind: 'inspect', name: file.name, bytes },
    { transfer: [bytes], ...(signal ? { signal } : {}) },
  );
  try {
    return await loadPdfDocument(await file.arrayBuffer());
  } catch {
    throw new ToolError('pdf_unreadable', { name: file.name });
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new ToolError('file_too_large'))), type, quality),
  );
}

/** Draws page `index` (0-based) at `options.scale` (less if the canvas would be too big) on a new canvas. */
async function drawPage(
  doc: PDFDocumentProxy,
  index: number,
  options: RenderOptions,
  signal?: AbortSignal,
): Promise<HTMLCanvasElement> {
  const page = await doc.getPage(index + 1);
  try {
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: fitScale(base.width, base.height, options.scale) });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(viewport.width));
    canvas.height = Math.max(1, Math.round(viewport.height));
    const context = canvas.getContext('2d');
    if (!context) throw new ToolError('file_too_large');
    // pdf.js paints white paper first (its default background), so JPG and PNG both show the page as printed.
    const task = page.render({ canvas, canvasContext: context, viewport });
    const stop = () => task.cancel();
    signal?.addEventListener('abort', stop);
    try {
      await task.promise;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
    if (signal?.aborted) throw abortError(signal.reason);
    return canvas;
  } finally {
    page.cleanup();
  }
}

/** Encodes a drawn page and frees its bitmap (now rather than at garbage collection). */
async function encode(canvas: HTMLCanvasElement, options: RenderOptions): Promise<Blob> {
  try {
    return options.format === 'jpg'
      ? await toBlob(canvas, 'image/jpeg', options.quality ?? 0.92)
      : await toBlob(canvas, 'image/png');
  } finally {
    canvas.width = canvas.height = 0;
  }
}

/** Draws page `index` (0-based) at `options.scale` (less if the canvas would be too big) as PNG or JPG. */
export async function renderPageBlob(
  doc: PDFDocumentProxy,
  index: number,
  options: RenderOptions,
  signal?: AbortSignal,
): Promise<Blob> {
  return encode(await drawPage(doc, index, options, signal), options);
}

/** `report-3.png`: the file's base name and the 1-based page number. */
export function pageImageName(fileName: string, index: number, format: ImageFormat): string {
  const base = fileName.replace(/\.pdf$/i, '') || 'page';
  return `${base}-${index + 1}.${format}`;
}

export interface PageImage {
  name: string;
  blob: Blob;
  index: number;
}

/**
 * Renders `indices` in order, reporting progress after each page. The browser encodes a page's PNG or
 * JPG off the main thread while the next page is drawn; at most two page bitmaps are alive at once.
 */
export async function renderPages(
  doc: PDFDocumentProxy,
  fileName: string,
  indices: readonly number[],
  options: RenderOptions,
  progress: { signal?: AbortSignal; onPage?: (done: number, total: number) => void } = {},
): Promise<PageImage[]> {
  const out: PageImage[] = [];
  let encoding: Promise<void> = Promise.resolve();
  try {
    for (const index of indices) {
      if (progress.signal?.aborted) throw abortError(progress.signal.reason);
      const canvas = await drawPage(doc, index, options, progress.signal);
      await encoding;
      encoding = encode(canvas, options).then((blob) => {
        out.push({ name: pageImageName(fileName, index, options.format), blob, index });
        progress.onPage?.(out.length, indices.length);
      });
      encoding.catch(() => {}); // handled when awaited; keeps a failure meanwhile from counting as unhandled
    }
    await encoding;
  } catch (error) {
    await encoding.catch(() => {}); // no stray rejection from the page being encoded
    throw error;
  }
  return out;
}
