import { expect, test } from '@playwright/test';

// ip_my_ip_query: the address is the socket peer; X-Forwarded-For is ignored without TRUSTED_PROXIES.
test('ip_my_ip_query ignores a forged X-Forwarded-For and can check again', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '8.8.8.8' });
  await page.goto('/func/ip_my_ip_query');
  await expect(page.getByTestId('ip-address')).toHaveText('127.0.0.1');
  const answered = page.waitForResponse('**/ut/network/my-ip');
  await page.getByRole('button', { name: 'Check again' }).click();
  const body = (await (await answered).json()) as { data: { ip: string; version: number } };
  expect(body.data).toMatchObject({ ip: '127.0.0.1', version: 4 });
  await expect(page.getByText('IPv4', { exact: true })).toBeVisible();
});
