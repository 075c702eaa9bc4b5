// Palette and colour-keyed images through compressPdf: smaller, rendered alike by poppler, qpdf-clean.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, scratchFile } from '../../testing/scratch.ts';
import { loadPdfImageCodecsNode } from './codecs-node.ts';
import { compressPdf, type PdfImageCodecs } from './compress.ts';
import { readPhoto } from './photo-pdf.ts';
import { downscale, fromRgba } from './resample.ts';

const scratch = scratchDir('keyed-');

/** The page rendered by pdftoppm at `dpi`: RGB bytes and size. */
function render(bytes: Uint8Array, dpi = 72): { width: number; height: number; rgb: Uint8Array } {
  const path = scratchFile(scratch, 'in.pdf');
  writeFileSync(path, bytes);
  const ppm = execFileSync('pdftoppm', ['-r', String(dpi), '-singlefile', path], {
    maxBuffer: 64 << 20,
  });
  const header = ppm.subarray(0, 20).toString('latin1').split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, rgb: new Uint8Array(ppm.subarray(ppm.length - width * height * 3)) };
}

/** Mean absolute difference of two renderings, per sample, 0..255. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** The file through `gs -dPDFSETTINGS=/ebook`. */
function ghostscriptEbook(bytes: Uint8Array): Uint8Array {
  const [input, output] = [scratchFile(scratch, 'gs-in.pdf'), scratchFile(scratch, 'gs-out.pdf')];
  writeFileSync(input, bytes);
  execFileSync('gs', [
    '-q',
    '-dNOPAUSE',
    '-dBATCH',
    '-dSAFER',
    '-sDEVICE=pdfwrite',
    '-dPDFSETTINGS=/ebook',
    `-sOutputFile=${output}`,
    input,
  ]);
  return new Uint8Array(readFileSync(output));
}

function qpdfCheck(bytes: Uint8Array): string {
  const path = scratchFile(scratch, 'out.pdf');
  writeFileSync(path, bytes);
  return execFileSync('qpdf', ['--check', path], { encoding: 'utf8' });
}

/** The image XObjects of a file with their dictionaries' keys of interest. */
async function imageDicts(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return [...doc.context.enumerateIndirectObjects()]
    .map(([, o]) => o)
    .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
    .filter((o) => o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .map((o) => ({
      filter: String(o.dict.get(PDFName.of('Filter'))),
      colorSpace: String(doc.context.lookup(o.dict.get(PDFName.of('ColorSpace')))),
      mask: o.dict.has(PDFName.of('Mask')),
      smask: o.dict.has(PDFName.of('SMask')),
    }));
}

/**
 * A page filled red, with a 600 × 400 RGB photo (Flate) over it whose colour key
 * /Mask [0 40 0 40 0 40] hides a black square in its middle, so the red shows through there.
 */
async function colourKeyedPdf(codecs: PdfImageCodecs, key = true): Promise<Uint8Array> {
  // The real photo, area-averaged to 600 × 400 (no added grain).
  const source = await codecs.decodeJpeg(await readPhoto());
  const photo = downscale(fromRgba(source.data, source.width, source.height, 3), 600, 400);
  const rgb = new Uint8Array(600 * 400 * 3);
  for (let i = 0; i < 600 * 400; i++) {
    const x = i % 600;
    const y = Math.floor(i / 600);
    const hole = x >= 250 && x < 350 && y >= 150 && y < 250;
    for (let c = 0; c < 3; c++) rgb[i * 3 + c] = hole ? 0 : Math.max(60, photo.data[i * 3 + c]!); // only the square is that dark
  }
  const doc = await PDFDocument.create();
  const { context } = doc;
  const image = context.flateStream(rgb, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 600,
    Height: 400,
    ColorSpace: 'DeviceRGB',
    BitsPerComponent: 8,
    ...(key ? { Mask: [0, 40, 0, 40, 0, 40] } : {}),
  });
  const page = doc.addPage([300, 200]);
  const name = page.node.newXObject('Im', context.register(image)).asString().slice(1);
  const content = context.flateStream(`1 0 0 rg 0 0 300 200 re f q 300 0 0 200 0 0 cm /${name} Do Q`);
  page.node.set(PDFName.of('Contents'), context.register(content));
  return doc.save();
}

