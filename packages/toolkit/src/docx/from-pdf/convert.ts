import { extractPage, type OpsTable, type PageContent, type PdfPageLike } from './extract.ts';
import { withWrittenFamilies } from './font-choice.ts';
import { layoutPage, textBounds, type ImageBlock } from './layout.ts';
import { pdfjsImageToPng } from './png.ts';
import { findRunning, type RunningPart } from './running.ts';
import { markStructure } from './structure.ts';
import { writeDocx, type DocxPage, type MediaFile, type RunningBlocks } from './write.ts';

export type { OpsTable, PdfPageLike } from './extract.ts';
export type { MediaFile } from './write.ts';

/** The parts of a pdf.js PDFDocumentProxy used here. */
export interface PdfDocumentLike {
  numPages: number;
  getPage(n: number): Promise<PdfPageLike>;
}

export interface PdfToDocxOptions {
  /** pdf.js's OPS table from the build the caller loaded. */
  ops: OpsTable;
  /**
   * Turns a pdf.js image object into a picture file. Default: raw samples to PNG; a browser passes one
   * that also handles ImageBitmaps (and may write JPEG for photos).
   */
  encodeImage?: (image: unknown) => Promise<MediaFile | undefined>;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface PdfToDocxResult {
  bytes: Uint8Array;
  pageCount: number;
  pictures: number;
  tables: number;
  /** Pages (1-based) with no text layer but a picture over most of the page: scans, to OCR. */
  scannedPages: number[];
}

/** A page with no text whose pictures cover most of it. */
function isScanned(page: PageContent): boolean {
  if (page.spans.length > 0) return false;
  const covered = page.images.reduce((s, m) => s + m.width * m.height, 0);
  return covered >= page.width * page.height * 0.5;
}

/**
 * Top and bottom margins: the room above the highest text or table and below the lowest over all pages
 * (pictures are anchored to the page and need none), kept between 0 and 1 inch.
 */
function verticalMargins(pages: PageContent[]): { top: number; bottom: number } {
  let top = 72;
  let bottom = 72;
  for (const page of pages) {
    const tops = [
      ...page.spans.map((s) => s.y + s.size),
      ...page.segments.map((s) => (s.horizontal ? s.at : s.to)),
    ];
    const bottoms = [
      ...page.spans.map((s) => s.y - s.size * 0.3),
      ...page.segments.map((s) => (s.horizontal ? s.at : s.from)),
    ];
    if (tops.length) top = Math.min(top, page.height - Math.max(...tops));
    if (bottoms.length) bottom = Math.min(bottom, Math.min(...bottoms));
  }
  // The bottom margin only has to take a line that lands a little lower than in the PDF: kept small.
  return { top: Math.max(0, top - 2), bottom: Math.max(0, Math.min(bottom - 2, 24)) };
}

const defaultEncode = async (image: unknown): Promise<MediaFile | undefined> => {
  const png = pdfjsImageToPng(image as Parameters<typeof pdfjsImageToPng>[0]);
  return png ? { bytes: png, ext: 'png' } : undefined;
};

/**
 * Converts a PDF (opened with pdf.js) to a .docx: text in reading order as paragraphs with their sizes,
 * bold and italic (from the font names), pictures where they are drawn, and tables where ruled lines
 * form a grid. Scanned pages (pictures only) come out as pictures.
 */
export async function pdfToDocx(doc: PdfDocumentLike, options: PdfToDocxOptions): Promise<PdfToDocxResult> {
  const encode = options.encodeImage ?? defaultEncode;
  const contents: PageContent[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    options.signal?.throwIfAborted();
    contents.push(await extractPage(await doc.getPage(n), options.ops));
    options.onProgress?.(n, doc.numPages);
  }
  contents.splice(0, contents.length, ...withWrittenFamilies(contents));
  const { left, right } = textBounds(contents);
  const pages: DocxPage[] = [];
  let pictures = 0;
  let tables = 0;
  const running = findRunning(contents);
  const laidOut = running.pages.map((content) => layoutPage(content, left, right));
  const part = (found: RunningPart | undefined): RunningBlocks | undefined => {
    if (!found) return undefined;
    const page = contents[found.onPage.indexOf(true)]!;
    const blocks = layoutPage({ ...page, spans: found.spans, segments: [], images: [] }, left, right);
    return { blocks, pageHeight: page.height, onPage: found.onPage, offset: found.offset };
  };
  markStructure(laidOut, left);
  for (const [index, content] of contents.entries()) {
    const blocks = laidOut[index]!;
    const media = new Map<ImageBlock, MediaFile | undefined>();
    for (const block of blocks) {
      if (block.kind === 'table' && !block.borderless) tables++;
      if (block.kind !== 'image') continue;
      const file = await encode(block.image.data).catch(() => undefined);
      media.set(block, file);
      if (file) pictures++;
    }
    pages.push({ width: content.width, height: content.height, blocks, media });
  }
  const bytes = writeDocx(
    pages,
    { left, right, ...verticalMargins(running.pages) },
    { header: part(running.header), footer: part(running.footer) },
  );
  const scannedPages = contents.flatMap((c, i) => (isScanned(c) ? [i + 1] : []));
  return { bytes, pageCount: contents.length, pictures, tables, scannedPages };
}
