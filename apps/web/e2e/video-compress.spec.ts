import { expect, test } from '@playwright/test';
import { statSync } from 'node:fs';
import {
  displaySize,
  openVideoTool,
  pickVideo,
  probe,
  runAndDownload,
  videoFixture,
} from './video-helpers.ts';

// video2 (compression): the real worker, the output read by ffprobe and decoded whole by ffmpeg.
test.describe.configure({ timeout: 150_000 });

test('a 1080p phone video comes out smaller, upright, at the level’s size and the same length', async ({
  page,
}) => {
  await openVideoTool(page, 'video2');
  const source = videoFixture('rotate-buck-bunny.mp4');
  await pickVideo(page, source);
  await page.getByText('Strong (long side up to 854, smallest file)').click();
  const path = await runAndDownload(page, 'Compress video', 'rotate-buck-bunny_compressed.mp4', 120_000);
  const out = probe(path);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect(video.codec_name).toBe('h264');
  expect(displaySize(video)).toEqual([480, 854]);
  expect(out.streams.find((s) => s.codec_type === 'audio')!.codec_name).toBe('aac');
  expect(Math.abs(out.duration - 2.005)).toBeLessThanOrEqual(1 / 24 + 0.03);
  expect(statSync(path).size).toBeLessThan(statSync(source).size * 0.75);
  await expect(page.locator('.result-note')).toContainText('smaller than the original');
});
