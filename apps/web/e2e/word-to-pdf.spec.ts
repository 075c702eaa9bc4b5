import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import {
  allowSlowConversions,
  chineseDoc,
  chineseDocx,
  DESKTOP,
  downloadedBytes,
  openSignedIn,
  PHONE,
  SHOTS,
  threePagesDocx,
} from './files-helpers.ts';

allowSlowConversions();

// word_to_pdf against the real server: upload, LibreOffice task, chunked download.
test.describe('word_to_pdf', () => {
  test('converts a Chinese .docx to a PDF that keeps the Chinese text', async ({ page }) => {
    await openSignedIn(page, 'w2p', '/func/word_to_pdf', DESKTOP);
    await page.getByTestId('file-input').setInputFiles(chineseDocx);
    await page.getByRole('button', { name: 'Convert to PDF' }).click();
    const download = page.getByRole('button', { name: /^Download .*\.pdf$/ });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/word-to-pdf-desktop.png`, fullPage: true });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const bytes = await downloadedBytes(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    // The text layer holds the Chinese words (a CJK font was found and embedded).
    const dir = mkdtempSync(join(tmpdir(), 'w2p-'));
    writeFileSync(join(dir, 'out.pdf'), bytes);
    const text = execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
    expect(text).toContain('工具箱测试文档');
    expect(text).toContain('你好，世界');
  });

  test('three pages stay three pages; a legacy .doc converts too (phone)', async ({ page }) => {
    await openSignedIn(page, 'w2p-phone', '/func/word_to_pdf', PHONE);
    for (const [path, pages] of [
      [threePagesDocx, 3],
      [chineseDoc, 1],
    ] as const) {
      await page.getByTestId('file-input').setInputFiles(path);
      await page.getByRole('button', { name: 'Convert to PDF' }).click();
      const download = page.getByRole('button', { name: /^Download .*\.pdf$/ });
      await expect(download).toBeVisible({ timeout: 60_000 });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      const pdf = await PDFDocument.load(await downloadedBytes(file));
      expect(pdf.getPageCount()).toBe(pages);
    }
    await page.screenshot({ path: `${SHOTS}/word-to-pdf-phone.png`, fullPage: true });
  });

  test('a file that is not a Word document is refused by its content', async ({ page }) => {
    await openSignedIn(page, 'w2p-bad', '/func/word_to_pdf');
    await page.getByTestId('file-input').setInputFiles({
      name: 'fake.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('this is plain text, not a Word document'),
    });
    await page.getByRole('button', { name: 'Convert to PDF' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(0);
  });
});
