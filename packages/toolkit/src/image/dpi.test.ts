import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeCodecs, type NodeCodecs } from './codecs-node.ts';
import { jpegSegments, pngChunks } from './containers.ts';
import { readDpi, setDpi } from './dpi.ts';
import { readTiffDpi } from './exif-resolution.ts';
import { crc32 } from './png-encode.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

/** Sets the DPI and returns the new bytes, failing the test when the engine refuses. */
function set(bytes: Uint8Array, dpi: number) {
  const out = setDpi(bytes, dpi);
  if (!out.ok) throw new Error(`refused: ${out.reason}`);
  return out.bytes;
}
/** Everything from the first SOS on: the compressed picture. */
const scans = (jpeg: Uint8Array) => jpeg.subarray(jpegSegments(jpeg)!.rest);
const exifTiff = (jpeg: Uint8Array) => {
  const s = jpegSegments(jpeg)!.segments.find((x) => x.marker === 0xe1 && jpeg[x.from + 4] === 0x45)!;
  return jpeg.subarray(s.from + 10, s.to);
};
const jfif = (jpeg: Uint8Array) => {
  const s = jpegSegments(jpeg)!.segments.find((x) => x.marker === 0xe0)!;
  const v = new DataView(jpeg.buffer, jpeg.byteOffset);
  return { unit: jpeg[s.from + 11], x: v.getUint16(s.from + 12), y: v.getUint16(s.from + 14) };
};

let codecs: NodeCodecs;
beforeAll(async () => {
  codecs = await loadNodeCodecs();
});

describe('setDpi on JPEG', () => {
  it('rewrites JFIF and EXIF in place on an iPhone photo; the picture bytes are untouched', async () => {
    const photo = await fixture('iphone-orientation-6.jpg');
    expect(readDpi(photo)).toEqual({ ok: true, format: 'jpeg', dpi: { x: 72, y: 72 } });
    const out = set(photo, 300);
    expect(out.length).toBe(photo.length);
    expect(jfif(out)).toEqual({ unit: 1, x: 300, y: 300 });
    expect(readTiffDpi(exifTiff(out))).toEqual({ x: 300, y: 300 });
    expect(same(scans(out), scans(photo))).toBe(true);
    let changed = 0;
    for (let i = 0; i < out.length; i++) if (out[i] !== photo[i]) changed++;
    expect(changed).toBeLessThanOrEqual(4 + 2 * 8); // JFIF densities and the two EXIF rationals
    expect(readDpi(out)).toEqual({ ok: true, format: 'jpeg', dpi: { x: 300, y: 300 } });
  });

  it('adds a JFIF segment to a JPEG that has none and keeps the rest byte for byte', async () => {
    const board = await fixture('board-photo.jpg');
    expect(readDpi(board)).toEqual({ ok: true, format: 'jpeg', dpi: null });
    const out = set(board, 96);
    expect(out.length).toBe(board.length + 18);
    expect(same(out.subarray(20), board.subarray(2))).toBe(true);
    expect(jfif(out)).toEqual({ unit: 1, x: 96, y: 96 });
    const [before, after] = [await codecs.decoders.jpeg(board), await codecs.decoders.jpeg(out)];
    expect(same(new Uint8Array(after.data.buffer), new Uint8Array(before.data.buffer))).toBe(true);
  });

  it("keeps JFIF, EXIF and Photoshop's resolution in agreement (Nikon photo edited in Photoshop)", async () => {
    const nikon = await fixture('nikon-gps.jpg');
    expect(readDpi(nikon)).toMatchObject({ dpi: { x: 256, y: 256 } });
    const out = set(nikon, 300);
    expect(jfif(out)).toEqual({ unit: 1, x: 300, y: 300 });
    expect(readTiffDpi(exifTiff(out))).toEqual({ x: 300, y: 300 });
    const record = Buffer.from(out).indexOf(Buffer.from(text('8BIM\x03\xed')));
    expect(record).toBeGreaterThan(0);
    const view = new DataView(out.buffer, out.byteOffset);
    const data = record + 12; // '8BIM', id, empty name (2 bytes), size
    expect([view.getUint32(data), view.getUint16(data + 4), view.getUint32(data + 8)]).toEqual([
      300 * 65536,
      1,
      300 * 65536,
    ]);
    expect(same(scans(out), scans(nikon))).toBe(true);
  });

  it('puts no JFIF marker into an Adobe JPEG: the DPI goes into EXIF instead', async () => {
    const nikon = await fixture('nikon-gps.jpg');
    const app0 = jpegSegments(nikon)!.segments.find((s) => s.marker === 0xe0)!;
    const adobeOnly = new Uint8Array([...nikon.subarray(0, app0.from), ...nikon.subarray(app0.to)]);
    const out = set(adobeOnly, 150);
    expect(jpegSegments(out)!.segments.some((s) => s.marker === 0xe0)).toBe(false);
    expect(readDpi(out)).toEqual({ ok: true, format: 'jpeg', dpi: { x: 150, y: 150 } });
  });

  it('refuses a JPEG whose segments run past its end', async () => {
    const photo = await fixture('iphone-orientation-6.jpg');
    expect(setDpi(photo.subarray(0, 300), 300)).toEqual({ ok: false, reason: 'damaged' });
  });
});

