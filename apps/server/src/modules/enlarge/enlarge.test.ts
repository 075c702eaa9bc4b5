import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Pixels } from '@toolbox/toolkit/image';
import { backends } from '../../test/backends.ts';
import {
  call,
  download,
  taskSuite,
  upload,
  waitForTask,
  type Caller,
  type TaskApp,
} from '../file/testing.ts';
import { grantUse } from '../func-use/testing.ts';
import { clearPixels, estimateNoise } from './clearer.ts';
import { enlargePixels } from './enlarge.ts';
import { psnr, ssim } from './metrics.ts';
import { loadUpscaler } from './models.ts';
import { TilePool } from './pool.ts';

// Real photos none of us made: NASA's portrait of Eileen Collins (public domain) and scikit-image's
// cat (CC0), see idphoto/__fixtures__/SOURCES.md and toolkit/src/image/__fixtures__/README.md; the
// STM32 board photo of the Rust Embedded Book (MIT). Resampling for the baselines is libvips'
// (sharp), a program that did not make our results.
const root = join(import.meta.dirname, '../../../../..');
const astronaut = () =>
  readFileSync(join(root, 'apps/server/src/modules/idphoto/__fixtures__/astronaut.png'));
const toolkitFixture = (name: string) =>
  readFileSync(join(root, 'packages/toolkit/src/image/__fixtures__', name));

async function pixels(s: Sharp): Promise<Pixels> {
  const { data, info } = await s.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}
const vips = (p: Pixels) =>
  sharp(Buffer.from(p.data.buffer, p.data.byteOffset, p.data.byteLength), {
    raw: { width: p.width, height: p.height, channels: 4 },
  });
/** The photo shrunk `f` times and the bicubic enlargement of that back to the photo's size. */
async function degrade(photo: Pixels, f: number) {
  const small = await pixels(vips(photo).resize(photo.width / f, photo.height / f, { kernel: 'cubic' }));
  const bicubic = await pixels(vips(small).resize(photo.width, photo.height, { kernel: 'cubic' }));
  return { small, bicubic };
}
const none = async () => {};

describe('super-resolution on real photos', () => {
  it('enlarges ×2 and ×4 to the exact sizes and beats bicubic (PSNR and SSIM)', async () => {
    const photo = await pixels(sharp(astronaut())); // 512 × 512
    for (const [scale, margin] of [
      [2, 1.5], // measured +2.6 dB
      [4, 0.5], // measured +0.9 dB
    ] as const) {
      const { small, bicubic } = await degrade(photo, scale);
      const model = await enlargePixels(small, await loadUpscaler(scale), none);
      expect([model.width, model.height]).toEqual([512, 512]);
      expect(psnr(photo, model), `×${scale}`).toBeGreaterThan(psnr(photo, bicubic) + margin);
      expect(ssim(photo, model), `×${scale}`).toBeGreaterThan(ssim(photo, bicubic));
    }
  }, 120_000);

  it('leaves no seam between tiles and reports progress per tile', async () => {
    const photo = await pixels(
      sharp(toolkitFixture('chelsea.png')).extract({ left: 150, top: 60, width: 110, height: 90 }),
    );
    const upscaler = await loadUpscaler(2);
    const whole = await enlargePixels(photo, upscaler, none);
    const seen: [number, number][] = [];
    const tiled = await enlargePixels(
      photo,
      upscaler,
      async (done, total) => void seen.push([done, total]),
      64,
    );
    // 110 × 90 in tiles of 64 with 12 of overlap: cores of 40, so 3 × 3 tiles.
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => [i, 9]));
    let worst = 0;
    for (let i = 0; i < whole.data.length; i++)
      worst = Math.max(worst, Math.abs(whole.data[i]! - tiled.data[i]!));
    expect(worst).toBeLessThanOrEqual(1);

    // The same tiles on two worker threads, two at a time: the same pixels, every tile reported.
    const pool = await TilePool.open(2, 2);
    try {
      const counts: number[] = [];
      const threaded = await enlargePixels(photo, pool, async (done) => void counts.push(done), 64, 2);
      expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      let apart = 0;
      for (let i = 0; i < whole.data.length; i++)
        apart = Math.max(apart, Math.abs(whole.data[i]! - threaded.data[i]!));
      expect(apart).toBeLessThanOrEqual(1);
    } finally {
      await pool.close();
    }
    expect(pool.threadIds).toEqual([]);
  }, 60_000);
});

