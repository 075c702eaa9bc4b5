import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { readDpi } from '@toolbox/toolkit/image';
import {
  allowSlowConversions,
  DESKTOP,
  downloadedBytes,
  openSignedIn,
  PHONE,
  SHOTS,
} from './files-helpers.ts';

allowSlowConversions();

// The ID-photo tools against the real server (models run in the server process): a public-domain
// White House portrait in, a watermarked preview out until the result is paid for.
const PORTRAITS = join(import.meta.dirname, '../../server/src/modules/idphoto/__fixtures__');

test.describe('ID photos', () => {
  test('image_id_photo_cut makes a 1-inch photo at 300 DPI, watermarked until paid', async ({ page }) => {
    await openSignedIn(page, 'idp', '/func/image_id_photo_cut', DESKTOP);
    await page.getByTestId('file-input').setInputFiles(join(PORTRAITS, 'obama.jpg'));
    await expect(page.getByLabel('Size')).toContainText('1 inch');
    await page.getByRole('radio', { name: 'Blue' }).check();
    await page.getByRole('button', { name: 'Make the ID photo' }).click();
    const download = page.getByRole('button', { name: /^Download .*\.jpg$/ });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('The preview is watermarked')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/id-photo-cut-desktop.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = await downloadedBytes(file);
    const image = jpeg.decode(bytes, { useTArray: true });
    expect([image.width, image.height]).toEqual([295, 413]);
    // The top-left corner is the chosen blue under the preview's watermark.
    expect(image.data[2]!).toBeGreaterThan(image.data[0]! + 60);
    expect(readDpi(new Uint8Array(bytes))).toMatchObject({ ok: true, dpi: { x: 300, y: 300 } });
  });

  test('image_id_photo_cut refuses a photo of two people, in words (phone)', async ({ page }) => {
    await openSignedIn(page, 'idp-two', '/func/image_id_photo_cut', PHONE);
    await page.getByTestId('file-input').setInputFiles(join(PORTRAITS, 'two_people.jpg'));
    await page.getByRole('button', { name: 'Make the ID photo' }).click();
    await expect(page.getByRole('alert').first()).toContainText('more than one face', { timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/id-photo-cut-refused-phone.png`, fullPage: true });
  });

  test('id_photo_change_bg_color puts an ID photo on red', async ({ page }) => {
    await openSignedIn(page, 'idp-bg', '/func/id_photo_change_bg_color', DESKTOP);
    await page.getByTestId('file-input').setInputFiles(join(PORTRAITS, 'astronaut.png'));
    await page.getByRole('radio', { name: 'Red' }).check();
    await page.getByRole('button', { name: 'Change the background' }).click();
    const download = page.getByRole('button', { name: /^Download .*\.jpg$/ });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/id-photo-bg-desktop.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const image = jpeg.decode(await downloadedBytes(file), { useTArray: true });
    expect([image.width, image.height]).toEqual([512, 512]);
    expect(image.data[0]!).toBeGreaterThan(image.data[2]! + 60);
  });
});
