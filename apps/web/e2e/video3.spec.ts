import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP, downloadedBytes, openSignedIn } from './files-helpers.ts';
import { displaySize, frameDiff, probe, videoFixture } from './video-helpers.ts';

// video3 (remove a video watermark) against the real server: boxes drawn on the preview, the server
// erases them with ffmpeg, the result is watermarked until paid, here with credits. The video is 2 s
// of Big Buck Bunny (CC BY 3.0), see fixtures/video/SOURCES.md; results are read by ffprobe/ffmpeg.
test.describe.configure({ timeout: 240_000 });

const SHOTS = '/tmp/shots/video3';
mkdirSync(SHOTS, { recursive: true });
const BUNNY = videoFixture('rotate-buck-bunny.mp4');

async function apiData<T>(api: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const response = await api.post(path, { data, headers: { accessToken: token, lang: 'en' } });
  const body = (await response.json()) as { code: string; message: string; data: T };
  expect(body.code, body.message).toBe('000');
  return body.data;
}

/** Buys level 4 (500 credits a day) through the sandbox cashier, as a member would. */
async function buyCredits(page: Page, token: string) {
  await apiData(page.request, '/ut/v1/qh', { timezoneOffset: 0 }, token);
  const order = await apiData<{ id: string }>(
    page.request,
    '/ut/v1/create-order',
    { type: 1, level: 4, cycle: 'monthly', timezoneOffset: 0 },
    token,
  );
  const trade = await apiData<{ id: string }>(
    page.request,
    '/ut/v1/get-wechat-trade-code',
    { orderId: order.id, platform: 0 },
    token,
  );
  const cashier = await page.context().newPage();
  await cashier.goto(`/sandbox-pay/${trade.id}`);
  await cashier.getByRole('button', { name: /^Pay/ }).click();
  await cashier.close();
  await expect(async () => {
    const credits = await apiData<{ totalFuncPoint: number }>(
      page.request,
      '/ut/v1/qh',
      { timezoneOffset: 0 },
      token,
    );
    expect(credits.totalFuncPoint).toBeGreaterThanOrEqual(500);
  }).toPass({ timeout: 20_000 });
}

/** A region of the displayed picture (rotation applied) at `time`, as grey bytes, one a pixel. */
function regionAt(path: string, time: number, box: { x: number; y: number; w: number; h: number }) {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-ss', String(time), '-i', path, '-frames:v', '1'],
    ...['-vf', `crop=${box.w}:${box.h}:${box.x}:${box.y}`],
    ...['-pix_fmt', 'gray', '-f', 'rawvideo', '-'],
  ]);
}

/**
 * Drags on the visible picture of the picked video from `a` to `b` (shares of the
 * picture's width and height), as a user does, and returns the box the page lists, in frame pixels.
 */
async function drawBox(page: Page, a: [number, number], b: [number, number]) {
  // The preview shows the phone-style portrait (1080×1920) once its metadata is read.
  const video = page.locator('.video3-video');
  await expect(page.getByTestId('video3-overlay')).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(1080);
  await video.scrollIntoViewIfNeeded();
  const shown = (await video.boundingBox())!;
  await page.mouse.move(shown.x + shown.width * a[0], shown.y + shown.height * a[1]);
  await page.mouse.down();
  await page.mouse.move(shown.x + shown.width * b[0], shown.y + shown.height * b[1], { steps: 6 });
  await page.mouse.up();
  await expect(page.getByText('Boxes drawn: 1')).toBeVisible();
  const label = await page.getByText(/^Box 1: /).textContent();
  const [, w, h, x, y] = /(\d+)×(\d+) at \((\d+), (\d+)\)/.exec(label!)!.map(Number);
  return { x: x!, y: y!, w: w!, h: h! };
}

