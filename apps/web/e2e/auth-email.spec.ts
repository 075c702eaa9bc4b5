import { expect, test, type Page } from '@playwright/test';
import {
  accountViaApi,
  codeFromOutbox,
  freshEmail,
  inLanguage,
  shot,
  signInThroughForm,
} from './auth-helpers.ts';

// Accounts in the international edition, against the real server: sign up with the outbox code,
// sign out and in, reset and change the password, every validation message, sessions across tabs.

const MESSAGES = {
  email: 'Invalid email format.',
  password: 'Invalid password format: 8-20 characters, include letters and numbers.',
  confirm: 'Confirm password does not match.',
  agree: 'Please agree to the User Agreement and Privacy Policy.',
};

test.use({ viewport: { width: 1280, height: 900 } });

async function openSignUp(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  return page.getByTestId('sign-up-form');
}

test('sign up with an email, read the code from the outbox, land signed in; sign out and in again', async ({
  page,
}) => {
  await inLanguage(page, 'en');
  const email = freshEmail('signup');
  await page.goto('/');
  await page.getByTestId('sign-in-link').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Toolbox' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('google-button')).toHaveCount(0); // no client id configured

  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByTestId('sign-up-form');
  await expect(form.getByRole('link', { name: /User Agreement/ })).toHaveAttribute(
    'href',
    '/user-protocol?type=000',
  );
  await expect(form.getByRole('link', { name: /User Agreement/ })).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
    'href',
    '/user-protocol?type=001',
  );
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form.getByRole('checkbox', { name: /product news/ }).check();
  await form.getByRole('button', { name: 'Get activation code' }).click();

  // A confirm before the code is sent.
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText(`An activation code will be sent to the email ${email}.`);
  await confirm.getByRole('button', { name: 'Send' }).click();

  const step2 = page.getByTestId('sign-up-code-form');
  await expect(step2).toContainText(`Enter the activation code we sent to ${email}.`);
  const resend = step2.getByTestId('resend-code');
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend in (59|60) s/);
  await shot(page, 'signup-step2-1280-light');

  // Cancel goes back to step one with the fields kept; the code sent stays valid.
  await step2.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('sign-up-form').getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByTestId('sign-up-form').getByRole('button', { name: 'Get activation code' }).click();
  await expect(step2).toBeVisible();

  const code = await codeFromOutbox(page, email);
  await step2.getByLabel('Activation code').fill(code);
  await step2.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign up successful, automatically signing in' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByTestId('user-menu');
  await expect(menu).toContainText(email);

  // Profile, then log out with the confirm.
  await menu.click();
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId('current-user')).toHaveText(email);
  await expect(page.getByRole('link', { name: 'support@example.com' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Change password/ })).toHaveAttribute('target', '_blank');
  await shot(page, 'user-1280-light');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Are you sure you want to log out?');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-in-link')).toBeVisible();

  // /user needs a login now.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);

  // Sign in again, with remember me.
  const signIn = page.getByTestId('sign-in-form');
  await signIn.getByLabel('Email', { exact: true }).fill(email);
  await signIn.getByLabel('Password').fill('Secret123');
  await signIn.getByLabel('Remember me').check();
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText(email);

  // Log out from the top-bar menu; cancelling the confirm keeps the login.
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
});

