import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  frameAt,
  frameDiff,
  openVideoTool,
  outputFiles,
  pickVideo,
  probe,
  runAndDownload,
  videoFixture,
} from './video-helpers.ts';

// video_mp4_to_gif: the real worker (WebCodecs decode, gifenc), the GIF read by ffprobe and ffmpeg.
test.describe.configure({ timeout: 120_000 });

/** Distinct colours over all frames of a GIF (ffmpeg decodes it to RGB). */
function coloursIn(path: string): number {
  const rgb = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', path, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    {
      maxBuffer: 1 << 27,
    },
  );
  const seen = new Set<number>();
  for (let i = 0; i < rgb.length; i += 3) seen.add((rgb[i]! << 16) | (rgb[i + 1]! << 8) | rgb[i + 2]!);
  return seen.size;
}

test('a one-second stretch at 10 fps, 320 px, 64 colours', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_to_gif');
  await pickVideo(page, videoFixture('frames.webm'));
  await page.getByLabel('Start').fill('00:00:01');
  await page.getByLabel('End').fill('00:00:02');
  await page.getByLabel('Frame rate').selectOption('10');
  await page.getByLabel('Width').selectOption('320');
  await page.getByLabel('Colours').selectOption('64');
  const path = await runAndDownload(page, 'Make GIF', 'frames.gif');
  await expect(page.locator('.result-note')).toContainText('10 frames, 320×320, 10 fps, 64 colours');
  // Written frame by frame into an OPFS file, which the shown result holds.
  expect(await outputFiles(page)).toEqual([expect.stringMatching(/^out-[0-9a-f-]{36}\.gif$/)]);
  const out = probe(path);
  expect([out.streams[0]!.codec_name, out.streams[0]!.width, out.streams[0]!.height]).toEqual([
    'gif',
    320,
    320,
  ]);
  expect(Math.abs(out.duration - 1)).toBeLessThanOrEqual(0.1);
  const frames = execFileSync('ffprobe', [
    '-v',
    'error',
    '-count_frames',
    '-show_entries',
    'stream=nb_read_frames',
    '-of',
    'csv=p=0',
    path,
  ])
    .toString()
    .trim();
  expect(frames).toBe('10');
  expect(coloursIn(path)).toBeLessThanOrEqual(64);
  // Its first frame is the video's frame at 1 s (number 30), not the one a tenth of a second later.
  const source = videoFixture('frames.webm');
  const first = frameAt(path);
  expect(frameDiff(first, frameAt(source, 1))).toBeLessThan(frameDiff(first, frameAt(source, 1.1)));
});

test('a phone video comes out upright, in Chinese', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_to_gif', 'zh-CN');
  await pickVideo(page, videoFixture('rotate-buck-bunny.mp4'));
  await page.getByLabel('宽度').selectOption('240');
  await page.getByLabel('帧率').selectOption('8');
  const path = await runAndDownload(page, '生成 GIF', 'rotate-buck-bunny.gif');
  const out = probe(path);
  expect([out.streams[0]!.width, out.streams[0]!.height]).toEqual([240, 426]);
  await expect(page.locator('.result-note')).toContainText('8 帧/秒');
});
