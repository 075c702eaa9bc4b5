import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  allowSlowConversions,
  DESKTOP,
  downloadedBytes,
  openSignedIn,
  PHONE,
  SHOTS,
} from './files-helpers.ts';

allowSlowConversions();

// image_enlarge and image_clearer against the real server (the model runs in the server process),
// on real photos none of us made: scikit-image's cat (CC0) and the Rust Embedded Book's board
// photo (MIT), see packages/toolkit/src/image/__fixtures__/README.md.
const PHOTOS = join(import.meta.dirname, '../../../packages/toolkit/src/image/__fixtures__');

test.describe('AI image tools', () => {
  test('image_enlarge makes a PNG 2× as large and shows it over the original', async ({ page }) => {
    await openSignedIn(page, 'enl', '/func/image_enlarge', DESKTOP);
    await page.getByTestId('file-input').setInputFiles(join(PHOTOS, 'chelsea.png'));
    await expect(page.getByRole('radio', { name: '2×' })).toBeChecked();
    await page.getByRole('button', { name: 'Enlarge' }).click();
    const download = page.getByRole('button', { name: 'Download chelsea-x2.png' });
    await expect(download).toBeVisible({ timeout: 100_000 });
    await expect(page.getByText('Original 451 × 300 px → result 902 × 600 px')).toBeVisible();
    const divider = page.getByRole('slider', { name: 'Position of the divider' });
    await divider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveValue('51');
    await page.screenshot({ path: `${SHOTS}/image-enlarge-desktop.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const png = PNG.sync.read(await downloadedBytes(file));
    expect([png.width, png.height]).toEqual([902, 600]);
  });

  test('image_clearer keeps a JPEG its size and says it uses classical filters (phone)', async ({ page }) => {
    await openSignedIn(page, 'clr', '/func/image_clearer', PHONE);
    await expect(page.getByText(/classical image filters, not a neural network/)).toBeVisible();
    await page.getByTestId('file-input').setInputFiles(join(PHOTOS, 'board-photo.jpg'));
    await page.getByLabel('Strength').selectOption('high');
    await page.getByRole('button', { name: 'Make it clearer' }).click();
    const download = page.getByRole('button', { name: 'Download board-photo-clear.jpg' });
    await expect(download).toBeVisible({ timeout: 100_000 });
    await expect(page.getByAltText('Before: board-photo-clear.jpg')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/image-clearer-phone.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const image = jpeg.decode(await downloadedBytes(file), { useTArray: true });
    expect([image.width, image.height]).toEqual([720, 477]);
  });
});
