import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputPath } from './inputs.ts';
import { imageKinds, ocrUnavailable, recognise } from './ocr.ts';
import { cellsFromGaps, cellsFromGrid, eraseLines, parseTsv, ruledLines, type Grey } from './table-grid.ts';
import { FuncFailure, probe, type DesktopFunc } from './types.ts';
import { writeXlsx } from './xlsx.ts';

/** Decodes an image to grey pixels (the canvas library the PDF renderer uses). */
async function readGrey(file: string): Promise<Grey> {
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(await readFile(file)).catch(() => {
    throw new FuncFailure('unreadable', 'This image cannot be read');
  });
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, image.width, image.height);
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, image.width, image.height).data;
  const data = new Uint8Array(image.width * image.height);
  for (let i = 0; i < data.length; i++)
    data[i] = (rgba[i * 4]! * 299 + rgba[i * 4 + 1]! * 587 + rgba[i * 4 + 2]! * 114) / 1000;
  return { width: image.width, height: image.height, data };
}

async function writeGreyPng(image: Grey, path: string): Promise<void> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(image.width, image.height);
  for (let i = 0; i < image.data.length; i++) {
    pixels.data.fill(image.data[i]!, i * 4, i * 4 + 3);
    pixels.data[i * 4 + 3] = 255;
  }
  context.putImageData(pixels, 0, 0);
  await writeFile(path, await canvas.encode('png'));
}

/**
 * A table in an image to rows of text: the ruled lines give the cells (erased before OCR, so they
 * are not read as characters); without lines, OCR's lines are rows and wide gaps split cells.
 */
export async function imageTable(file: string, lang: string): Promise<{ rows: string[][]; ruled: boolean }> {
  const grey = await readGrey(file);
  const rows = ruledLines(grey, true, 0.3);
  const columns = ruledLines(grey, false, 0.3);
  const ruled = rows.length >= 2 && columns.length >= 2;
  if (!ruled) return { rows: cellsFromGaps(parseTsv(await recognise(file, lang, 'tsv', 6))), ruled };
  eraseLines(grey, rows, columns);
  const work = await mkdtemp(join(tmpdir(), 'toolbox-table-'));
  try {
    const clean = join(work, 'clean.png');
    await writeGreyPng(grey, clean);
    const words = parseTsv(await recognise(clean, lang, 'tsv', 11));
    return { rows: cellsFromGrid(words, rows, columns), ruled };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export const imageToExcel: DesktopFunc = {
  code: 'image_to_excel_desktop',
  accepts: imageKinds,
  unavailable: probe(() => import('@napi-rs/canvas'), ocrUnavailable),
  async each(file, ctx) {
    const { rows, ruled } = await imageTable(file, ctx.options.lang ?? 'chi_sim+eng');
    if (rows.length === 0) throw new FuncFailure('unreadable', 'No text was found in this image');
    const out = outputPath(file, ctx.outDir, '', 'xlsx');
    await writeFile(out, writeXlsx(rows));
    return {
      ok: true,
      outputs: [out],
      detail: { rows: rows.length, columns: Math.max(...rows.map((r) => r.length)), ruled: ruled ? 1 : 0 },
    };
  },
};
