import { readFile } from 'node:fs/promises';
import { zlibSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeCodecs, type NodeCodecs } from './codecs-node.ts';
import type { Pixels } from './compress.ts';
import { readMetadata, removeLocation } from './metadata.ts';
import { crc32 } from './png-encode.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};
/** Byte-for-byte equality (vitest's deep equality walks a megabyte of pixels slowly). */
const same = (a: Uint8Array | Uint8ClampedArray, b: Uint8Array | Uint8ClampedArray) =>
  Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
const samePixels = (a: Pixels, b: Pixels) =>
  a.width === b.width && a.height === b.height && same(a.data, b.data);
const indexOf = (hay: Uint8Array, needle: Uint8Array) => Buffer.from(hay).indexOf(Buffer.from(needle));
const u32 = (n: number, little = false) => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n, little);
  return b;
};

let codecs: NodeCodecs;
let nikon: Uint8Array;
let iphone: Uint8Array;
let board: Uint8Array;
let stamp: Uint8Array;
beforeAll(async () => {
  codecs = await loadNodeCodecs();
  nikon = await fixture('nikon-gps.jpg');
  iphone = await fixture('iphone-orientation-6.jpg');
  board = await fixture('board-photo.jpg');
  stamp = await fixture('stamp.png');
});

/** The APP1 EXIF segment of a JPEG: [from, to) including its marker, and the TIFF block inside. */
function exifSegment(jpeg: Uint8Array) {
  const header = indexOf(jpeg, bytesOf('Exif\0\0'));
  const from = header - 4;
  const to = from + 2 + ((jpeg[from + 2]! << 8) | jpeg[from + 3]!);
  return { from, to, tiff: jpeg.slice(header + 6, to) };
}

/** Indexes where two equal-length byte arrays differ. */
const differences = (a: Uint8Array, b: Uint8Array) => {
  expect(a.length).toBe(b.length);
  const at: number[] = [];
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) at.push(i);
  return at;
};

/** A GPS latitude as XMP writes it (Adobe Lightroom and exiftool put EXIF GPS there too). */
const XMP_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="39,54.9333N" ' +
  'exif:GPSLongitude="116,23.45E"/></rdf:RDF></x:xmpmeta>';

describe('readMetadata', () => {
  it('finds the location and orientation real camera photos carry', () => {
    expect(readMetadata(nikon)).toEqual({ exif: true, xmp: true, orientation: 1, location: true });
    expect(readMetadata(iphone)).toEqual({ exif: true, xmp: true, orientation: 6, location: true });
    expect(readMetadata(board)).toEqual({ exif: false, xmp: false, orientation: 1, location: false });
  });

  it('finds no metadata in what the encoders write: a re-encoded image keeps none', async () => {
    const pixels = await codecs.decoders.jpeg(nikon);
    const none = { exif: false, xmp: false, orientation: 1, location: false };
    expect(readMetadata(await codecs.encoders.jpeg(pixels, 80))).toEqual(none);
    expect(readMetadata(await codecs.encoders.webp(pixels, 80))).toEqual(none);
    expect(readMetadata(await codecs.encoders.png(pixels, 2))).toEqual(none);
  });

  it('survives hostile offsets: an IFD pointing at itself and a block cut short', () => {
    const tiff = concat(
      bytesOf('MM\0\x2a'),
      u32(8),
      new Uint8Array([0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1]),
      u32(8),
      u32(8),
    );
    const looping = concat(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, tiff.length + 8]),
      bytesOf('Exif\0\0'),
      tiff,
    );
    expect(readMetadata(looping).location).toBe(false);
    expect(() => removeLocation(looping)).not.toThrow();
    const cut = nikon.subarray(0, exifSegment(nikon).from + 300);
    expect(() => readMetadata(cut)).not.toThrow();
    expect(() => removeLocation(cut)).not.toThrow();
  });
});

describe('removeLocation on JPEG', () => {
  it('erases the GPS IFD of a real Nikon photo and changes nothing outside its EXIF segment', async () => {
    const out = removeLocation(nikon);
    expect(readMetadata(out)).toEqual({ exif: true, xmp: true, orientation: 1, location: false });
    // The latitude 39/1 54/1 56/1 (little-endian rationals) is gone from the file, not just unlinked.
    const latitude = concat(...[39, 1, 54, 1, 56, 1].map((n) => u32(n, true)));
    expect(indexOf(nikon, latitude)).toBeGreaterThan(0);
    expect(indexOf(out, latitude)).toBe(-1);
    // Same length; every changed byte lies in the EXIF segment, so the image data is identical.
    const { from, to } = exifSegment(nikon);
    const changed = differences(nikon, out);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((i) => i >= from && i < to)).toBe(true);
    expect(samePixels(await codecs.decoders.jpeg(out), await codecs.decoders.jpeg(nikon))).toBe(true);
    // The input is left as it was.
    expect(readMetadata(nikon).location).toBe(true);
  });

  it('keeps the orientation, camera and thumbnail of a real iPhone photo', async () => {
    const out = removeLocation(iphone);
    expect(readMetadata(out)).toEqual({ exif: true, xmp: true, orientation: 6, location: false });
    const { from, to } = exifSegment(iphone);
    expect(differences(iphone, out).every((i) => i >= from && i < to)).toBe(true);
    expect(indexOf(out, bytesOf('iPhone 4S'))).toBeGreaterThan(0);
    const shown = await codecs.decoders.jpeg(out);
    expect([shown.width, shown.height]).toEqual([102, 205]);
  });

  it('drops an XMP packet that names a GPS position, and leaves a file without location untouched', () => {
    expect(same(removeLocation(board), board)).toBe(true);
    const xmp = bytesOf(`http://ns.adobe.com/xap/1.0/\0${XMP_GPS}`);
    const segment = concat(new Uint8Array([0xff, 0xe1, (xmp.length + 2) >> 8, (xmp.length + 2) & 255]), xmp);
    const tagged = concat(board.subarray(0, 2), segment, board.subarray(2));
    expect(readMetadata(tagged)).toMatchObject({ xmp: true, location: true });
    expect(same(removeLocation(tagged), board)).toBe(true);
  });
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Uint8Array) {
  const body = concat(bytesOf(type), data);
  return concat(u32(data.length), body, u32(crc32(body)));
}

