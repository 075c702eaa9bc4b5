import { expect, test } from '@playwright/test';
import {
  ENCRYPTED,
  ENCRYPTED_MESSAGE,
  GHOSTSCRIPT,
  ROTATED,
  download,
  fixture,
  openTool,
  pagesOf,
  shoot,
} from './pdf-pages-helpers.ts';

test('pdf_split: one file per page, with a ZIP of all', async ({ page }) => {
  await openTool(page, 'pdf_split', GHOSTSCRIPT, '3 pages');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  expect(await pagesOf(await download(page, 'ghostscript-mixed-sizes-2.pdf'))).toEqual(['595x842@0']);
  await expect(page.getByRole('link', { name: /Download ghostscript-mixed-sizes-\d\.pdf/ })).toHaveCount(3);
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download all (ZIP)' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('ghostscript-mixed-sizes-split.zip');
  await shoot(page, 'pdf-split-1280');
});

test('pdf_split: every N pages and custom ranges', async ({ page }) => {
  await openTool(page, 'pdf_split', ROTATED, '4 pages');
  await page.getByLabel('Every N pages').check();
  await page.getByLabel('Pages per file').fill('3');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  expect(await pagesOf(await download(page, 'rotated-1-3.pdf'))).toEqual([
    '300x400@90',
    '310x410@180',
    '320x420@270',
  ]);
  expect(await pagesOf(await download(page, 'rotated-4.pdf'))).toEqual(['330x430@0']);

  await page.getByLabel('Custom ranges').check();
  await page.getByLabel('Page ranges (one file per range)').fill('4-5');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByText('Page number out of range (the file has 4 pages)')).toBeVisible();
  await page.getByLabel('Page ranges (one file per range)').fill('3-2');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByText('Wrong page number format: use e.g. 1, 2-5')).toBeVisible();
  await page.getByLabel('Page ranges (one file per range)').fill('2-3，1');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  expect(await pagesOf(await download(page, 'rotated-2-3.pdf'))).toEqual(['310x410@180', '320x420@270']);
});

test('pdf_split: encrypted file named; fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'pdf_split', GHOSTSCRIPT, '3 pages');
  await shoot(page, 'pdf-split-375');
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
});

test('pdf_split: thumbnails use self-hosted pdf.js worker and fonts, nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await openTool(page, 'pdf_split', fixture('pdflib-two-pages.pdf'), '2 pages');
  await expect(page.locator('.pdf-grid-thumb.is-done')).toHaveCount(2);
  const origin = new URL(baseURL!).origin;
  expect(
    requests.filter((url) => !url.startsWith(origin) && !url.startsWith('blob:') && !url.startsWith('data:')),
  ).toEqual([]);
  expect(requests.some((url) => /pdf\.worker\.min-[\w-]+\.mjs$/.test(url))).toBe(true);
  // pdf-lib's Helvetica is not embedded: pdf.js draws it with the bundled standard font.
  expect(requests.some((url) => /\/assets\/(LiberationSans|Foxit)[\w-]*\.(ttf|pfb)$/.test(url))).toBe(true);
});
