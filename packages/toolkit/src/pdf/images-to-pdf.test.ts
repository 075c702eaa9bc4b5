import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { PDFRawStream, PDFStream } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, decodePDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { imagesToPdf, jpegOrientation, placementMatrix } from './images-to-pdf.ts';

const PHOTO = new Uint8Array(readFileSync(new URL('../image/__fixtures__/board-photo.jpg', import.meta.url))); // 720 x 477, no EXIF
const STAMP = new Uint8Array(readFileSync(new URL('../image/__fixtures__/stamp.png', import.meta.url))); // 500 x 500 RGB

/** The photo with an APP1 Exif segment (big- or little-endian TIFF) whose IFD0 holds only Orientation. */
function withOrientation(jpeg: Uint8Array, orientation: number, little = false): Uint8Array {
  const tiff = new Uint8Array(26);
  const v = new DataView(tiff.buffer);
  tiff.set(little ? [0x49, 0x49] : [0x4d, 0x4d]);
  v.setUint16(2, 42, little);
  v.setUint32(4, 8, little);
  v.setUint16(8, 1, little); // one entry
  v.setUint16(10, 0x0112, little);
  v.setUint16(12, 3, little); // SHORT
  v.setUint32(14, 1, little);
  v.setUint16(18, orientation, little);
  v.setUint32(22, 0, little); // no next IFD
  const payload = new Uint8Array([0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff]);
  const segment = new Uint8Array([
    0xff,
    0xe1,
    (payload.length + 2) >> 8,
    (payload.length + 2) & 0xff,
    ...payload,
  ]);
  return new Uint8Array([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A w x h RGBA PNG: opaque red left half, fully transparent right half. */
function alphaPng(w: number, h: number): Uint8Array {
  const raw = new Uint8Array(h * (1 + w * 4));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw.set([255, 0, 0, x < w / 2 ? 255 : 0], y * (1 + w * 4) + 1 + x * 4);
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat([...data]));
    const out = new Uint8Array(12 + data.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, data.length);
    out.set(body, 4);
    v.setUint32(8 + data.length, crc32(body));
    return out;
  };
  const ihdr = new Uint8Array(13);
  new DataView(ihdr.buffer).setUint32(0, w);
  new DataView(ihdr.buffer).setUint32(4, h);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return new Uint8Array([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk('IHDR', ihdr),
    ...chunk('IDAT', deflateSync(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

/** Each page's size, the `cm` matrix that draws its image, and the image XObject's dictionary. */
async function pagesOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const list = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = list
      .map((ref) => doc.context.lookup(ref))
      .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s as PDFRawStream).decode()))
      .join('\n');
    const cm = /(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm/.exec(ops)!.slice(1, 7).map(Number);
    const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const image = doc.context.lookup(xobjects.values()[0]) as PDFStream;
    const size = page.getSize();
    return { size: [Math.round(size.width), Math.round(size.height)], cm, image: image.dict };
  });
}

describe('jpegOrientation', () => {
  it('reads the tag in both byte orders and defaults to 1', () => {
    expect(jpegOrientation(PHOTO)).toBe(1);
    expect(jpegOrientation(withOrientation(PHOTO, 6))).toBe(6);
    expect(jpegOrientation(withOrientation(PHOTO, 8, true))).toBe(8);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, 40, 1]))).toBe(1);
  });
});

describe('placementMatrix', () => {
  it('maps the image corners to the box as seen', () => {
    const box = { x: 10, y: 20, width: 477, height: 720 };
    // Orientation 6: the stored top-left corner (0, 1) must show at the box's top-right.
    const m = placementMatrix(6, box);
    expect([m[0] * 0 + m[2] * 1 + m[4], m[1] * 0 + m[3] * 1 + m[5]]).toEqual([10 + 477, 20 + 720]);
  });
});

describe('imagesToPdf', () => {
  it('fits each page to its image and turns a JPEG with EXIF orientation 6 upright', async () => {
    const pdf = await imagesToPdf(
      [
        { name: 'turned.jpg', bytes: withOrientation(PHOTO, 6) },
        { name: 'plain.jpg', bytes: PHOTO },
      ],
      { pageSize: 'fit', margin: 0 },
    );
    const pages = await pagesOf(pdf);
    expect(pages.map((p) => p.size)).toEqual([
      [477, 720],
      [720, 477],
    ]);
    // Stored 720 x 477, drawn turned a quarter clockwise into 477 x 720.
    expect(pages[0]!.cm).toEqual([0, -720, 477, 0, 0, 720]);
    expect(pages[1]!.cm).toEqual([720, 0, 0, 477, 0, 0]);
    // The JPEG is embedded as it is, not re-encoded.
    expect(pages[1]!.image.get(PDFName.of('Filter'))).toEqual(PDFName.of('DCTDecode'));
  });

  it('keeps PNG transparency as a soft mask and centres images on A4 with auto orientation', async () => {
    const pdf = await imagesToPdf(
      [
        { name: 'alpha.png', bytes: alphaPng(40, 20) },
        { name: 'stamp.png', bytes: STAMP },
        { name: 'wide.jpg', bytes: PHOTO },
      ],
      { pageSize: 'a4', orientation: 'auto', margin: 36 },
    );
    const pages = await pagesOf(pdf);
    expect(pages.map((p) => p.size)).toEqual([
      [842, 595],
      [595, 842],
      [842, 595],
    ]);
    expect(pages[0]!.image.get(PDFName.of('SMask'))).toBeDefined();
    expect(pages[1]!.image.get(PDFName.of('SMask'))).toBeUndefined();
    // Small images keep their size, centred.
    expect(pages[0]!.cm.map((n) => Math.round(n))).toEqual([40, 0, 0, 20, 401, 288]);
    // The 720 x 477 photo fits inside 841.89 - 72 by 595.28 - 72 as it is.
    expect(pages[2]!.cm.map((n) => Math.round(n))).toEqual([720, 0, 0, 477, 61, 59]);
  });

  it('uses portrait or landscape when asked, Letter size, and names an unreadable image', async () => {
    const pdf = await imagesToPdf([{ name: 'a.jpg', bytes: PHOTO }], {
      pageSize: 'letter',
      orientation: 'portrait',
    });
    expect((await pagesOf(pdf)).map((p) => p.size)).toEqual([[612, 792]]);
    await expect(
      imagesToPdf([{ name: 'notes.png', bytes: new TextEncoder().encode('hello') }]),
    ).rejects.toMatchObject({ code: 'image_unreadable', params: { name: 'notes.png' } });
  });
});
