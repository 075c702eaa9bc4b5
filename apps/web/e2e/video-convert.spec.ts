import { expect, test } from '@playwright/test';
import {
  displaySize,
  openVideoTool,
  pickVideo,
  probe,
  runAndDownload,
  videoFixture,
} from './video-helpers.ts';

// video1 (format conversion): the real worker, outputs read by ffprobe and decoded whole by ffmpeg.
test.describe.configure({ timeout: 180_000 });

test('VP9 WebM to MP4 (H.264), same size and length', async ({ page }) => {
  await openVideoTool(page, 'video1');
  await pickVideo(page, videoFixture('frames.webm'));
  const path = await runAndDownload(page, 'Convert', 'frames.mp4', 120_000);
  const out = probe(path);
  expect(out.streams.map((s) => s.codec_name)).toEqual(['h264']);
  expect([out.streams[0]!.width, out.streams[0]!.height]).toEqual([1080, 1080]);
  expect(Math.abs(out.duration - 3.333)).toBeLessThanOrEqual(1 / 30 + 0.001);
  await expect(page.locator('.result-preview video')).toBeVisible();
});

test('MP4 to WebM: VP9 and Opus', async ({ page }) => {
  await openVideoTool(page, 'video1', 'zh-CN');
  await pickVideo(page, videoFixture('edts.mp4'));
  await page.getByText('WEBM', { exact: true }).click();
  const path = await runAndDownload(page, '开始转换', 'edts.webm', 150_000);
  const out = probe(path);
  expect(out.format).toContain('webm');
  expect(out.streams.map((s) => s.codec_name).sort()).toEqual(['opus', 'vp9']);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect([video.width, video.height]).toEqual([854, 480]);
  expect(Math.abs(out.duration - 9)).toBeLessThanOrEqual(0.04 + 0.03);
});

test('a phone MP4 to MOV keeps its rotation and 5.1 sound (copied)', async ({ page }) => {
  await openVideoTool(page, 'video1');
  await pickVideo(page, videoFixture('rotate-buck-bunny.mp4'));
  await page.getByText('MOV', { exact: true }).click();
  const path = await runAndDownload(page, 'Convert', 'rotate-buck-bunny.mov');
  const out = probe(path);
  expect(out.format).toContain('mov');
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect(displaySize(video)).toEqual([1080, 1920]);
  expect(out.streams.find((s) => s.codec_type === 'audio')!.channels).toBe(6);
  expect(Math.abs(out.duration - 2.005)).toBeLessThanOrEqual(1 / 24);
});