describe('clearer on real photos', () => {
  it('sharpens a blurred photo towards the original without halos', async () => {
    const photo = await pixels(sharp(toolkitFixture('chelsea.png')));
    const soft = await pixels(vips(photo).blur(1.2));
    const clear = clearPixels(soft, 'medium');
    expect(psnr(photo, clear)).toBeGreaterThan(psnr(photo, soft) + 0.5);
    expect(ssim(photo, clear)).toBeGreaterThan(ssim(photo, soft));
    // No overshoot past the original's own local range (a halo is exactly that).
    const luma = (p: Pixels, i: number) =>
      0.299 * p.data[i * 4]! + 0.587 * p.data[i * 4 + 1]! + 0.114 * p.data[i * 4 + 2]!;
    let halos = 0;
    const { width: w, height: h } = photo;
    for (let y = 2; y < h - 2; y++)
      for (let x = 2; x < w - 2; x++) {
        let lo = 255;
        let hi = 0;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) {
            const v = luma(photo, (y + dy) * w + x + dx);
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
          }
        const v = luma(clear, y * w + x);
        if (v < lo - 8 || v > hi + 8) halos++;
      }
    expect(halos / (w * h)).toBeLessThan(0.001);
  });

  it('removes noise it measures, without losing the picture', async () => {
    const photo = await pixels(sharp(astronaut()));
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const noisy = { ...photo, data: new Uint8ClampedArray(photo.data) };
    for (let i = 0; i < noisy.data.length; i += 4) {
      for (let c = 0; c < 3; c++) {
        const g = Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
        noisy.data[i + c] = photo.data[i + c]! + 10 * g;
      }
    }
    const y = (p: Pixels) => Float32Array.from({ length: p.width * p.height }, (_, i) => p.data[i * 4 + 1]!);
    expect(estimateNoise(y(noisy), 512, 512)).toBeGreaterThan(estimateNoise(y(photo), 512, 512) + 5);
    const clear = clearPixels(noisy, 'medium');
    expect(psnr(photo, clear)).toBeGreaterThan(psnr(photo, noisy) + 0.7); // measured +1.1 dB
    expect(ssim(photo, clear)).toBeGreaterThan(ssim(photo, noisy) + 0.05);
  });
});

describe.each(backends)('enlarge and clearer tasks on %s', (kind) => {
  let run: TaskApp;
  taskSuite(kind, (started) => ({ run } = started));

  // A visitor's free uses (two a day per tool): each test calls from its own address.
  async function runTask(funcCode: string, bytes: Buffer, name: string, options: object, caller: Caller) {
    const { fileId } = await upload(run.app, bytes, name, funcCode, caller);
    const useId = await grantUse(run.app, funcCode, caller);
    const body = { funcCode, fileIds: [fileId], options, useId };
    const submitted = await call(run.app, '/task/submit', body, caller);
    expect(submitted.body.code).toBe('000');
    return waitForTask(run.app, (submitted.body.data as { id: string }).id, caller);
  }
  const visitor: Caller = { remoteAddress: '198.51.100.7' };

  it('answers a JPEG ×2 as JPEG and a PNG ×4 as PNG at the exact sizes; clearer keeps the size', async () => {
    // Small pieces of real photos (the engine's quality is measured above on whole ones): the
    // machine running the tests is shared, and the worker takes one ai job at a time.
    const board = await sharp(toolkitFixture('board-photo.jpg'))
      .extract({ left: 280, top: 160, width: 180, height: 120 })
      .jpeg({ quality: 90 })
      .toBuffer();
    const jpg = await runTask('image_enlarge', board, 'board.jpg', { scale: 2 }, visitor);
    expect(jpg.resultDTO).toMatchObject({ name: 'board-x2.jpg' });
    const two = jpeg.decode((await download(run.app, jpg.resultDTO!.fileId, visitor)).bytes!, {
      useTArray: true,
    });
    expect([two.width, two.height]).toEqual([360, 240]);

    const small = await sharp(astronaut()).resize(64, 64).png().toBuffer();
    const png = await runTask('image_enlarge', small, 'face.png', { scale: 4 }, visitor);
    expect(png.resultDTO).toMatchObject({ name: 'face-x4.png' });
    const four = PNG.sync.read(Buffer.from((await download(run.app, png.resultDTO!.fileId, visitor)).bytes!));
    expect([four.width, four.height]).toEqual([256, 256]);

    const cleared = await runTask(
      'image_clearer',
      toolkitFixture('chelsea.png'),
      'cat.png',
      { strength: 'high' },
      visitor,
    );
    expect(cleared.resultDTO).toMatchObject({ name: 'cat-clear.png' });
    const c = PNG.sync.read(
      Buffer.from((await download(run.app, cleared.resultDTO!.fileId, visitor)).bytes!),
    );
    expect([c.width, c.height]).toEqual([451, 300]);
  }, 300_000);

  it('refuses a result over the cap before running the model, in the caller language', async () => {
    // 2100 × 2100 ×2 is 17.6 MP, over the 8 MP of a visitor (and the 16 of a member).
    const big = await sharp({ create: { width: 2100, height: 2100, channels: 3, background: '#4080c0' } })
      .png()
      .toBuffer();
    const failed = await runTask(
      'image_enlarge',
      big,
      'big.png',
      { scale: 2 },
      {
        remoteAddress: '198.51.100.8',
        headers: { 'accept-language': 'zh-CN' },
      },
    );
    expect(failed.status).toBe(-1);
    expect(JSON.stringify(failed)).toContain('8 百万像素');
  }, 300_000);
});
