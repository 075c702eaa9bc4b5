import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

test('location_trans converts a point and a batch, and downloads CSV', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/func/location_trans');
  const rows = page.getByTestId('single-results');
  await expect(rows.locator('[data-system="gcj02"]')).toContainText('116.410244');
  await page.getByLabel('Longitude').fill('121.4737');
  await page.getByLabel('Latitude').fill('31.2304');
  await expect(rows.locator('[data-system="bd09"]')).toContainText('121.484781');
  await page.screenshot({ path: `${SHOTS}/location-trans-1280.png`, fullPage: true });

  await page.getByRole('radio', { name: 'Batch', exact: true }).check();
  await page.getByLabel('Coordinates').fill('116.404,39.915\nfoo\n2.3522,48.8566');
  await expect(page.getByTestId('batch-summary')).toHaveText('2 points converted, 1 line with errors');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe('line,lng,lat,new_lng,new_lat,unreadable_text');
  expect(lines[1]).toBe('1,116.404000,39.915000,116.410244,39.916404,');
  expect(lines[2]).toBe('2,,,,,foo');
  // Paris is outside China: unchanged in GCJ-02.
  expect(lines[3]).toBe('3,2.352200,48.856600,2.352200,48.856600,');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/location-trans-375.png`, fullPage: true });
});
