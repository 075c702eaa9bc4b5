import { expect, test } from '@playwright/test';

// ip_query and ip_my_ip_query: real server, offline databases.
const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

test('ip_query looks up public, private and invalid input in both languages', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/func/ip_query');
  const input = page.getByLabel('IP address or domain');
  await input.fill('202.96.134.133');
  await input.press('Enter');
  const result = page.getByTestId('ip-result');
  await expect(result).toContainText('Shenzhen');
  await expect(result).toContainText('深圳市');
  await expect(result).toContainText('China Telecom');
  await page.screenshot({ path: `${SHOTS}/ip-query-1280.png`, fullPage: true });

  await input.fill('fd00::1');
  await input.press('Enter');
  await expect(page.getByTestId('ip-special')).toContainText('private network address');

  await input.fill('1.2.3');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Enter an IPv4 or IPv6 address');

  await page.setViewportSize({ width: 375, height: 800 });
  await input.fill('2001:4860:4860::8888');
  await input.press('Enter');
  await expect(page.getByTestId('ip-address')).toHaveText('2001:4860:4860::8888');
  await page.screenshot({ path: `${SHOTS}/ip-query-375.png`, fullPage: true });
});

test('ip_query answers errors in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/ip_query?ip=not%20an%20ip');
  await expect(page.getByRole('alert')).toContainText('请输入 IPv4 或 IPv6 地址');
});

test('ip_my_ip_query shows the address the server sees', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/ip_my_ip_query');
  await expect(page.getByTestId('ip-address')).toHaveText('127.0.0.1');
  await expect(page.getByTestId('ip-special')).toContainText('loopback');
  await page.screenshot({ path: `${SHOTS}/ip-my-ip-query-375-dark.png`, fullPage: true });
  await page.getByRole('link', { name: 'Look up another IP address' }).click();
  await expect(page).toHaveURL(/\/func\/ip_query$/);
  await context.close();
});
