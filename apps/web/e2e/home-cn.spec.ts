import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { accountViaApi, inLanguage, keepLogin } from './auth-helpers.ts';

// The home page and feedback in the Chinese edition (EDITION=cn, playwright.cn.config.ts): the
// notice and banners in Chinese, the cn banner ads, favourites and the feature-request page.
// The main (international) run declares nothing here.

const SHOTS = '/tmp/shots/home-community';
mkdirSync(SHOTS, { recursive: true });

const star = (page: Page, code: string) =>
  page
    .locator('li.tool-card-item')
    .filter({ has: page.locator(`a[data-code="${code}"]`) })
    .getByTestId('favourite-star');

if (process.env.E2E_EDITION === 'cn') {
  test('a tourist sees the Chinese notice, banner ads and recommendations, and is asked to sign in', async ({
    page,
  }) => {
    await inLanguage(page, 'zh-CN');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('site-notice')).toContainText('星标', { timeout: 20_000 });
    await expect(page.getByTestId('promo-banner')).toContainText('邀请好友，免费领会员');
    const ads = page.getByTestId('banner-ads');
    await expect(ads.locator('a')).toHaveCount(2);
    await expect(ads).toContainText('功能需求征集');
    await expect(page.getByTestId('recommend-carousel')).toContainText('推荐工具', { timeout: 20_000 });
    await star(page, 'pdf_merge').click();
    await expect(page.locator('.toast').filter({ hasText: '请登录后收藏' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/cn-desktop-home.png` });
    await ads.scrollIntoViewIfNeeded();
    // Sections scrolled into view are painted on the next frames (content-visibility).
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/cn-desktop-ads.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByTestId('recommend-carousel').locator('a')).toHaveCount(4, { timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/cn-phone-home.png` });
    await page.goto('/feedback');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('favourites and the feature-request page in Chinese', async ({ page }) => {
    await inLanguage(page, 'zh-CN');
    const account = await accountViaApi(page.request, 'cn-favourites');
    await keepLogin(page, account);
    await page.goto('/');
    for (const code of ['pdf_merge', 'qr_code_generator']) {
      await star(page, code).click();
      await expect(star(page, code)).toHaveAttribute('aria-pressed', 'true');
    }
    await page.getByRole('tab', { name: '我的收藏（2）' }).click();
    await page.getByRole('button', { name: '排序' }).click();
    await expect(page.getByTestId('sort-dialog')).toContainText('收藏排序');
    await page.getByTestId('sort-dialog').getByRole('button', { name: '取消' }).click();

    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('功能需求征集');
    await page.getByRole('textbox', { name: '你的反馈' }).fill('希望增加 OFD 转 PDF。');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page.locator('.toast').filter({ hasText: '提交成功' })).toBeVisible();
    const row = page.getByTestId('feedback-list').locator('tbody tr').first();
    await expect(row).toContainText('希望增加 OFD 转 PDF。');
    await expect(row).toContainText('已提交');
  });
  test('the show-desktop-functions switch shows the desktop section and is remembered', async ({ page }) => {
    await inLanguage(page, 'zh-CN');
    await page.goto('/');
    const toggle = page.getByRole('checkbox', { name: '显示桌面版功能' });
    await expect(toggle).not.toBeChecked({ timeout: 20_000 });
    await expect(page.getByTestId('desktop-functions')).toHaveCount(0);
    await toggle.check();
    const list = page.getByTestId('desktop-functions');
    await expect(list.getByRole('heading', { name: '桌面版功能' })).toBeVisible();
    // The desktop tools stay unlisted until the Windows client ships (catalogue: built false, an
    // operator can list them); the section says so and links to the client's page.
    await expect(list).toContainText('暂时没有可用的桌面版功能。');
    await expect(list.getByRole('link', { name: '下载桌面客户端' })).toHaveAttribute(
      'href',
      '/desktop-introduction',
    );
    await page.reload();
    await expect(page.getByTestId('desktop-functions')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('checkbox', { name: '显示桌面版功能' })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/cn-desktop-functions.png` });
    await page.getByTestId('desktop-switch').uncheck();
    await expect(page.getByTestId('desktop-functions')).toHaveCount(0);
  });
}
