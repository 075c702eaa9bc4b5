import { expect, test, type Page } from '@playwright/test';
import { openVideoTool, probe } from './video-helpers.ts';

// screen_record on Chromium's fake capture: the "screen" is its generated test picture, the shared
// sound and the microphone are its fake beeps (flags below: no dialog, the entire screen chosen).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--auto-select-desktop-capture-source=Entire screen',
    ],
  },
});
test.describe.configure({ timeout: 180_000 });

/** Downloads the saved file whose link matches `ext`. */
async function downloadSaved(page: Page, ext: string) {
  const link = page.getByRole('link', { name: new RegExp(`screen-.*\\.${ext}$`) });
  await expect(link).toBeVisible({ timeout: 120_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^screen-\\d{4}-\\d\\d-\\d\\d_\\d\\d-\\d\\d-\\d\\d\\.${ext}$`),
  );
  return (await download.path())!;
}

/** Seconds shown by the running timer (MM:SS). */
async function timerSeconds(page: Page): Promise<number> {
  const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return m! * 60 + s!;
}

test('records the screen with sound and microphone, pauses, saves a WebM and an MP4 of that length', async ({
  page,
}) => {
  await openVideoTool(page, 'screen_record');
  await page.getByText('Record the microphone').click();
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Recording', { exact: true })).toBeVisible();
  const began = Date.now();
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.waitForTimeout(300);
  const atPause = await timerSeconds(page);
  await page.waitForTimeout(1500);
  expect(await timerSeconds(page)).toBe(atPause);
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Stop' }).click();
  const wall = (Date.now() - began) / 1000;
  const heading = page.getByText(/^Recording \(00:0\d\)$/);
  await expect(heading).toBeVisible();
  const shown = Number(/00:0(\d)/.exec(await heading.innerText())![1]);
  expect(shown).toBeGreaterThanOrEqual(3);
  expect(shown).toBeLessThanOrEqual(5);
  await expect(page.locator('.video-kit-preview video')).toBeVisible();

  await page.getByRole('button', { name: 'Save as WEBM' }).click();
  const webm = probe(await downloadSaved(page, 'webm'));
  expect(webm.format).toContain('webm');
  expect(webm.streams.map((s) => s.codec_name).sort()).toEqual(['opus', 'vp9']);
  // About the recorded time the timer showed (whole seconds), less than the wall-clock time.
  expect(webm.duration).toBeGreaterThan(shown - 0.2);
  expect(webm.duration).toBeLessThan(shown + 1.2);
  expect(webm.duration).toBeLessThan(wall);

  await page.getByRole('button', { name: 'Save as MP4' }).click();
  const mp4 = probe(await downloadSaved(page, 'mp4'));
  expect(mp4.format).toContain('mp4');
  expect(mp4.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
  expect(Math.abs(mp4.duration - webm.duration)).toBeLessThan(0.25);
  const video = mp4.streams.find((s) => s.codec_type === 'video')!;
  expect(video.width! * video.height!).toBeGreaterThan(0);
});

test('MP4 chosen: MediaRecorder records MP4 itself; saved with H.264 and AAC', async ({ page }) => {
  await openVideoTool(page, 'screen_record', 'zh-CN');
  await page.getByText('MP4', { exact: true }).click();
  await page.getByText('录制电脑声音（系统或标签页声音）').click();
  await page.getByRole('button', { name: '开始录制' }).click();
  await expect(page.getByText('正在录制', { exact: true })).toBeVisible();
  await page.waitForTimeout(3000);
  await page.getByRole('button', { name: '停止' }).click();
  await expect(page.getByText(/^录像（00:0[234]）$/)).toBeVisible();
  await page.getByRole('button', { name: '保存为 MP4' }).click();
  const mp4 = probe(await downloadSaved(page, 'mp4'));
  expect(mp4.streams.map((s) => s.codec_name)).toEqual(['h264']);
  expect(mp4.duration).toBeGreaterThan(2.3);
  expect(mp4.duration).toBeLessThan(4);
});

test('a refused screen share says so in the user language', async ({ page }) => {
  // The browser's own refusal (the user pressed Cancel): getDisplayMedia rejects with NotAllowedError.
  await page.addInitScript(() => {
    navigator.mediaDevices.getDisplayMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await openVideoTool(page, 'screen_record', 'zh-CN');
  await page.getByRole('button', { name: '开始录制' }).click();
  await expect(page.getByRole('alert')).toContainText('没有获得录屏权限');
  await expect(page.getByRole('button', { name: '开始录制' })).toBeEnabled();
});