/** A 1200 × 800 CMYK photo (Flate) drawn 200 pt wide: 432 dpi as placed. */
async function cmykPdf(codecs: PdfImageCodecs): Promise<Uint8Array> {
  const source = await codecs.decodeJpeg(await readPhoto());
  const photo = downscale(fromRgba(source.data, source.width, source.height, 3), 1200, 800);
  const cmyk = new Uint8Array(1200 * 800 * 4);
  for (let i = 0; i < 1200 * 800; i++) {
    const [r, g, b] = [0, 1, 2].map((c) => photo.data[i * 3 + c]!) as [number, number, number];
    const k = 255 - Math.max(r, g, b);
    cmyk.set([255 - r - k, 255 - g - k, 255 - b - k, k], i * 4);
  }
  const doc = await PDFDocument.create();
  const { context } = doc;
  const image = context.flateStream(cmyk, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 1200,
    Height: 800,
    ColorSpace: 'DeviceCMYK',
    BitsPerComponent: 8,
  });
  const page = doc.addPage([240, 180]);
  const name = page.node.newXObject('Im', context.register(image)).asString().slice(1);
  const content = context.flateStream(`q 200 0 0 133.33 20 20 cm /${name} Do Q`);
  page.node.set(PDFName.of('Contents'), context.register(content));
  return doc.save();
}

let codecs: PdfImageCodecs;

beforeAll(async () => {
  codecs = await loadPdfImageCodecsNode();
}, 60_000);

/**
 * Compresses at the medium level and checks what every case here expects: `images` images re-encoded,
 * the output under `under` of the input (when given) and clean by qpdf. Returns the output.
 */
async function compressMedium(input: Uint8Array, images: number, under?: number): Promise<Uint8Array> {
  const res = await compressPdf(input, { level: 'medium', codecs });
  if (!res.ok) throw new Error(res.reason);
  expect(res.imagesChanged).toBe(images);
  if (under !== undefined) expect(res.bytes.length).toBeLessThan(input.length * under);
  expect(qpdfCheck(res.bytes)).toContain('No syntax or stream encoding errors found');
  return res.bytes;
}

