import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNodeCodecs, type NodeCodecs } from './codecs-node.ts';
import type { Pixels } from './compress.ts';
import { jpegSegments, pngChunks } from './containers.ts';
import { tiffOrientation } from './exif.ts';
import { readExifSummary } from './exif-fields.ts';
import { openHeic, type HeicFile, type HeicImage, type LibHeif } from './heic.ts';
import { loadNodeLibHeif } from './heic-node.ts';
import { readMetadata } from './metadata.ts';
import { withJpegMetadata, withPngMetadata } from './metadata-write.ts';
import { crc32 } from './png-encode.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));
const whole = (b: Uint8Array) => ({ bytes: b, start: 0, end: b.length });

let lib: LibHeif;
let codecs: NodeCodecs;
beforeAll(async () => {
  [lib, codecs] = await Promise.all([loadNodeLibHeif(), loadNodeCodecs()]);
});

function open(bytes: Uint8Array): HeicFile {
  const file = openHeic(lib, bytes);
  if (typeof file === 'string') throw new Error(file);
  return file;
}
async function decodeFirst(name: string): Promise<HeicImage> {
  const file = open(await fixture(name));
  try {
    const image = await file.decode(0);
    if (typeof image === 'string') throw new Error(image);
    return image;
  } finally {
    file.close();
  }
}

/** Mean absolute difference per channel after shrinking `big` to `small`'s size by box averaging. */
function meanDifference(big: Pixels, small: Pixels): number {
  const fx = big.width / small.width;
  const fy = big.height / small.height;
  let total = 0;
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        let n = 0;
        for (let yy = Math.floor(y * fy); yy < Math.floor((y + 1) * fy); yy++) {
          for (let xx = Math.floor(x * fx); xx < Math.floor((x + 1) * fx); xx++, n++)
            sum += big.data[(yy * big.width + xx) * 4 + c]!;
        }
        total += Math.abs(sum / n - small.data[(y * small.width + x) * 4 + c]!);
      }
    }
  }
  return total / (small.width * small.height * 3);
}

describe('openHeic', () => {
  it("decodes a Xiaomi phone photo: it matches the camera's own JPEG thumbnail, and keeps camera, date and GPS", async () => {
    const image = await decodeFirst('meta/xiaomi-gps.heic');
    expect([image.pixels.width, image.pixels.height, image.primary]).toEqual([2592, 1944, true]);
    const summary = readExifSummary(whole(image.exif!));
    expect(summary).toMatchObject({
      make: 'Xiaomi',
      model: 'M2012K11AG',
      taken: '2023:04:27 19:44:18',
      thumbnail: true,
    });
    expect(summary.gps!.lat).toBeCloseTo(47.2273, 4);
    expect(summary.gps!.lng).toBeCloseTo(39.7, 4);
    // The EXIF thumbnail was written by the phone from the same picture: an independent reference.
    const tiff = Buffer.from(image.exif!);
    const thumb = tiff.subarray(tiff.indexOf(Buffer.from([0xff, 0xd8, 0xff])));
    const small = await codecs.decoders.jpeg(new Uint8Array(thumb));
    expect(small.width / small.height).toBeCloseTo(2592 / 1944, 1);
    expect(meanDifference(image.pixels, small)).toBeLessThan(8);
  });

  it('turns an iPhone photo upright as its irot property says, and resets the EXIF orientation', async () => {
    const image = await decodeFirst('meta/iphone-12mp-rotated.heic');
    expect([image.pixels.width, image.pixels.height]).toEqual([3024, 4032]); // stored 4032 × 3024
    expect(tiffOrientation(whole(image.exif!))).toBe(1);
    expect(readExifSummary(whole(image.exif!))).toMatchObject({ make: 'Apple', model: 'iPhone 8 Plus' });
    expect(String.fromCharCode(...image.icc!.subarray(36, 40))).toBe('acsp'); // an ICC profile (Display P3)
  }, 30_000);

  it('gives every image of a multi-image file, with the primary one marked', async () => {
    const file = open(await fixture('meta/three-images.heic'));
    expect(file.count).toBe(3);
    const images = [];
    for (let i = 0; i < file.count; i++) images.push(await file.decode(i));
    file.close();
    expect(
      images.map((im) => typeof im !== 'string' && [im.pixels.width, im.pixels.height, im.primary]),
    ).toEqual([
      [64, 64, false],
      [64, 64, true],
      [96, 64, false],
    ]);
  });

  it('refuses a damaged HEIC and a file that is not one', async () => {
    expect(openHeic(lib, await fixture('meta/truncated.heic'))).toBe('damaged');
    expect(openHeic(lib, await fixture('board-photo.jpg'))).toBe('not_heic');
  });
});

describe('carrying metadata into the converted file', () => {
  it('writes EXIF (without the 190 KB thumbnail that cannot fit), ICC and keeps the JPEG pixels', async () => {
    const image = await decodeFirst('meta/xiaomi-gps.heic');
    const jpeg = await codecs.encoders.jpeg(image.pixels, 85);
    const { bytes, dropped } = withJpegMetadata(jpeg, image);
    expect(dropped).toEqual([]);
    expect(readMetadata(bytes)).toMatchObject({ exif: true, orientation: 1, location: true });
    const exif = jpegSegments(bytes)!.segments.find((s) => s.marker === 0xe1)!;
    expect(exif.to - exif.from).toBeLessThan(65536);
    expect(readExifSummary({ bytes, start: exif.from + 10, end: exif.to })).toMatchObject({
      make: 'Xiaomi',
      thumbnail: false,
    });
    const [a, b] = [await codecs.decoders.jpeg(jpeg), await codecs.decoders.jpeg(bytes)];
    expect(Buffer.from(a.data.buffer).equals(Buffer.from(b.data.buffer))).toBe(true);
  });

  it('writes iCCP and eXIf into a PNG with valid CRCs', async () => {
    const image = await decodeFirst('meta/three-images.heic');
    const withMeta = withPngMetadata(await codecs.encoders.png(image.pixels, 1), {
      ...image,
      exif: Uint8Array.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0]),
    });
    const chunks = pngChunks(withMeta)!;
    expect(chunks.map((c) => c.type).slice(0, 3)).toEqual(['IHDR', 'iCCP', 'eXIf']);
    for (const c of chunks)
      expect(new DataView(withMeta.buffer).getUint32(c.to - 4)).toBe(
        crc32(withMeta.subarray(c.from + 4, c.to - 4)),
      );
    expect((await codecs.decoders.png(withMeta)).width).toBe(64);
  });
});
