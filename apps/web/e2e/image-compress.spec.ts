import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadNodeCodecs } from '../../../packages/toolkit/src/image/codecs-node.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/image/__fixtures__/${name}`, import.meta.url));
// A real photo (720 × 477, 259 KB) from the toolkit's fixtures.
const PHOTO = fixture('board-photo.jpg');
// Real camera photos: an iPhone's stored sideways (EXIF orientation 6) and a Nikon's with a GPS position.
const IPHONE = fixture('iphone-orientation-6.jpg');
const NIKON = fixture('nikon-gps.jpg');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, file = PHOTO) {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/image_compress');
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByText('1 image selected')).toBeVisible();
}

type FormatLabel = 'JPG (MozJPEG)' | 'WebP' | 'PNG (lossless)' | 'Same as original';

async function compress(page: Page, format: FormatLabel, target: string) {
  await page.getByText(format, { exact: true }).click();
  await page.getByLabel('Target size').fill(target);
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('KB');
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 30_000 });
}

async function downloadResult(page: Page, name: string | RegExp = /^Download board-photo-compressed/) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  return readFileSync((await download.path())!);
}

test('compresses a real photo to a JPEG target, downloads it and compares before/after', async ({ page }) => {
  await openTool(page);
  await compress(page, 'JPG (MozJPEG)', '60');
  const note = page.locator('.result-note');
  await expect(note).toContainText('Within target');
  await expect(note).toContainText(/quality \d+/);

  const bytes = await downloadResult(page);
  expect(bytes.length).toBeLessThanOrEqual(60 * 1024);
  expect(bytes.length).toBeGreaterThan(20 * 1024);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect([...bytes.subarray(-2)]).toEqual([0xff, 0xd9]);

  // The slider is a real, keyboard-operable control.
  const slider = page.getByRole('slider', { name: 'Comparison position' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('51');

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/image-compress-desktop.png`, fullPage: true });
});

test('compresses to a WebP target', async ({ page }) => {
  await openTool(page);
  await compress(page, 'WebP', '40');
  await expect(page.locator('.result-note')).toContainText('Within target');
  const bytes = await downloadResult(page);
  expect(bytes.length).toBeLessThanOrEqual(40 * 1024);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
});

test('an impossible target shows the outside-target status with the smallest result', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openTool(page);
  await compress(page, 'JPG (MozJPEG)', '1');
  await expect(page.locator('.result-note')).toContainText('Outside target');
  await expect(page.locator('.result-note')).toContainText('quality 1');
  await expect(page.getByRole('status').filter({ hasText: 'cannot reach 1 KB' })).toBeVisible();
  const bytes = await downloadResult(page);
  expect(bytes.length).toBeGreaterThan(1024);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  // Nothing may overflow a 375 px phone screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/image-compress-phone.png`, fullPage: true });
  await page.locator('.ic-outside').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/image-compress-phone-outside.png` });
});

test('refuses an invalid target and lets a run be cancelled', async ({ page }) => {
  await openTool(page);
  await page.getByLabel('Target size').fill('abc');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a size' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compress', exact: true })).toBeDisabled();

  await page.getByLabel('Target size').fill('100');
  await page.getByTestId('file-input').setInputFiles([PHOTO, PHOTO, PHOTO, PHOTO, PHOTO, PHOTO]);
  await page.getByRole('button', { name: 'Compress 7 images' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Compress 7 images' })).toBeVisible();
  await expect(page.getByText('Cancelled.')).toBeVisible();
});

test('huge dimensions and a broken file answer status 0 with the spec messages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/image_compress');
  // A PNG header that claims 30 000 × 20 000 pixels: refused from its header, before any decoding.
  const huge = Buffer.alloc(64);
  huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  huge.writeUInt32BE(30_000, 16);
  huge.writeUInt32BE(20_000, 20);
  const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]);
  await page.getByTestId('file-input').setInputFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: huge },
    { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: broken },
  ]);
  await page.getByRole('button', { name: 'Compress 2 images' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Image dimensions too large' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Image load abnormal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);
});

test('shows a photo stored sideways (EXIF orientation 6) upright, as the Node decoder does', async ({
  page,
}) => {
  await openTool(page, IPHONE);
  await compress(page, 'PNG (lossless)', '2000');
  const png = await downloadResult(page, /^Download iphone-orientation-6-compressed\.png/);
  // Stored 205 × 102; shown and compressed 102 × 205.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([102, 205]);
  const { decoders } = await loadNodeCodecs();
  const browser = await decoders.png(new Uint8Array(png));
  const node = await decoders.jpeg(new Uint8Array(readFileSync(IPHONE)));
  expect([node.width, node.height]).toEqual([102, 205]);
  // Chromium's JPEG decoder and MozJPEG's may round differently (measured: identical, mean difference 0);
  // the wrong quarter turn (orientation 8) differs by 131 levels on average.
  let sum = 0;
  for (let i = 0; i < node.data.length; i++)
    if (i % 4 !== 3) sum += Math.abs(node.data[i]! - browser.data[i]!);
  expect(sum / ((node.data.length / 4) * 3)).toBeLessThan(2);
});

test('a kept original says it still holds its location and loses only that on Remove location', async ({
  page,
}) => {
  const original = readFileSync(NIKON);
  const latitude = Buffer.from([39, 0, 0, 0, 1, 0, 0, 0, 54, 0, 0, 0, 1, 0, 0, 0, 56, 0, 0, 0, 1, 0, 0, 0]);
  expect(original.indexOf(latitude)).toBeGreaterThan(0);
  await openTool(page, NIKON);
  await compress(page, 'Same as original', '500');
  await expect(page.locator('.result-note')).toContainText('Already within target');
  const notice = page.locator('.ic-location');
  await expect(notice).toContainText('This file still contains its location (GPS).');
  await page.getByRole('button', { name: 'Remove location from nikon-gps.jpg' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('.result-note')).toContainText('location removed, picture unchanged');
  const cleaned = await downloadResult(page, 'Download nikon-gps.jpg');
  expect(cleaned.length).toBe(original.length);
  expect(cleaned.indexOf(latitude)).toBe(-1);
  // Only bytes of the EXIF segment changed: the picture is the same file's.
  const exif = original.indexOf('Exif\0\0', 0, 'latin1') - 4;
  const end = exif + 2 + original.readUInt16BE(exif + 2);
  expect(cleaned.subarray(end).equals(original.subarray(end))).toBe(true);

  // Re-encoded, the file keeps no metadata, and the result says so.
  await compress(page, 'JPG (MozJPEG)', '40');
  await expect(page.locator('.result-note')).toContainText('photo details (EXIF, location) not kept');
  await expect(notice).toHaveCount(0);
  const encoded = await downloadResult(page, /^Download nikon-gps-compressed/);
  expect(encoded.indexOf('Exif\0\0', 0, 'latin1')).toBe(-1);
});
