// pdf_compress bench: our compressor at each level against Ghostscript's /ebook on the same photo PDF.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  compressPdf,
  downscale,
  fromRgba,
  type PdfImageCodecs,
  type RgbaImage,
} from '@toolbox/toolkit/pdf/compress';
import { loadPdfImageCodecsNode } from '@toolbox/toolkit/node';
import { makePhotoPdf } from '@toolbox/toolkit/testing';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import type { BenchRow } from './bench-types.ts';

const PAGES = 8;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
const pct = (ours: number, reference: number) =>
  `${ours <= reference ? '' : '+'}${Math.round((ours / reference - 1) * 100)} %`;

/** The JPEG images of a PDF, decoded, in object order. */
async function jpegImages(bytes: Uint8Array, codecs: PdfImageCodecs): Promise<RgbaImage[]> {
  const doc = await PDFDocument.load(bytes);
  const out: RgbaImage[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'))
      out.push(await codecs.decodeJpeg(object.getContents()));
  }
  return out;
}

/**
 * Mean PSNR (dB) of each output photo against its original, area-averaged to the output's size: the same
 * yardstick for Ghostscript's bicubic downsample and ours, so "comparable quality" is a measured number.
 */
async function psnr(original: RgbaImage[], output: Uint8Array, codecs: PdfImageCodecs): Promise<number> {
  const got = await jpegImages(output, codecs);
  let total = 0;
  for (const [i, image] of got.entries()) {
    const source = original[i]!;
    const ref = downscale(fromRgba(source.data, source.width, source.height, 3), image.width, image.height);
    let sum = 0;
    for (let p = 0; p < image.width * image.height; p++)
      for (let c = 0; c < 3; c++) sum += (image.data[p * 4 + c]! - ref.data[p * 3 + c]!) ** 2;
    total += 10 * Math.log10(255 ** 2 / (sum / (image.width * image.height * 3)));
  }
  return total / got.length;
}

export async function benchPdfCompress(): Promise<BenchRow[]> {
  const codecs = await loadPdfImageCodecsNode();
  // Eight 3000 × 2000 camera-quality (q90) photos, each drawn 6.7 in wide on A4: 450 dpi as placed.
  const input = await makePhotoPdf(codecs, {
    pages: PAGES,
    width: 3000,
    height: 2000,
    quality: 90,
    drawWidth: 480,
  });
  const dir = await mkdtemp(join(tmpdir(), 'bench-compress-'));
  try {
    const inPath = join(dir, 'photos.pdf');
    await writeFile(inPath, input);
    const name = `pdf_compress ${PAGES} photo pages (${kib(input.length)})`;
    const originals = await jpegImages(input, codecs);
    let reference = 0;
    let referenceMs = 0;
    let referencePsnr = 0;
    if (spawnSync('gs', ['--version']).status === 0) {
      const outPath = join(dir, 'gs.pdf');
      const started = performance.now();
      await promisify(execFile)('gs', [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-dSAFER',
        '-sDEVICE=pdfwrite',
        '-dPDFSETTINGS=/ebook',
        `-sOutputFile=${outPath}`,
        inPath,
      ]);
      referenceMs = performance.now() - started;
      const out = await readFile(outPath);
      reference = out.length;
      referencePsnr = await psnr(originals, out, codecs);
    }
    const rows: BenchRow[] = [];
    for (const level of ['low', 'medium', 'high'] as const) {
      const started = performance.now();
      const res = await compressPdf(input, { level, codecs });
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`compress failed: ${res.reason}`);
      rows.push({
        name: `${name} ${level}`,
        ours: kib(res.bytes.length),
        reference: reference
          ? `${kib(reference)} (gs /ebook, ${(referenceMs / 1000).toFixed(1)} s, ${referencePsnr.toFixed(1)} dB)`
          : 'gs not installed',
        note: `${reference ? `${pct(res.bytes.length, reference)} vs /ebook; ` : ''}${(ms / 1000).toFixed(1)} s, PSNR ${(await psnr(originals, res.bytes, codecs)).toFixed(1)} dB`,
      });
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