test('a drawn box is erased: watermarked preview, paid with credits, clean video of the same length', async ({
  page,
}) => {
  const account = await openSignedIn(page, 'v3', '/func/video3', DESKTOP);
  await buyCredits(page, account.accessToken);
  await page.reload();
  await expect(page.getByText(/Drag on the preview to draw a box over the watermark/)).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(BUNNY);

  const box = await drawBox(page, [0.03, 0.68], [0.45, 0.88]);
  expect(box.y).toBeGreaterThan(1200);
  expect(box.w).toBeGreaterThan(50);

  await page.getByRole('button', { name: 'Remove watermark', exact: true }).click();
  await expect(page.getByTestId('task-progress')).toBeVisible();
  const preview = page.getByRole('button', { name: 'Download rotate-buck-bunny-preview.mp4' });
  await expect(preview).toBeVisible({ timeout: 200_000 });
  await expect(page.getByTestId('func-pay')).toContainText('This result carries a watermark.');
  await page.screenshot({ path: `${SHOTS}/video3-preview-en.png`, fullPage: true });
  const [previewFile] = await Promise.all([page.waitForEvent('download'), preview.click()]);
  const previewPath = join(tmpdir(), `video3-preview-${Date.now()}.mp4`);
  writeFileSync(previewPath, await downloadedBytes(previewFile));
  expect(
    probe(previewPath)
      .streams.map((s) => s.codec_type)
      .sort(),
  ).toEqual(['audio', 'video']);

  await page.getByTestId('func-pay').getByRole('button', { name: 'Pay with credits' }).click();
  await expect(page.getByText('Redeem succeeded')).toBeVisible();
  const clean = page.getByRole('button', { name: 'Download rotate-buck-bunny.mp4' });
  await expect(clean).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('func-pay')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/video3-paid-en.png`, fullPage: true });
  const [cleanFile] = await Promise.all([page.waitForEvent('download'), clean.click()]);
  const cleanPath = join(tmpdir(), `video3-clean-${Date.now()}.mp4`);
  const bytes = await downloadedBytes(cleanFile);
  writeFileSync(cleanPath, bytes);

  const input = probe(BUNNY);
  const out = probe(cleanPath);
  expect(Math.abs(out.duration - input.duration)).toBeLessThan(0.1);
  const video = out.streams.find((s) => s.codec_type === 'video')!;
  expect(displaySize(video)).toEqual([1080, 1920]);
  expect(out.streams.some((s) => s.codec_type === 'audio')).toBe(true);
  expect(bytes.length).toBeGreaterThan(readFileSync(BUNNY).length / 10);
  expect(bytes.length).toBeLessThan(readFileSync(BUNNY).length * 10);
  // Inside the box the trees are smoothed away; a same-sized region far from it stays as it was
  // (mean absolute difference of grey pixels; the sky brightens after the first second).
  const away = { ...box, x: 600, y: 200 };
  for (const time of [1.5, 1.9]) {
    expect(frameDiff(regionAt(BUNNY, time, box), regionAt(cleanPath, time, box))).toBeGreaterThan(5);
    expect(frameDiff(regionAt(BUNNY, time, away), regionAt(cleanPath, time, away))).toBeLessThan(2);
  }
});

test('refusals: no box drawn, and a file that is no video, each with its message', async ({ page }) => {
  await openSignedIn(page, 'v3no', '/func/video3', DESKTOP);
  await page.getByTestId('file-input').setInputFiles(BUNNY);
  await expect(page.getByTestId('video3-overlay')).toBeVisible();
  await page.getByRole('button', { name: 'Remove watermark', exact: true }).click();
  await expect(page.getByText('Draw a box over the watermark on the preview first.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('file-download')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/video3-no-box-en.png`, fullPage: true });

  // Text named .mp4: the server looks at the bytes at upload and refuses it before any task.
  await page.getByTestId('file-input').setInputFiles({
    name: 'notes.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('these are notes, not a video\n'.repeat(200)),
  });
  await page.getByRole('button', { name: 'Remove watermark', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This file type is not supported here. Accepted: mp4, mov, webm, mkv.',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('file-download')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/video3-not-video-en.png`, fullPage: true });
});

// A portrait picture is shown narrower than the card: the drawing layer must cover the picture only.
test('a box dragged over the right half of a portrait picture lands on the right half', async ({ page }) => {
  await openSignedIn(page, 'v3map', '/func/video3', DESKTOP);
  await page.getByTestId('file-input').setInputFiles(BUNNY);
  const box = await drawBox(page, [0.5, 0.2], [0.9, 0.4]);
  expect(Math.abs(box.x - 540)).toBeLessThan(30);
  expect(Math.abs(box.x + box.w - 972)).toBeLessThan(30);
});
