import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeBmp } from './bmp.ts';
import type { Pixels } from './compress-types.ts';
import { flattenOnto } from './flatten.ts';
import { encodeGif } from './gif.ts';
import { encodeIco, readIcoDirectory } from './ico.ts';
import { encodePng } from './png-encode.ts';
import { meanDiff, photo } from './test-photos-node.ts';

/*
 * The BMP, GIF and ICO writers (image_format_change), each file read back by Debian's ffmpeg, a
 * decoder none of us wrote: what it sees is what other programs will see.
 */

/**
 * Decodes `bytes` with ffmpeg to RGBA; `stream` picks one image of a multi-image file. Through a
 * file: ffmpeg's GIF probe seeks, which a pipe cannot.
 */
function ffmpegDecode(bytes: Uint8Array, stream = 0): Pixels {
  const dir = mkdtempSync(join(tmpdir(), 'writers-'));
  const file = join(dir, 'image');
  writeFileSync(file, bytes);
  try {
    const [width, height] = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', `v:${stream}`],
      ...['-show_entries', 'stream=width,height', '-of', 'csv=p=0', file],
    ])
      .toString()
      .trim()
      .split(',')
      .map(Number) as [number, number];
    const raw = execFileSync(
      'ffmpeg',
      [
        ...['-v', 'error', '-i', file, '-map', `0:v:${stream}`, '-frames:v', '1'],
        ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-'],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    expect(raw.length).toBe(width * height * 4);
    return { width, height, data: new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The pixels-per-metre fields of a BMP's info header. */
function bmpResolution(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getInt32(38, true), view.getInt32(42, true)];
}

describe('image writers, read back by ffmpeg', () => {
  it('writes an opaque photo as a 24-bit BMP, pixel for pixel, with its DPI', async () => {
    const cat = await photo('chelsea.png');
    const bmp = encodeBmp(cat, 300);
    expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe('BM');
    expect(new DataView(bmp.buffer).getUint16(28, true)).toBe(24);
    const back = ffmpegDecode(bmp);
    expect([back.width, back.height]).toEqual([451, 300]);
    expect(Buffer.from(back.data).equals(Buffer.from(cat.data))).toBe(true);
    // 300 DPI = 11811 pixels per metre (rounded), both ways.
    expect(bmpResolution(bmp)).toEqual([11811, 11811]);
    expect(bmpResolution(encodeBmp(cat))).toEqual([2835, 2835]);
  });

  it('writes a picture with transparency as a 32-bit BMP that keeps its alpha', async () => {
    const signature = await photo('signature-alpha.png');
    const bmp = encodeBmp(signature);
    expect(new DataView(bmp.buffer).getUint16(28, true)).toBe(32);
    const back = ffmpegDecode(bmp);
    expect([back.width, back.height]).toEqual([225, 79]);
    // Colour where it shows, and the alpha channel exactly.
    const alpha = (p: Pixels) => p.data.filter((_, i) => i % 4 === 3);
    expect(Buffer.from(alpha(back)).equals(Buffer.from(alpha(signature)))).toBe(true);
    for (let i = 0; i < signature.data.length; i += 4) {
      if (signature.data[i + 3] === 0) continue;
      expect(back.data.subarray(i, i + 3)).toEqual(signature.data.subarray(i, i + 3));
    }
  });

  it('writes a GIF of at most 256 colours close to the photo', async () => {
    const cat = await photo('chelsea.png');
    const gif = encodeGif(cat);
    expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe('GIF89a');
    const back = ffmpegDecode(gif);
    expect([back.width, back.height]).toEqual([451, 300]);
    const colours = new Set<number>();
    for (let i = 0; i < back.data.length; i += 4)
      colours.add((back.data[i]! << 16) | (back.data[i + 1]! << 8) | back.data[i + 2]!);
    expect(colours.size).toBeLessThanOrEqual(256);
    expect(colours.size).toBeGreaterThan(64);
    // Median-cut without dithering: a few levels off on average, not a different picture.
    expect(meanDiff(back, cat)).toBeLessThan(6);
  });

  it("keeps a GIF's fully clear pixels clear and flattens the half-clear ones", async () => {
    const signature = await photo('signature-alpha.png');
    const back = ffmpegDecode(encodeGif(signature, [255, 255, 255]));
    const flat = flattenOnto(signature, [255, 255, 255], true);
    let clear = 0;
    for (let i = 0; i < signature.data.length; i += 4) {
      if (signature.data[i + 3] === 0) {
        clear++;
        expect(back.data[i + 3]).toBe(0);
      } else expect(back.data[i + 3]).toBe(255);
    }
    expect(clear).toBeGreaterThan(1000);
    // Where it shows, the colour is the flattened one, within the palette's rounding.
    let sum = 0;
    let shown = 0;
    for (let i = 0; i < flat.data.length; i += 4) {
      if (signature.data[i + 3] === 0) continue;
      shown++;
      for (let c = 0; c < 3; c++) sum += Math.abs(back.data[i + c]! - flat.data[i + c]!);
    }
    expect(sum / (shown * 3)).toBeLessThan(8);
  });

  it('packs PNG entries into an ICO that ffmpeg opens image by image', async () => {
    const signature = await photo('signature-alpha.png');
    // Square entries cut from the picture's middle, as the tool makes them after resizing.
    const square = (size: number): Pixels => {
      const data = new Uint8ClampedArray(size * size * 4);
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          const from = ((y % signature.height) * signature.width + (x % signature.width)) * 4;
          data.set(signature.data.subarray(from, from + 4), (y * size + x) * 4);
        }
      return { width: size, height: size, data };
    };
    const sizes = [48, 16, 256];
    const images = sizes.map(square);
    const ico = encodeIco(
      images.map((p) => ({ width: p.width, height: p.height, png: encodePng(p.width, p.height, 4, p.data) })),
    );
    // Entries from small to large; 256 is written as 0 and read back as 256.
    expect(readIcoDirectory(ico)!.map((e) => e.width)).toEqual([16, 48, 256]);
    expect(ico[6 + 32]).toBe(0);
    const sorted = [...images].sort((a, b) => a.width - b.width);
    sorted.forEach((image, i) => {
      const back = ffmpegDecode(ico, i);
      expect([back.width, back.height]).toEqual([image.width, image.height]);
      expect(Buffer.from(back.data).equals(Buffer.from(image.data))).toBe(true);
    });
  });
});
