import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('text_special_symbols copies a symbol on click and remembers it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/text_special_symbols');
  await page.getByRole('tab', { name: 'Math' }).click();
  await page.getByRole('button', { name: '≈ approximately equal' }).click();
  await expect(page.getByText('Copied ≈')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('≈');
  await page.getByLabel('Search symbols').fill('人民币');
  await expect(page.getByTestId('symbol-grid').getByRole('button')).toHaveText(['¥yuan yen']);
  await page.getByLabel('Search symbols').fill('');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/symbols-1280.png`, fullPage: true });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Recently used' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('symbol-grid').getByRole('button')).toHaveText(['≈approximately equal']);
  await resizeToPhone(page, { width: 375, height: 812 });
  await page.getByRole('tab', { name: 'Arrows' }).click();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/symbols-375.png`, fullPage: true });
});
