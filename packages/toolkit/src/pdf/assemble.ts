import { PDFDocument, type PDFPage } from 'pdf-lib';
import { openForPages } from './pages.ts';
import type { PdfInput } from './merge.ts';

/** One output page: page `page` (0-based) of input `file` (index into the inputs). */
export interface PagePick {
  file: number;
  page: number;
}

/**
 * A new PDF made of the picked pages, in the order given (pdf_merge_adv). Pages of one source are copied
 * in one call so shared fonts and images are copied once; a page picked twice is copied twice. Throws
 * `pdf_encrypted` / `pdf_unreadable` naming the file, `page_out_of_range`, or `no_pages_picked`.
 */
export async function assemblePages(
  inputs: PdfInput[],
  picks: PagePick[],
  options: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  if (picks.length === 0) throw Object.assign(new Error('no pages picked'), { code: 'no_pages_picked' });
  const out = await PDFDocument.create();
  const copies = new Map<number, PDFPage[][]>(); // file -> page -> copies not yet placed
  const used = [...new Set(picks.map((p) => p.file))];
  for (const [done, file] of used.entries()) {
    options.signal?.throwIfAborted();
    const input = inputs[file];
    if (!input) throw Object.assign(new Error('no such file'), { code: 'processing_error' });
    const { doc, pageCount } = await openForPages(input);
    const indices = picks.filter((p) => p.file === file).map((p) => p.page);
    if (indices.some((i) => !Number.isInteger(i) || i < 0 || i >= pageCount))
      throw Object.assign(new Error('page out of range'), {
        code: 'page_out_of_range',
        params: { count: pageCount },
      });
    const copied = await out.copyPages(doc, indices);
    const byPage: PDFPage[][] = Array.from({ length: pageCount }, () => []);
    indices.forEach((page, i) => byPage[page]?.push(copied[i] as PDFPage));
    copies.set(file, byPage);
    options.onProgress?.(done + 1, used.length);
  }
  for (const pick of picks) out.addPage(copies.get(pick.file)?.[pick.page]?.shift() as PDFPage);
  options.signal?.throwIfAborted();
  const bytes = await out.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
  return { bytes, pageCount: picks.length };
}
