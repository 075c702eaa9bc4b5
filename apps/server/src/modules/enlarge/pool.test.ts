import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { Pixels } from '@toolbox/toolkit/image';
import { ConvertError } from '../convert/run.ts';
import { wasmSimd } from './models.ts';
import { enlargeThreads, TilePool } from './pool.ts';
import { enlargeOnThreads } from './run.ts';

const obama = new URL('../idphoto/__fixtures__/obama.jpg', import.meta.url);

/** A piece of the White House portrait (a real photo), RGBA. */
async function piece(width: number, height: number): Promise<Pixels> {
  const { data, info } = await sharp(obama.pathname)
    .extract({ left: 300, top: 200, width, height })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}
const limits = (more: { signal?: AbortSignal; deadline?: number } = {}) => ({
  timeoutMs: 600_000,
  memoryMB: 4096,
  ...more,
});

describe('enlarge threads', () => {
  it('runs the SIMD build of the wasm backend', async () => {
    expect(await wasmSimd()).toBe(true);
  });

  it('takes ENLARGE_THREADS within 1 and the cores, 2 by default', () => {
    const cores = availableParallelism();
    expect(enlargeThreads({})).toBe(Math.min(2, cores));
    expect(enlargeThreads({ ENLARGE_THREADS: '1' })).toBe(1);
    expect(enlargeThreads({ ENLARGE_THREADS: '0' })).toBe(1);
    expect(enlargeThreads({ ENLARGE_THREADS: '999' })).toBe(cores);
    expect(enlargeThreads({ ENLARGE_THREADS: 'many' })).toBe(Math.min(2, cores));
  });

  it('fails every pending tile with a clear error when a worker fails, and leaves no thread', async () => {
    const pool = await TilePool.open(2, 2);
    expect(pool.threadIds).toHaveLength(2);
    const good = new Float32Array(32 * 32 * 3).fill(128);
    // 10 values for a 32 × 32 tile: the model throws inside the worker, which ends it.
    const [bad, queued] = await Promise.allSettled([
      pool.run(new Float32Array(10), 32, 32),
      pool.run(good, 32, 32).then(() => pool.run(good.slice(), 32, 32)),
    ]);
    expect(bad.status).toBe('rejected');
    const reason = (bad as PromiseRejectedResult).reason as ConvertError;
    expect(reason).toBeInstanceOf(ConvertError);
    expect(reason.key).toBe('convertFailed');
    expect(reason.message).toMatch(/an enlarge worker failed: .*shape/);
    expect(queued.status).toBe('rejected');
    await vi.waitFor(() => expect(pool.threadIds).toEqual([]));
    await expect(pool.run(new Float32Array(32 * 32 * 3), 32, 32)).rejects.toThrow(/an enlarge worker failed/);
  }, 60_000);

  it('stops the threads when the task is stopped and answers "interrupted"', async () => {
    const image = await piece(300, 200); // 2 × 1 tiles of 256
    const stop = new AbortController();
    let pool: TilePool | undefined;
    const open = TilePool.open.bind(TilePool);
    const spy = vi
      .spyOn(TilePool, 'open')
      .mockImplementation(async (...args) => (pool = await open(...args)));
    try {
      const running = enlargeOnThreads(image, 2, 2, limits({ signal: stop.signal }), async () => {});
      await vi.waitFor(() => expect(pool?.threadIds).toHaveLength(2), { timeout: 30_000 });
      stop.abort();
      const error = await running.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConvertError);
      expect((error as ConvertError).key).toBe('interrupted');
      expect(pool!.threadIds).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  }, 60_000);

  it('checks the deadline between tiles', async () => {
    const image = await piece(64, 64);
    const error = await enlargeOnThreads(
      image,
      2,
      1,
      limits({ deadline: Date.now() - 1 }),
      async () => {},
    ).catch((e: unknown) => e);
    expect((error as ConvertError).key).toBe('timeout');
  }, 60_000);
});
