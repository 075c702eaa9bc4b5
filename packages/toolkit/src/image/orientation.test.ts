import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeCodecs, type NodeCodecs } from './codecs-node.ts';
import type { Pixels } from './compress.ts';
import { readImageSize } from './dimensions.ts';
import { orientPixels } from './orientation.ts';
import { crc32 } from './png-encode.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));

let codecs: NodeCodecs;
beforeAll(async () => {
  codecs = await loadNodeCodecs();
});

/** An independent reference: the picture turned a quarter clockwise, or half a turn. */
function turned(p: Pixels, quarters: 1 | 2): Pixels {
  const width = quarters === 1 ? p.height : p.width;
  const height = quarters === 1 ? p.width : p.height;
  const data = new Uint8ClampedArray(p.data.length);
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const [tx, ty] = quarters === 1 ? [p.height - 1 - y, x] : [p.width - 1 - x, p.height - 1 - y];
      data.set(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 4), (ty * width + tx) * 4);
    }
  }
  return { data, width, height };
}

/** Mean absolute difference per channel between two same-size pictures (0 = identical). */
function meanDiff(a: Pixels, b: Pixels): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / ((a.data.length / 4) * 3);
}

describe('the Node JPEG decoder applies EXIF orientation, as Chromium does', () => {
  it('shows a real iPhone photo with orientation 6 upright: width and height swapped', async () => {
    const bytes = await fixture('iphone-orientation-6.jpg');
    expect(readImageSize(bytes)).toEqual({ width: 205, height: 102 }); // as stored
    const shown = await codecs.decoders.jpeg(bytes);
    expect([shown.width, shown.height]).toEqual([102, 205]);
  });

  it('turns orientations 3 and 8 of the same photo consistently with 6', async () => {
    const six = await codecs.decoders.jpeg(await fixture('iphone-orientation-6.jpg'));
    const three = await codecs.decoders.jpeg(await fixture('iphone-orientation-3.jpg'));
    const eight = await codecs.decoders.jpeg(await fixture('iphone-orientation-8.jpg'));
    expect([three.width, three.height]).toEqual([205, 102]);
    expect([eight.width, eight.height]).toEqual([102, 205]);
    // 8 is 6 turned half a turn; 3 (half a turn from stored) is 6 turned a further quarter clockwise.
    expect(meanDiff(eight, turned(six, 2))).toBe(0);
    expect(meanDiff(three, turned(six, 1))).toBe(0);
  });

  it('shows each of the 8 stored variants of one picture as the upright one looks', async () => {
    const upright = await codecs.decoders.jpeg(await fixture('orientation-f1.jpg'));
    for (let n = 2; n <= 8; n++) {
      const shown = await codecs.decoders.jpeg(await fixture(`orientation-f${n}.jpg`));
      // The eight files hold the same DCT blocks moved losslessly, so the upright pixels match exactly;
      // unturned, they differ by about 100 levels on average.
      expect(meanDiff(shown, upright), `orientation ${n}`).toBe(0);
    }
  });
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

describe('PNG and WebP orientation follow Chromium', () => {
  it('turns a PNG by its eXIf orientation and shows a WebP as stored, as Chromium does', async () => {
    const photo = await fixture('iphone-orientation-6.jpg');
    const stored = await codecs.decoders.jpegAsStored(photo);
    expect([stored.width, stored.height]).toEqual([205, 102]);
    // The photo's own EXIF block (orientation 6) in an eXIf chunk right after IHDR.
    const header = Buffer.from(photo).indexOf('Exif\0\0', 0, 'latin1');
    const tiff = photo.subarray(header + 6, header - 2 + ((photo[header - 2]! << 8) | photo[header - 1]!));
    const png = await codecs.encoders.png(stored, 2);
    const tagged = Buffer.concat([png.subarray(0, 33), pngChunk('eXIf', tiff), png.subarray(33)]);
    const shown = await codecs.decoders.png(tagged);
    expect([shown.width, shown.height]).toEqual([102, 205]);
    expect(meanDiff(shown, await codecs.decoders.jpeg(photo))).toBe(0);
    // Chromium 156 shows a WebP as stored even with an EXIF chunk saying 6 (measured with
    // createImageBitmap), so Node must too: the same photo in a VP8X WebP with that EXIF chunk.
    const vp8 = (await codecs.encoders.webp(stored, 80)).subarray(12);
    const riffChunk = (type: string, data: Uint8Array) => {
      const head = Buffer.alloc(8);
      head.write(type, 'latin1');
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
    };
    const canvas = Buffer.alloc(10);
    canvas[0] = 0x08; // has EXIF
    canvas.writeUIntLE(205 - 1, 4, 3);
    canvas.writeUIntLE(102 - 1, 7, 3);
    const body = Buffer.concat([
      Buffer.from('WEBP'),
      riffChunk('VP8X', canvas),
      vp8,
      riffChunk('EXIF', tiff),
    ]);
    const riff = Buffer.alloc(8);
    riff.write('RIFF', 'latin1');
    riff.writeUInt32LE(body.length, 4);
    const webp = Buffer.concat([riff, body]);
    const shownWebp = await codecs.decoders.webp(webp);
    expect([shownWebp.width, shownWebp.height]).toEqual([205, 102]);
  });
});

describe('orientPixels', () => {
  const tiny: Pixels = {
    // 2 × 3 stored pixels numbered 1..6 in their red channel.
    data: new Uint8ClampedArray([1, 2, 3, 4, 5, 6].flatMap((v) => [v, 0, 0, 255])),
    width: 2,
    height: 3,
  };
  const reds = (p: Pixels) => [...p.data].filter((_, i) => i % 4 === 0);

  it('moves every pixel where each orientation says', () => {
    expect(reds(orientPixels(tiny, 1))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(reds(orientPixels(tiny, 2))).toEqual([2, 1, 4, 3, 6, 5]);
    expect(reds(orientPixels(tiny, 3))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(reds(orientPixels(tiny, 4))).toEqual([5, 6, 3, 4, 1, 2]);
    expect(reds(orientPixels(tiny, 5))).toEqual([1, 3, 5, 2, 4, 6]);
    expect(reds(orientPixels(tiny, 6))).toEqual([5, 3, 1, 6, 4, 2]);
    expect(reds(orientPixels(tiny, 7))).toEqual([6, 4, 2, 5, 3, 1]);
    expect(reds(orientPixels(tiny, 8))).toEqual([2, 4, 6, 1, 3, 5]);
    expect([orientPixels(tiny, 6).width, orientPixels(tiny, 6).height]).toEqual([3, 2]);
  });
});