describe('compressPdf on palette and colour-keyed images', () => {
  it('re-encodes a real palette image (pdfTeX, Indexed RGB map) smaller, rendered alike', async () => {
    const input = new Uint8Array(
      readFileSync(new URL('../__fixtures__/corpus/getmap-indexed-map.pdf', import.meta.url)),
    );
    expect((await imageDicts(input))[0]!.colorSpace).toMatch(/^\[ ?\/Indexed/);
    const output = await compressMedium(input, 1, 0.6);
    expect(await imageDicts(output)).toEqual([
      { filter: '/DCTDecode', colorSpace: '/DeviceRGB', mask: false, smask: false },
    ]);
    const [before, after] = [render(input, 100), render(output, 100)];
    expect(meanDifference(before.rgb, after.rgb)).toBeLessThan(1.5);
  }, 60_000);

  it('shrinks a CMYK image to the level DPI and keeps it CMYK (no colour conversion)', async () => {
    const input = await cmykPdf(codecs);
    const output = await compressMedium(input, 1, 0.3);
    expect(await imageDicts(output)).toEqual([
      { filter: '/FlateDecode', colorSpace: '/DeviceCMYK', mask: false, smask: false },
    ]);
    // Poppler resamples 1200 px or 417 px down to the 278 px it shows: measured 2.2 of 255 apart.
    const [before, after] = [render(input, 100), render(output, 100)];
    expect(meanDifference(before.rgb, after.rgb)).toBeLessThan(3);
  }, 60_000);

  it('re-encodes CMYK JPEGs (Ghostscript-made, from the corpus photos) as RGB JPEGs, rendered alike', async () => {
    // Page 2 of the Beamer lecture (two JPEG photos) through Ghostscript's CMYK conversion.
    const source = scratchFile(scratch, 'beamer.pdf');
    writeFileSync(
      source,
      readFileSync(new URL('../__fixtures__/corpus/beamer-lecture-jpeg-photos.pdf', import.meta.url)),
    );
    const cmykFile = scratchFile(scratch, 'cmyk.pdf');
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-dSAFER',
      '-sDEVICE=pdfwrite',
      '-sColorConversionStrategy=CMYK',
      '-dProcessColorModel=/DeviceCMYK',
      '-dFirstPage=2',
      '-dLastPage=2',
      `-sOutputFile=${cmykFile}`,
      source,
    ]);
    const input = new Uint8Array(readFileSync(cmykFile));
    expect(await imageDicts(input)).toEqual([
      { filter: '/DCTDecode', colorSpace: '/DeviceCMYK', mask: false, smask: false },
      { filter: '/DCTDecode', colorSpace: '/DeviceCMYK', mask: false, smask: false },
    ]);
    const output = await compressMedium(input, 2);
    const ebook = ghostscriptEbook(input);
    const [before, after, theirs] = [render(input, 100), render(output, 100), render(ebook, 100)];
    // Measured: 237 973 -> 45 298 bytes, 0.82 of 255 apart; Ghostscript /ebook 54 437 bytes, 1.03 apart.
    expect(output.length).toBeLessThan(ebook.length);
    expect(meanDifference(before.rgb, after.rgb)).toBeLessThan(
      Math.max(1.2, meanDifference(before.rgb, theirs.rgb)),
    );
    expect(await imageDicts(output)).toEqual([
      { filter: '/DCTDecode', colorSpace: '/DeviceRGB', mask: false, smask: false },
      { filter: '/DCTDecode', colorSpace: '/DeviceRGB', mask: false, smask: false },
    ]);

    // The same photos marked inverted (/Decode [1 0 1 0 1 0 1 0], as Adobe CMYK JPEGs are): the inversion
    // is applied as poppler applies it.
    const doc = await PDFDocument.load(input);
    for (const [, o] of doc.context.enumerateIndirectObjects())
      if (o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
        o.dict.set(PDFName.of('Decode'), doc.context.obj([1, 0, 1, 0, 1, 0, 1, 0]));
    const inverted = await doc.save();
    const [shown, ours] = [render(inverted, 100), render(await compressMedium(inverted, 2), 100)];
    expect(meanDifference(before.rgb, shown.rgb)).toBeGreaterThan(5); // the inversion shows (9 measured)
    expect(meanDifference(shown.rgb, ours.rgb)).toBeLessThan(2);
  }, 60_000);

  it('turns a colour key into a soft mask: smaller, the keyed square still shows the page below', async () => {
    const input = await colourKeyedPdf(codecs);
    const output = await compressMedium(input, 1, 0.5);
    expect(await imageDicts(output)).toContainEqual({
      filter: '/DCTDecode',
      colorSpace: '/DeviceRGB',
      mask: false,
      smask: true,
    });
    const [before, after] = [render(input), render(output)];
    // The yardstick: Ghostscript /ebook on the same photo without the key (it leaves keyed ones alone).
    const plain = await colourKeyedPdf(codecs, false);
    const ebook = ghostscriptEbook(plain);
    const theirs = meanDifference(render(plain).rgb, render(ebook).rgb);
    const ours = meanDifference(before.rgb, after.rgb);
    expect(ours).toBeLessThan(Math.min(5, theirs)); // measured: ours 4.1, Ghostscript 15.7
    // The middle of the keyed square (page 150, 100 of 300 × 200 at 72 dpi) is the red page in both.
    const at = (r: { width: number; rgb: Uint8Array }) => [
      ...r.rgb.subarray((100 * r.width + 150) * 3, (100 * r.width + 150) * 3 + 3),
    ];
    expect(at(before)).toEqual([255, 0, 0]);
    expect(at(after)).toEqual([255, 0, 0]);
  }, 60_000);
});
