import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import type { PDFNumber } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, scratchFile } from '../../testing/scratch.ts';
import { loadPdfImageCodecsNode } from './codecs-node.ts';
import { compressPdf, type PdfImageCodecs } from './compress.ts';
import { makeMaskedFlatePdf, makePhotoPdf } from './photo-pdf.ts';

const scratch = scratchDir('compress-');

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url)));

/** qpdf --check on the bytes: exit 0 (clean) or 3 (warnings only) pass. */
function qpdfCheck(bytes: Uint8Array): string {
  const path = scratchFile(scratch, 'out.pdf');
  writeFileSync(path, bytes);
  return execFileSync('qpdf', ['--check', path], { encoding: 'utf8' });
}

/** Every image XObject in the file: its size, filter and whether it has a soft mask. */
async function images(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const found: { width: number; height: number; filter: string; smask: boolean; length: number }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
      continue;
    const n = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    found.push({
      width: n('Width'),
      height: n('Height'),
      filter: String(object.dict.get(PDFName.of('Filter'))),
      smask: object.dict.get(PDFName.of('SMask')) instanceof PDFRef,
      length: object.getContents().length,
    });
  }
  return found;
}

let codecs: PdfImageCodecs;
let photos: Uint8Array;

beforeAll(async () => {
  codecs = await loadPdfImageCodecsNode();
  // Three 1500 × 1000 photos drawn 180 pt (2.5 in) wide: 600 dpi as placed.
  photos = await makePhotoPdf(codecs, { pages: 3, width: 1500, height: 1000, quality: 90, drawWidth: 180 });
}, 60_000);

describe('compressPdf', () => {
  it('downscales photos to the level DPI for their drawn size and re-encodes them', async () => {
    const res = await compressPdf(photos, { level: 'medium', codecs });
    if (!res.ok) throw new Error(res.reason);
    expect(res.keptOriginal).toBe(false);
    expect(res.pageCount).toBe(3);
    expect(res.imagesChanged).toBe(3);
    expect(res.bytes.length).toBeLessThan(photos.length / 5);
    // 2.5 in at 150 dpi = 375 px wide, 250 px high.
    const out = await images(res.bytes);
    expect(out.map((i) => [i.width, i.height, i.filter])).toEqual([
      [375, 250, '/DCTDecode'],
      [375, 250, '/DCTDecode'],
      [375, 250, '/DCTDecode'],
    ]);
    expect(qpdfCheck(res.bytes)).toContain('No syntax or stream encoding errors found');
    const doc = await PDFDocument.load(res.bytes);
    expect(doc.getPageCount()).toBe(3);
  }, 60_000);

  it('compresses more at higher levels', async () => {
    const sizes: number[] = [];
    for (const level of ['low', 'medium', 'high'] as const) {
      const res = await compressPdf(photos, { level, codecs });
      if (!res.ok) throw new Error(res.reason);
      sizes.push(res.bytes.length);
    }
    expect(sizes[0]).toBeGreaterThan(sizes[1]!);
    expect(sizes[1]).toBeGreaterThan(sizes[2]!);
    const low = await compressPdf(photos, { level: 'low', codecs });
    // 2.5 in at 200 dpi.
    if (low.ok) expect((await images(low.bytes))[0]?.width).toBe(500);
  }, 120_000);

  it('reads Flate images with PNG predictors and keeps their soft mask', async () => {
    const input = await makeMaskedFlatePdf();
    const res = await compressPdf(input, { level: 'medium', codecs });
    if (!res.ok) throw new Error(res.reason);
    const out = await images(res.bytes);
    const photo = out.find((i) => i.smask);
    // 2 in at 150 dpi = 300 px; the soft mask is left as it was.
    expect(photo).toMatchObject({ width: 300, height: 300, filter: '/DCTDecode', smask: true });
    // The soft mask shrank with it, losslessly: still a left-to-right ramp.
    expect(out.find((i) => !i.smask)).toMatchObject({ width: 300, height: 300, filter: '/FlateDecode' });
    const doc = await PDFDocument.load(res.bytes);
    const jpeg = [...doc.context.enumerateIndirectObjects()]
      .map(([, o]) => o)
      .find((o) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'));
    const mask = [...doc.context.enumerateIndirectObjects()]
      .map(([, o]) => o)
      .find(
        (o) =>
          o instanceof PDFRawStream &&
          o.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode') &&
          o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    const ramp = decodePDFRawStream(mask as PDFRawStream).decode();
    expect(ramp[150 * 300]).toBeLessThan(3);
    expect(ramp[150 * 300 + 150]).toBeGreaterThan(120);
    expect(ramp[150 * 300 + 150]).toBeLessThan(136);
    expect(ramp[150 * 300 + 299]).toBeGreaterThan(252);
    const pixels = await codecs.decodeJpeg((jpeg as PDFRawStream).getContents());
    const at = (x: number, y: number) =>
      Array.from(pixels.data.slice((y * 300 + x) * 4, (y * 300 + x) * 4 + 3));
    // The predictor was undone: red on the left, blue on the right, on every row.
    for (const y of [5, 150, 290]) {
      const [r1, , b1] = at(50, y);
      const [r2, , b2] = at(250, y);
      expect(r1).toBeGreaterThan(180);
      expect(b1).toBeLessThan(80);
      expect(r2).toBeLessThan(80);
      expect(b2).toBeGreaterThan(160);
    }
    expect(qpdfCheck(res.bytes)).toContain('No syntax or stream encoding errors found');
  }, 30_000);

  it('never returns a larger file: a text-only PDF comes back as it was or smaller', async () => {
    const input = fixture('ghostscript-mixed-sizes.pdf');
    const res = await compressPdf(input, { level: 'high', codecs });
    if (!res.ok) throw new Error(res.reason);
    expect(res.bytes.length).toBeLessThanOrEqual(input.length);
    if (res.keptOriginal) expect(res.bytes).toBe(input);
    expect(res.imagesTotal).toBe(0);
    expect(qpdfCheck(res.bytes)).toContain('No syntax or stream encoding errors found');
  });

  it('keeps the original when it is already as small as we can make it', async () => {
    const once = await compressPdf(photos, { level: 'high', codecs });
    if (!once.ok) throw new Error(once.reason);
    const twice = await compressPdf(once.bytes, { level: 'high', codecs });
    if (!twice.ok) throw new Error(twice.reason);
    expect(twice.bytes.length).toBeLessThanOrEqual(once.bytes.length);
  }, 60_000);

  it('names encrypted and damaged files', async () => {
    expect(await compressPdf(fixture('encrypted-user-password.pdf'), { level: 'medium', codecs })).toEqual({
      ok: false,
      reason: 'encrypted',
    });
    expect(await compressPdf(fixture('truncated.pdf'), { level: 'medium', codecs })).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('works on object-stream files from qpdf and reports progress per image', async () => {
    const progress: number[] = [];
    const res = await compressPdf(fixture('rotated.pdf'), {
      level: 'medium',
      codecs,
      onProgress: (d) => progress.push(d),
    });
    expect(res.ok).toBe(true);
    if (res.ok) expect(qpdfCheck(res.bytes)).toContain('No syntax or stream encoding errors found');
    const again = await compressPdf(photos, { level: 'high', codecs, onProgress: (d) => progress.push(d) });
    expect(again.ok).toBe(true);
    expect(progress.slice(-3)).toEqual([1, 2, 3]);
  }, 60_000);
});
