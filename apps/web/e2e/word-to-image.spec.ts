import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  allowSlowConversions,
  chineseDocx,
  DESKTOP,
  downloadedBytes,
  openSignedIn,
  PHONE,
  SHOTS,
  threePagesDocx,
} from './files-helpers.ts';

allowSlowConversions();

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// word_to_image against the real server: every page rendered, several pages zipped.
test.describe('word_to_image', () => {
  test('renders every page of a three-page .docx, previews them and zips them', async ({ page }) => {
    await openSignedIn(page, 'w2i', '/func/word_to_image', DESKTOP);
    await page.getByTestId('file-input').setInputFiles(threePagesDocx);
    await page.getByLabel('Resolution').selectOption('96');
    await page.getByRole('button', { name: 'Convert to images' }).click();
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('img')).toHaveCount(3, { timeout: 60_000 });
    // Thumbnails really decoded (not broken images).
    await expect
      .poll(() =>
        results
          .getByRole('img')
          .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true, true, true]);
    await page.screenshot({ path: `${SHOTS}/word-to-image-desktop.png`, fullPage: true });

    const zipButton = page.getByTestId('file-download').getByRole('button', { name: /^Download .*\.zip$/ });
    const [file] = await Promise.all([page.waitForEvent('download'), zipButton.click()]);
    const entries = unzipSync(new Uint8Array(await downloadedBytes(file)));
    const names = Object.keys(entries).sort();
    expect(names).toHaveLength(3);
    for (const name of names) {
      const png = entries[name]!;
      expect(Array.from(png.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
      // An A4 page at 96 DPI is about 794 x 1123 pixels.
      const { width, height } = pngSize(png);
      expect(Math.abs(width - 794)).toBeLessThan(20);
      expect(Math.abs(height - 1123)).toBeLessThan(20);
    }
  });

  test('a one-page document as JPG on a phone', async ({ page }) => {
    await openSignedIn(page, 'w2i-phone', '/func/word_to_image', PHONE);
    await page.getByTestId('file-input').setInputFiles(chineseDocx);
    await page.getByLabel('Image format').selectOption('jpg');
    await page.getByRole('button', { name: 'Convert to images' }).click();
    const preview = page.getByRole('img', { name: /^Page 1: .*\.jpg$/ });
    await expect(preview).toBeVisible({ timeout: 60_000 });
    expect(await preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(500);
    const download = page.getByTestId('file-download').getByRole('button', { name: /^Download / });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = await downloadedBytes(file);
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    await page.screenshot({ path: `${SHOTS}/word-to-image-phone.png`, fullPage: true });
  });
});
