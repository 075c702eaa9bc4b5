import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frameAt, openVideoTool, probe, runAndDownload, videoFixture } from './video-helpers.ts';

// video_mp4_merge: the real worker (mediabunny + WebCodecs), outputs read by ffprobe and decoded by ffmpeg.
test.describe.configure({ timeout: 180_000 });

test('like files are joined by copying their packets', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_merge');
  await page.getByTestId('file-input').setInputFiles([videoFixture('edts.mp4'), videoFixture('edts.mp4')]);
  await expect(page.getByTestId('video-merge-row')).toHaveCount(2);
  const path = await runAndDownload(page, 'Merge videos', 'edts_merged.mp4');
  await expect(page.locator('.result-note')).toContainText('2 videos joined without re-encoding, 854×480');
  const out = probe(path);
  expect(out.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  expect(Math.abs(out.duration - 18)).toBeLessThanOrEqual(0.04 + 0.03);
});

test('a phone video joins a landscape one at the first one’s size, upright, with its sound mixed', async ({
  page,
}) => {
  await openVideoTool(page, 'video_mp4_merge', 'zh-CN');
  await page
    .getByTestId('file-input')
    .setInputFiles([videoFixture('edts.mp4'), videoFixture('rotate-buck-bunny.mp4')]);
  const path = await runAndDownload(page, '合并视频', 'edts_merged.mp4', 150_000);
  await expect(page.locator('.result-note')).toContainText('2 个视频按 854×480 重新编码');
  const out = probe(path);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  const audio = out.streams.find((s) => s.codec_type === 'audio')!;
  expect([video.codec_name, video.width, video.height]).toEqual(['h264', 854, 480]);
  expect([audio.codec_name, audio.channels, audio.sample_rate]).toEqual(['aac', 2, '44100']);
  expect(Math.abs(out.duration - (9 + 2.005))).toBeLessThanOrEqual(0.05);
  // The portrait bunny stands upright in the middle, black bars at both sides (32×32 grey frame).
  const frame = frameAt(path, 10);
  const column = (x: number) => Array.from({ length: 32 }, (_, y) => frame[y * 32 + x]!);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  expect(mean([...column(0), ...column(1), ...column(30), ...column(31)])).toBeLessThan(8);
  expect(mean([...column(14), ...column(15), ...column(16), ...column(17)])).toBeGreaterThan(40);
});

test('a damaged file among them is named', async ({ page }) => {
  await openVideoTool(page, 'video_mp4_merge');
  const broken = join(tmpdir(), 'merge-broken.mp4');
  writeFileSync(broken, readFileSync(videoFixture('rotate-buck-bunny.mp4')).subarray(200_000));
  await page.getByTestId('file-input').setInputFiles([videoFixture('edts.mp4'), broken]);
  await page.getByRole('button', { name: 'Merge videos' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot read “merge-broken.mp4”');
});
