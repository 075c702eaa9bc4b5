import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// Shared by the auth-*.spec.ts files and the specs that need an account (credits, vip, invite, files):
// outbox reading, quick accounts through the API, stored logins, screenshots.

export const SHOTS = '/tmp/shots/auth';
mkdirSync(SHOTS, { recursive: true });

let counter = 0;
/** A fresh address per test (the data dir is shared by the whole run). */
export function freshEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export function inLanguage(page: Page, lang: 'en' | 'zh-CN') {
  return page.addInitScript((l) => {
    localStorage.setItem('toolbox.lang', l);
    localStorage.setItem('ACCEPT_COOKIE', '1');
  }, lang);
}

/** Reads the newest 6-digit code sent to `recipient` from the dev outbox page, as a newcomer would. */
export async function codeFromOutbox(page: Page, recipient: string, after?: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let code: string | null = null;
    await expect(async () => {
      await outbox.goto('/dev/outbox');
      const item = outbox.locator('li', { hasText: recipient }).first();
      const text = (await item.locator('pre').textContent({ timeout: 1_000 })) ?? '';
      // Six digits standing alone: mails put them on a line, SMS texts between CJK punctuation.
      code = /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? null;
      expect(code).not.toBeNull();
      if (after) expect(code).not.toBe(after);
    }).toPass({ timeout: 15_000 });
    return code!;
  } finally {
    await outbox.close();
  }
}

async function call<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(path, {
    data,
    headers: { lang: 'en', ...(token ? { accessToken: token } : {}) },
  });
  const body = (await response.json()) as { code: string; message: string; data: T };
  expect(body.code, body.message).toBe('000');
  return body.data;
}

async function codeViaApi(request: APIRequestContext, recipient: string): Promise<string> {
  let code: string | null = null;
  await expect(async () => {
    const html = await (await request.get('/dev/outbox')).text();
    const item = html.split('<li>').find((li) => li.includes(recipient)) ?? '';
    code = /<pre>[\s\S]*?(?:^|\s)(\d{6})(?:\s|$)/m.exec(item)?.[1] ?? null;
    expect(code).not.toBeNull();
  }).toPass({ timeout: 15_000 });
  return code!;
}

export interface Account {
  email: string;
  password: string;
  accessToken: string;
}

/** An account made through the API (for tests that are about something else than signing up). */
export async function accountViaApi(request: APIRequestContext, tag: string): Promise<Account> {
  const email = freshEmail(tag);
  const password = 'Secret123';
  const sent = await call<{ id: string }>(request, '/open/user-email-verify/send-for-open', {
    type: 'open_user_register',
    email,
  });
  const verifyCode = await codeViaApi(request, email);
  const info = await call<{ accessToken: string }>(request, '/open/user/register-by-email', {
    type: 1,
    email,
    password,
    passwordConfirmation: password,
    agreeUserAgreementAndPrivacyPolicy: true,
    agreeMarketingMessage: false,
    agreeProtocolList: ['000', '001'],
    verifyCodeEmailId: sent.id,
    verifyCode,
  });
  return { email, password, accessToken: info.accessToken };
}

/** Runs in the page: keeps `login` in localStorage for an hour, as the sign-in form does. */
function writeLogin(login: { accessToken: string; email: string }) {
  localStorage.setItem(
    'toolbox.login',
    JSON.stringify({
      ...login,
      phoneNumber: null,
      idCode: null,
      emptyPassword: false,
      expiresAt: Date.now() + 3_600_000,
    }),
  );
}

const loginOf = (account: Account) => ({ accessToken: account.accessToken, email: account.email });

/** Signs the open page in as `account` now (reload or navigate for the app to see it). */
export async function storeLogin(page: Page, account: Account) {
  await page.evaluate(writeLogin, loginOf(account));
}

/** Signs `account` in on every page load from now on, as the sign-in form would have. */
export async function keepLogin(page: Page, account: Account) {
  await page.addInitScript(writeLogin, loginOf(account));
}

/** A fresh account made through the API, signed in on every page load from now on. */
export async function signedInViaApi(page: Page, tag: string): Promise<Account> {
  const account = await accountViaApi(page.request, tag);
  await keepLogin(page, account);
  return account;
}

/** Signs in through /login as a user would. */
export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toContainText(email);
}

export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Stands in for Google Identity Services (the one script the app may load from Google, only when a
 * client id is configured): the button it renders hands `window.__e2eGoogleCredential` to the app.
 */
export async function fakeGoogleIdentity(page: Page) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__e2eGoogle = options; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google';
          button.onclick = () => window.__e2eGoogle.callback({ credential: window.__e2eGoogleCredential });
          parent.replaceChildren(button);
        },
      } } };`,
    }),
  );
}
