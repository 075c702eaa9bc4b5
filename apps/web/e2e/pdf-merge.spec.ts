import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';

// Real PDFs from the toolkit's fixtures (see packages/toolkit/src/pdf/__fixtures__/make-fixtures.sh).
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/pdf/__fixtures__/${name}`, import.meta.url));
const GHOSTSCRIPT = fixture('ghostscript-mixed-sizes.pdf'); // 3 pages: 612x792, 595x842, 595x420
const PDFLIB = fixture('pdflib-two-pages.pdf'); // 2 pages: 400x500, 410x510
const ENCRYPTED = fixture('encrypted-user-password.pdf');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/pdf_merge');
}

async function addFiles(page: Page, files: string[], pages: string[]) {
  await page.getByTestId('file-input').setInputFiles(files);
  await expect(page.getByTestId('page-count')).toHaveText(pages);
}

/** Merges, downloads merged.pdf and returns its page sizes in order. */
async function mergeAndRead(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Merge PDF' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download merged.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('merged.pdf');
  const doc = await PDFDocument.load(readFileSync((await download.path())!));
  return doc.getPages().map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}`);
}

test('merges two real PDFs into one with the sum of their pages', async ({ page }) => {
  await openTool(page);
  await addFiles(page, [GHOSTSCRIPT, PDFLIB], ['3 pages', '2 pages']);
  await expect(page.getByText('2 files · 5 pages')).toBeVisible();
  expect(await mergeAndRead(page)).toEqual(['612x792', '595x842', '595x420', '400x500', '410x510']);
  await expect(page.locator('.result-note')).toContainText('5 pages');

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-merge-desktop.png`, fullPage: true });
});

test('reordering with the keyboard buttons changes the output order', async ({ page }) => {
  await openTool(page);
  await addFiles(page, [GHOSTSCRIPT, PDFLIB], ['3 pages', '2 pages']);
  const up = page.getByRole('button', { name: 'Move pdflib-two-pages.pdf up' });
  await up.focus();
  await page.keyboard.press('Enter');
  // Focus stays with the moved file, so it can keep moving by keyboard.
  await expect(page.getByRole('button', { name: 'Move pdflib-two-pages.pdf down' })).toBeFocused();
  await expect(page.getByTestId('pdf-merge-row').first()).toContainText('pdflib-two-pages.pdf');
  expect(await mergeAndRead(page)).toEqual(['400x500', '410x510', '612x792', '595x842', '595x420']);
});

test('reordering by dragging the handle changes the output order', async ({ page }) => {
  await openTool(page);
  await addFiles(page, [GHOSTSCRIPT, PDFLIB], ['3 pages', '2 pages']);
  const rows = page.getByTestId('pdf-merge-row');
  const handle = rows.nth(1).locator('.pdf-merge-handle');
  const from = (await handle.boundingBox())!;
  const to = (await rows.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();
  await expect(rows.first()).toContainText('pdflib-two-pages.pdf');
  expect(await mergeAndRead(page)).toEqual(['400x500', '410x510', '612x792', '595x842', '595x420']);
});

test('names an encrypted file in the spec message and merges the rest', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles([PDFLIB, ENCRYPTED]);
  const message = 'PDF file [encrypted-user-password.pdf] is encrypted, please remove it and try again';
  await expect(page.getByText(message)).toBeVisible();
  expect(await mergeAndRead(page)).toEqual(['400x500', '410x510']);
  await expect(page.getByText('These files were left out:')).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(2); // on its row and in the merge report
});

test('speaks Chinese and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles([GHOSTSCRIPT, PDFLIB, ENCRYPTED]);
  await expect(page.getByText('PDF文件[encrypted-user-password.pdf]已加密，请移除后重试')).toBeVisible();
  await expect(page.getByTestId('page-count')).toHaveText(['3 页', '2 页']);
  // Nothing sticks out sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '合并 PDF' }).click();
  await expect(page.getByRole('link', { name: /merged\.pdf/ })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-merge-phone.png`, fullPage: true });
});
