import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { makePreview } from './preview.ts';
import { drawWatermark } from './watermark.ts';

const work = mkdtempSync(join(tmpdir(), 'watermark-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function grey(width: number, height: number, value = 128): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([value, value, value, 255], i);
  return pixels;
}

describe('drawWatermark', () => {
  it('tiles light letters with a dark edge over the whole picture, leaving most pixels alone', () => {
    const [width, height] = [800, 600];
    const pixels = grey(width, height);
    drawWatermark(pixels, width, height);
    let lighter = 0;
    let darker = 0;
    const quadrants = new Set<string>();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const v = pixels[(y * width + x) * 4]!;
        if (v > 128) lighter += 1;
        if (v < 128) darker += 1;
        if (v !== 128) quadrants.add(`${x < width / 2}-${y < height / 2}`);
      }
    }
    const share = (lighter + darker) / (width * height);
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.4);
    expect(lighter).toBeGreaterThan(0);
    expect(darker).toBeGreaterThan(0);
    expect(quadrants.size).toBe(4);
  });

  it('is the same every time for the same picture', () => {
    const a = grey(300, 200, 30);
    const b = grey(300, 200, 30);
    drawWatermark(a, 300, 200);
    drawWatermark(b, 300, 200);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(Buffer.from(a).equals(Buffer.from(grey(300, 200, 30)))).toBe(false);
  });
});

describe('makePreview', () => {
  it('writes a marked PNG and JPEG of the same size, and nothing for other files', async () => {
    const png = new PNG({ width: 320, height: 240 });
    png.data.set(grey(320, 240, 200));
    writeFileSync(join(work, 'photo.png'), PNG.sync.write(png));
    const marked = await makePreview(
      { path: join(work, 'photo.png'), name: 'photo.png', ext: 'png', mimeType: 'image/png' },
      work,
    );
    expect(marked?.name).toBe('photo-preview.png');
    const back = PNG.sync.read(readFileSync(marked!.path));
    expect([back.width, back.height]).toEqual([320, 240]);
    expect(Buffer.from(back.data).equals(Buffer.from(png.data))).toBe(false);

    const jpg = jpeg.encode({ data: grey(320, 240, 60), width: 320, height: 240 }, 90).data;
    writeFileSync(join(work, 'photo.jpg'), jpg);
    const markedJpg = await makePreview(
      { path: join(work, 'photo.jpg'), name: 'photo.jpg', ext: 'jpg', mimeType: 'image/jpeg' },
      work,
    );
    const decoded = jpeg.decode(readFileSync(markedJpg!.path));
    expect([decoded.width, decoded.height]).toEqual([320, 240]);
    expect(
      await makePreview({ path: join(work, 'photo.jpg'), name: 'a.zip', ext: 'zip', mimeType: '' }, work),
    ).toBeNull();
  });
});
