import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { accountViaApi, inLanguage, signInThroughForm } from './auth-helpers.ts';

// A membership bought through the built-in sandbox cashier, start to finish, against the real
// server: /vip -> order dialog -> PayPal (sandbox) popup -> Pay / Fail / Abandon -> trade status.

const SHOTS = '/tmp/shots-cw';
mkdirSync(SHOTS, { recursive: true });

async function apiCall<T>(page: Page, path: string, data: unknown, token: string): Promise<T> {
  const response = await page.request.post(path, { data, headers: { accessToken: token, lang: 'en' } });
  const body = (await response.json()) as { code: string; message: string; data: T };
  expect(body.code, body.message).toBe('000');
  return body.data;
}

/** Opens the order dialog for a level from the /vip levels table and pays it in the sandbox popup. */
async function orderInSandbox(page: Page, level: number) {
  await page.goto('/vip');
  const row = page.getByTestId('levels-table').locator(`tr[data-level="${level}"]`);
  await row.getByRole('button').click();
  const dialog = page.getByTestId('order-dialog');
  await expect(dialog).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/sandbox-pay\//);
  return { dialog, popup };
}

test.describe('membership purchase through the sandbox', () => {
  test('pays level 4 monthly: status 2, the level on /user and its daily credits today', async ({ page }) => {
    await inLanguage(page, 'en');
    const account = await accountViaApi(page.request, 'buyer');
    await signInThroughForm(page, account.email, account.password);
    const before = await apiCall<{ totalFuncPoint: number }>(
      page,
      '/ut/v1/qh',
      { timezoneOffset: 0 },
      account.accessToken,
    );

    await page.goto('/vip');
    const table = page.getByTestId('levels-table');
    await expect(table.locator('tr[data-level="1"]')).toContainText('Free');
    await expect(table.locator('tr[data-level="4"]')).toContainText('$6.99');
    await page.getByTestId('vip-order').click();
    const dialog = page.getByTestId('order-dialog');
    // The spec's default order: type 1 (upgrade), monthly, level 4.
    await expect(dialog.getByLabel('Order type')).toHaveValue('1');
    await expect(dialog.getByLabel('Period')).toHaveValue('monthly');
    await expect(dialog.getByLabel('Level')).toHaveValue('4');
    await expect(dialog.getByTestId('order-list-price')).toHaveText('$6.99');
    await expect(dialog.getByTestId('order-user')).toHaveText(account.email);
    await page.screenshot({ path: `${SHOTS}/order-dialog-en.png` });

    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/sandbox-pay\//);
    await expect(dialog.getByTestId('order-price')).toHaveText('$6.99'); // the server's price
    await expect(dialog.getByTestId('trade-status')).toHaveAttribute('data-status', /^[01]$/);
    await popup.screenshot({ path: `${SHOTS}/sandbox-cashier.png` });
    await popup.getByRole('button', { name: /^Pay/ }).click();

    // Polled every 4 s: success, with the way to the profile.
    await expect(dialog.getByTestId('trade-status')).toHaveAttribute('data-status', '2', { timeout: 15_000 });
    await expect(dialog.getByTestId('trade-status')).toContainText('Payment successful');
    await page.screenshot({ path: `${SHOTS}/order-paid-en.png` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0); // paid: 'Close'
    await expect(dialog.locator('.auth-dialog-actions').getByRole('button', { name: 'Close' })).toBeVisible();
    await dialog.getByTestId('to-profile').click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByTestId('user-membership').locator('[data-level="4"]')).toContainText('Lv.4');

    // Today's credits now include level 4's daily credits (500), granted once for this order.
    const after = await apiCall<{ totalFuncPoint: number }>(
      page,
      '/ut/p3/qh',
      { timezoneOffset: 0 },
      account.accessToken,
    );
    expect(after.totalFuncPoint - before.totalFuncPoint).toBe(500);
    await expect(page.getByTestId('credits-total')).toHaveText(String(after.totalFuncPoint));
    await page.screenshot({ path: `${SHOTS}/user-after-purchase-en.png`, fullPage: true });

    // The order is in the records, paid.
    await page.getByRole('button', { name: 'Membership order records' }).click();
    const records = page.getByTestId('order-records');
    await expect(records.locator('tbody tr')).toHaveCount(1);
    await expect(records.locator('tbody tr').first()).toContainText('Lv.4');
    await expect(records.locator('tbody tr').first()).toContainText('$6.99');
    await page.screenshot({ path: `${SHOTS}/order-records-en.png` });

    // The result page of the international payment: checks after 3 s, success links to /user.
    const orders = await apiCall<{ list: { id: string }[] }>(
      page,
      '/ut/v1/page-order-record',
      { pageNum: 1, pageSize: 15, qo: {} },
      account.accessToken,
    );
    await page.goto(`/pay-pal-result?id=${orders.list[0]!.id}`);
    await expect(page.getByText('Checking your order…')).toBeVisible();
    await expect(page.getByTestId('trade-status')).toHaveAttribute('data-status', '2', { timeout: 8_000 });
    await expect(page.getByTestId('to-profile')).toHaveAttribute('href', '/user');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Refreshed' })).toBeVisible();
  });

  test('a failed payment shows red, and the result page agrees after its 3 s check', async ({ page }) => {
    await inLanguage(page, 'en');
    const account = await accountViaApi(page.request, 'failer');
    await signInThroughForm(page, account.email, account.password);
    const { dialog, popup } = await orderInSandbox(page, 2);
    const url = popup.url();
    await popup.getByRole('button', { name: 'Fail the payment' }).click();
    const status = dialog.getByTestId('trade-status');
    await expect(status).toHaveAttribute('data-status', '-2', { timeout: 15_000 });
    await expect(status).toContainText('Payment failed');
    await expect(status).toHaveCSS('color', 'rgb(180, 35, 35)');
    await expect(dialog.getByRole('button', { name: 'Pay again' })).toBeVisible();
    expect(url).toContain('/sandbox-pay/');

    // The level did not change.
    const vip = await apiCall<{ levelList: unknown[] }>(
      page,
      '/ut/i2/qv',
      { timezoneOffset: 0 },
      account.accessToken,
    );
    expect(vip.levelList).toEqual([]);

    const orders = await apiCall<{ list: { id: string }[] }>(
      page,
      '/ut/p3/page-order-record',
      { pageNum: 1, pageSize: 15, qo: {} },
      account.accessToken,
    );
    await page.goto(`/pay-pal-result?id=${orders.list[0]!.id}`);
    await expect(page.getByTestId('trade-status')).toHaveAttribute('data-status', '-2', { timeout: 8_000 });
    await expect(page.getByTestId('trade-status')).toContainText('Payment failed');
    await expect(page.getByTestId('to-profile')).toHaveCount(0);
  });

  test('an abandoned payment stops polling with the server’s status text', async ({ page }) => {
    await inLanguage(page, 'en');
    const account = await accountViaApi(page.request, 'quitter');
    await signInThroughForm(page, account.email, account.password);
    const { dialog, popup } = await orderInSandbox(page, 3);
    await popup.getByRole('button', { name: /Abandon/ }).click();
    const status = dialog.getByTestId('trade-status');
    await expect(status).not.toHaveAttribute('data-status', /^[012]$/, { timeout: 15_000 });
    await expect(status).not.toContainText('successful');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a tourist ordering gets the inline sign-in at the top of /vip', async ({ page }) => {
    await inLanguage(page, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vip');
    const row = page.getByTestId('levels-table').locator('tr[data-level="3"]');
    await row.scrollIntoViewIfNeeded();
    await row.getByRole('button', { name: /Upgrade/ }).click();
    const login = page.getByTestId('vip-login');
    await expect(login).toBeVisible();
    await expect(login).toContainText('Sign in to upgrade');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.screenshot({ path: `${SHOTS}/vip-tourist-login-phone-en.png` });

    // Signing in right there carries on with the order of level 3.
    const account = await accountViaApi(page.request, 'inline');
    const form = page.getByTestId('sign-in-form');
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByTestId('order-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Level')).toHaveValue('3');
    await page.screenshot({ path: `${SHOTS}/order-dialog-phone-en.png` });
  });
});
