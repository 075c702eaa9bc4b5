// image_size_adjust bench: a 12 MP JPEG decoded, resized to 1920 px wide (Lanczos-3) and re-encoded
// with MozJPEG q80, by our jSquash path in Node and by sharp (libvips, native) in the same run.
// Quality: SSIM (luma, 8 × 8 windows) of each output against the same neutral reference, an exact
// area-average downscale of the decoded original; bytes beside it.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { BenchRow } from './bench-types.ts';
import { photoLike12mp } from './bench-image.ts';
import { loadNodeCodecs, loadNodeConvertCodecs } from '@toolbox/toolkit/node';
import { resizePixels, resizeTarget, type Pixels } from '@toolbox/toolkit/image';

const FIXTURE = new URL('../packages/toolkit/src/image/__fixtures__/board-photo.jpg', import.meta.url);
const RUNS = 3;
const QUALITY = 80;

/** Exact area average (each output pixel the mean of the source area it covers), luma only. */
function areaLuma(src: Pixels, width: number, height: number): Float64Array {
  const luma = new Float64Array(src.width * src.height);
  for (let i = 0; i < luma.length; i++)
    luma[i] = 0.299 * src.data[i * 4]! + 0.587 * src.data[i * 4 + 1]! + 0.114 * src.data[i * 4 + 2]!;
  const axis = (n: number, m: number) =>
    Array.from({ length: m }, (_, o) => {
      const from = (o * n) / m;
      const to = ((o + 1) * n) / m;
      const taps: Array<[number, number]> = [];
      for (let k = Math.floor(from); k < Math.ceil(to); k++)
        taps.push([k, Math.min(to, k + 1) - Math.max(from, k)]);
      return taps;
    });
  const xs = axis(src.width, width);
  const ys = axis(src.height, height);
  const rows = new Float64Array(width * src.height);
  for (let y = 0; y < src.height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let w = 0;
      for (const [k, c] of xs[x]!) {
        sum += luma[y * src.width + k]! * c;
        w += c;
      }
      rows[y * width + x] = sum / w;
    }
  const out = new Float64Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let w = 0;
      for (const [k, c] of ys[y]!) {
        sum += rows[k * width + x]! * c;
        w += c;
      }
      out[y * width + x] = sum / w;
    }
  return out;
}

/** Mean SSIM over 8 × 8 windows (stride 4) of two luma planes. */
function ssim(a: Float64Array, b: Float64Array, width: number, height: number): number {
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let y = 0; y + 8 <= height; y += 4)
    for (let x = 0; x + 8 <= width; x += 4) {
      let ma = 0, mb = 0, va = 0, vb = 0, cov = 0; // prettier-ignore
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const p = (y + j) * width + x + i;
          ma += a[p]!;
          mb += b[p]!;
        }
      ma /= 64;
      mb /= 64;
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) {
          const p = (y + j) * width + x + i;
          va += (a[p]! - ma) ** 2;
          vb += (b[p]! - mb) ** 2;
          cov += (a[p]! - ma) * (b[p]! - mb);
        }
      va /= 63;
      vb /= 63;
      cov /= 63;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      count++;
    }
  return total / count;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchImageResize(): Promise<BenchRow[]> {
  const base = await loadNodeCodecs();
  const codecs = await loadNodeConvertCodecs();
  const photo = photoLike12mp(await base.decoders.jpeg(new Uint8Array(await readFile(FIXTURE))));
  const input = await base.encoders.jpeg(photo, 90); // the 12 MP JPEG both sides start from
  const decodedInput = await base.decoders.jpeg(input);
  const target = resizeTarget(decodedInput, { mode: 'pixels', width: 1920, lock: true });
  const reference = areaLuma(decodedInput, target.width, target.height);

  const ours = async () => {
    const pixels = await codecs.decode(input);
    const small = await resizePixels(pixels, target, codecs.resample);
    return codecs.encoders.jpeg(small, QUALITY);
  };
  const theirs = async () =>
    new Uint8Array(
      await sharp(input)
        .resize(target.width, target.height, { kernel: 'lanczos3' })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer(),
    );
  const time = async (run: () => Promise<Uint8Array>) => {
    await run(); // warm-up: wasm compiled and tiered up, libvips caches filled
    const ms: number[] = [];
    let bytes: Uint8Array = new Uint8Array();
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      bytes = await run();
      ms.push(performance.now() - start);
    }
    const decoded = await base.decoders.jpeg(bytes);
    const score = ssim(
      areaLuma(decoded, target.width, target.height),
      reference,
      target.width,
      target.height,
    );
    return { ms: median(ms), bytes: bytes.length, score };
  };
  const a = await time(ours);
  const b = await time(theirs);
  const show = (r: typeof a) =>
    `${(r.ms / 1000).toFixed(2)} s, ${(r.bytes / 1024).toFixed(0)} KB, SSIM ${r.score.toFixed(4)}`;
  const perByte = (r: typeof a) => r.score / r.bytes;
  return [
    {
      name: `image_size_adjust 12 MP JPEG → ${target.width} × ${target.height} (Lanczos-3, MozJPEG q${QUALITY})`,
      ours: show(a),
      reference: `sharp ${sharp.versions.sharp}: ${show(b)}`,
      note: `${(a.ms / b.ms).toFixed(1)}× sharp's time; SSIM per byte ${(perByte(a) / perByte(b)).toFixed(2)}× sharp's (median of ${RUNS})`,
    },
  ];
}
