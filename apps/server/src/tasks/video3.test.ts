import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { video3Options } from '@toolbox/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConvertError } from '../modules/convert/run.ts';
import { delogoFilter, removeLogo } from '../modules/delogo/delogo.ts';
import { videoDelogoCaps } from './limits.ts';
import task from './video3.ts';

// 2 s of Big Buck Bunny (© Blender Foundation, CC BY 3.0), H.264 1920×1080 stored with a -90°
// rotation (a 1080×1920 portrait), AAC 5.1: the web video fixture, from the mediabunny repository's
// test media (MPL-2.0); see apps/web/e2e/fixtures/video/SOURCES.md.
const bunny = join(import.meta.dirname, '../../../web/e2e/fixtures/video/rotate-buck-bunny.mp4');
const limits = { timeoutMs: 240_000, memoryMB: 2048 };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workDirWith(bytes: Buffer | string, name = 'clip.mp4') {
  const dir = mkdtempSync(join(tmpdir(), 'video3-'));
  dirs.push(dir);
  const path = join(dir, name);
  if (typeof bytes === 'string') copyFileSync(bytes, path);
  else writeFileSync(path, bytes);
  return { dir, input: { path, name, ext: 'mp4' } };
}

/** Streams and length as ffprobe (not our code) reads them. */
function probe(path: string) {
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', path], {
      encoding: 'utf8',
    }),
  ) as {
    streams: {
      codec_type: string;
      codec_name: string;
      width?: number;
      height?: number;
      channels?: number;
      duration: string;
    }[];
    format: { duration: string };
  };
  return { streams: out.streams, duration: Number(out.format.duration) };
}

/** The frame at `time` as grey bytes of the picture a player shows (rotation applied). */
function grey(path: string, time: number): Buffer {
  return execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-ss',
      String(time),
      '-i',
      path,
      '-frames:v',
      '1',
      '-pix_fmt',
      'gray',
      '-f',
      'rawvideo',
      '-',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Mean absolute difference of two grey frames of `width`, inside or outside a box. */
function diff(
  a: Buffer,
  b: Buffer,
  width: number,
  box: { x: number; y: number; w: number; h: number },
  inside: boolean,
) {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    const within = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
    // A margin of 8 px around the box is neither: delogo blends into its edge.
    const near = x >= box.x - 8 && x < box.x + box.w + 8 && y >= box.y - 8 && y < box.y + box.h + 8;
    if (inside ? within : !near) {
      sum += Math.abs(a[i]! - b[i]!);
      n += 1;
    }
  }
  return sum / n;
}

const noProgress = async () => undefined;

