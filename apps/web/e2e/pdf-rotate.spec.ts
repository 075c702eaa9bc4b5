import { expect, test } from '@playwright/test';
import {
  ENCRYPTED,
  ENCRYPTED_MESSAGE,
  GHOSTSCRIPT,
  ROTATED,
  download,
  openTool,
  pagesOf,
  shoot,
} from './pdf-pages-helpers.ts';

test('pdf_rotate: per-page turns add to the existing rotation', async ({ page }) => {
  await openTool(page, 'pdf_rotate', ROTATED, '4 pages');
  await page.getByRole('button', { name: 'Rotate page 1 right' }).click();
  await page.getByRole('button', { name: 'Rotate page 3 right' }).click();
  await page.getByRole('button', { name: 'Rotate page 4 left' }).click();
  await page.getByRole('button', { name: 'Rotate PDF' }).click();
  expect(await pagesOf(await download(page, 'rotated-rotated.pdf'))).toEqual([
    '300x400@180',
    '310x410@180',
    '320x420@0',
    '330x430@270',
  ]);
  await shoot(page, 'pdf-rotate-1280');
});

test('pdf_rotate: rotate all, and encrypted files are named', async ({ page }) => {
  await openTool(page, 'pdf_rotate', GHOSTSCRIPT, '3 pages');
  await page.getByRole('button', { name: 'Rotate all right' }).click();
  await page.getByRole('button', { name: 'Rotate all right' }).click();
  await page.getByRole('button', { name: 'Rotate PDF' }).click();
  expect(await pagesOf(await download(page, 'ghostscript-mixed-sizes-rotated.pdf'))).toEqual([
    '612x792@180',
    '595x842@180',
    '595x420@180',
  ]);
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
});

test('pdf_rotate: fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'pdf_rotate', GHOSTSCRIPT, '3 pages');
  await page.getByRole('button', { name: 'Rotate page 1 right' }).click();
  await shoot(page, 'pdf-rotate-375');
});