test('every validation message, all failing ones together in one alert', async ({ page }) => {
  await inLanguage(page, 'en');
  const form = await openSignUp(page);
  await form.getByRole('button', { name: 'Get activation code' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole('listitem')).toHaveText([MESSAGES.email, MESSAGES.password, MESSAGES.agree]);

  await form.getByLabel('Email', { exact: true }).fill('not-an-email');
  await form.getByLabel('Password', { exact: true }).fill('onlyletters');
  await form.getByLabel('Confirm password').fill('different1');
  await form.getByRole('button', { name: 'Get activation code' }).click();
  await expect(alert.getByRole('listitem')).toHaveText([
    MESSAGES.email,
    MESSAGES.password,
    MESSAGES.confirm,
    MESSAGES.agree,
  ]);
  await shot(page, 'login-signup-errors-1280-light');

  // Fixing some leaves the others.
  await form.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await form.getByLabel('Password', { exact: true }).fill('short1');
  await form.getByLabel('Confirm password').fill('short1');
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form.getByRole('button', { name: 'Get activation code' }).click();
  await expect(alert).toHaveText(MESSAGES.password);
  await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
  await form.getByLabel('Password', { exact: true }).fill('a'.repeat(19) + '1' + 'x');
  await form.getByLabel('Confirm password').fill('a'.repeat(19) + '1' + 'x');
  await form.getByRole('button', { name: 'Get activation code' }).click();
  await expect(alert).toHaveText(MESSAGES.password); // 21 characters

  // Sign in: e-mail and password shape.
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const signIn = page.getByTestId('sign-in-form');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert').getByRole('listitem')).toHaveText([
    MESSAGES.email,
    MESSAGES.password,
  ]);

  // Reset password: e-mail before sending the code; then everything at once.
  await page.goto('/user-update-password');
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const reset = page.getByTestId('password-form');
  await reset.getByTestId('send-code').click();
  await expect(reset.getByRole('alert')).toHaveText(MESSAGES.email);
  await reset.getByLabel('New password').fill('abc');
  await reset.getByLabel('Confirm password').fill('abd');
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(reset.getByRole('alert').getByRole('listitem')).toHaveText([
    MESSAGES.email,
    MESSAGES.password,
    MESSAGES.confirm,
    'Send the verification code first.',
  ]);
});

test('a wrong password is refused without saying whether the account exists', async ({ page, request }) => {
  await inLanguage(page, 'en');
  const account = await accountViaApi(request, 'wrongpw');
  await page.goto('/login');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password').fill('Wrong1234');
  const answer = async () => {
    const response = page.waitForResponse('**/open/user/login-by-email');
    await form.getByRole('button', { name: 'Sign in' }).click();
    return (await (await response).json()) as { code: string; message: string };
  };
  const known = await answer();
  // Beside the form, not in a toast over the card.
  await expect(form.getByRole('alert')).toHaveText(known.message);
  await expect(page.locator('.toast')).toHaveCount(0);
  await form.getByLabel('Email', { exact: true }).fill(freshEmail('nobody'));
  const unknown = await answer();
  expect(unknown).toEqual(known);
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired session (001) clears the login and says so; tabs follow each other', async ({
  page,
  request,
}) => {
  await inLanguage(page, 'en');
  const account = await accountViaApi(request, 'expire');
  await signInThroughForm(page, account.email, account.password);

  // A second tab sees the login; logging out there signs this tab out within about a second.
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(other.getByTestId('user-menu')).toContainText(account.email);
  await other.getByTestId('user-menu').click();
  await other.getByRole('button', { name: 'Log out' }).click();
  await other.getByTestId('confirm-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('sign-in-link')).toBeVisible({ timeout: 3_000 });
  await other.close();

  // A login the server no longer knows: the first call answers 001.
  await page.evaluate(() =>
    localStorage.setItem(
      'toolbox.login',
      JSON.stringify({
        accessToken: 'revoked-token',
        email: 'ghost@example.com',
        phoneNumber: null,
        idCode: 'X',
        emptyPassword: false,
        expiresAt: Date.now() + 60_000,
      }),
    ),
  );
  // The toast lives 3 s and the top bar's credits call can meet the 001 before the page settles:
  // watch for it from before the navigation instead of after.
  const toastSeen = page
    .locator('.toast', { hasText: 'Session expired. Please log in again' })
    .waitFor({ state: 'attached', timeout: 15_000 });
  await page.goto('/user');
  await toastSeen;
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('toolbox.login'))).toBeNull();
});

