import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageClearerOptions, ImageEnlargeOptions } from '@toolbox/contracts';
import type { Pixels } from '@toolbox/toolkit/image';
import { loadNodeCodecs } from '@toolbox/toolkit/node';
import type { TaskCaps } from '../../tasks/limits.ts';
import { decodeUploadedImage } from '../convert/decode-image.ts';
import { checkDeadline, ConvertError, type Limits } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';
import { clearPixels } from './clearer.ts';
import { enlargePixels } from './enlarge.ts';
import { loadUpscaler, type Scale } from './models.ts';
import { enlargeThreads, TilePool } from './pool.ts';

interface Input {
  path: string;
  name: string;
  ext: string;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '') || 'image';

/** Decodes the upload (EXIF orientation applied) once its size passed `fits`. */
async function decode(input: Input, fits: (width: number, height: number) => boolean): Promise<Pixels> {
  const bytes = new Uint8Array(await readFile(input.path));
  return decodeUploadedImage(bytes, input.ext, fits, 'imageTooLarge');
}

/** Writes the result in the upload's format: PNG stays lossless, JPEG and WebP at high quality. */
async function save(pixels: Pixels, input: Input, suffix: string, workDir: string): Promise<Converted> {
  const { encoders } = await loadNodeCodecs();
  const ext = input.ext === 'png' || input.ext === 'webp' ? input.ext : 'jpg';
  const bytes =
    ext === 'png'
      ? await encoders.png(pixels, 1)
      : ext === 'webp'
        ? await encoders.webp(pixels, 92)
        : await encoders.jpeg(pixels, 92);
  const name = `${baseName(input.name)}-${suffix}.${ext}`;
  const path = join(workDir, `result-${name}`);
  await writeFile(path, bytes);
  const mimeType = ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
  return { path, name, ext, mimeType };
}

/**
 * The photo through the model of `scale`, on `threads` worker threads (one tile each at a time)
 * or, with 1, in this thread. Between tiles the task's deadline is checked; its stop signal stops
 * the threads at once. A failed thread fails the whole run, and no thread outlives it.
 */
export async function enlargeOnThreads(
  image: Pixels,
  scale: Scale,
  threads: number,
  limits: Limits,
  onTile: (done: number, total: number) => Promise<void>,
): Promise<Pixels> {
  const timed = async (done: number, total: number) => {
    checkDeadline(limits);
    await onTile(done, total);
  };
  const stopped = () => new ConvertError('interrupted', 'server stopping');
  if (limits.signal?.aborted) throw stopped();
  if (threads <= 1) {
    const upscaler = await loadUpscaler(scale);
    return enlargePixels(image, upscaler, async (done, total) => {
      if (limits.signal?.aborted) throw stopped();
      await timed(done, total);
    });
  }
  const pool = await TilePool.open(scale, threads);
  const onAbort = () => void pool.close();
  limits.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (limits.signal?.aborted) throw stopped(); // while the threads were starting
    return await enlargePixels(image, pool, timed, undefined, threads);
  } catch (error) {
    if (limits.signal?.aborted) throw stopped();
    throw error;
  } finally {
    limits.signal?.removeEventListener('abort', onAbort);
    await pool.close();
  }
}

/** image_enlarge: ×2 or ×4 through the super-resolution model, tile by tile on worker threads. */
export async function imageEnlarge(
  input: Input,
  options: Required<ImageEnlargeOptions>,
  workDir: string,
  caps: TaskCaps,
  progress: Progress,
  limits: Limits,
): Promise<Converted> {
  const scale = options.scale;
  // The cap is on the result: its pixels are what the model computes and the encoder writes.
  const image = await decode(input, (w, h) => w * h * scale * scale <= caps.megapixels * 1e6);
  await progress('enlarging', 0, 1);
  const big = await enlargeOnThreads(image, scale, enlargeThreads(), limits, (done, total) =>
    progress('enlarging', done, total),
  );
  return save(big, input, `x${scale}`, workDir);
}

/** image_clearer: denoise, sharpen, no halos (see clearer.ts). */
export async function imageClearer(
  input: Input,
  options: Required<ImageClearerOptions>,
  workDir: string,
  caps: TaskCaps,
  progress: Progress,
): Promise<Converted> {
  const image = await decode(input, (w, h) => w * h <= caps.megapixels * 1e6);
  await progress('clearing', 0, 1);
  const clear = clearPixels(image, options.strength);
  await progress('clearing', 1, 1);
  return save(clear, input, 'clear', workDir);
}
