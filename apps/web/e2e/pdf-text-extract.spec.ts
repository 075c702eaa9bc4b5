import { expect, test } from '@playwright/test';
import { shot } from './pdf-images-helpers.ts';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { ENCRYPTED, ENCRYPTED_MESSAGE, GHOSTSCRIPT, fixture } from './pdf-pages-helpers.ts';

test('pdf_text_extract shows the text per page and saves it as .txt', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_text_extract');
  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  const text = page.getByRole('textbox', { name: 'Extracted text' });
  await expect(text).toHaveValue(
    '— Page 1 —\n\nGhostscript page 1 - Letter\n\n— Page 2 —\n\nGhostscript page 2 - A4\n\n— Page 3 —\n\nGhostscript page 3 - A5 landscape',
  );
  await shot(page, 'pdf-text-extract');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download TXT' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ghostscript-mixed-sizes.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toContain('Ghostscript page 3 - A5 landscape');

  await page.getByTestId('file-input').setInputFiles(ENCRYPTED);
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
  await expect(text).toHaveCount(0);
});

test('pdf_text_extract says a scan has no text', async ({ page }) => {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(readFileSync(fixture('../../image/__fixtures__/stamp.png')));
  doc.addPage([300, 300]).drawImage(image, { x: 0, y: 0, width: 300, height: 300 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_text_extract');
  await page.getByTestId('file-input').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
  });
  await expect(page.getByText(/This PDF has no text to extract/)).toBeVisible();
});
