import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('batch_bar_code_generator zips the valid lines, lists the invalid ones and makes a PDF sheet', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/batch_bar_code_generator');
  await page.getByLabel('Values (one per line)').fill('SKU-0001\nSKU-0002\n价格\nSKU-0004');
  await expect(page.getByTestId('batch-summary')).toHaveText('3 valid · 1 with problems');
  await expect(page.getByTestId('batch-invalid')).toHaveText(
    'Line 3 “价格”: Code 128 cannot hold “价”: only ASCII characters',
  );

  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate and download' }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe('barcodes-png.zip');
  const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
  expect(Object.keys(files).sort()).toEqual(['0001-SKU-0001.png', '0002-SKU-0002.png', '0004-SKU-0004.png']);
  for (const bytes of Object.values(files)) expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);

  await page.getByLabel('A4 PDF label sheet (printable)').check();
  await page.getByLabel('Columns').selectOption('2');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate and download' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('barcodes.pdf');
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await page.screenshot({ path: `${SHOTS}/batch-bar-code-generator-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/batch-bar-code-generator-375.png`, fullPage: true });
});