describe('setDpi on PNG, BMP and TIFF', () => {
  it('replaces pHYs; IDAT and every other chunk stay byte for byte, CRCs valid', async () => {
    const png = await fixture('meta/book-diagram.png');
    expect(readDpi(png)).toMatchObject({ ok: true, dpi: { x: expect.closeTo(144, 0) } });
    const out = set(png, 300);
    expect(out.length).toBe(png.length);
    const chunks = pngChunks(out)!;
    for (const c of chunks) {
      const crc = new DataView(out.buffer).getUint32(c.to - 4);
      expect(crc).toBe(crc32(out.subarray(c.from + 4, c.to - 4)));
    }
    const phys = chunks.find((c) => c.type === 'pHYs')!;
    expect(new DataView(out.buffer).getUint32(phys.from + 8)).toBe(11811); // 300 dpi in pixels per metre
    const idat = (b: Uint8Array) =>
      pngChunks(b)!
        .filter((c) => c.type === 'IDAT')
        .map((c) => b.subarray(c.from, c.to));
    expect(idat(out).every((c, i) => same(c, idat(png)[i]!))).toBe(true);
    expect(Math.round((readDpi(out) as { dpi: { x: number } }).dpi.x)).toBe(300);
  });

  it('inserts pHYs before the first IDAT of a PNG that has none; the pixels decode the same', async () => {
    const stamp = await fixture('stamp.png');
    const out = set(stamp, 72);
    const types = pngChunks(out)!.map((c) => c.type);
    expect(types.indexOf('pHYs')).toBe(types.indexOf('IDAT') - 1);
    const [a, b] = [await codecs.decoders.png(stamp), await codecs.decoders.png(out)];
    expect(same(new Uint8Array(a.data.buffer), new Uint8Array(b.data.buffer))).toBe(true);
  });

  it('sets a BMP header resolution', async () => {
    const bmp = await fixture('formats/rgb24.bmp');
    const out = set(bmp, 200);
    expect(same(out.subarray(46), bmp.subarray(46))).toBe(true);
    expect(Math.round((readDpi(out) as { dpi: { x: number } }).dpi.x)).toBe(200);
  });

  it('sets a TIFF file in place, or appends a new first IFD when the tags are missing', async () => {
    const withTags = await fixture('formats/hpredict_packbits.tiff');
    expect(readDpi(withTags)).toMatchObject({ dpi: { x: 72, y: 72 } });
    const a = set(withTags, 600);
    expect(a.length).toBe(withTags.length);
    expect(readDpi(a)).toMatchObject({ dpi: { x: 600, y: 600 } });
    const without = await fixture('formats/rgb-3c-16b.tiff');
    expect(readDpi(without)).toMatchObject({ ok: true, dpi: null });
    const b = set(without, 300);
    expect(same(b.subarray(8, without.length), without.subarray(8))).toBe(true); // only the header's IFD offset changes
    expect(readDpi(b)).toMatchObject({ dpi: { x: 300, y: 300 } });
  });

  it('says why WebP, GIF and HEIC files cannot carry a DPI', async () => {
    const pixels = await codecs.decoders.png(await fixture('stamp.png'));
    expect(setDpi(await codecs.encoders.webp(pixels, 80), 300)).toEqual({ ok: false, reason: 'webp' });
    expect(setDpi(await fixture('formats/alpha_gif_a.gif'), 300)).toEqual({ ok: false, reason: 'gif' });
    expect(setDpi(await fixture('meta/three-images.heic'), 300)).toEqual({ ok: false, reason: 'heic' });
    expect(setDpi(text('hello'), 300)).toEqual({ ok: false, reason: 'unknown' });
  });
});
