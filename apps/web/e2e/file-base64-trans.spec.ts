import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';
const PHOTO = fileURLToPath(
  new URL('../../../packages/toolkit/src/image/__fixtures__/board-photo.jpg', import.meta.url),
);

test('file_base64_trans encodes a file and decodes it back, byte for byte', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/file_base64_trans');
  const photo = readFileSync(PHOTO);
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  const output = page.getByTestId('encode-output');
  // 346 K characters: the box shows the first 100 K, copy and download give all of it.
  await expect(output).toHaveValue(photo.toString('base64').slice(0, 100_000), { timeout: 20_000 });
  await expect(page.getByText(/Too long to show in full/)).toBeVisible();
  await expect(page.getByTestId('encode-summary')).toContainText('board-photo.jpg');
  const [txt] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  expect(readFileSync((await txt.path())!, 'utf8')).toBe(photo.toString('base64'));
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/file-base64-1280.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Base64 → file' }).click();
  const input = page.getByLabel('Base64 or data URL');
  await input.fill(`data:image/jpeg;base64,${photo.toString('base64')}`);
  await expect(page.getByTestId('decode-summary')).toHaveText('Detected JPG (image/jpeg) · 253 KB', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('image-preview')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download file.jpg' }).click(),
  ]);
  expect(readFileSync((await file.path())!).equals(photo)).toBe(true);

  await input.fill('SGVsbG8gd29ybGQ#');
  await expect(page.getByRole('alert')).toHaveText(/Character 16 \(“#”\) is not valid Base64/);
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/file-base64-375.png`, fullPage: true });
});

test('file_base64_trans encodes a 30 MB file without freezing the page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/file_base64_trans');
  const big = Buffer.alloc(30 * 1024 * 1024, 7);
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: big });
  // The page keeps answering while the worker encodes.
  await page.getByLabel('Wrap lines at 76 characters (MIME)').check();
  await expect(page.getByLabel('Wrap lines at 76 characters (MIME)')).toBeChecked();
  await expect(page.getByTestId('encode-summary')).toContainText('big.bin · 30 MB', { timeout: 45_000 });
  await expect(page.getByText(/Too long to show in full/)).toBeVisible();
});
