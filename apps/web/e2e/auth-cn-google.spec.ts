import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { fakeGoogleIdentity, inLanguage, shot } from './auth-helpers.ts';

// Google sign-in end to end on the server of playwright.cn.config.ts, which is given a Google client
// id and a local JWKS (served here): an ID token signed with a test key is verified by the server;
// the new account has no password, so the set-password suggestion appears.

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'e2e-key';

function googleToken(sub: string, email: string): string {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'RS256', kid: KID, typ: 'JWT' });
  const body = b64({
    iss: 'https://accounts.google.com',
    aud: process.env.E2E_GOOGLE_CLIENT_ID,
    sub,
    email,
    email_verified: true,
    iat: now,
    exp: now + 600,
  });
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

if (process.env.E2E_EDITION === 'cn') {
  let jwks: Server;
  test.beforeAll(async () => {
    const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) =>
      jwks.listen(Number(process.env.E2E_JWKS_PORT), '127.0.0.1', resolve),
    );
  });
  test.afterAll(() => new Promise<void>((resolve) => jwks.close(() => resolve())));

  test.use({ viewport: { width: 1280, height: 900 } });

  test('Google sign-in: verified by the server, then the set-password suggestion (next time / set now)', async ({
    page,
  }) => {
    await inLanguage(page, 'en');
    await fakeGoogleIdentity(page);
    await page.goto('/login');
    await expect(page.getByRole('separator')).toHaveText('or');
    await page.evaluate(
      (token) => {
        (window as unknown as { __e2eGoogleCredential: string }).__e2eGoogleCredential = token;
      },
      googleToken(`sub-${Date.now()}`, 'someone@gmail.example'),
    );
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/$/);
    const dialog = page.getByTestId('set-password-dialog');
    await expect(dialog).toBeVisible();
    await shot(page, 'set-password-dialog-1280-light');
    await dialog.getByRole('button', { name: 'Choose next time' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    // A second Google account: set a password now (same rule, all messages at once first).
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Log out' }).click();
    await page.goto('/login');
    await page.evaluate(
      (token) => {
        (window as unknown as { __e2eGoogleCredential: string }).__e2eGoogleCredential = token;
      },
      googleToken(`sub2-${Date.now()}`, 'other@gmail.example'),
    );
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const again = page.getByTestId('set-password-dialog');
    await again.getByRole('button', { name: 'Set password' }).click();
    await expect(again.getByRole('alert')).toHaveText(
      'Invalid password format: 8-20 characters, include letters and numbers.',
    );
    await again.getByLabel('Password', { exact: true }).fill('Google123');
    await again.getByLabel('Confirm password').fill('Google123');
    await again.getByRole('button', { name: 'Set password' }).click();
    await expect(page.locator('.toast').filter({ hasText: 'Operation successful' })).toBeVisible();
    await expect(again).toHaveCount(0);
  });

  test('a forged Google token is refused', async ({ page }) => {
    await inLanguage(page, 'en');
    await fakeGoogleIdentity(page);
    await page.goto('/login');
    const forged = googleToken('sub-x', 'x@gmail.example').replace(/\.[^.]+$/, '.AAAA');
    await page.evaluate((token) => {
      (window as unknown as { __e2eGoogleCredential: string }).__e2eGoogleCredential = token;
    }, forged);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // Said beside the button (issue 13), not in a toast that fades.
    await expect(page.locator('.auth-google').getByRole('alert')).toHaveText(
      'Google sign-in failed. Please try again.',
    );
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'google-refused-1280-light');
  });
}
