// image_compress bench: a 12-megapixel photo-like image shrunk to 500 KB with MozJPEG in Node,
// beside one plain MozJPEG encode at quality 75 in the same run (the cost of a single try).
import { readFile } from 'node:fs/promises';
import type { BenchRow } from './bench-types.ts';
import { loadNodeCodecs } from '@toolbox/toolkit/node';
import { compressToTarget, type Pixels } from '@toolbox/toolkit/image';

const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET_BYTES = 500 * 1024;

const FIXTURE = new URL('../packages/toolkit/src/image/__fixtures__/board-photo.jpg', import.meta.url);

/**
 * Scales the real fixture photo up to 12 MP (bilinear) and adds a fixed, seeded sensor-like grain
 * (±4 levels), so the image carries fine detail like a phone photo instead of a smooth blow-up.
 */
export function photoLike12mp(src: Pixels): Pixels {
  const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  let seed = 0x2545f491;
  const sx = (src.width - 1) / (WIDTH - 1);
  const sy = (src.height - 1) / (HEIGHT - 1);
  for (let y = 0; y < HEIGHT; y++) {
    const fy = y * sy;
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, src.height - 1);
    const wy = fy - y0;
    for (let x = 0; x < WIDTH; x++) {
      const fx = x * sx;
      const x0 = Math.floor(fx);
      const x1 = Math.min(x0 + 1, src.width - 1);
      const wx = fx - x0;
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      const grain = ((seed >>> 24) % 9) - 4;
      const o = (y * WIDTH + x) * 4;
      for (let c = 0; c < 3; c++) {
        const at = (xx: number, yy: number) => src.data[(yy * src.width + xx) * 4 + c] ?? 0;
        const top = at(x0, y0) * (1 - wx) + at(x1, y0) * wx;
        const bottom = at(x0, y1) * (1 - wx) + at(x1, y1) * wx;
        data[o + c] = top * (1 - wy) + bottom * wy + grain;
      }
      data[o + 3] = 255;
    }
  }
  return { data, width: WIDTH, height: HEIGHT };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export async function benchImageCompress(): Promise<BenchRow[]> {
  const { encoders, decoders } = await loadNodeCodecs();
  const photo = photoLike12mp(await decoders.jpeg(new Uint8Array(await readFile(FIXTURE))));
  await encoders.jpeg({ data: new Uint8ClampedArray(64 * 64 * 4), width: 64, height: 64 }, 75); // warm-up

  const start = performance.now();
  const single = await encoders.jpeg(photo, 75);
  const singleMs = performance.now() - start;

  const search = async (sampleAbovePixels?: number) => {
    const begin = performance.now();
    const options = { format: 'jpeg' as const, targetBytes: TARGET_BYTES, sampleAbovePixels };
    const result = await compressToTarget(photo, options, encoders);
    return { result, ms: performance.now() - begin };
  };
  const guided = await search();
  const plain = await search(Infinity);
  const describe = ({ result, ms }: Awaited<ReturnType<typeof search>>) =>
    `${seconds(ms)}, ${result.attempts} encodes` +
    (result.sampleEncodes ? ` + ${result.sampleEncodes} of a 1/16 sample` : '') +
    `, ${kb(result.bytes?.length ?? 0)} at q${result.quality}`;
  const reference = `1 encode at q75: ${seconds(singleMs)}, ${kb(single.length)}`;

  return [
    {
      name: 'image_compress 12 MP → 500 KB (MozJPEG, sample-guided)',
      ours: describe(guided),
      reference,
      note: `status ${guided.result.status}; search = ${(guided.ms / singleMs).toFixed(1)}× one q75 encode`,
    },
    {
      name: 'image_compress 12 MP → 500 KB (plain bisection)',
      ours: describe(plain),
      reference,
      note: `same answer: ${plain.result.quality === guided.result.quality ? 'yes' : 'NO'}; ${(plain.ms / singleMs).toFixed(1)}× one q75 encode`,
    },
  ];
}
