// The pdf-a tools in the browser on real PDFs none of us wrote (packages/toolkit/src/pdf/__fixtures__/corpus).
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { download, fixture } from './pdf-pages-helpers.ts';
import { bytesOf, imageSize } from './pdf-images-helpers.ts';

const corpus = (name: string) => fixture(`corpus/${name}`);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    // A visitor who has accepted cookies: the notice floats over the page's foot, where the options sit.
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
});

test('pdf_text_extract reads four real-world PDFs in turn on one page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/func/pdf_text_extract');
  for (const [file, pages, first] of [
    ['bzip2-manual.pdf', '38 pages', 'bzip2 and libbzip2, version 1.0.8'],
    ['fontconfig-user.pdf', '15 pages', 'fonts.conf'],
    ['libreoffice-xpdfimport-err.pdf', '1 page', "This PDF file is encrypted and can't be opened."],
    ['zlib-crc-doc.pdf', '29 pages', 'Everything we know about CRC'],
  ] as const) {
    // Each file replaces the one before: its own page count and text (no two files share either).
    await page.getByTestId('file-input').setInputFiles(corpus(file));
    await expect(page.getByTestId('page-count')).toHaveText(pages, { timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: 'Extracted text' })).toHaveValue(
      new RegExp(first.replace(/[.()]/g, '\\$&')),
    );
  }
});

test('pdf_batch_to_image and pdf_to_image on real-world PDFs', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/func/pdf_batch_to_image');
  await page
    .getByTestId('file-input')
    .setInputFiles([corpus('fontconfig-user.pdf'), corpus('zlib-crc-doc.pdf')]);
  await page.getByLabel('JPG').check({ force: true });
  await page.getByRole('button', { name: 'Convert all to images' }).click();
  const zip = unzipSync(await bytesOf(await download(page, 'pdf-images.zip')));
  const names = Object.keys(zip);
  expect(names.filter((n) => n.startsWith('fontconfig-user/'))).toHaveLength(15);
  expect(names.filter((n) => n.startsWith('zlib-crc-doc/'))).toHaveLength(29);
  expect(imageSize(zip['zlib-crc-doc/zlib-crc-doc-1.jpg']!)).toEqual({
    type: 'jpg',
    width: 918,
    height: 1188,
  });

  await page.goto('/func/pdf_to_image');
  await page.getByTestId('file-input').setInputFiles(corpus('libreoffice-xpdfimport-err.pdf'));
  await expect(page.getByTestId('page-count')).toHaveText('1 page');
  await page.getByRole('button', { name: 'Convert to images' }).click();
  const png = imageSize(await bytesOf(await download(page, 'libreoffice-xpdfimport-err-1.png')));
  expect(png).toEqual({ type: 'png', width: 893, height: 1263 });
});

test('pdf_merge_adv joins pages of two real-world PDFs', async ({ page }) => {
  await page.goto('/func/pdf_merge_adv');
  await page
    .getByTestId('file-input')
    .setInputFiles([corpus('libreoffice-xpdfimport-err.pdf'), corpus('bzip2-manual.pdf')]);
  await expect(page.getByTestId('picked-count')).toHaveText('39 pages picked');
  await page.getByRole('button', { name: 'Merge picked pages' }).click();
  const merged = await download(page, 'merged.pdf');
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(await bytesOf(merged));
  expect(doc.getPageCount()).toBe(39);
});
