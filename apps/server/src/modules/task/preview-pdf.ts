import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { imagesToPdf } from '@toolbox/toolkit/pdf';
import { runLimited, type Limits } from '../convert/run.ts';
import { drawWatermark } from './watermark.ts';

/**
 * Resolution of the preview's pages. At 72 DPI a pixel is a point, so each picture page keeps the
 * size of the page it shows; the text is readable enough to judge, too coarse to reuse.
 */
const PREVIEW_DPI = 72;
/** Pages a preview shows at most; the rest of a longer document is left out of it. */
export const PDF_PREVIEW_MAX_PAGES = 30;

/**
 * The preview of a paid PDF result: its first pages rendered with the watermark drawn into the
 * pixels, put back together as a picture-only PDF. Nothing of the clean document (text, fonts,
 * vector drawings) is in it, so there is no layer to strip the watermark off.
 */
export async function previewPdf(
  input: string,
  output: string,
  workDir: string,
  pdftoppmPath: string,
  limits: Limits,
): Promise<void> {
  const pagesDir = join(workDir, 'preview-pages');
  await mkdir(pagesDir, { recursive: true });
  await runLimited(
    pdftoppmPath,
    ['-r', String(PREVIEW_DPI), '-l', String(PDF_PREVIEW_MAX_PAGES), '-png', input, join(pagesDir, 'p')],
    workDir,
    limits,
  );
  // pdftoppm pads page numbers to the width of the last one, so a name sort is the page order.
  const names = (await readdir(pagesDir)).filter((name) => name.endsWith('.png')).sort();
  if (names.length === 0) throw new Error('pdftoppm rendered no page');
  const pages = [];
  for (const name of names) {
    const page = PNG.sync.read(await readFile(join(pagesDir, name)));
    drawWatermark(page.data, page.width, page.height);
    const bytes = jpeg.encode({ data: page.data, width: page.width, height: page.height }, 70).data;
    pages.push({ name, bytes: new Uint8Array(bytes) });
  }
  await writeFile(output, await imagesToPdf(pages, { pageSize: 'fit', margin: 0 }));
}
