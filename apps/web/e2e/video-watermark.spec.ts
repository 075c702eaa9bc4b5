import { expect, test } from '@playwright/test';
import {
  displaySize,
  frameAt,
  frameDiff,
  openVideoTool,
  pickVideo,
  probe,
  runAndDownload,
  videoFixture,
} from './video-helpers.ts';

// video3_1 (add a watermark): the real worker draws on every frame; checked with ffprobe and ffmpeg.
test.describe.configure({ timeout: 150_000 });

test('white text lands in the chosen corner of every frame, the rest stays dark', async ({ page }) => {
  await openVideoTool(page, 'video3_1');
  const source = videoFixture('edts.mp4'); // a black picture: the text is the only light
  await pickVideo(page, source);
  await page.getByLabel('Watermark text').fill('TOOLBOX');
  await page.getByLabel('Position').selectOption('top-left');
  await page.getByLabel('Text height (share of the picture)').selectOption('12');
  await page.getByLabel('Opacity').selectOption('100');
  const path = await runAndDownload(page, 'Add watermark', 'edts_watermarked.mp4', 120_000);
  const out = probe(path);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect([video.codec_name, video.width, video.height]).toEqual(['h264', 854, 480]);
  expect(out.streams.find((s) => s.codec_type === 'audio')!.codec_name).toBe('aac');
  expect(Math.abs(out.duration - 9)).toBeLessThanOrEqual(0.04 + 0.03);
  for (const time of [0.5, 8.5]) {
    const frame = frameAt(path, time); // 32×32 grey
    const at = (x: number, y: number) => frame[y * 32 + x]!;
    let topLeft = 0;
    let rest = 0;
    for (let y = 0; y < 32; y++)
      for (let x = 0; x < 32; x++) {
        if (y < 6 && x < 16) topLeft = Math.max(topLeft, at(x, y));
        else if (y > 10) rest = Math.max(rest, at(x, y));
      }
    expect(topLeft).toBeGreaterThan(60);
    expect(rest).toBeLessThan(25);
  }
  expect(frameDiff(frameAt(path, 4), frameAt(source, 4))).toBeGreaterThan(1);
});

test('a phone video is marked upright, in Chinese', async ({ page }) => {
  await openVideoTool(page, 'video3_1', 'zh-CN');
  await pickVideo(page, videoFixture('rotate-buck-bunny.mp4'));
  await page.getByLabel('水印文字').fill('工具箱');
  const path = await runAndDownload(page, '添加水印', 'rotate-buck-bunny_watermarked.mp4', 120_000);
  const out = probe(path);
  expect(displaySize(out.streams.find((s) => s.codec_type === 'video')!)).toEqual([1080, 1920]);
  expect(out.streams.find((s) => s.codec_type === 'audio')!.channels).toBe(6);
});
