import { readFile } from 'node:fs/promises';
import encodeWebp from '@jsquash/webp/encode.js';
import { describe, expect, it } from 'vitest';
import { loadNodeCodecs } from './codecs-node.ts';
import { isTooLarge } from './compress.ts';
import { readImageSize } from './dimensions.ts';

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));

describe('readImageSize', () => {
  it('reads real JPEG and PNG files', async () => {
    expect(readImageSize(await fixture('board-photo.jpg'))).toEqual({ width: 720, height: 477 });
    expect(readImageSize(await fixture('stamp.png'))).toEqual({ width: 500, height: 500 });
  });

  it('reads the three WebP flavours: lossy, lossless and extended (alpha)', async () => {
    const { decoders } = await loadNodeCodecs();
    const photo = await decoders.jpeg(await fixture('board-photo.jpg'));
    const lossy = new Uint8Array(await encodeWebp(photo, { quality: 50 }));
    const lossless = new Uint8Array(await encodeWebp(photo, { lossless: 1, method: 0 }));
    const data = photo.data.slice();
    data[3] = 10; // one translucent pixel makes the encoder write a VP8X header with alpha
    const alpha = new Uint8Array(await encodeWebp({ ...photo, data }, { quality: 50 }));
    for (const [bytes, chunk] of [
      [lossy, 'VP8 '],
      [lossless, 'VP8L'],
      [alpha, 'VP8X'],
    ] as const) {
      expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe(chunk);
      expect(readImageSize(bytes)).toEqual({ width: 720, height: 477 });
    }
  });

  it('reads GIF and BMP headers, and a huge PNG header without its pixels', () => {
    const gif = new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([0x20, 0x03, 0x58, 0x02]));
    expect(readImageSize(gif)).toEqual({ width: 800, height: 600 });
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 640, true);
    new DataView(bmp.buffer).setInt32(22, -480, true); // top-down BMPs store a negative height
    expect(readImageSize(bmp)).toEqual({ width: 640, height: 480 });
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 30_000);
    new DataView(png.buffer).setUint32(20, 20_000);
    const size = readImageSize(png)!;
    expect(size).toEqual({ width: 30_000, height: 20_000 });
    expect(isTooLarge(size.width, size.height)).toBe(true);
  });

  it('answers null for unknown or truncated data', async () => {
    expect(readImageSize(new TextEncoder().encode('hello world, not an image'))).toBeNull();
    expect(readImageSize((await fixture('board-photo.jpg')).subarray(0, 12))).toBeNull();
    expect(readImageSize(new Uint8Array(0))).toBeNull();
  });
});
