// Node only: the render-fidelity measure of pdf_to_word. Each PDF is converted to .docx (by our engine,
// or by LibreOffice's own PDF import as the reference), rendered back to PDF by LibreOffice, and compared
// with the original page by page (scores.ts). Used by `npm run bench pdf_to_word` and fidelity.test.ts.
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openWithPdfjs } from '../../pdf/pdfjs-node.ts';
import { extractPage } from '../from-pdf/extract.ts';
import { pdfToDocx, type PdfDocumentLike } from '../from-pdf/convert.ts';
import { hasPdfImport, readPageImages, readWords, soffice } from './render-node.ts';
import { orderScore, placedPictures, placedWords, ssim, tokenize, type PictureBox } from './scores.ts';

/** How far (points) a word may land from where it was and still count as in place. */
export const POSITION_TOLERANCE = 6;
/** Resolution of the page images compared for the visual score. */
const VISUAL_DPI = 30;

/** One document's scores (0..1 each), with the counts behind them. */
export interface DocumentScores {
  name: string;
  pages: number;
  renderedPages: number;
  /** Words in order: 2·LCS / (n + m) over the whole document. */
  order: number;
  /** Share of the original's words within POSITION_TOLERANCE of their place, page by page. */
  position: number;
  words: number;
  /** Pictures at their place and size, of those in the original (undefined: none there). */
  pictures?: number;
  pictureCount: number;
  /** Mean SSIM of the page images (a page missing on either side scores 0). */
  visual: number;
}

/** Picture boxes per page, y downwards, as pdf.js sees them drawn. Tiny ones (rules, dots) left out. */
async function pictureBoxes(pdf: string): Promise<PictureBox[][]> {
  const doc = await openWithPdfjs(new Uint8Array(await readFile(pdf)));
  try {
    const pages: PictureBox[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await extractPage(
        (await doc.getPage(n)) as unknown as Parameters<typeof extractPage>[0],
        OPS,
      );
      pages.push(
        page.images
          .filter((m) => m.width >= 12 && m.height >= 12)
          .map((m) => ({
            x0: m.x,
            x1: m.x + m.width,
            y0: page.height - m.y - m.height,
            y1: page.height - m.y,
          })),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** Compares a rendered PDF with its original. */
export async function compareRendering(
  original: string,
  rendered: string,
  work: string,
): Promise<DocumentScores> {
  const [a, b] = await Promise.all([readWords(original), readWords(rendered)]);
  const wordsA = a.map((p) => tokenize(p.words));
  const wordsB = b.map((p) => tokenize(p.words));
  const order = orderScore(
    wordsA.flat().map((w) => w.text),
    wordsB.flat().map((w) => w.text),
  );
  const words = wordsA.reduce((s, p) => s + p.length, 0);
  const placed = wordsA.reduce((s, p, i) => s + placedWords(p, wordsB[i] ?? [], POSITION_TOLERANCE), 0);
  const [picsA, picsB] = await Promise.all([pictureBoxes(original), pictureBoxes(rendered)]);
  const pictureCount = picsA.reduce((s, p) => s + p.length, 0);
  const picturesPlaced = picsA.reduce((s, p, i) => s + placedPictures(p, picsB[i] ?? []), 0);
  const [imagesA, imagesB] = await Promise.all([
    readPageImages(original, join(work, 'a'), VISUAL_DPI),
    readPageImages(rendered, join(work, 'b'), VISUAL_DPI),
  ]);
  const pageTotal = Math.max(imagesA.length, imagesB.length);
  let visual = 0;
  for (let i = 0; i < Math.min(imagesA.length, imagesB.length); i++) visual += ssim(imagesA[i]!, imagesB[i]!);
  return {
    name: basename(original),
    pages: a.length,
    renderedPages: b.length,
    order,
    position: words ? placed / words : 1,
    words,
    ...(pictureCount ? { pictures: picturesPlaced / pictureCount } : {}),
    pictureCount,
    visual: pageTotal ? visual / pageTotal : 0,
  };
}

const failed = (file: string): DocumentScores => ({
  name: basename(file),
  pages: 0,
  renderedPages: 0,
  order: 0,
  position: 0,
  words: 0,
  pictureCount: 0,
  visual: 0,
});

/** Our engine: PDF file to .docx bytes. */
export async function convertWithOurs(pdf: Uint8Array): Promise<Uint8Array> {
  const doc = await openWithPdfjs(pdf);
  try {
    return (await pdfToDocx(doc as unknown as PdfDocumentLike, { ops: OPS })).bytes;
  } finally {
    await doc.destroy();
  }
}

export type Converter = 'ours' | 'libreoffice';

/** Converts every file with one converter, renders the .docx files back, and scores each document. */
export async function measureCorpus(files: string[], converter: Converter): Promise<DocumentScores[]> {
  const work = await mkdtemp(join(tmpdir(), `fidelity-${converter}-`));
  try {
    const docxDir = join(work, 'docx');
    await mkdir(docxDir, { recursive: true });
    const stem = (f: string) => basename(f).replace(/\.pdf$/i, '');
    if (converter === 'ours')
      for (const file of files)
        await writeFile(
          join(docxDir, `${stem(file)}.docx`),
          await convertWithOurs(new Uint8Array(await readFile(file))),
        );
    else for (const file of files) await soffice(file, docxDir, 'docx', join(work, 'profile'));
    for (const file of files)
      await soffice(join(docxDir, `${stem(file)}.docx`), join(work, 'pdf'), 'pdf', join(work, 'profile'));
    const out: DocumentScores[] = [];
    for (const file of files) {
      const rendered = join(work, 'pdf', `${stem(file)}.pdf`);
      // A document LibreOffice could not open or render scores nothing.
      const ok = await access(rendered).then(
        () => true,
        () => false,
      );
      out.push(ok ? await compareRendering(file, rendered, join(work, stem(file))) : failed(file));
    }
    return out;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Corpus averages (pictures over documents that have some; pages: share of documents with the same count). */
export function averages(scores: DocumentScores[]) {
  const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : 0);
  return {
    order: mean(scores.map((s) => s.order)),
    position: mean(scores.map((s) => s.position)),
    pictures: mean(scores.flatMap((s) => (s.pictures === undefined ? [] : [s.pictures]))),
    samePages: mean(scores.map((s) => (s.pages === s.renderedPages ? 1 : 0))),
    visual: mean(scores.map((s) => s.visual)),
  };
}

export { hasPdfImport };
