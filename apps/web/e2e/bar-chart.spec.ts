import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('bar_chart edits series and rows on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/bar_chart');
  const bars = page.getByTestId('chart-preview').locator('rect[rx="2"]');
  await expect(bars).toHaveCount(12);
  await page.getByRole('button', { name: '删除第 4 行' }).click();
  await expect(bars).toHaveCount(9);
  await page.getByLabel('第 1 行 产品 A 的数值').fill('-50');
  await expect(page.getByTestId('chart-preview')).toContainText('-50');
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/bar-chart-375.png`, fullPage: true });
  await context.close();
});
