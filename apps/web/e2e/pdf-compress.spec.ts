import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PDFNumber } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const toolkit = fileURLToPath(new URL('../../../packages/toolkit/src/', import.meta.url));
const ENCRYPTED = join(toolkit, 'pdf/__fixtures__/encrypted-user-password.pdf');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Three pages, each the real 720 × 477 photo drawn 1.5 in wide (480 dpi as placed). */
async function photoPdf(): Promise<string> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(readFileSync(join(toolkit, 'image/__fixtures__/board-photo.jpg')));
  for (let p = 0; p < 3; p++) {
    const page = doc.addPage([595, 842]);
    page.drawImage(image, { x: 100, y: 600, width: 108, height: 71.6 });
    page.drawText(`Page ${p + 1}`, { x: 100, y: 560, size: 12 });
  }
  const path = join(tmpdir(), 'e2e-photo-board.pdf');
  writeFileSync(path, await doc.save());
  return path;
}

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/pdf_compress');
}

test('compresses a photo PDF, shows both sizes and downloads a valid smaller file', async ({ page }) => {
  const input = await photoPdf();
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles(input);
  await page.getByText(/Standard \(150 dpi/).click();
  await page.getByRole('button', { name: 'Compress PDF' }).click();
  const link = page.getByRole('link', { name: /e2e-photo-board_compressed\.pdf/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Before')).toBeVisible();
  await expect(page.getByText(/\d+% smaller/).first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = (await download.path())!;
  const out = readFileSync(path);
  expect(out.length).toBeLessThan(readFileSync(input).length);
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
    'No syntax or stream encoding errors',
  );
  const doc = await PDFDocument.load(out);
  expect(doc.getPageCount()).toBe(3);
  // 1.5 in at 150 dpi: the photo is now 225 px wide.
  const widths = [...doc.context.enumerateIndirectObjects()]
    .map(([, o]) => o)
    .filter(
      (o): o is PDFRawStream =>
        o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((o) => (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber());
  expect(widths).toEqual([225]);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/pdf-compress-desktop.png`, fullPage: true });
});

test('speaks Chinese, names an encrypted file and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await page.getByRole('button', { name: '压缩 PDF' }).click();
  await expect(page.getByText('PDF文件[encrypted-user-password.pdf]已加密，请移除后重试')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(await photoPdf());
  await page.getByText(/强力/).click();
  await page.getByRole('button', { name: '压缩 PDF' }).click();
  await expect(page.getByText('压缩前')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/减小了 \d+%/)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-compress-phone.png`, fullPage: true });
});
