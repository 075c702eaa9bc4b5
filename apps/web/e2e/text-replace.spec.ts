import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/text_replace');
}

const result = (page: Page) => page.getByTestId('replace-result');
const status = (page: Page) => page.getByTestId('replace-status');

test('replaces as you type, shows the count, copies and downloads the result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTool(page);
  await page
    .getByLabel('Text', { exact: true })
    .fill('The cat sat on the mat.\nA Cat is a cat; concatenate.');
  await page.getByLabel('Find', { exact: true }).fill('cat');
  await page.getByLabel('Replace with').fill('dog');
  await expect(status(page)).toHaveText('4 replacements');
  await page.getByLabel('Whole word').check();
  await expect(status(page)).toHaveText('3 replacements');
  await page.getByLabel('Match case').check();
  await expect(status(page)).toHaveText('2 replacements');
  await expect(result(page)).toHaveValue('The dog sat on the mat.\nA Cat is a dog; concatenate.');

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'The dog sat on the mat.\nA Cat is a dog; concatenate.',
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('replaced.txt');
  expect(readFileSync((await download.path())!, 'utf8')).toBe(
    'The dog sat on the mat.\nA Cat is a dog; concatenate.',
  );

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/text-replace-desktop.png`, fullPage: true });
});

test('regex with groups, and the result can become the input', async ({ page }) => {
  await openTool(page);
  await page.getByLabel('Text', { exact: true }).fill('2024-05-06\n1999-12-31');
  await page.getByLabel('Regular expression').check();
  await page.getByLabel('Find', { exact: true }).fill('(?<y>\\d{4})-(\\d\\d)-(\\d\\d)');
  await page.getByLabel('Replace with').fill('$3.$2.$<y>');
  await expect(status(page)).toHaveText('2 replacements');
  await expect(result(page)).toHaveValue('06.05.2024\n31.12.1999');
  await page.getByRole('button', { name: 'Use result as text' }).click();
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('06.05.2024\n31.12.1999');
});

test('explains an invalid regex inline in English and Chinese', async ({ page }) => {
  await openTool(page);
  await page.getByLabel('Text', { exact: true }).fill('a(b)c');
  await page.getByLabel('Regular expression').check();
  await page.getByLabel('Find', { exact: true }).fill('(b');
  await expect(page.getByRole('alert')).toHaveText('Invalid regular expression: a “(” is never closed');
  await expect(page.getByLabel('Find', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toHaveValue('a(b)c');

  await page.getByRole('combobox', { name: /language|语言/i }).selectOption('zh-CN');
  await expect(page.getByRole('alert')).toHaveText('正则表达式无效：有未闭合的括号 (');
});

test('works on a 375 px phone, in Chinese, with whole words next to Chinese text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByLabel('原文').fill('我的cat很好，concat不算。中国人在中国。');
  await page.getByLabel('查找').fill('cat');
  await page.getByLabel('替换为').fill('猫');
  await page.getByLabel('全字匹配').check();
  await expect(status(page)).toHaveText('已替换 1 处');
  await expect(result(page)).toHaveValue('我的猫很好，concat不算。中国人在中国。');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/text-replace-phone.png`, fullPage: true });
});

test('a runaway regular expression is stopped in its worker while the page stays responsive', async ({
  page,
}) => {
  await openTool(page);
  await page.getByLabel('Text', { exact: true }).fill('a'.repeat(40));
  await page.getByLabel('Regular expression').check();
  await page.getByLabel('Find', { exact: true }).fill('(a+)+b'); // exponential backtracking on 40 a's
  await page.getByLabel('Replace with').fill('still typing'); // the main thread is not blocked
  await expect(page.getByLabel('Replace with')).toHaveValue('still typing');
  await expect(page.getByRole('alert')).toContainText('ran for over 5 seconds', { timeout: 15_000 });
  await page.getByLabel('Find', { exact: true }).fill('a+');
  await expect(status(page)).toHaveText('1 replacement');
});
