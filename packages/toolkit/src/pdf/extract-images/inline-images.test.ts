import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadNodeCodecs } from '../../image/codecs-node.ts';
import { extractImages } from './extract.ts';

const fixture = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url);
const read = (name: string) => new Uint8Array(readFileSync(fixture(name)));
const GS_PDF = 'inline-ghostscript.pdf';
const JPEG = read('ghostscript-16x12.jpg');

/** RGBA bytes of `pixels`, each given as [r, g, b] (opaque) or [r, g, b, a]. */
const rgba = (pixels: number[][]) => pixels.flatMap((p) => (p.length === 3 ? [...p, 255] : p));
const grey = (values: number[]) => rgba(values.map((v) => [v, v, v]));
const hexPixels = (hex: string) =>
  (hex.replace(/\s/g, '').match(/.{6}/g) ?? []).map((h) =>
    [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)),
  );

/** Concatenates text (latin1) and byte parts into one content stream. */
function bytesOf(...parts: Array<string | Uint8Array | number[]>): Uint8Array {
  const chunks = parts.map((p) =>
    typeof p === 'string' ? Uint8Array.from(p, (c) => c.charCodeAt(0)) : Uint8Array.from(p),
  );
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

describe('inline images', () => {
  it('extracts what Ghostscript pdfwrite writes inline, as pdfimages -list lists it, pixel for pixel', async () => {
    const { decoders } = await loadNodeCodecs();
    const result = await extractImages({ name: 'gs.pdf', bytes: read(GS_PDF) });
    expect(result.fallbackPages).toEqual([]);
    const listed = execFileSync('pdfimages', ['-list', fileURLToPath(fixture(GS_PDF))], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.includes('[inline]'))
      .map((line) => line.trim().split(/\s+/))
      .map(([page, , , width, height]) => `p${Number(page) - 1} ${width}x${height}`);
    expect(result.images.map((i) => `p${i.page} ${i.width}x${i.height}`)).toEqual(listed);
    expect(result.images.map((i) => i.name)).toEqual([
      'gs-p1-1.png',
      'gs-p1-2.png',
      'gs-p1-3.png',
      'gs-p1-4.png',
      'gs-p2-1.png',
      'gs-p2-2.png',
      'gs-p2-3.png',
    ]);
    const pixels = await Promise.all(
      result.images.map(async (i) => Array.from((await decoders.png(i.bytes)).data)),
    );

    const rows = [
      'ff0000 00ff00 0000ff ffff00 00ffff ff00ff 000000 ffffff',
      '102030 405060 708090 a0b0c0 d0e0f0 112233 445566 778899',
    ];
    expect(pixels[0]).toEqual(rgba(hexPixels([0, 1, 2, 3, 4, 5].map((y) => rows[y % 2]).join(''))));
    expect(pixels[1]).toEqual(grey([0, 255, 0, 255, 255, 0, 255, 0, 0, 255, 0, 255, 255, 0, 255, 0]));
    // imagemask, 1 paints: painted samples opaque black, the rest transparent.
    const mask = [0xff, 0x81, 0xbd, 0xa5, 0xa5, 0xbd, 0x81, 0xff].flatMap((byte) =>
      [7, 6, 5, 4, 3, 2, 1, 0].map((bit) => ((byte >> bit) & 1 ? [0, 0, 0, 255] : [0, 0, 0, 0])),
    );
    expect(pixels[2]).toEqual(rgba(mask));
    const gradient = Array.from({ length: 1200 }, (_, i) => [(i % 40) * 6, Math.floor(i / 40) * 8, 200]);
    expect(pixels[3]).toEqual(rgba(gradient));

    const cmyk = [
      [255, 0, 0, 0],
      [0, 255, 0, 0],
      [0, 0, 255, 0],
      [0, 0, 0, 255],
      [0, 0, 0, 0],
      [128, 128, 128, 128],
    ];
    const toRgb = ([c, m, y, k]: number[]) =>
      [c, m, y].map((v) => Math.floor(((255 - v!) * (255 - k!)) / 255));
    expect(pixels[4]).toEqual(rgba(cmyk.map(toRgb)));
    const [red, green, blue, white] = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [255, 255, 255],
    ];
    expect(pixels[5]).toEqual(rgba([red!, green!, blue!, white!, white!, blue!, green!, red!]));
    expect(pixels[6]).toEqual(grey([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((v) => v * 17)));
  });

  it('reads hand-written inline images: raw data holding "EI", ASCIIHex, DCT byte for byte, forms, named spaces', async () => {
    const doc = await PDFDocument.create();
    const form = doc.context.register(
      doc.context.stream(bytesOf('q BI /W 1 /H 1 /CS /G /BPC 8 ID ', [0x80], '\nEI Q'), {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, 10, 10],
      }),
    );
    const one = doc.addPage([200, 200]);
    one.node.setXObject(PDFName.of('Fm1'), form);
    one.node
      .Resources()!
      .set(
        PDFName.of('ColorSpace'),
        doc.context.obj({ Pal: ['Indexed', 'DeviceRGB', 1, PDFHexString.of('00ff00ff00ff')] }),
      );
    // Raw 3x2 RGB whose samples spell " EI Q " twice: only the computed length finds the real end.
    const raw = bytesOf(' EI Q ', [1, 2, 3, 250, 251, 252], ' EI Q ');
    // RunLength: one literal run of 12 bytes holding " EI Q " and binary, then the end-of-data byte.
    const runLength = [11, ...bytesOf(' EI Q '), 0xff, 0xfe, 0x00, 0x10, 0x20, 0x30, 128];
    // PDF 2.0 /L: the data past RunLength's end-of-data byte reads as content, another image even.
    const declared = bytesOf([1, 0x11, 0x22, 128], '\nEI BI /W 1 /H 1 /CS /G /BPC 8 ID ', [0x80], ' EI');
    const content = bytesOf(
      '% BI in a comment\nBT /F1 12 Tf (BI ID EI \\) BI) Tj ET\n',
      'q 30 0 0 20 0 0 cm BI /W 3 /H 2 /CS /RGB /BPC 8 ID ',
      raw,
      '\nEI Q\n',
      'BI /W 4 /H 1 /CS /G /BPC 8 /F /AHx ID 00 40 80 ff >\nEI\n',
      'BI /W 16 /H 12 /CS /RGB /BPC 8 /F /DCT ID ',
      JPEG,
      '\nEI\n',
      'BI /W 4 /H 1 /CS /RGB /BPC 8 /F [/RL] ID ',
      runLength,
      '\nEI\n',
      'BI /W 2 /H 1 /CS /Pal /BPC 1 ID ',
      [0x40],
      ' EI\n',
      `BI /W 2 /H 1 /CS /G /BPC 8 /F /RL /L ${declared.length} ID `,
      declared,
      '\nEI\n',
      '/Fm1 Do /Fm1 Do',
    );
    one.node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));
    const two = doc.addPage([200, 200]);
    two.node.setXObject(PDFName.of('Fm1'), form);
    const fax = bytesOf(
      '/Fm1 Do BI /W 8 /H 8 /IM true /F /CCF /DP << /K -1 /Columns 8 >> ID ',
      [0x26, 0xa0, 0, 0x10, 1],
      '\nEI',
    );
    two.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(fax)));

    const { decoders } = await loadNodeCodecs();
    const result = await extractImages({ name: 'hand.pdf', bytes: await doc.save() });
    expect(result.images.map((i) => `${i.name} ${i.width}x${i.height} p${i.page}`)).toEqual([
      'hand-p1-1.png 3x2 p0',
      'hand-p1-2.png 4x1 p0',
      'hand-p1-3.jpg 16x12 p0',
      'hand-p1-4.png 4x1 p0',
      'hand-p1-5.png 2x1 p0',
      'hand-p1-6.png 2x1 p0',
      'hand-p1-7.png 1x1 p0', // the form's image, once although drawn three times on two pages
    ]);
    expect(result.fallbackPages).toEqual([1]); // CCITT fax: the page is rendered instead
    const pixels = await Promise.all(
      result.images
        .filter((i) => i.type === 'image/png')
        .map(async (i) => Array.from((await decoders.png(i.bytes)).data)),
    );
    const triples = (bytes: Uint8Array) =>
      Array.from({ length: bytes.length / 3 }, (_, i) => Array.from(bytes.subarray(i * 3, i * 3 + 3)));
    expect(pixels[0]).toEqual(rgba(triples(raw)));
    expect(pixels[1]).toEqual(grey([0, 0x40, 0x80, 0xff]));
    expect(result.images[2]?.bytes).toEqual(JPEG);
    expect(pixels[2]).toEqual(rgba(triples(Uint8Array.from(runLength.slice(1, 13)))));
    expect(pixels[3]).toEqual(
      rgba([
        [0, 255, 0],
        [255, 0, 255],
      ]),
    );
    expect(pixels[4]).toEqual(grey([0x11, 0x22]));
    expect(pixels[5]).toEqual(grey([0x80]));
  });
});
