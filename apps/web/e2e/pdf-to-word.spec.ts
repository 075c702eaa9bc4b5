import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { signedIn } from './files-helpers.ts';

const toolkit = (path: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/${path}`, import.meta.url));
// A LibreOffice PDF: title, bold and italic words, a ruled 3 × 3 table, a picture, two pages.
const REPORT = toolkit('docx/from-pdf/__fixtures__/report.pdf');
const ENCRYPTED = toolkit('pdf/__fixtures__/encrypted-user-password.pdf');
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

test('converts a PDF to a .docx with paragraphs, a table and the picture', async ({ page }) => {
  await signedIn(page, 'pdf-to-word');
  await page.goto('/func/pdf_to_word');
  await page.getByTestId('file-input').setInputFiles(REPORT);
  await expect(page.getByText(/2 pages/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Convert to Word' }).click();
  const link = page.getByRole('link', { name: /report\.docx/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/2 pages · 1 table · 1 picture/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const doc = strFromU8(files['word/document.xml']!);
  // The text as Word reads it: a line may be cut into runs (at a space, for its letter spacing).
  const text = doc.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
  expect(text).toContain('Quarterly Report');
  expect(doc).toMatch(/<w:b\/>[^]*?bold phrase/);
  expect(doc).toMatch(/<w:i\/>[^]*?italic phrase/);
  expect(doc.match(/<w:tbl>/g)).toHaveLength(1);
  expect(Object.keys(files).filter((p) => p.startsWith('word/media/'))).toHaveLength(1);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/pdf-to-word-desktop.png`, fullPage: true });
});

test('speaks Chinese, names an encrypted file and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, 'pdf-to-word-cn', 'zh-CN');
  await page.goto('/func/pdf_to_word');
  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText('PDF文件[encrypted-user-password.pdf]已加密，请移除后重试')).toBeVisible();
  await expect(page.getByRole('button', { name: '转换为 Word' })).toBeDisabled();
  await page.getByTestId('file-input').setInputFiles(REPORT);
  await page.getByRole('button', { name: '转换为 Word' }).click();
  await expect(page.getByRole('link', { name: /report\.docx/ })).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-to-word-phone.png`, fullPage: true });
});
