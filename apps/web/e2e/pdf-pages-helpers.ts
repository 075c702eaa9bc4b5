// Shared by the PDF page tools' e2e specs (pdf_split, pdf_page_del, pdf_page_extract, pdf_rotate).
import { expect, type Download, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';

export const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/pdf/__fixtures__/${name}`, import.meta.url));
export const GHOSTSCRIPT = fixture('ghostscript-mixed-sizes.pdf'); // 3 pages: 612x792, 595x842, 595x420
export const ROTATED = fixture('rotated.pdf'); // 300x400@90, 310x410@180, 320x420@270, 330x430@0
export const ENCRYPTED = fixture('encrypted-user-password.pdf');
export const ENCRYPTED_MESSAGE =
  'PDF file [encrypted-user-password.pdf] is encrypted, please remove it and try again';
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/pdfpages';

export async function openTool(page: Page, code: string, file: string, pages: string, lang = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto(`/func/${code}`);
  await page.getByTestId('file-input').setInputFiles(file);
  await expect(page.getByTestId('page-count')).toHaveText(pages);
}

/** Page sizes with rotation ('300x400@90') of a downloaded PDF. */
export async function pagesOf(download: Download): Promise<string[]> {
  const doc = await PDFDocument.load(readFileSync((await download.path())!));
  return doc
    .getPages()
    .map((p) => `${Math.round(p.getWidth())}x${Math.round(p.getHeight())}@${p.getRotation().angle}`);
}

export async function download(page: Page, name: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `Download ${name}` }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(name);
  return file;
}

/** Waits for thumbnails, checks nothing sticks out sideways, and saves a screenshot. */
export async function shoot(page: Page, name: string) {
  await expect(page.locator('.pdf-grid-thumb.is-done').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
