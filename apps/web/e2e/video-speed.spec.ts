import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  frameAt,
  frameDiff,
  openVideoTool,
  pickVideo,
  probe,
  runAndDownload,
  videoFixture,
} from './video-helpers.ts';

// video5 (speed): the real worker; the output's length, streams and timing checked with ffprobe/ffmpeg.
test.describe.configure({ timeout: 150_000 });

test('2x halves the length: the frame at 1 s is the source’s frame at 2 s', async ({ page }) => {
  let started = 0;
  page.on('worker', () => started++);
  await openVideoTool(page, 'video5');
  const source = videoFixture('frames.webm');
  await pickVideo(page, source);
  await page.getByLabel('Speed').selectOption('2');
  const path = await runAndDownload(page, 'Change speed', 'frames_2x.mp4', 120_000);
  // The probe and the run each had a worker, and neither outlives its job (kit/video/bridge.ts: an
  // idle video worker holds tens of MiB).
  expect(started).toBe(2);
  await expect.poll(() => page.workers().length, { timeout: 5_000 }).toBe(0);
  const out = probe(path);
  expect(out.streams.map((s) => s.codec_name)).toEqual(['h264']);
  expect(Math.abs(out.duration - 3.333 / 2)).toBeLessThanOrEqual(1 / 30 + 0.01);
  const frame = frameAt(path, 1);
  expect(frameDiff(frame, frameAt(source, 2))).toBeLessThan(frameDiff(frame, frameAt(source, 1)));
});

test('0.5x doubles the length of picture and sound', async ({ page }) => {
  await openVideoTool(page, 'video5', 'zh-CN');
  await pickVideo(page, videoFixture('rotate-buck-bunny.mp4'));
  await page.getByLabel('播放速度').selectOption('0.5');
  const path = await runAndDownload(page, '改变速度', 'rotate-buck-bunny_0.5x.mp4', 120_000);
  const out = probe(path);
  expect(Math.abs(out.duration - 2.005 * 2)).toBeLessThanOrEqual(0.1);
  const audio = out.streams.find((s) => s.codec_type === 'audio')!;
  expect([audio.codec_name, audio.sample_rate]).toEqual(['aac', '48000']);
  const durations = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,duration',
    '-of',
    'csv=p=0',
    path,
  ])
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.split(','));
  // Each stream lasts twice its source stream (ffprobe: video 1.875 s, sound 2.005 s).
  const source: Record<string, number> = { video: 1.875, audio: 2.005 };
  for (const [type, seconds] of durations)
    expect(Math.abs(Number(seconds) - 2 * source[type!]!), type).toBeLessThanOrEqual(0.05);
});
