import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('code_compare colours code, detects the language and marks changes', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/code_compare');
  const before = `import { sum } from './math';\n\n// Adds two numbers\nexport function add(a, b) {\n  return sum(a, b);\n}\n`;
  const after = `import { sum } from './math';\n\n// Adds two numbers\nexport function add(a, b, c = 0) {\n  const total = sum(a, b) + c;\n  return total;\n}\n`;
  await page.getByLabel('Original code').fill(before);
  await page.getByLabel('Changed code').fill(after);
  await expect(page.locator('.code-compare').getByLabel('Language')).toContainText(
    'Detected: JavaScript / TypeScript',
  );
  await expect(page.getByTestId('diff-status')).toHaveText(
    '1 added · 0 removed · 2 changed · 4 unchanged lines',
  );
  const view = page.getByTestId('diff-view');
  await expect(view.locator('.tok-comment').first()).toHaveText('// Adds two numbers');
  await expect(view.locator('.tok-keyword', { hasText: 'import' }).first()).toBeVisible();
  await page.locator('.code-compare').getByLabel('Language').selectOption('python');
  await expect(view.locator('.tok-comment')).toHaveCount(0);
  await page.locator('.code-compare').getByLabel('Language').selectOption('auto');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/code-compare-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/code-compare-375.png`, fullPage: true });

  // Dark mode: the diff colours switch with the theme.
  const dark = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
  const darkPage = await dark.newPage();
  await darkPage.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await darkPage.goto(page.url());
  await darkPage.getByLabel('Original code').fill(before);
  await darkPage.getByLabel('Changed code').fill(after);
  await expect(darkPage.getByTestId('diff-view')).toBeVisible();
  await darkPage.screenshot({ path: `${SHOTS}/code-compare-1280-dark.png`, fullPage: true });
  await dark.close();
});
