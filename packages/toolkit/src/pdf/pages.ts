import { PDFDocument, degrees } from 'pdf-lib';
import { openPdf } from './open.ts';
import { PageInputError, pagesKeptAfterDeleting, parsePageSet } from './page-ranges.ts';

export { PageInputError } from './page-ranges.ts';

/** One PDF to work on. */
export interface PagesInput {
  name: string;
  bytes: Uint8Array;
}

/** A PDF the page tools made. */
export interface PagesOutput {
  name: string;
  bytes: Uint8Array;
  pageCount: number;
}

/** Opens the file or throws `pdf_encrypted` / `pdf_unreadable` naming it. */
export async function openForPages(input: PagesInput): Promise<{ doc: PDFDocument; pageCount: number }> {
  const opened = await openPdf(input.bytes);
  if (!opened.ok)
    throw new PageInputError(opened.reason === 'encrypted' ? 'pdf_encrypted' : 'pdf_unreadable', {
      name: input.name,
    });
  return { doc: opened.doc, pageCount: opened.pageCount };
}

/** The file name without its .pdf extension. */
export function baseName(name: string): string {
  return name.replace(/\.pdf$/i, '') || 'document';
}

/** A new PDF holding `indices` (0-based) of `source`, in that order. */
export async function copyToNewPdf(source: PDFDocument, indices: number[]): Promise<Uint8Array> {
  const out = await PDFDocument.create();
  const pages = await out.copyPages(source, indices);
  for (const page of pages) out.addPage(page);
  return out.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
}

/** Removes the pages `pages` names (`1, 3-5`); removing every page is refused (`no_pages_left`). */
export async function deletePages(input: PagesInput, pages: string): Promise<PagesOutput> {
  const { doc, pageCount } = await openForPages(input);
  const kept = pagesKeptAfterDeleting(pages, pageCount);
  return {
    name: `${baseName(input.name)}-deleted.pdf`,
    bytes: await copyToNewPdf(doc, kept),
    pageCount: kept.length,
  };
}

/** One new PDF with the pages `pages` names, in page order. */
export async function extractPages(input: PagesInput, pages: string): Promise<PagesOutput> {
  const { doc, pageCount } = await openForPages(input);
  const chosen = parsePageSet(pages, pageCount);
  return {
    name: `${baseName(input.name)}-extracted.pdf`,
    bytes: await copyToNewPdf(doc, chosen),
    pageCount: chosen.length,
  };
}

/** Normalises any multiple of 90 (negative too) to 0, 90, 180 or 270. */
export function normaliseAngle(angle: number): number {
  if (!Number.isInteger(angle) || angle % 90 !== 0) throw new PageInputError('rotation_invalid');
  return ((angle % 360) + 360) % 360;
}

/**
 * Turns pages clockwise by `turns[i]` degrees (multiples of 90), added to each page's existing /Rotate
 * (inherited ones included). Missing entries leave the page as it is.
 */
export async function rotatePages(input: PagesInput, turns: number[]): Promise<PagesOutput> {
  const { doc, pageCount } = await openForPages(input);
  doc.getPages().forEach((page, i) => {
    const turn = normaliseAngle(turns[i] ?? 0);
    if (turn === 0) return;
    page.setRotation(degrees(normaliseAngle(page.getRotation().angle + turn)));
  });
  const bytes = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
  return { name: `${baseName(input.name)}-rotated.pdf`, bytes, pageCount };
}
