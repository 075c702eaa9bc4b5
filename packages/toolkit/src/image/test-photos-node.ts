// Test helpers of the geometry engines (crop, rotate, grid, long image, line art): real photos from
// __fixtures__ decoded as Chromium shows them, and exact pixel comparisons. Node only (tests).
import { readFile } from 'node:fs/promises';
import { loadNodeCodecs } from './codecs-node.ts';
import type { Pixels } from './compress-types.ts';

/** A fixture decoded with EXIF orientation applied (JPEG or PNG by its name). */
export async function photo(name: string): Promise<Pixels> {
  const bytes = new Uint8Array(await readFile(new URL(`./__fixtures__/${name}`, import.meta.url)));
  const { decoders } = await loadNodeCodecs();
  return name.endsWith('.png') ? decoders.png(bytes) : decoders.jpeg(bytes);
}

/** The RGBA of pixel (x, y). */
export function pixelAt(p: Pixels, x: number, y: number): number[] {
  const i = (y * p.width + x) * 4;
  return Array.from(p.data.subarray(i, i + 4));
}

/** Mean absolute difference per colour channel of two same-size images (0 = identical). */
export function meanDiff(a: Pixels, b: Pixels): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error('sizes differ');
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) if (i % 4 !== 3) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / ((a.data.length / 4) * 3);
}

/** An independent reference for crops: the region copied pixel by pixel. */
export function region(p: Pixels, x: number, y: number, width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      data.set(
        p.data.subarray(((y + r) * p.width + x + c) * 4, ((y + r) * p.width + x + c + 1) * 4),
        (r * width + c) * 4,
      );
  return { data, width, height };
}
