import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const toolkit = (path: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/${path}`, import.meta.url));
const GHOSTSCRIPT = toolkit('pdf/__fixtures__/ghostscript-mixed-sizes.pdf'); // Letter, A4, A5 landscape
const ENCRYPTED = toolkit('pdf/__fixtures__/encrypted-user-password.pdf');
const PHOTO = toolkit('image/__fixtures__/board-photo.jpg');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/paper_scan');
}

test('turns a 3-page PDF into scanned page images of the same sizes', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  await expect(page.getByText(/3 pages/)).toBeVisible();
  await page.getByText('Old, yellowed paper').click();
  await page.getByRole('button', { name: 'Make it look scanned' }).click();
  const link = page.getByRole('link', { name: /ghostscript-mixed-sizes_scan\.pdf/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Preview of the first page' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = (await download.path())!;
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
    'No syntax or stream encoding errors',
  );
  const doc = await PDFDocument.load(readFileSync(path));
  expect(doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([
    [612, 792],
    [595, 842],
    [595, 420],
  ]);
  // Each page is one JPEG at 150 dpi: Letter 8.5 in -> 1275 px.
  const widths = [...doc.context.enumerateIndirectObjects()]
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'),
    )
    .map((o) => String(o.dict.get(PDFName.of('Width'))));
  expect(widths.sort()).toEqual(['1240', '1240', '1275']);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/paper-scan-desktop.png`, fullPage: true });
});

test('speaks Chinese, names an encrypted PDF, scans a photo and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText('PDF文件[encrypted-user-password.pdf]已加密，请移除后重试')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  await page.getByRole('button', { name: '生成扫描件' }).click();
  await expect(page.getByRole('link', { name: /board-photo_scan\.jpg/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: /board-photo_scan\.pdf/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/paper-scan-phone.png`, fullPage: true });
});