/** Every chunk of a PNG with a CRC that matches. */
function pngChunksValid(png: Uint8Array): boolean {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < png.length; at += 12 + view.getUint32(at)) {
    const length = view.getUint32(at);
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return false;
  }
  return true;
}

describe('removeLocation on PNG and WebP', () => {
  it('erases GPS from a PNG eXIf chunk (CRC rewritten) and drops GPS XMP; IDAT untouched', async () => {
    const ihdrEnd = 8 + 12 + 13;
    const itxt = concat(bytesOf('XML:com.adobe.xmp\0\x01\0\0\0'), zlibSync(bytesOf(XMP_GPS)));
    const png = concat(
      stamp.subarray(0, ihdrEnd),
      pngChunk('eXIf', exifSegment(iphone).tiff),
      pngChunk('iTXt', itxt),
      stamp.subarray(ihdrEnd),
    );
    expect(pngChunksValid(png)).toBe(true);
    expect(readMetadata(png)).toEqual({ exif: true, xmp: true, orientation: 6, location: true });
    const out = removeLocation(png);
    expect(readMetadata(out)).toEqual({ exif: true, xmp: false, orientation: 6, location: false });
    expect(pngChunksValid(out)).toBe(true);
    expect(
      Buffer.from(out)
        .subarray(-(stamp.length - ihdrEnd))
        .equals(stamp.subarray(ihdrEnd)),
    ).toBe(true);
    expect(samePixels(await codecs.decoders.png(out), await codecs.decoders.png(png))).toBe(true);
  });

  it("drops ImageMagick's hex copy of the EXIF (zTXt 'Raw profile type exif') when it holds GPS", () => {
    const hex = Buffer.from(concat(bytesOf('Exif\0\0'), exifSegment(nikon).tiff)).toString('hex');
    const lines = hex.match(/.{1,72}/g)!.join('\n');
    const profile = bytesOf(`\nexif\n${String(hex.length / 2).padStart(8)}\n${lines}\n`);
    const ztxt = concat(bytesOf('Raw profile type exif\0\0'), zlibSync(profile));
    const ihdrEnd = 8 + 12 + 13;
    const png = concat(stamp.subarray(0, ihdrEnd), pngChunk('zTXt', ztxt), stamp.subarray(ihdrEnd));
    expect(readMetadata(png)).toMatchObject({ exif: true, location: true });
    expect(same(removeLocation(png), stamp)).toBe(true);
    // The same profile without its GPS IFD stays.
    const clean = Buffer.from(
      removeLocation(nikon).subarray(exifSegment(nikon).from + 4, exifSegment(nikon).to),
    ).toString('hex');
    const kept = concat(
      bytesOf('Raw profile type exif\0\0'),
      zlibSync(bytesOf(`\nexif\n${clean.length / 2}\n${clean}\n`)),
    );
    const keptPng = concat(stamp.subarray(0, ihdrEnd), pngChunk('zTXt', kept), stamp.subarray(ihdrEnd));
    expect(readMetadata(keptPng)).toMatchObject({ exif: true, location: false });
    expect(same(removeLocation(keptPng), keptPng)).toBe(true);
  });

  it('erases GPS from a WebP EXIF chunk and drops a GPS XMP chunk, fixing the RIFF size and flags', async () => {
    const pixels = await codecs.decoders.png(stamp);
    const plain = await codecs.encoders.webp(pixels, 70);
    const image = plain.subarray(12); // the VP8 chunk
    const tiff = exifSegment(iphone).tiff;
    const canvas = new Uint8Array([0x0c, 0, 0, 0, 499 & 255, 499 >> 8, 0, 499 & 255, 499 >> 8, 0]); // EXIF + XMP flags
    const pad = (b: Uint8Array) => (b.length % 2 ? concat(b, new Uint8Array(1)) : b);
    const chunk = (type: string, data: Uint8Array) =>
      concat(bytesOf(type), u32(data.length, true), pad(data));
    const body = concat(
      bytesOf('WEBP'),
      chunk('VP8X', canvas),
      image,
      chunk('EXIF', tiff),
      chunk('XMP ', bytesOf(XMP_GPS)),
    );
    const webp = concat(bytesOf('RIFF'), u32(body.length, true), body);
    expect(readMetadata(webp)).toEqual({ exif: true, xmp: true, orientation: 6, location: true });
    const out = removeLocation(webp);
    expect(readMetadata(out)).toEqual({ exif: true, xmp: false, orientation: 6, location: false });
    expect(new DataView(out.buffer).getUint32(4, true)).toBe(out.length - 8);
    expect(out[20]).toBe(0x08); // EXIF still flagged, XMP no longer
    expect(indexOf(out, image)).toBe(30); // the image chunk right after VP8X, byte for byte
    expect(samePixels(await codecs.decoders.webp(out), await codecs.decoders.webp(plain))).toBe(true);
  });
});
