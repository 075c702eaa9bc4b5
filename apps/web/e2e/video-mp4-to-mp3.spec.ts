import { expect, test } from '@playwright/test';
import { openVideoTool, pickVideo, probe, runAndDownload, videoFixture } from './video-helpers.ts';

// video_mp4_to_mp3: the real worker (mediabunny decode + LAME in WebAssembly), the MP3 read by ffprobe.
test.describe.configure({ timeout: 120_000 });

test('extracts stereo sound at the chosen bitrate', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_to_mp3');
  await pickVideo(page, videoFixture('edts.mp4'));
  await page.getByLabel('MP3 bitrate').selectOption('128');
  const path = await runAndDownload(page, 'Extract MP3', 'edts.mp3');
  const out = probe(path);
  expect(out.streams).toHaveLength(1);
  const [audio] = out.streams;
  expect(audio!.codec_name).toBe('mp3');
  expect([audio!.channels, audio!.sample_rate]).toEqual([2, '44100']);
  // MP3 has no exact length without a LAME gapless tag: the encoder's delay (1105 samples) and the padded
  // last frame count too, so allow three MP3 frames (3 × 1152 samples).
  expect(Math.abs(out.duration - 9)).toBeLessThan((3 * 1152) / 44100);
  await expect(page.locator('.result-note')).toContainText('128 kbit/s, channels: 2, 44100 Hz');
  await expect(page.locator('.result-preview audio')).toBeVisible();
});

test('mixes a phone video’s 5.1 sound down to stereo, within MP3’s limits', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_to_mp3', 'zh-CN');
  await pickVideo(page, videoFixture('rotate-buck-bunny.mp4'));
  await expect(page.locator('.video-kit-facts')).toContainText('6 声道');
  const path = await runAndDownload(page, '提取 MP3', 'rotate-buck-bunny.mp3');
  const out = probe(path);
  const [audio] = out.streams;
  expect([audio!.codec_name, audio!.channels, audio!.sample_rate]).toEqual(['mp3', 2, '48000']);
  expect(Math.abs(out.duration - 2.005)).toBeLessThan((3 * 1152) / 48000);
});

test('a video without sound says so', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_to_mp3');
  await pickVideo(page, videoFixture('frames.webm'));
  await page.getByRole('button', { name: 'Extract MP3' }).click();
  await expect(page.getByRole('alert')).toContainText('“frames.webm” has no sound to extract.');
});
