import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('finance_accounting_title_list searches by code, name and pinyin initials and copies a row', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/finance_accounting_title_list');
  await expect(page.getByTestId('account-count')).toHaveText('共 156 个科目');
  const search = page.getByLabel('搜索科目');
  await search.fill('yhck');
  await expect(page.getByTestId('account-count')).toHaveText('共 1 个科目');
  await page.getByRole('button', { name: '复制 1002 银行存款' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1002 银行存款');
  await search.fill('应收');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['资产类 · 9']);
  await page.screenshot({ path: `${SHOTS}/finance-accounting-title-list-1280.png`, fullPage: true });
  await search.fill('');
  await page.getByText('损益类', { exact: true }).click();
  await expect(page.getByTestId('account-count')).toHaveText('共 33 个科目');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/finance-accounting-title-list-375.png` });
});
