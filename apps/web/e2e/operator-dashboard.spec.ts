import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { inLanguage, keepLogin, type Account } from './auth-helpers.ts';
import { operatorServer } from './operator-server.ts';

// The operator dashboard and blocking against a server of its own (the role is granted by the
// real command line, which on embedded PGlite needs the server stopped: start, sign up, stop,
// grant, start again), with its real job queue.

const shots = '/tmp/shots/operator';
const server = operatorServer('opdash');
const withApi = server.withApi;
let base = '';
let operator: Account;
let member: Account;

async function signIn(page: Page, account: Account) {
  await page.goto(`${base}/login`);
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  return form;
}

// The machine may be loaded: slow answers get room (the server is started twice, see below).
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ actionTimeout: 30_000 });
expect.configure({ timeout: 20_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  mkdirSync(shots, { recursive: true });
  ({ base, operator, member } = await server.start(['dash-operator', 'dash-member']));
});

test.afterAll(() => server.stop());

test('the dashboard shows the day’s sign-ups, charts and the job queues, and switches period', async ({
  page,
}) => {
  await inLanguage(page, 'en');
  await keepLogin(page, operator);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/operator?tab=dashboard`);
  const kpis = page.getByTestId('operator-kpis');
  // Both accounts signed up today; the operator's session is in use now (the member's too).
  await expect(kpis.locator('div').filter({ hasText: 'Sign-ups today' }).locator('dd')).toHaveText('2', {
    timeout: 60_000,
  });
  await expect(kpis.locator('div').filter({ hasText: 'Active users today' }).locator('dd')).toHaveText('2');
  await expect(page.getByTestId('operator-dash-channels')).toContainText('No channel');
  // The server's real job queues (pg-boss), with nothing waiting.
  await expect(page.getByTestId('operator-dash-queues')).toContainText('task-office');
  await expect(page.getByTestId('operator-dash-queues')).not.toContainText('__pgboss__');
  const charts = page.getByTestId('operator-chart');
  await expect(charts.first().locator('svg')).toBeVisible();
  expect(await charts.count()).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(charts.first().locator('svg')).toBeVisible();
  await page.screenshot({ path: `${shots}/dashboard-30d.png`, fullPage: true });
  // A phone keeps the page within the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('an operator blocks a user: their session ends, sign-in says why; unblocked, they sign in again', async ({
  browser,
}) => {
  const console = await browser.newPage();
  await inLanguage(console, 'en');
  await keepLogin(console, operator);
  await console.goto(`${base}/operator?tab=users`);
  await console.getByLabel('E-mail, phone, user id or invite code').fill(member.email);
  await console.getByRole('button', { name: 'Find' }).click();
  await console.getByTestId('operator-users').getByRole('button', { name: 'Open' }).click();
  const records = console.getByTestId('operator-user-records');
  await expect(records.getByTestId('operator-user-blocked')).toHaveText('Not blocked.', { timeout: 60_000 });
  await records.getByLabel('Reason for blocking or unblocking').fill('e2e abuse report');
  await records.getByRole('button', { name: 'Block user' }).click();
  await console.getByTestId('confirm-dialog').getByRole('button', { name: 'Block user' }).click();
  await expect(records.getByTestId('operator-user-blocked')).toContainText('Blocked since');
  await expect(console.getByTestId('operator-user')).toContainText('0 live sessions');

  // The member's old session is over, and signing in again is refused in their language.
  const oldCode = await withApi(async (api) => {
    const res = await api.post('/open/user/get-login-info', {
      data: {},
      headers: { accessToken: member.accessToken },
    });
    return ((await res.json()) as { code: string }).code;
  });
  expect(oldCode).toBe('001');
  const user = await browser.newPage();
  await inLanguage(user, 'zh-CN');
  await user.goto(`${base}/login`);
  await user.getByRole('tab', { name: '邮箱登录' }).click();
  const zhForm = user.getByTestId('sign-in-form');
  await zhForm.getByLabel('邮箱').fill(member.email);
  await zhForm.getByLabel('密码').fill(member.password);
  await zhForm.getByRole('button', { name: '登录' }).click();
  await expect(zhForm).toContainText('登录受限：该账号已被封禁，请联系客服。');

  await records.getByLabel('Reason for blocking or unblocking').fill('e2e cleared');
  await records.getByRole('button', { name: 'Unblock user' }).click();
  await expect(records.getByTestId('operator-user-blocked')).toHaveText('Not blocked.');
  const again = await browser.newPage();
  await inLanguage(again, 'en');
  await signIn(again, member);
  await expect(again).toHaveURL(`${base}/`);

  await console
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('button', { name: 'Audit log' })
    .click();
  const audit = console.getByTestId('operator-audit');
  await expect(audit.locator('tr').filter({ hasText: 'user.block' }).first()).toContainText(
    'e2e abuse report',
  );
  await expect(audit.locator('tr').filter({ hasText: 'user.unblock' }).first()).toContainText('e2e cleared');
});
