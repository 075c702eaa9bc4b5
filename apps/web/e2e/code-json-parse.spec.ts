import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('code_json_parse formats, pinpoints errors, shows a tree and downloads', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/code_json_parse');
  const input = page.getByLabel('JSON input');
  await input.fill(
    '{"name": "Ada", "id": 9007199254740993, "tags": ["x", "y"], "address": {"city": "London"}}',
  );
  const output = page.getByTestId('json-output');
  await expect(output).toHaveValue(/^\{\n {2}"name": "Ada",\n {2}"id": 9007199254740993,/);
  await expect(page.getByTestId('json-status')).toHaveText('✓ Valid JSON · 5 keys · 2 levels deep');
  await page.getByLabel('Indent').selectOption('tab');
  await expect(output).toHaveValue(/^\{\n\t"name"/);
  await page.getByRole('tab', { name: 'Tree' }).click();
  await expect(page.getByTestId('json-tree')).toContainText('"city": "London"');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/json-1280.png`, fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(JSON.parse(readFileSync((await download.path())!, 'utf8'))).toMatchObject({ name: 'Ada' });

  // Malformed inputs: trailing comma, single quotes, an unclosed bracket.
  await page.getByRole('tab', { name: 'Text' }).click();
  await input.fill('{\n  "a": [1, 2,],\n}');
  await expect(page.getByRole('alert')).toContainText(
    'Line 2, column 13: a comma after the last item is not allowed',
  );
  await input.fill("{'a': 1}");
  await expect(page.getByRole('alert')).toContainText(
    'Line 1, column 2: JSON strings and keys need double quotes',
  );
  await input.fill('[\n  {"a": 1},\n  {"b": [1, 2}\n]');
  await expect(page.getByRole('alert')).toContainText(
    'Line 3, column 14: this “}” does not match the bracket that is still open',
  );
  await page.getByRole('button', { name: 'Go to error' }).click();
  await expect(input).toBeFocused();
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/json-375.png`, fullPage: true });
});

test('code_json_parse handles a 3 MB document in a worker', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/code_json_parse');
  const input = page.getByLabel('JSON input');
  const big = JSON.stringify(
    Array.from({ length: 30_000 }, (_, i) => ({ id: i, name: `user ${i}`, tags: ['a', 'b'], ok: true })),
  );
  expect(big.length).toBeGreaterThan(1_500_000);
  await input.fill(big);
  await expect(page.getByTestId('json-status')).toHaveText('✓ Valid JSON · 120,000 keys · 3 levels deep', {
    timeout: 30_000,
  });
  await expect(page.getByTestId('json-output')).toHaveValue(/^\[\n {2}\{\n {4}"id": 0,/);
  // The box shows the beginning of the 3.2 MB result (laying out all of it held the page for seconds).
  await expect(page.getByText(/^Showing the first [\d,]+ of 3,247,782 characters/)).toBeVisible();
  await input.press('End');
  await input.pressSequentially(',');
  await expect(page.getByRole('alert')).toContainText('more content follows the end of the JSON', {
    timeout: 30_000,
  });
});

test('code_json_parse explains errors in Chinese for Chinese users', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/func/code_json_parse');
  await page.getByLabel('JSON 输入').fill("{\n  'name': '张三'\n}");
  await expect(page.getByRole('alert')).toContainText('第 2 行第 3 列：JSON 的字符串和键名必须用双引号');
  await page.getByRole('button', { name: '定位到错误' }).click();
  await expect(page.getByLabel('JSON 输入')).toBeFocused();
  await expect(page.locator('#left-menu')).toBeHidden();
  await page.screenshot({ path: '/tmp/shots/textcode/json-zh-375.png', fullPage: true });
});
