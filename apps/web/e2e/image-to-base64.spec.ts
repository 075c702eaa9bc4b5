import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';
const PHOTO = fileURLToPath(
  new URL('../../../packages/toolkit/src/image/__fixtures__/board-photo.jpg', import.meta.url),
);

test('image_to_base64 gives data URL, CSS and HTML snippets, and turns Base64 back into an image', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/image_to_base64');
  const photo = readFileSync(PHOTO);
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  await expect(page.getByTestId('image-info')).toContainText('board-photo.jpg · 720×477');
  await expect(page.getByTestId('snippet-css')).toContainText(
    'background-image: url("data:image/jpeg;base64,/9j/',
  );
  await expect(page.getByTestId('snippet-html')).toContainText('<img src="data:image/jpeg;base64,/9j/');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/image-base64-1280.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Base64 → image' }).click();
  await page.getByLabel('Base64 or data URL').fill(photo.toString('base64'));
  await expect(page.getByTestId('decoded-info')).toHaveText('JPG image · 720×477 · 253 KB');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download image.jpg' }).click(),
  ]);
  expect(readFileSync((await download.path())!).equals(photo)).toBe(true);
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/image-base64-375.png`, fullPage: true });
});