describe('video3 (ffmpeg delogo)', () => {
  it('erases a logo from every frame, keeps the rest, the sound, the size and the length', async () => {
    // The real clip with a white "logo" burnt in by ffmpeg (drawbox), shown 1080×1920.
    const { dir } = workDirWith(Buffer.alloc(0), 'unused');
    const marked = join(dir, 'marked.mp4');
    const logo = { x: 320, y: 720, w: 360, h: 260 };
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', bunny],
      ...['-vf', `drawbox=x=${logo.x}:y=${logo.y}:w=${logo.w}:h=${logo.h}:color=white:t=fill`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '16', '-c:a', 'copy', marked],
    ]);
    const input = { path: marked, name: 'clip.mp4', ext: 'mp4' };
    const box = { x: logo.x - 4, y: logo.y - 4, w: logo.w + 8, h: logo.h + 8 };
    const steps: string[] = [];
    const started = performance.now();
    const result = await removeLogo(
      input,
      [box],
      dir,
      limits,
      videoDelogoCaps.basic,
      async (key, count, total) => {
        steps.push(`${key} ${count}/${total}`);
      },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`video3: 2 s of 1080×1920 in ${seconds.toFixed(1)} s`);
    expect(steps).toEqual(['erasing 0/1', 'erasing 1/1']);
    expect(result).toMatchObject({ name: 'clip.mp4', ext: 'mp4', mimeType: 'video/mp4' });
    const before = probe(marked);
    const after = probe(result.path);
    expect(after.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    const video = after.streams.find((s) => s.codec_type === 'video')!;
    expect([video.codec_name, video.width, video.height]).toEqual(['h264', 1080, 1920]);
    const audio = after.streams.find((s) => s.codec_type === 'audio')!;
    expect([audio.codec_name, audio.channels]).toEqual(['aac', 6]);
    expect(Math.abs(after.duration - before.duration)).toBeLessThan(0.05);

    for (const time of [0.5, 1.5]) {
      const original = grey(bunny, time);
      const a = grey(marked, time);
      const b = grey(result.path, time);
      expect(b.length).toBe(1080 * 1920);
      const inside = diff(a, b, 1080, logo, true);
      const outside = diff(a, b, 1080, box, false);
      const left = diff(original, b, 1080, logo, true);
      const before = diff(original, a, 1080, logo, true);
      console.log(
        `video3 at ${time} s: mean change inside the box ${inside.toFixed(1)}, outside ${outside.toFixed(2)}; ` +
          `inside vs the clip without the logo ${before.toFixed(1)} before, ${left.toFixed(1)} after`,
      );
      expect(inside).toBeGreaterThan(40);
      expect(outside).toBeLessThan(1.5);
      expect(left).toBeLessThan(before / 3);
    }
  }, 300_000);

  it('checks boxes against the frame and draws edge boxes one pixel in', () => {
    expect(delogoFilter([{ x: 0, y: 0, w: 100, h: 50 }], 1080, 1920)).toBe('delogo=x=1:y=1:w=99:h=49');
    expect(
      delogoFilter(
        [
          { x: 980, y: 1800, w: 100, h: 120 },
          { x: 10, y: 20, w: 30, h: 40 },
        ],
        1080,
        1920,
      ),
    ).toBe('delogo=x=980:y=1800:w=99:h=119,delogo=x=10:y=20:w=30:h=40');
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return e instanceof ConvertError ? [e.key, e.retryable] : e;
      }
      return null;
    };
    expect(refusal(() => delogoFilter([{ x: 1000, y: 0, w: 100, h: 50 }], 1080, 1920))).toEqual([
      'videoBoxOutside',
      false,
    ]);
    expect(refusal(() => delogoFilter([], 1080, 1920))).toEqual(['videoNoBox', false]);
    expect(video3Options.parse({})).toEqual({ boxes: [] });
    expect(video3Options.safeParse({ boxes: [{ x: -1, y: 0, w: 10, h: 10 }] }).success).toBe(false);
    expect(task).toMatchObject({ code: 'video3', queue: 'media', accepts: ['mp4', 'mov', 'webm', 'mkv'] });
  });

  it('refuses a box outside the real frame, a damaged video and one over the cap, not retried', async () => {
    const run = async (bytes: Buffer | string, box = { x: 10, y: 10, w: 50, h: 50 }, megapixels = 4000) => {
      const { dir, input } = workDirWith(bytes);
      try {
        await removeLogo(input, [box], dir, limits, { pages: 0, megapixels }, noProgress);
      } catch (e) {
        return e instanceof ConvertError ? [e.key, e.retryable] : e;
      }
      return 'no error';
    };
    // 1920 wide as stored, but 1080 wide as shown: the box is checked against what the user saw.
    expect(await run(bunny, { x: 1200, y: 10, w: 100, h: 100 })).toEqual(['videoBoxOutside', false]);
    const whole = readFileSync(bunny);
    expect(await run(whole.subarray(0, 4000))).toEqual(['badMedia', false]);
    expect(await run(Buffer.from('not a video at all, just text'))).toEqual(['badMedia', false]);
    expect(await run(bunny, undefined, 50)).toEqual(['videoTooLarge', false]);
  }, 120_000);
});
