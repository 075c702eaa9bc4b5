import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, drawObject } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadNodeCodecs } from '../../image/codecs-node.ts';
import { extractImages } from './extract.ts';
import { encodePng } from '../../image/png-encode.ts';

const read = (path: string) => new Uint8Array(readFileSync(new URL(path, import.meta.url)));
const PHOTO = read('../../image/__fixtures__/board-photo.jpg');
const STAMP = read('../../image/__fixtures__/stamp.png');

/** A 40 x 30 RGBA gradient whose alpha runs 0..255 left to right. */
function alphaPng(): { png: Uint8Array; rgba: Uint8Array } {
  const rgba = new Uint8Array(40 * 30 * 4);
  for (let y = 0; y < 30; y++)
    for (let x = 0; x < 40; x++) rgba.set([x * 6, y * 8, 200, Math.round((x / 39) * 255)], (y * 40 + x) * 4);
  return { png: encodePng(40, 30, 4, rgba), rgba };
}

async function imagesPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const photo = await doc.embedJpg(PHOTO);
  const stamp = await doc.embedPng(STAMP);
  const alpha = await doc.embedPng(alphaPng().png);
  const one = doc.addPage([600, 800]);
  one.drawImage(photo, { x: 10, y: 300, width: 360, height: 240 });
  one.drawImage(alpha, { x: 400, y: 300, width: 80, height: 60 });
  doc.addPage([600, 800]).drawText('no image here');
  const three = doc.addPage([600, 800]);
  three.drawImage(stamp, { x: 0, y: 0, width: 250, height: 250 });
  three.drawImage(photo, { x: 300, y: 0, width: 200, height: 130 }); // the same image again: not repeated
  return doc.save();
}

describe('extractImages', () => {
  it('keeps JPEGs byte for byte, decodes Flate images to PNG with their soft mask as alpha', async () => {
    const { decoders } = await loadNodeCodecs();
    const result = await extractImages({ name: 'album.pdf', bytes: await imagesPdf() });
    expect(result.fallbackPages).toEqual([]);
    expect(result.images.map((i) => `${i.name} ${i.type} ${i.width}x${i.height} p${i.page}`)).toEqual([
      'album-p1-1.jpg image/jpeg 720x477 p0',
      'album-p1-2.png image/png 40x30 p0',
      'album-p3-1.png image/png 500x500 p2',
    ]);
    expect(result.images[0]?.bytes).toEqual(PHOTO);

    const alpha = await decoders.png(result.images[1]!.bytes);
    expect(Array.from(alpha.data)).toEqual(Array.from(alphaPng().rgba));

    const stamp = await decoders.png(result.images[2]!.bytes);
    const original = await decoders.png(STAMP);
    expect(Array.from(stamp.data)).toEqual(Array.from(original.data));
  });

  it('reads what Ghostscript writes (its own image encoding choices)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'extract-'));
    const ps = join(dir, 'image.ps');
    // A 64 x 48 8-bit RGB image drawn from PostScript: Ghostscript chooses the filter itself.
    writeFileSync(
      ps,
      '%!PS\n/DeviceRGB setcolorspace\n100 100 translate 256 192 scale\n' +
        '<< /ImageType 1 /Width 64 /Height 48 /BitsPerComponent 8 /Decode [0 1 0 1 0 1]\n' +
        '/ImageMatrix [64 0 0 -48 0 48] /DataSource { 64 48 mul 3 mul string dup 0 1 64 48 mul 3 mul 1 sub { 1 index exch dup 251 mod put } for } >> image showpage\n',
    );
    const pdf = join(dir, 'image.pdf');
    execFileSync('gs', [
      '-q',
      '-dNOPAUSE',
      '-dBATCH',
      '-dSAFER',
      '-sDEVICE=pdfwrite',
      `-sOutputFile=${pdf}`,
      ps,
    ]);
    const result = await extractImages({ name: 'gs.pdf', bytes: new Uint8Array(readFileSync(pdf)) });
    expect(result.images).toHaveLength(1);
    expect([result.images[0]?.width, result.images[0]?.height]).toEqual([64, 48]);
  });

  it('reports the pages whose images it cannot decode (JPEG 2000, JBIG2, ...) for rendering', async () => {
    const doc = await PDFDocument.create();
    const jpx = doc.context.register(
      doc.context.stream(new Uint8Array([0, 0, 0, 12, 0x6a, 0x50]), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 10,
        Height: 10,
        Filter: 'JPXDecode',
      }),
    );
    doc.addPage([100, 100]);
    const page = doc.addPage([100, 100]);
    page.node.setXObject(PDFName.of('Im1'), jpx);
    page.pushOperators(drawObject('Im1'));
    const result = await extractImages({ name: 'jpx.pdf', bytes: await doc.save() });
    expect(result).toEqual({ images: [], fallbackPages: [1], pageCount: 2 });
  });

  it('gives an error for a PDF without images, and names encrypted files', async () => {
    await expect(
      extractImages({ name: 'text.pdf', bytes: read('../__fixtures__/ghostscript-mixed-sizes.pdf') }),
    ).rejects.toMatchObject({ code: 'pdf_no_image', params: { name: 'text.pdf' } });
    await expect(
      extractImages({ name: 'e.pdf', bytes: read('../__fixtures__/encrypted-user-password.pdf') }),
    ).rejects.toMatchObject({ code: 'pdf_encrypted' });
  });
});
