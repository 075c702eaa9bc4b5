import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/timegame';

async function open(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/country_capital');
}

test('searches countries and capitals in both languages and by continent', async ({ page }) => {
  await open(page);
  await expect(page.getByTestId('cc-count')).toHaveText('195 countries');
  const search = page.getByLabel('Search countries or capitals');
  await search.fill('bogota');
  await expect(page.getByTestId('cc-item')).toHaveCount(1);
  await expect(page.getByTestId('cc-item')).toContainText('Colombia');
  await search.fill('开普敦');
  await expect(page.getByTestId('cc-item')).toContainText('Pretoria / Cape Town / Bloemfontein');
  await search.fill('');
  await page.getByLabel('Continent').selectOption('oceania');
  await expect(page.getByTestId('cc-count')).toHaveText('14 countries');
});

test('shows Chinese names first in Chinese, with notes for awkward capitals', async ({ page }) => {
  await open(page, 'zh-CN');
  await expect(page.getByTestId('cc-count')).toBeVisible();
  const item = page.getByTestId('cc-item');
  // Typed before the page has settled (under load), the text can be lost: type until the list filters.
  await expect(async () => {
    await page.getByLabel('搜索国家或首都').fill('Netherlands');
    await expect(item).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(item).toContainText('荷兰');
  await expect(item).toContainText('阿姆斯特丹');
  await expect(item).toContainText('海牙');
});

test('plays a quiz from the keyboard and reviews the mistakes', async ({ page }) => {
  await open(page);
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await page.getByLabel('Question type').selectOption('capitalToCountry');
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let n = 1; n <= 10; n++) {
    await expect(page.getByText(`Question ${n} of 10`)).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByTestId('cc-feedback')).toHaveText(/Correct!|The answer is/);
    await page.keyboard.press('Enter');
  }
  const result = await page.getByTestId('cc-result').textContent();
  const score = Number(/^(\d+) of 10 correct$/.exec(result ?? '')?.[1]);
  expect(score).toBeGreaterThanOrEqual(0);
  await expect(page.getByText(/^You said:/)).toHaveCount(10 - score);
});

test('screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await open(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Search countries or capitals').fill('a');
  await page.screenshot({ path: `${SHOTS}/country-capital-1280.png` });
  await page.getByRole('tab', { name: 'Quiz' }).click();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await page.keyboard.press('2');
  await resizeToPhone(page, { width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/country-capital-375.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  // The shot runs the colour transitions to their end.
  await page.screenshot({
    path: `${SHOTS}/country-capital-375-dark.png`,
    fullPage: true,
    animations: 'disabled',
  });
});
