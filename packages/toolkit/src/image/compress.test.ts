import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNodeCodecs, type NodeCodecs } from './codecs-node.ts';
import { compressToTarget, MAX_CANVAS_PIXELS, type Encoders, type Pixels } from './compress.ts';

const fixture = (name: string) => readFile(new URL(`./__fixtures__/${name}`, import.meta.url));
const KB = 1024;

let codecs: NodeCodecs;
let photo: Pixels;
let stamp: Pixels;

beforeAll(async () => {
  codecs = await loadNodeCodecs();
  photo = await codecs.decoders.jpeg(new Uint8Array(await fixture('board-photo.jpg')));
  stamp = await codecs.decoders.png(new Uint8Array(await fixture('stamp.png')));
});

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('compressToTarget on a real photo', () => {
  it.each(['jpeg', 'webp'] as const)(
    '%s: reaches the target with the highest fitting quality',
    async (format) => {
      const targetBytes = 60 * KB;
      const result = await compressToTarget(photo, { format, targetBytes }, codecs.encoders);
      expect(result.status).toBe(1);
      expect(result.bytes!.length).toBeLessThanOrEqual(targetBytes);
      expect(result.quality).toBeGreaterThan(1);
      expect(result.quality).toBeLessThan(99);
      const next = await codecs.encoders[format](photo, result.quality + 1);
      expect(next.length).toBeGreaterThan(targetBytes);
      expect(result.attempts).toBeLessThanOrEqual(7);
      // The output is a real image of the same size.
      const decoded = await codecs.decoders[format](result.bytes!);
      expect([decoded.width, decoded.height]).toEqual([photo.width, photo.height]);
    },
  );

  it('answers a generous target with quality 99 in one encode', async () => {
    const result = await compressToTarget(
      photo,
      { format: 'jpeg', targetBytes: 5 * KB * KB },
      codecs.encoders,
    );
    expect(result).toMatchObject({ status: 1, quality: 99, attempts: 1 });
    expect(startsWith(result.bytes!, JPEG_MAGIC)).toBe(true);
  });

  it('reports an impossible target as status 2 with the smallest output', async () => {
    const targetBytes = 500;
    const result = await compressToTarget(photo, { format: 'jpeg', targetBytes }, codecs.encoders);
    expect(result.status).toBe(2);
    expect(result.quality).toBe(1);
    const smallest = await codecs.encoders.jpeg(photo, 1);
    expect(result.bytes!.length).toBe(smallest.length);
    expect(result.bytes!.length).toBeGreaterThan(targetBytes);
    expect(startsWith(result.bytes!, JPEG_MAGIC)).toBe(true);
  });
});

describe('compressToTarget guided by a sample on a large real photo', () => {
  /** The fixture photo scaled up 2× (nearest neighbour): 1.4 MP. */
  const scaled = (): Pixels => {
    const width = photo.width * 2;
    const height = photo.height * 2;
    const data = new Uint8ClampedArray(width * height * 4);
    const src = new Uint32Array(photo.data.buffer, photo.data.byteOffset, photo.width * photo.height);
    const dst = new Uint32Array(data.buffer);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) dst[y * width + x] = src[(y >> 1) * photo.width + (x >> 1)]!;
    return { data, width, height };
  };

  it('answers the same quality as plain bisection with fewer full encodes', async () => {
    const big = scaled();
    const targetBytes = 150 * KB;
    const plain = await compressToTarget(
      big,
      { format: 'jpeg', targetBytes, sampleAbovePixels: Infinity },
      codecs.encoders,
    );
    const guided = await compressToTarget(
      big,
      { format: 'jpeg', targetBytes, sampleAbovePixels: 0 },
      codecs.encoders,
    );
    expect(guided.status).toBe(1);
    expect(guided.quality).toBe(plain.quality);
    expect(guided.bytes!.length).toBe(plain.bytes!.length);
    expect(guided.attempts).toBeLessThan(plain.attempts);
    expect(plain.sampleEncodes).toBe(0);
    const next = await codecs.encoders.jpeg(big, guided.quality + 1);
    expect(next.length).toBeGreaterThan(targetBytes);
  });
});

