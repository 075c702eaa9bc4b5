import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { inLanguage, signedInViaApi } from './auth-helpers.ts';

// /vip, /about-pay-func and the credits in the top bar, international edition, on a phone and a desktop,
// in both languages. Screenshots go to /tmp/shots-cw.

const SHOTS = '/tmp/shots-cw';
mkdirSync(SHOTS, { recursive: true });

for (const lang of ['en', 'zh-CN'] as const) {
  for (const [device, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    test(`/vip for a tourist, ${lang}, ${device}`, async ({ page }) => {
      await inLanguage(page, lang);
      await page.setViewportSize(viewport);
      await page.goto('/vip');
      const table = page.getByTestId('levels-table');
      await expect(table.locator('tbody tr')).toHaveCount(4);
      await expect(table.locator('tr[data-level="1"]')).toContainText(lang === 'en' ? 'Free' : '免费');
      await expect(table.locator('tr[data-level="2"]')).toContainText('$2.99');
      // Tourists read 'upgrading'.
      await expect(table.locator('tr[data-level="2"]').getByRole('button')).toContainText(
        lang === 'en' ? 'Upgrade' : '升级',
      );
      await expect(page.getByTestId('points-indicator')).toContainText(/\d+/);
      await page.screenshot({ path: `${SHOTS}/vip-tourist-${device}-${lang}.png`, fullPage: true });
      // Nothing may spill sideways on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test('/vip signed in: levels, stacking wording, today’s credits with ?showCurrentPoint, contact popover', async ({
  page,
}) => {
  await inLanguage(page, 'en');
  await signedInViaApi(page, 'viewer');
  await page.goto('/vip');
  await expect(page.getByTestId('current-levels')).toContainText('free base level');
  await expect(page.getByTestId('today-credits')).toHaveCount(0);
  // No paid level yet: buying Lv.3 is an upgrade (order type 1), not a stack.
  await expect(
    page.getByTestId('levels-table').locator('tr[data-level="3"]').getByRole('button'),
  ).toContainText('Upgrade');
  await expect(page.getByTestId('vip-priced')).toContainText('PDF to Word: 2 credits a page');

  await page.goto('/vip?showCurrentPoint=1');
  const today = page.getByTestId('today-credits');
  await expect(today).toBeVisible();
  await expect(today.getByTestId('today-total')).toHaveText('10');
  await expect(today.getByTestId('today-left')).toHaveText('10');

  await page.getByText('Contact us').click();
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
  await page.screenshot({ path: `${SHOTS}/vip-signed-in-desktop-en.png`, fullPage: true });

  await page.getByRole('link', { name: 'Why do some functions cost money?' }).click();
  await expect(page).toHaveURL(/\/about-pay-func$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why do some functions cost money?');
  await page.screenshot({ path: `${SHOTS}/about-pay-func-en.png`, fullPage: true });
});

test('the order dialog on a phone in Chinese, and its cancel', async ({ page }) => {
  await inLanguage(page, 'zh-CN');
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signedInViaApi(page, 'phone');
  await page.goto('/vip');
  await page.getByTestId('vip-order').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog.getByLabel('订单类型')).toHaveValue('1');
  await expect(dialog.getByTestId('order-user')).toHaveText(account.email);
  await expect(dialog.getByRole('button', { name: '使用PayPal' })).toBeVisible();
  // Choosing level 2 monthly offers redeeming with exchange points too.
  await dialog.getByLabel('等级').selectOption('2');
  await expect(dialog.getByTestId('order-list-price')).toHaveText('US$2.99');
  await expect(dialog.getByRole('button', { name: '用 2 个兑换积分兑换' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-dialog-phone-zh.png` });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});
