import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ENCRYPTED, GHOSTSCRIPT, download, openTool } from './pdf-pages-helpers.ts';
import { bytesOf, darkPixels, imageSize } from './pdf-images-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/pdfimages';

test('pdf_to_image renders every page at scale 1.5 as PNG, one page as JPG', async ({ page }) => {
  await openTool(page, 'pdf_to_image', GHOSTSCRIPT, '3 pages');
  await page.getByRole('button', { name: 'Convert to images' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('link', { name: /^Download ghostscript-mixed-sizes-\d\.png$/ })).toHaveCount(
    3,
  );
  // Letter, A4 and A5 landscape at 1.5 points per pixel.
  const sizes = [];
  for (const n of [1, 2, 3])
    sizes.push(imageSize(await bytesOf(await download(page, `ghostscript-mixed-sizes-${n}.png`))));
  expect(sizes.map((s) => `${s.type} ${s.width}x${s.height}`)).toEqual([
    'png 918x1188',
    'png 893x1263',
    'png 893x630',
  ]);
  expect(await darkPixels(page, 'ghostscript-mixed-sizes-1.png')).toBeGreaterThan(300); // the text is drawn
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-to-image.png`, fullPage: true });

  await page.getByLabel('JPG').check({ force: true });
  await page.getByLabel('Resolution').selectOption('2');
  await page.getByLabel('One page').check();
  await page.getByLabel('Page', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Convert to images' }).click();
  const jpg = imageSize(await bytesOf(await download(page, 'ghostscript-mixed-sizes-2.jpg')));
  expect(jpg).toEqual({ type: 'jpg', width: 1190, height: 1684 });
  await expect(results.getByRole('link', { name: /^Download / })).toHaveCount(1);

  await page.getByLabel('Page', { exact: true }).fill('7');
  await page.getByRole('button', { name: 'Convert to images' }).click();
  await expect(page.getByText('Page number out of range (the file has 3 pages)')).toBeVisible();
});

test('pdf_to_image names an encrypted file (zh-CN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/pdf_to_image');
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByRole('alert')).toHaveText(
    'PDF文件[encrypted-user-password.pdf]已加密，请移除后重试',
  );
});
