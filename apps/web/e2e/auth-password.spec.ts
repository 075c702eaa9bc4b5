import { expect, test, type Page } from '@playwright/test';
import {
  accountViaApi,
  codeFromOutbox,
  inLanguage,
  shot,
  signInThroughForm,
  type Account,
} from './auth-helpers.ts';

// Reset (signed out) and change (signed in) password against the real server. The server sends
// at most one mail a minute to an address, so the accounts are made first and the first test waits
// out the minute since their activation mail, as a user who just signed up would. The global setup
// (auth-password.setup.ts) makes them when the run starts, so in a whole run the minute has passed
// by the time this file runs; a retry or a repeat makes fresh ones here and waits.

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'serial' });

let resetAccount: Account;
let changeAccount: Account;
let madeAt = 0;

test.beforeAll(async ({ request }, testInfo) => {
  const made = process.env.E2E_PASSWORD_ACCOUNTS;
  if (made && testInfo.retry === 0 && testInfo.repeatEachIndex === 0) {
    ({
      reset: resetAccount,
      change: changeAccount,
      madeAt,
    } = JSON.parse(made) as {
      reset: Account;
      change: Account;
      madeAt: number;
    });
    return;
  }
  resetAccount = await accountViaApi(request, 'reset');
  changeAccount = await accountViaApi(request, 'change');
  madeAt = Date.now();
});

async function afterMailMinute(page: Page) {
  const wait = madeAt + 61_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

test('reset the password when signed out, then sign in with the new one', async ({ page }) => {
  test.setTimeout(150_000);
  await inLanguage(page, 'en');
  const account = resetAccount;
  await page.goto('/login');
  await expect(page.getByRole('link', { name: /Forgot password/ })).toHaveAttribute('target', '_blank');
  await page.goto('/user-update-password');
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const form = page.getByTestId('password-form');
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await afterMailMinute(page);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toHaveText(/Resend in (59|60) s/);
  await expect(form.getByTestId('send-code')).toBeDisabled();
  const code = await codeFromOutbox(page, account.email);
  await form.getByLabel('Verification code').fill(code);
  await form.getByLabel('New password').fill('Changed456');
  await form.getByLabel('Confirm password').fill('Changed456');
  await shot(page, 'password-reset-1280-light');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('password-done')).toContainText('Operation successful');

  await signInThroughForm(page, account.email, 'Changed456');
});

test('change the password when signed in (no e-mail field); other sessions end', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await inLanguage(page, 'en');
  const account = changeAccount; // its API session plays "another device"
  await signInThroughForm(page, account.email, account.password);
  await page.goto('/user-update-password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  const form = page.getByTestId('password-form');
  await expect(form.getByLabel('Email', { exact: true })).toHaveCount(0);
  await afterMailMinute(page);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toBeDisabled();
  await expect(form.getByTestId('send-code')).toHaveText(/Resend in \d+ s/);
  const code = await codeFromOutbox(page, account.email);
  await form.getByLabel('Verification code').fill(code);
  await form.getByLabel('New password').fill('Another789');
  await form.getByLabel('Confirm password').fill('Another789');
  await shot(page, 'password-change-1280-light');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('password-done')).toContainText('Operation successful');

  // This tab stays signed in; the API session was revoked (001).
  await page.goto('/user');
  await expect(page.getByTestId('current-user')).toHaveText(account.email);
  const old = await request.post('/open/user/get-login-info', {
    data: {},
    headers: { accessToken: account.accessToken },
  });
  expect(((await old.json()) as { code: string }).code).toBe('001');
});
