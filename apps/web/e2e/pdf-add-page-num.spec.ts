import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

// Real PDFs from the toolkit's fixtures (see packages/toolkit/src/pdf/__fixtures__/make-fixtures.sh).
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/pdf/__fixtures__/${name}`, import.meta.url));
const GHOSTSCRIPT = fixture('ghostscript-mixed-sizes.pdf'); // 3 pages
const ROTATED = fixture('rotated.pdf'); // 4 pages with /Rotate 90, 180, 270, 0 (qpdf object streams)
const ENCRYPTED = fixture('encrypted-user-password.pdf');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/pdf_add_page_num');
}

/** The text matrix and string our content stream (the page's last one) draws on each page. */
async function numbersIn(path: string) {
  const doc = await PDFDocument.load(readFileSync(path));
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const list = contents instanceof PDFArray ? contents.asArray() : [contents];
    const last = doc.context.lookup(list[list.length - 1]);
    if (!(last instanceof PDFRawStream)) return null;
    const ops = new TextDecoder('latin1').decode(decodePDFRawStream(last).decode());
    const tm = /(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) Tm/.exec(ops);
    const hex = /<([0-9A-Fa-f]*)> Tj/.exec(ops)?.[1] ?? '';
    const text = (hex.match(/../g) ?? []).map((h) => String.fromCharCode(parseInt(h, 16))).join('');
    return {
      rotation: page.getRotation().angle,
      m: tm ? tm.slice(1, 5).map((n) => Math.round(+n) + 0) : [],
      text,
    };
  });
}

async function runAndDownload(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: new RegExp(name.replace('.', '\\.')) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  return (await download.path())!;
}

test('numbers rotated pages upright, with the chosen style and start', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles(ROTATED);
  await page.getByText('Top right').click();
  await page.getByLabel('Style').selectOption('n-of-total');
  await page.getByLabel('Start at').fill('3');
  const path = await runAndDownload(page, 'Add page numbers', 'rotated_numbered.pdf');
  await expect(page.locator('.result-note')).toContainText('4 pages');
  const drawn = await numbersIn(path);
  expect(drawn.map((d) => d?.text)).toEqual(['3 / 6', '4 / 6', '5 / 6', '6 / 6']);
  // Text turned with each page's /Rotate, so it reads upright on screen.
  expect(drawn.map((d) => [d?.rotation, d?.m])).toEqual([
    [90, [0, 1, -1, 0]],
    [180, [-1, 0, 0, -1]],
    [270, [0, -1, 1, 0]],
    [0, [1, 0, 0, 1]],
  ]);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/pdf-add-page-num-desktop.png`, fullPage: true });
});

test('skips the cover page', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  await page.getByLabel('Style').selectOption('page-n');
  await page.getByLabel(/Skip the first page/).check();
  const drawn = await numbersIn(
    await runAndDownload(page, 'Add page numbers', 'ghostscript-mixed-sizes_numbered.pdf'),
  );
  expect(drawn.slice(1).map((d) => d?.text)).toEqual(['Page 1', 'Page 2']);
  expect(drawn[0]?.text ?? '').not.toContain('Page');
});

/** One page's text as poppler reads it, white space removed (poppler drops spaces between CJK and digits). */
const popplerText = (path: string, page: number) =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-f', `${page}`, '-l', `${page}`, path, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, '');

test('draws the Chinese style 第 N 页 / 共 N 页 with the embedded font; qpdf accepts the file', async ({
  page,
}) => {
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  await page.getByLabel('样式').selectOption({ label: '第 1 页 / 共 N 页' });
  await expect(page.getByText(/中文样式会嵌入/)).toBeVisible();
  const path = await runAndDownload(page, '添加页码', 'ghostscript-mixed-sizes_numbered.pdf');
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
    'No syntax or stream encoding errors found',
  );
  for (const n of [1, 2, 3]) expect(popplerText(path, n)).toContain(`第${n}页/共3页`);
  // pdffonts: name, type, encoding, emb, sub, uni. An embedded subset with a ToUnicode map.
  expect(execFileSync('pdffonts', [path], { encoding: 'utf8' })).toMatch(
    /\+NotoSansCJKsc-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/,
  );
});

test('speaks Chinese, names an encrypted file and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await page.getByRole('button', { name: '添加页码' }).click();
  await expect(page.getByText('PDF文件[encrypted-user-password.pdf]已加密，请移除后重试')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  await page.getByRole('button', { name: '添加页码' }).click();
  await expect(page.getByRole('link', { name: /ghostscript-mixed-sizes_numbered\.pdf/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-add-page-num-phone.png`, fullPage: true });
});