test('from-desktop: without param it asks to log in on the desktop; a link alone signs nobody in', async ({
  page,
  request,
}) => {
  await inLanguage(page, 'en');
  await page.goto('/from-desktop');
  await expect(page.getByTestId('from-desktop-message')).toHaveText(
    'Please log in on the desktop app first.',
  );

  // A real one-time code, but not asked for by a desktop agent on this computer (anybody can make
  // one for their own account and send the link): refused, nothing exchanged. The hand-over the
  // agent starts is tested with the real agent in desktop.spec.ts.
  const account = await accountViaApi(request, 'desktop');
  const res = await request.post('/open/user/create-desktop-handover', {
    data: {},
    headers: { lang: 'en', accessToken: account.accessToken },
  });
  const code = ((await res.json()) as { data: { code: string } }).data.code;
  const param = JSON.stringify({ code, url: '/func/pdf_merge' });
  await page.goto(`/from-desktop?param=${encodeURIComponent(param)}`);
  await expect(page.getByTestId('from-desktop-message')).toContainText('not started by the desktop app');
  expect(await page.evaluate(() => localStorage.getItem('toolbox.login'))).toBeNull();

  // The old form, a raw token in the param (login CSRF), signs nobody in.
  const raw = JSON.stringify({ loginInfo: { accessToken: account.accessToken }, url: '/vip' });
  await page.goto(`/from-desktop?param=${encodeURIComponent(raw)}`);
  await expect(page.getByTestId('from-desktop-message')).toHaveText(
    'Please log in on the desktop app first.',
  );
  expect(await page.evaluate(() => localStorage.getItem('toolbox.login'))).toBeNull();
});

test('/user lists the signed-in devices and signs another one out', async ({ page, request }) => {
  await inLanguage(page, 'en');
  const account = await accountViaApi(request, 'sessions');
  await signInThroughForm(page, account.email, account.password);
  await page.goto('/user');
  const rows = page.getByTestId('session-row');
  // This browser, and the session the sign-up made through the API.
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'This device' })).toContainText('Chrome');
  await shot(page, 'user-sessions-1280-light');
  await rows.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(rows).toHaveCount(1);
  const revoked = await request.post('/open/user/get-login-info', {
    data: {},
    headers: { lang: 'en', accessToken: account.accessToken },
  });
  expect(((await revoked.json()) as { code: string }).code).toBe('001');
});

test('open-expire, protocols and the cookie notice', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/open-expire');
  await expect(page.getByTestId('open-expire-text')).toHaveText(
    'Authentication has expired, please contact the site administrator.',
  );
  await page.goto('/open-expire?text=authentication%20failed');
  await expect(page.getByTestId('open-expire-text')).toHaveText('authentication failed');

  for (const [type, title] of [
    ['000', 'User Agreement'],
    ['001', 'Privacy Policy'],
    ['002', 'Cookie Policy'],
  ] as const) {
    await page.goto(`/user-protocol?type=${type}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(title));
    await expect(page.getByTestId('protocol-body').locator('p').first()).toBeVisible();
  }

  // Cookie notice: close hides it for this session only; accept is remembered.
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute(
    'href',
    '/user-protocol?type=002',
  );
  await expect(notice.getByRole('link', { name: /Cookie Policy/ })).toHaveAttribute('target', '_blank');
  await shot(page, 'cookie-notice-1280-light');
  await notice.getByRole('button', { name: 'Close for now' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);

  const fresh = await context.browser()!.newPage({ viewport: { width: 375, height: 800 } });
  await fresh.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await fresh.goto(page.url());
  await expect(fresh.getByTestId('cookie-notice')).toBeVisible();
  await shot(fresh, 'cookie-notice-375-light');
  await fresh.getByRole('button', { name: 'Accept' }).click();
  await expect(fresh.getByTestId('cookie-notice')).toHaveCount(0);
  expect(await fresh.evaluate(() => localStorage.getItem('ACCEPT_COOKIE'))).toBe('1');
  await fresh.reload();
  await expect(fresh.getByTestId('cookie-notice')).toHaveCount(0);
  await fresh.close();
});

test('login page screenshots: both tabs, 1280 and 375, light and dark', async ({ browser }) => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
      await inLanguage(page, 'en');
      await page.goto('/login');
      await expect(page.getByTestId('sign-in-form')).toBeVisible();
      await shot(page, `login-signin-intl-${width}-${scheme}`);
      await page.getByRole('tab', { name: 'Sign up' }).click();
      await expect(page.getByTestId('sign-up-form')).toBeVisible();
      await shot(page, `login-signup-intl-${width}-${scheme}`);
      await page.close();
    }
  }
});
