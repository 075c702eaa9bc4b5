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

test('pdf_page_extract: extracts typed and shift-clicked pages into one PDF', async ({ page }) => {
  await openTool(page, 'pdf_page_extract', ROTATED, '4 pages');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByRole('button', { name: 'Page 4' }).click({ modifiers: ['Shift'] });
  await expect(page.getByLabel('Pages to extract')).toHaveValue('2-4');
  await page.getByLabel('Pages to extract').fill('1，4');
  await expect(page.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Extract pages' }).click();
  expect(await pagesOf(await download(page, 'rotated-extracted.pdf'))).toEqual(['300x400@90', '330x430@0']);
  await shoot(page, 'pdf-page-extract-1280');
});

test('pdf_page_extract: empty, out of range and encrypted', async ({ page }) => {
  await openTool(page, 'pdf_page_extract', GHOSTSCRIPT, '3 pages');
  await page.getByRole('button', { name: 'Extract pages' }).click();
  await expect(page.getByText('Please enter page numbers')).toBeVisible();
  await page.getByLabel('Pages to extract').fill('4');
  await page.getByRole('button', { name: 'Extract pages' }).click();
  await expect(page.getByText('Page number out of range (the file has 3 pages)')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
});

test('pdf_page_extract: fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'pdf_page_extract', GHOSTSCRIPT, '3 pages');
  await page.getByRole('button', { name: 'Page 1' }).click();
  await shoot(page, 'pdf-page-extract-375');
});
