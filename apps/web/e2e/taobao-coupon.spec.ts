import { expect, test, type Page } from '@playwright/test';

// taobao_coupon against the fake Taobao open platform gateway the dev pages serve
// (playwright.config.ts sets TAOBAO_APP_KEY/SECRET/ADZONE_ID and TAOBAO_API_URL): the fake checks
// the md5 signature and timestamp of every call, as the real gateway does.

async function open(page: Page, lang = 'en') {
  await page.addInitScript((l) => {
    localStorage.setItem('toolbox.lang', l);
    localStorage.setItem('ACCEPT_COOKIE', '1');
  }, lang);
  await page.goto('/func/taobao_coupon');
}

test('finds coupons by keyword, pages, and links to the claim page', async ({ page }) => {
  await open(page);
  await page.getByLabel('Search products').fill('earphones');
  await page.getByRole('button', { name: 'Find coupons' }).click();
  await expect(page.getByTestId('coupon-count')).toHaveText('45 products with coupons');
  const items = page.getByTestId('coupon-item');
  await expect(items).toHaveCount(20);
  const first = items.first();
  await expect(first).toContainText('earphones 测试商品 1');
  await expect(first).toContainText('¥5 off');
  await expect(first).toContainText('满25元减5元');
  await expect(first.getByRole('link', { name: 'Claim coupon' })).toHaveAttribute(
    'href',
    'https://uland.taobao.com/coupon/edetail?e=fake0&pid=mm_1_2_1000001',
  );
  const img = first.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('coupon-page')).toHaveText('Page 3 of 3');
  await expect(items).toHaveCount(5);
});

test('says kindly when the affiliate API is over its limit (zh)', async ({ page }) => {
  await open(page, 'zh-CN');
  await page.getByLabel('搜索商品').fill('ratelimit');
  await page.getByRole('button', { name: '找优惠券' }).click();
  await expect(page.getByTestId('coupon-error')).toContainText('繁忙');
});

test('fits a phone: one item a row, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page);
  await page.getByLabel('Search products').fill('thermos');
  await page.getByRole('button', { name: 'Find coupons' }).click();
  await expect(page.getByTestId('coupon-item')).toHaveCount(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
