import { expect, test, type Page } from '@playwright/test';

// free_image against the fake Unsplash API the dev pages serve (playwright.config.ts sets
// FREE_IMAGE_PROVIDER=unsplash and FREE_IMAGE_API_URL to /dev/fake-photos/unsplash): search,
// the photographer credited with the licence, pictures through our server, pagination, the
// original downloaded as a file, a provider 429 shown kindly, and video4 landing here.

async function open(page: Page, path: string, lang = 'en') {
  await page.addInitScript((l) => {
    localStorage.setItem('toolbox.lang', l);
    localStorage.setItem('ACCEPT_COOKIE', '1');
  }, lang);
  await page.goto(path);
}

test('searches, credits, pages and downloads the original', async ({ page }) => {
  await open(page, '/func/video4');
  await expect(page).toHaveURL(/\/func\/free_image$/);
  await page.getByLabel('Search photos').fill('lighthouse');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('fimg-count')).toHaveText('30 photos found');
  const cards = page.getByTestId('fimg-photo');
  await expect(cards).toHaveCount(24);
  const first = cards.first();
  await expect(first).toContainText('lighthouse photo number 1');
  await expect(first.getByRole('link', { name: 'Unsplash Photographer 0' })).toHaveAttribute(
    'href',
    'https://unsplash.com/@photographer0?utm_source=toolbox&utm_medium=referral',
  );
  await expect(first.getByRole('link', { name: 'Unsplash License' })).toBeVisible();
  // The preview is drawn from our own origin (the CSP allows no other) and really decodes.
  const img = first.locator('img');
  await expect(img).toHaveAttribute('src', /^\/ut\/free-image\/picture\?/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1280);

  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: 'Download original' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('unsplash-fake000.jpg');
  const bytes = await (await file.createReadStream()).toArray();
  const body = Buffer.concat(bytes as Buffer[]);
  expect(body.subarray(0, 3).toString('hex')).toBe('ffd8ff');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('fimg-page')).toHaveText('Page 2 of 2');
  await expect(cards).toHaveCount(6);
});

test('shows a busy provider and an empty search in Chinese', async ({ page }) => {
  await open(page, '/func/free_image', 'zh-CN');
  await page.getByLabel('搜索图片').fill('ratelimit');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('fimg-error')).toContainText('图片服务繁忙');
  await page.getByLabel('搜索图片').fill('nothing');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('fimg-count')).toHaveText('没有找到与“nothing”相关的图片，换个词试试。');
});

test('fits a phone: two photos a row, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/func/free_image');
  await expect(page.getByTestId('fimg-photo')).toHaveCount(24);
  const boxes = await page
    .getByTestId('fimg-photo')
    .evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().top));
  expect(boxes[0]).toBe(boxes[1]);
  expect(boxes[2]).toBeGreaterThan(boxes[0]!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
