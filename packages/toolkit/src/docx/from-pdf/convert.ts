import { extractPage, type OpsTable, type PageContent, type PdfPageLike } from './extract.ts';
import { layoutPage, textBounds, type ImageBlock } from './layout.ts';
import { pdfjsImageToPng } from './png.ts';
import { writeDocx, type DocxPage, type MediaFile } from './write.ts';

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
  const { left, right } = textBounds(contents);
  const pages: DocxPage[] = [];
  let pictures = 0;
  let tables = 0;
  for (const content of contents) {
    const blocks = layoutPage(content, left, right);
    const media = new Map<ImageBlock, MediaFile | undefined>();
    for (const block of blocks) {
      if (block.kind === 'table') tables++;
      if (block.kind !== 'image') continue;
      const file = await encode(block.image.data).catch(() => undefined);
      media.set(block, file);
      if (file) pictures++;
    }
    pages.push({ blocks, media });
  }
  const first = contents[0];
  const bytes = writeDocx(pages, { width: first?.width ?? 595, height: first?.height ?? 842, left, right });
  return { bytes, pageCount: contents.length, pictures, tables };
}
