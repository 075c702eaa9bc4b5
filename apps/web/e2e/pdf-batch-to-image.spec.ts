import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  ENCRYPTED,
  ENCRYPTED_MESSAGE,
  GHOSTSCRIPT,
  ROTATED,
  download,
  fixture,
} from './pdf-pages-helpers.ts';
import { bytesOf, imageSize } from './pdf-images-helpers.ts';

test('pdf_batch_to_image: a folder per PDF in one ZIP, failing files listed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_batch_to_image');
  await page
    .getByTestId('file-input')
    .setInputFiles([GHOSTSCRIPT, ENCRYPTED, ROTATED, fixture('truncated.pdf')]);
  await page.getByRole('button', { name: 'Convert all to images' }).click();
  await expect(page.getByText('Some files could not be processed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
  await expect(page.getByText('PDF file [truncated.pdf] cannot be processed')).toBeVisible();

  const zip = unzipSync(await bytesOf(await download(page, 'pdf-images.zip')));
  expect(Object.keys(zip).sort()).toEqual([
    'ghostscript-mixed-sizes/ghostscript-mixed-sizes-1.png',
    'ghostscript-mixed-sizes/ghostscript-mixed-sizes-2.png',
    'ghostscript-mixed-sizes/ghostscript-mixed-sizes-3.png',
    'rotated/rotated-1.png',
    'rotated/rotated-2.png',
    'rotated/rotated-3.png',
    'rotated/rotated-4.png',
  ]);
  // rotated.pdf page 1 is 300x400 turned 90°: the image is the page as shown, landscape.
  const first = imageSize(zip['rotated/rotated-1.png']!);
  expect([first.width, first.height]).toEqual([600, 450]);
  const second = imageSize(zip['rotated/rotated-2.png']!);
  expect([second.width, second.height]).toEqual([465, 615]);
});
