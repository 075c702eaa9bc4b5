import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('radar_chart draws an axis per row and explains the three-axis minimum', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/radar_chart');
  const preview = page.getByTestId('chart-preview');
  await expect(preview.locator('polygon[fill-opacity]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Add series' }).click();
  await page.getByLabel('Row 1 value for Series 3').fill('10');
  await expect(preview.locator('polygon[fill-opacity]')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/radar-chart-1280.png`, fullPage: true });
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Remove row 1' }).click();
  await expect(page.getByRole('alert')).toHaveText('A radar chart needs at least 3 axes (3 rows)');
});