describe('compressToTarget guards', () => {
  const spyEncoders = (size: (q: number) => number): Encoders => ({
    jpeg: vi.fn(async (_p: Pixels, q: number) => new Uint8Array(size(q))),
    webp: vi.fn(async (_p: Pixels, q: number) => new Uint8Array(size(q))),
    png: vi.fn(async (_p: Pixels, level: number) => new Uint8Array(size(level))),
  });
  // 40 000 pixels: every target below is under 1 byte per pixel, so the search starts in the middle.
  const tiny: Pixels = { data: new Uint8ClampedArray(200 * 200 * 4), width: 200, height: 200 };

  it('answers status 0 for dimensions beyond the canvas limit without encoding', async () => {
    const encoders = spyEncoders(() => 1);
    const huge: Pixels = { data: new Uint8ClampedArray(0), width: 20_000, height: 13_500 };
    expect(huge.width * huge.height).toBeGreaterThan(MAX_CANVAS_PIXELS);
    const result = await compressToTarget(huge, { format: 'jpeg', targetBytes: KB }, encoders);
    expect(result).toEqual({ bytes: null, status: 0, quality: 0, attempts: 0, sampleEncodes: 0 });
    expect(encoders.jpeg).not.toHaveBeenCalled();
  });

  it('finds the exact highest quality for every target of a monotone encoder, in at most 7 encodes', async () => {
    for (let target = 50; target <= 10_050; target += 37) {
      const encoders = spyEncoders((q) => q * 100);
      const result = await compressToTarget(tiny, { format: 'webp', targetBytes: target }, encoders);
      const expected = Math.min(99, Math.floor(target / 100));
      expect(result.quality).toBe(Math.max(1, expected));
      expect(result.status).toBe(expected >= 1 ? 1 : 2);
      expect(result.attempts).toBeLessThanOrEqual(7);
    }
  });

  it('guided by a sample, still finds the exact highest quality, in at most 8 full encodes', async () => {
    const big: Pixels = { data: new Uint8ClampedArray(1024 * 1024 * 4), width: 1024, height: 1024 };
    // Size grows faster than linearly with quality, plus a fixed header that dominates tiny targets.
    const size = (p: Pixels, q: number) => Math.round((p.width * p.height * q * q) / 20_000) + 600;
    const encode = async (p: Pixels, q: number) => new Uint8Array(size(p, q));
    const encoders: Encoders = { jpeg: encode, webp: encode, png: encode };
    for (let target = 700; target <= 520_000; target = Math.ceil(target * 1.37)) {
      const options = { format: 'jpeg' as const, targetBytes: target, sampleAbovePixels: 0 };
      const result = await compressToTarget(big, options, encoders);
      let expected = 0;
      for (let q = 1; q <= 99; q++) if (size(big, q) <= target) expected = q;
      expect(result.quality).toBe(Math.max(1, expected));
      expect(result.status).toBe(expected ? 1 : 2);
      expect(result.attempts).toBeLessThanOrEqual(8);
      // Where the pixels, not the header, make the size, the sample guides well.
      if (target > 30_000) expect(result.attempts).toBeLessThanOrEqual(4);
    }
  });

  it('spends at most one extra encode when a generous target misses quality 99', async () => {
    const small: Pixels = { data: new Uint8ClampedArray(4 * 4 * 4), width: 4, height: 4 };
    const result = await compressToTarget(
      small,
      { format: 'jpeg', targetBytes: 5000 },
      spyEncoders((q) => q * 100),
    );
    expect(result).toMatchObject({ status: 1, quality: 50 });
    expect(result.attempts).toBeLessThanOrEqual(8);
  });

  it('stops between encodes when aborted', async () => {
    const controller = new AbortController();
    const encoders = spyEncoders((q) => q * 100);
    const run = compressToTarget(
      tiny,
      { format: 'jpeg', targetBytes: 4321, signal: controller.signal, onProgress: () => controller.abort() },
      encoders,
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(encoders.jpeg).toHaveBeenCalledTimes(1);
  });

  it('reports progress after each encode, ending with done = total', async () => {
    const calls: [number, number][] = [];
    const encoders = spyEncoders((q) => q * 100);
    const onProgress = (done: number, total: number) => calls.push([done, total]);
    await compressToTarget(tiny, { format: 'jpeg', targetBytes: 4321, onProgress }, encoders);
    expect(calls.at(-1)?.[0]).toBe(calls.at(-1)?.[1]);
    expect(calls.every(([done, total]) => done <= total && total <= 7)).toBe(true);
  });

  it('rejects pixel data that does not match the dimensions', async () => {
    const bad: Pixels = { data: new Uint8ClampedArray(10), width: 4, height: 4 };
    await expect(
      compressToTarget(
        bad,
        { format: 'jpeg', targetBytes: KB },
        spyEncoders(() => 1),
      ),
    ).rejects.toThrow(RangeError);
  });
});

describe('compressToTarget on PNG (lossless)', () => {
  it('fits a reachable target at level 2 and keeps every pixel', async () => {
    const result = await compressToTarget(stamp, { format: 'png', targetBytes: 200 * KB }, codecs.encoders);
    expect(result).toMatchObject({ status: 1, quality: 2, attempts: 1 });
    expect(startsWith(result.bytes!, PNG_MAGIC)).toBe(true);
    const decoded = await codecs.decoders.png(result.bytes!);
    expect(Buffer.from(decoded.data).equals(Buffer.from(stamp.data))).toBe(true);
  });

  it('answers a far target with status 2 after one encode, and tries level 4 when close', async () => {
    const far = await compressToTarget(stamp, { format: 'png', targetBytes: 20 * KB }, codecs.encoders);
    expect(far).toMatchObject({ status: 2, quality: 2, attempts: 1 });
    expect(startsWith(far.bytes!, PNG_MAGIC)).toBe(true);

    const close = await compressToTarget(
      stamp,
      { format: 'png', targetBytes: far.bytes!.length - 1 },
      codecs.encoders,
    );
    expect(close.attempts).toBe(2);
    expect(close.bytes!.length).toBeLessThanOrEqual(far.bytes!.length);
    expect(close.status).toBe(close.bytes!.length < far.bytes!.length ? 1 : 2);
  });
});
