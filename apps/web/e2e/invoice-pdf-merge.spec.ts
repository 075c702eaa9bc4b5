import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDocument, PDFName, type PDFRawStream, decodePDFRawStream } from 'pdf-lib';

// Real PDFs from the toolkit's fixtures (see packages/toolkit/src/pdf/__fixtures__/make-fixtures.sh).
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/pdf/__fixtures__/${name}`, import.meta.url));
const GHOSTSCRIPT = fixture('ghostscript-mixed-sizes.pdf'); // 3 pages
const ROTATED = fixture('rotated.pdf'); // 4 pages: /Rotate 90 (300 x 400), 180, 270, 0
const PDFLIB = fixture('pdflib-two-pages.pdf'); // 2 pages
const ENCRYPTED = fixture('encrypted-user-password.pdf');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/invoice_pdf_merge');
}

/** Sheet sizes and, per sheet, the matrices that place the invoices. */
async function readSheets(path: string) {
  const doc = await PDFDocument.load(readFileSync(path));
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const list = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = list
      .map((ref) =>
        new TextDecoder('latin1').decode(
          decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode(),
        ),
      )
      .join('\n');
    const placed = [...ops.matchAll(/(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm\s+\/\S+ Do/g)].map((m) =>
      m.slice(1, 7).map(Number),
    );
    return { size: `${Math.round(page.getWidth())}x${Math.round(page.getHeight())}`, placed, ops };
  });
}

async function layOut(page: Page, button = 'Lay out invoices') {
  await page.getByRole('button', { name: button }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /invoices\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invoices.pdf');
  return readSheets((await download.path())!);
}

test('puts every page of every file 4 to an A4 sheet, rotated pages upright', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles([ROTATED, GHOSTSCRIPT, PDFLIB]);
  await expect(page.getByTestId('page-count')).toHaveText(['4 pages', '3 pages', '2 pages']);
  await page.getByLabel('4 (two by two)').check();
  const sheets = await layOut(page);
  expect(sheets.map((s) => s.size)).toEqual(['595x842', '595x842', '595x842']);
  expect(sheets.map((s) => s.placed.length)).toEqual([4, 4, 1]);
  await expect(page.locator('.result-note')).toContainText('3 A4 sheets · 9 pages');
  // rotated.pdf page 1 has /Rotate 90: drawn turned a quarter clockwise ([0 -s s 0 ...]) in the top-left slot.
  const [a, b, c, d, e, f] = sheets[0]!.placed[0]!;
  expect([Math.sign(a!) + 0, Math.sign(b!), Math.sign(c!), Math.sign(d!) + 0]).toEqual([0, -1, 1, 0]);
  expect(e).toBeLessThan(595 / 2);
  expect(f).toBeGreaterThan(842 / 2);
  // Page 2 (/Rotate 180) is turned half a turn, page 4 (no rotation) is a plain scale.
  expect(Math.sign(sheets[0]!.placed[1]![0]!)).toBe(-1);
  expect(Math.sign(sheets[0]!.placed[3]![0]!)).toBe(1);
  // Dashed cut lines are on by default.
  expect(sheets[0]!.ops).toMatch(/\[4 4\] 0 d/);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/invoice-pdf-merge-desktop.png`, fullPage: true });
});

test('puts 2 to a sheet by default and names an encrypted file', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles([PDFLIB, ENCRYPTED, GHOSTSCRIPT]);
  const message = 'PDF file [encrypted-user-password.pdf] is encrypted, please remove it and try again';
  await expect(page.getByText(message)).toBeVisible();
  await page.getByLabel('Draw dashed cut lines').uncheck();
  const sheets = await layOut(page);
  expect(sheets.map((s) => s.placed.length)).toEqual([2, 2, 1]);
  expect(sheets[0]!.ops).not.toMatch(/\[4 4\] 0 d/);
  await expect(page.getByText('These files were left out:')).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(2);
});

test('speaks Chinese and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles([ROTATED, PDFLIB]);
  await expect(page.getByTestId('page-count')).toHaveText(['4 页', '2 页']);
  await page.getByRole('button', { name: '排版发票' }).click();
  await expect(page.getByRole('link', { name: /invoices\.pdf/ })).toBeVisible();
  await expect(page.locator('.result-note')).toContainText('3 张 A4');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/invoice-pdf-merge-phone.png`, fullPage: true });
});
