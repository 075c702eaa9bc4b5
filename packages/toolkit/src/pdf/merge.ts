import { PDFDocument, PDFName } from 'pdf-lib';
import type { PDFRef } from 'pdf-lib';
import { openPdf } from './open.ts';
import type { PdfFailureReason } from './open.ts';

export { inspectPdf } from './open.ts';
export type { PdfFailureReason, PdfInspection } from './open.ts';

/** One input of a merge. */
export interface PdfInput {
  name: string;
  bytes: Uint8Array;
}

export interface PdfFailure {
  name: string;
  reason: PdfFailureReason;
}

export interface MergeResult {
  /** The merged PDF, or null when no input could be read. */
  bytes: Uint8Array | null;
  pageCount: number;
  failed: PdfFailure[];
}

export interface MergeOptions {
  /** Called after each input file with (done, total). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
  /**
   * Pack objects into compressed object streams (PDF 1.5). Default: on, as the output is usually
   * 5-15 % smaller and every reader of the last 20 years understands it; turn off only for very old readers.
   */
  useObjectStreams?: boolean;
}

/** Merges PDFs in order; files that are encrypted or unreadable are skipped and listed in `failed`. */
export async function mergePdfs(inputs: PdfInput[], options: MergeOptions = {}): Promise<MergeResult> {
  const { onProgress, signal, useObjectStreams = true } = options;
  signal?.throwIfAborted();
  const out = await PDFDocument.create();
  // Pages are appended to the root page tree directly: PDFDocument.addPage walks every existing kid to
  // find the insertion point, so adding n pages costs n²/2 lookups (1000 pages: 17-55 ms against 8-35 ms).
  const tree = out.catalog.Pages();
  const treeRef = out.catalog.get(PDFName.of('Pages')) as PDFRef;
  const failed: PdfFailure[] = [];
  let pageCount = 0;
  for (const [index, input] of inputs.entries()) {
    const opened = await openPdf(input.bytes);
    signal?.throwIfAborted();
    if (!opened.ok) {
      failed.push({ name: input.name, reason: opened.reason });
    } else {
      try {
        // One copyPages call per source shares the copier, so fonts and images used on several pages are
        // copied once. The copier also carries inherited /Rotate, /MediaBox, /CropBox and /Resources.
        const indices = Array.from({ length: opened.pageCount }, (_, i) => i);
        const pages = await out.copyPages(opened.doc, indices);
        for (const page of pages) {
          tree.pushLeafNode(page.ref);
          page.node.setParent(treeRef);
        }
        pageCount += pages.length;
      } catch {
        failed.push({ name: input.name, reason: 'unreadable' });
      }
    }
    onProgress?.(index + 1, inputs.length);
  }
  if (pageCount === 0) return { bytes: null, pageCount: 0, failed };
  signal?.throwIfAborted();
  // objectsPerTick: Infinity writes without yielding to the event loop; yielding (pdf-lib's default of 50)
  // costs a clamped 4 ms timer per step in browsers and nothing here needs the thread meanwhile (it's a worker).
  const bytes = await out.save({ useObjectStreams, objectsPerTick: Infinity, addDefaultPage: false });
  return { bytes, pageCount, failed };
}
