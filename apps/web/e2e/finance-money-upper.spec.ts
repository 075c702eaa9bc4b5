import { expect, test, type Page } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

async function open(page: Page, code: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto(`/func/${code}`);
}

test('finance_money_upper converts amounts live and copies the result', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'finance_money_upper', 'zh-CN');
  const input = page.getByLabel('金额（元）');
  await input.fill('1,000,001');
  await expect(page.getByTestId('money-upper-result')).toHaveText('壹佰万零壹元整');
  await input.fill('16409.02');
  await expect(page.getByTestId('money-upper-result')).toHaveText('壹万陆仟肆佰零玖元零贰分');
  await page.getByRole('button', { name: '复制' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('壹万陆仟肆佰零玖元零贰分');
  await input.fill('3.145');
  await expect(page.getByRole('alert')).toHaveText('金额最多只能有两位小数（角、分），你输入了 3 位');
  await input.fill('1234.56');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/finance-money-upper-1280.png`, fullPage: true });
});

test('finance_money_upper fits a phone screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await open(page, 'finance_money_upper', 'zh-CN');
  await page.getByLabel('金额（元）').fill('9999999999999999.99');
  await expect(page.getByTestId('money-upper-result')).toHaveText(
    '玖仟玖佰玖拾玖万亿玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/finance-money-upper-375.png`, fullPage: true });
  await context.close();
});

test('finance_number_upper shows capitals, everyday numerals and digit reading', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await open(page, 'finance_number_upper');
  await page.getByLabel('Number').fill('-100010000.25');
  await expect(page.getByTestId('number-upper')).toHaveText('负壹亿零壹万点贰伍');
  await expect(page.getByTestId('number-lower')).toHaveText('负一亿零一万点二五');
  await page.getByLabel('Number').fill('1e5');
  await expect(page.getByRole('alert')).toHaveText('Enter a valid number, such as 1234.5 or 1,234.5');
  await page.getByRole('button', { name: '1234.5' }).click();
  await expect(page.getByTestId('number-digits')).toHaveText('壹贰叁肆点伍');
  await page.screenshot({ path: `${SHOTS}/finance-number-upper-1280-dark.png`, fullPage: true });
  await context.close();
});
