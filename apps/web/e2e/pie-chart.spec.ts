import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('pie_chart shows shares that add up to 100% and a donut (dark)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pie_chart');
  const preview = page.getByTestId('chart-preview');
  await expect(preview).toContainText('33.3%');
  const shares = await preview.locator('text').allTextContents();
  const total = shares.filter((s) => /^[\d.]+%$/.test(s)).reduce((sum, s) => sum + Number.parseFloat(s), 0);
  expect(Math.round(total * 10)).toBe(1000);
  await page.getByLabel('Donut').check();
  await expect(preview).toContainText('3,147');
  await page.screenshot({ path: `${SHOTS}/pie-chart-1280-dark.png`, fullPage: true });
  await context.close();
});
