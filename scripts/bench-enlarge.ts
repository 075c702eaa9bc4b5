// Enlarge bench: quality and speed of image_enlarge's super-resolution on real photos none of us
// made (NASA's Eileen Collins portrait, scikit-image's cat, the Rust Embedded Book's board photo,
// the White House portrait of the ID-photo tests; sources in the fixtures' README / SOURCES.md).
// Quality: each photo shrunk 2× or 4× (libvips bicubic, as sharp does it), enlarged back by our
// model and by libvips' bicubic, PSNR/SSIM of the luma against the photo. Speed: ×2 of the
// 910 × 1137 (1.03 MP) portrait, the whole engine (tiles, model, assembly) on one thread and on the
// task's worker threads, with CPU time (less exposed to a shared machine's load), beside libvips bicubic.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import type { Pixels } from '@toolbox/toolkit/image';
import { enlargePixels } from '../apps/server/src/modules/enlarge/enlarge.ts';
import { psnr, ssim } from '../apps/server/src/modules/enlarge/metrics.ts';
import { loadUpscaler, wasmSimd, type Scale } from '../apps/server/src/modules/enlarge/models.ts';
import { enlargeThreads } from '../apps/server/src/modules/enlarge/pool.ts';
import { enlargeOnThreads } from '../apps/server/src/modules/enlarge/run.ts';
import type { BenchRow } from './bench-types.ts';

const fixture = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url));
const PHOTOS: [string, string][] = [
  ['astronaut', 'apps/server/src/modules/idphoto/__fixtures__/astronaut.png'],
  ['cat', 'packages/toolkit/src/image/__fixtures__/chelsea.png'],
  ['board', 'packages/toolkit/src/image/__fixtures__/board-photo.jpg'],
];
const PORTRAIT = 'apps/server/src/modules/idphoto/__fixtures__/obama.jpg';

async function pixels(s: Sharp): Promise<Pixels> {
  const { data, info } = await s.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}
const vips = (p: Pixels) =>
  sharp(Buffer.from(p.data.buffer, p.data.byteOffset, p.data.byteLength), {
    raw: { width: p.width, height: p.height, channels: 4 },
  });
const none = async () => {};

export async function benchEnlarge(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const scale of [2, 4] as Scale[]) {
    const upscaler = await loadUpscaler(scale);
    for (const [name, path] of PHOTOS) {
      const full = await pixels(sharp(fixture(path)));
      const width = full.width - (full.width % scale);
      const height = full.height - (full.height % scale);
      const photo = await pixels(vips(full).extract({ left: 0, top: 0, width, height }));
      const small = await pixels(vips(photo).resize(width / scale, height / scale, { kernel: 'cubic' }));
      const bicubic = await pixels(vips(small).resize(width, height, { kernel: 'cubic' }));
      const ours = await enlargePixels(small, upscaler, none);
      rows.push({
        name: `image_enlarge ×${scale} ${name} (${small.width}×${small.height} → ${width}×${height}), PSNR / SSIM`,
        ours: `${psnr(photo, ours).toFixed(2)} dB / ${ssim(photo, ours).toFixed(4)}`,
        reference: `${psnr(photo, bicubic).toFixed(2)} dB / ${ssim(photo, bicubic).toFixed(4)} bicubic`,
        note: `+${(psnr(photo, ours) - psnr(photo, bicubic)).toFixed(2)} dB over bicubic`,
      });
    }
  }
  const portrait = await pixels(sharp(fixture(PORTRAIT)));
  let start = performance.now();
  await vips(portrait)
    .resize(portrait.width * 2, portrait.height * 2, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const reference = `${((performance.now() - start) / 1000).toFixed(2)} s libvips bicubic`;
  const simd = (await wasmSimd()) ? 'SIMD' : 'no SIMD';
  // One thread in this process (model already loaded), then the task's way: `threads` workers,
  // each loading the model (counted). CPU time is the whole process's, worker threads included.
  for (const threads of new Set([1, enlargeThreads()])) {
    const load = loadavg()[0]!.toFixed(1);
    start = performance.now();
    const cpu = process.cpuUsage();
    const limits = { timeoutMs: 3_600_000, memoryMB: 0 };
    if (threads === 1) await enlargePixels(portrait, await loadUpscaler(2), none);
    else await enlargeOnThreads(portrait, 2, threads, limits, none);
    const wall = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    rows.push({
      name: `image_enlarge ×2 of a ${portrait.width}×${portrait.height} (1.03 MP) photo, ${threads} thread(s)`,
      ours: `${wall.toFixed(1)} s`,
      reference,
      note: `wasm ${simd}, ${((used.user + used.system) / 1e6).toFixed(1)} s of CPU, load average ${load} at the start; target ≤ 20 s`,
    });
  }
  return rows;
}
