import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('timestamp_trans converts both ways in a chosen time zone with a live clock', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/timestamp_trans');
  const clock = page.getByTestId('clock-seconds');
  const first = Number(await clock.textContent());
  expect(Math.abs(first - Date.now() / 1000)).toBeLessThan(60);
  await expect.poll(async () => Number(await clock.textContent()), { timeout: 5_000 }).toBeGreaterThan(first);
  await page.getByRole('button', { name: /Pause/ }).click();
  const frozen = await clock.textContent();
  await page.waitForTimeout(1_500);
  await expect(clock).toHaveText(frozen!);

  await page.getByLabel('Time zone').selectOption('Asia/Tokyo');
  await page.getByLabel('Timestamp', { exact: true }).fill('1700000000123');
  const dates = page.getByTestId('date-results');
  await expect(dates).toContainText('2023-11-15 07:13:20.123 (Asia/Tokyo)');
  await expect(dates).toContainText('2023-11-15T07:13:20.123+09:00');
  await expect(dates).toContainText(/years? ago/);
  await page.getByLabel('Date and time', { exact: true }).fill('2024-01-01 00:00:00');
  await expect(page.getByTestId('stamp-results')).toContainText('1704034800');
  await expect(page.getByTestId('stamp-results')).toContainText('1704034800000');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/timestamp-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/timestamp-375.png`, fullPage: true });
});
