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

test('pdf_page_del: deletes the clicked pages, keeping the others in order', async ({ page }) => {
  await openTool(page, 'pdf_page_del', ROTATED, '4 pages');
  await page.getByRole('button', { name: 'Page 1' }).click();
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByLabel('Pages to delete')).toHaveValue('1, 3');
  await page.getByRole('button', { name: 'Delete pages' }).click();
  expect(await pagesOf(await download(page, 'rotated-deleted.pdf'))).toEqual(['310x410@180', '330x430@0']);
  await shoot(page, 'pdf-page-del-1280');
});

test('pdf_page_del: out of range, every page and encrypted files are refused', async ({ page }) => {
  await openTool(page, 'pdf_page_del', GHOSTSCRIPT, '3 pages');
  await page.getByLabel('Pages to delete').fill('2，5');
  await page.getByRole('button', { name: 'Delete pages' }).click();
  await expect(page.getByText('Page number out of range (the file has 3 pages)')).toBeVisible();
  await page.getByLabel('Pages to delete').fill('1-3');
  await page.getByRole('button', { name: 'Delete pages' }).click();
  await expect(page.getByText('You cannot delete every page: at least one page must remain')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
});

test('pdf_page_del: fits a 375 px phone in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'pdf_page_del', GHOSTSCRIPT, '3 页', 'zh-CN');
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page.getByLabel('要删除的页码')).toHaveValue('2');
  await shoot(page, 'pdf-page-del-375');
});
