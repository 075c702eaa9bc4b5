import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import sharp from 'sharp';
import { allowSlowConversions, DESKTOP, downloadedBytes, openSignedIn } from './files-helpers.ts';

allowSlowConversions();

// old_photo_repair and image_coloring against the real server, on CC0 old portrait scans
// (apps/server/src/modules/oldphoto/__fixtures__/SOURCES.md). Results are read by sharp (libvips).
const OLD = join(import.meta.dirname, '../../server/src/modules/oldphoto/__fixtures__');

test.describe('old photos', () => {
  test('old_photo_repair stretches a faded scan and gives back a photo of the same size', async ({
    page,
  }) => {
    await openSignedIn(page, 'oldp', '/func/old_photo_repair', DESKTOP);
    await expect(page.getByText(/classical image filters, not a neural network/)).toBeVisible();
    await page.getByTestId('file-input').setInputFiles(join(OLD, 'face_man_1.png'));
    await page.getByRole('button', { name: 'Repair the photo' }).click();
    const download = page.getByRole('button', { name: 'Download face_man_1-restored.png' });
    await expect(download).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('img', { name: 'Repaired photo face_man_1-restored.png' })).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const meta = await sharp(await downloadedBytes(file)).metadata();
    expect([meta.width, meta.height]).toEqual([450, 600]);
  });

  test('image_coloring colours the backdrop from one painted stroke', async ({ page }) => {
    await openSignedIn(page, 'oldc', '/func/image_coloring', DESKTOP);
    await expect(page.getByText(/There is no automatic colouring AI here/)).toBeVisible();
    await page.getByTestId('file-input').setInputFiles(join(OLD, 'face_man_1.png'));
    const canvas = page.getByRole('img', { name: 'Paint colour hints on the photo' });
    await expect(canvas).toBeVisible();
    await page.getByRole('button', { name: 'Red' }).click();
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    // A stroke on the light backdrop left of the head (upper left of the scan).
    await page.mouse.move(box.x + box.width * 0.04, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.3, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText('1 stroke painted')).toBeVisible();
    await page.getByRole('button', { name: 'Colour the photo' }).click();
    const download = page.getByRole('button', { name: 'Download face_man_1-colour.png' });
    await expect(download).toBeVisible({ timeout: 120_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const { data, info } = await sharp(await downloadedBytes(file))
      .extract({ left: 10, top: 250, width: 30, height: 60 }) // backdrop, below the stroke
      .raw()
      .toBuffer({ resolveWithObject: true });
    let redder = 0;
    for (let i = 0; i < data.length; i += info.channels) redder += data[i]! - data[i + 2]!;
    expect(redder / (data.length / info.channels)).toBeGreaterThan(15);
  });
});
