import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('bar_code_generator draws EAN-13 with its check digit, flags a wrong one, downloads PNG and SVG', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/bar_code_generator');
  await page.getByLabel('Format').selectOption('ean13');
  await expect(page.getByTestId('barcode-encoded')).toHaveText(
    'Encoded: 4006381333931 (check digit 1 added)',
  );
  await page.getByLabel('Value').fill('4006381333935');
  await expect(page.getByRole('alert')).toHaveText('Wrong check digit: the last digit should be 1, not 5');
  await page.getByLabel('Value').fill('4006381333931');
  await expect(page.getByTestId('barcode-image')).toBeVisible();

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('barcode-4006381333931.png');
  const bytes = readFileSync((await png.path())!);
  expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  expect(bytes.readUInt32BE(16)).toBe((95 + 22) * 2); // PNG width = modules with quiet zones × 2 px
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(readFileSync((await svg.path())!, 'utf8')).toContain('>006381</text>');
  await page.screenshot({ path: `${SHOTS}/bar-code-generator-1280.png`, fullPage: true });
});

test('bar_code_generator on a phone, in Chinese, dark', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/bar_code_generator');
  await page.getByLabel('码制').selectOption('itf14');
  await expect(page.getByTestId('barcode-encoded')).toHaveText(
    '编码内容：10012345678902（已自动补上校验位 2）',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  await page.screenshot({ path: `${SHOTS}/bar-code-generator-375-dark.png`, fullPage: true });
  await context.close();
});
