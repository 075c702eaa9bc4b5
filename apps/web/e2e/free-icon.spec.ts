import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

test('free_icon searches in Chinese, styles an icon and downloads SVG and PNG', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/func/free_icon');
  await expect(page.getByTestId('icon-count')).toHaveText(/^\d{4} icons$/, { timeout: 15_000 });
  await page.getByLabel('Search icons').fill('爱心');
  await page.getByRole('button', { name: 'heart', exact: true }).click();
  const detail = page.getByTestId('icon-detail');
  await expect(detail.getByRole('heading')).toHaveText('heart');
  await page.getByLabel('Size (px)').fill('64');
  await page.getByLabel('Colour').fill('#e11d48');
  await page.screenshot({ path: `${SHOTS}/free-icon-1280.png`, fullPage: true });

  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe('heart.svg');
  const svg = readFileSync((await svgDownload.path())!, 'utf8');
  expect(svg).toContain('width="64"');
  expect(svg).toContain('stroke="#e11d48"');
  expect(svg).toMatch(/<path d="M2 9\.5a5\.5/);

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  const png = readFileSync((await pngDownload.path())!);
  expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  expect(png.readUInt32BE(16)).toBe(64); // IHDR width

  await page.getByRole('button', { name: 'Copy SVG code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('lucide-heart');
  await page.getByText(/Icons from Lucide/).click();
  await expect(page.locator('.fi-license pre')).toContainText('ISC License');
});

test('free_icon on a phone in dark mode', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/free_icon');
  await page.getByLabel('搜索图标').fill('设置');
  await page.getByRole('button', { name: 'settings', exact: true }).click();
  await expect(page.getByTestId('icon-detail')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/free-icon-375-dark.png`, fullPage: true });
  await context.close();
});
