import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  displaySize,
  frameAt,
  frameDiff,
  openVideoTool,
  pickVideo,
  probe,
  runAndDownload,
  outputFiles,
  videoFixture,
} from './video-helpers.ts';

// video_cut: real files, the real worker (mediabunny + WebCodecs in Chromium), outputs read by ffprobe.
test.describe.configure({ timeout: 120_000 });

test('a frame-exact cut starts on the asked frame and lasts the asked time', async ({ page }) => {
  await openVideoTool(page, 'video_cut');
  await pickVideo(page, videoFixture('frames.webm'));
  await expect(page.locator('.video-kit-facts')).toContainText('1080×1080');
  await expect(page.getByLabel('End')).toHaveValue('00:00:03.333');
  await page.getByLabel('Start').fill('00:00:01');
  await page.getByLabel('End').fill('00:00:02.000');
  const path = await runAndDownload(page, 'Cut video', 'frames_cut.webm');
  const out = probe(path);
  expect(out.format).toContain('webm');
  expect(Math.abs(out.duration - 1)).toBeLessThanOrEqual(1 / 30);
  const first = frameAt(path);
  const source = videoFixture('frames.webm');
  // The first frame is source frame 30 (its number drawn on it), not 29 or 31.
  expect(frameDiff(first, frameAt(source, 1.0))).toBeLessThan(frameDiff(first, frameAt(source, 29 / 30)));
  expect(frameDiff(first, frameAt(source, 1.0))).toBeLessThan(frameDiff(first, frameAt(source, 31 / 30)));
  await expect(page.locator('.result-note')).toContainText('from 00:01.000, length 00:01.000');
});

test('a key-frame cut copies from the key frame before the start and says so', async ({ page }) => {
  await openVideoTool(page, 'video_cut');
  await pickVideo(page, videoFixture('edts.mp4'));
  await page.getByLabel('Start').fill('00:00:02.500');
  await page.getByLabel('End').fill('00:00:05');
  await page.getByText('Snap to key frames').click();
  const path = await runAndDownload(page, 'Cut video', 'edts_cut.mp4');
  await expect(page.locator('.result-note')).toContainText('snapped to the key frame at 00:01.920');
  const out = probe(path);
  // Key frames every 1.92 s: the copy runs 1.92 → 5.00, within a frame (25 fps).
  expect(Math.abs(out.duration - 3.08)).toBeLessThanOrEqual(0.04 + 0.03);
  expect(out.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect([video.width, video.height]).toEqual([854, 480]);
});

test('a phone video keeps its rotation and its 5.1 sound', async ({ page }) => {
  await openVideoTool(page, 'video_cut');
  await pickVideo(page, videoFixture('rotate-buck-bunny.mp4'));
  await expect(page.locator('.video-kit-facts')).toContainText('1080×1920');
  await page.getByLabel('Start').fill('00:00:00.500');
  await page.getByLabel('End').fill('00:00:01.500');
  const path = await runAndDownload(page, 'Cut video', 'rotate-buck-bunny_cut.mp4');
  const out = probe(path);
  expect(Math.abs(out.duration - 1)).toBeLessThanOrEqual(1 / 24 + 0.03);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect(displaySize(video)).toEqual([1080, 1920]);
  const audio = out.streams.find((s) => s.codec_type === 'audio')!;
  expect(audio.channels).toBe(6);
});

test('wrong times and a damaged file get clear messages, in Chinese too', async ({ page }) => {
  await openVideoTool(page, 'video_cut', 'zh-CN');
  await pickVideo(page, videoFixture('edts.mp4'));
  await page.getByLabel('开始时间').fill('00:00:04');
  await page.getByLabel('结束时间').fill('00:00:03');
  await page.getByRole('button', { name: '剪切视频' }).click();
  await expect(page.getByRole('alert')).toContainText('结束时间必须晚于开始时间');
  await page.getByLabel('结束时间').fill('00:00:12');
  await page.getByRole('button', { name: '剪切视频' }).click();
  await expect(page.getByRole('alert')).toContainText('不能超过视频时长 00:00:09.000');
  await page.getByLabel('开始时间').fill('4秒');
  await page.getByRole('button', { name: '剪切视频' }).click();
  await expect(page.getByRole('alert')).toContainText('开始时间格式不对');

  // The first 40 KB of an MP4 whose index is at its end: not readable.
  const broken = join(tmpdir(), 'broken.mp4');
  writeFileSync(broken, readFileSync(videoFixture('edts.mp4')).subarray(0, 40_000));
  await page.getByTestId('file-input').setInputFiles(broken);
  await expect(page.getByRole('alert')).toContainText('无法读取“broken.mp4”');
});

test('works on a 375 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openVideoTool(page, 'video_cut');
  await pickVideo(page, videoFixture('edts.mp4'));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expect(page.getByRole('button', { name: 'Cut video' })).toBeVisible();
});

test('the result is written to a disk file that goes with the result; a crashed tab’s are swept', async ({
  page,
}) => {
  await page.goto('/');
  // A file a crashed tab left behind (nobody holds its lock).
  await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle('video-outputs', { create: true });
    await dir.getFileHandle('out-00000000-0000-4000-8000-000000000000.mp4', { create: true });
  });
  expect(await outputFiles(page)).toHaveLength(1);
  await openVideoTool(page, 'video_cut');
  await pickVideo(page, videoFixture('edts.mp4'));
  await expect.poll(() => outputFiles(page)).toEqual([]);
  await page.getByText('Snap to key frames').click();
  const path = await runAndDownload(page, 'Cut video', 'edts_cut.mp4');
  const [written] = await outputFiles(page);
  expect(written).toMatch(/^out-[0-9a-f-]{36}\.mp4$/);
  expect(
    probe(path)
      .streams.map((s) => s.codec_name)
      .sort(),
  ).toEqual(['aac', 'h264']);
  // Another run replaces the result: the first file goes, the new one stays.
  await runAndDownload(page, 'Cut video', 'edts_cut.mp4');
  await expect.poll(() => outputFiles(page)).toHaveLength(1);
  expect((await outputFiles(page))[0]).not.toBe(written);
  // A changed option drops the result, and its file with it.
  await page.getByLabel('Start').fill('00:00:01');
  await expect.poll(() => outputFiles(page)).toEqual([]);
});
