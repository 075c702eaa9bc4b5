import { expect, request as apiRequest, test, type APIRequestContext } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { accountViaApi, inLanguage, keepLogin, type Account } from './auth-helpers.ts';

// Memberships and money against a server of its own (the role is granted by the real command line,
// which on embedded PGlite needs the server stopped): a member buys Lv.3 through the sandbox
// cashier, the operator refunds the order from the console, and the member's ledger has the entry.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-e2e-money-'));
let base = '';
let server: ChildProcess | null = null;
let operator: Account;
let member: Account;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(port: number): Promise<void> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      CHECK_RESPONSES: '1',
      MAIL_CODES_PER_ADDRESS_HOUR: '1000',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  });
  await expect(async () => {
    expect((await fetch(`${base}/healthz`)).ok).toBe(true);
  }).toPass({ timeout: 240_000 });
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function withApi<T>(run: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await apiRequest.newContext({ baseURL: base });
  try {
    return await run(api);
  } finally {
    await api.dispose();
  }
}

async function apiData<T>(api: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const res = await api.post(path, { data, headers: { accessToken: token } });
  const body = (await res.json()) as { code: string; data: T };
  expect(body.code).toBe('000');
  return body.data;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServer(port);
  [operator, member] = await withApi((api) =>
    Promise.all([accountViaApi(api, 'money-op'), accountViaApi(api, 'money-buyer')]),
  );
  await stopServer();
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/operator.ts', 'grant', operator.email],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
  await startServer(port);
});

test.afterAll(async () => {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an operator refunds a sandbox order: the order reads refunded and the buyer’s ledger has the entry', async ({
  browser,
}) => {
  // The member buys Lv.3 monthly and pays it on the sandbox cashier's page.
  const { orderId, tradeId } = await withApi(async (api) => {
    await apiData(api, '/ut/v1/qh', { timezoneOffset: 0 }, member.accessToken);
    const order = await apiData<{ id: string }>(
      api,
      '/ut/v1/create-order',
      { type: 1, level: 3, cycle: 'monthly', timezoneOffset: 0 },
      member.accessToken,
    );
    const trade = await apiData<{ id: string }>(
      api,
      '/ut/v1/get-wechat-trade-code',
      { orderId: order.id, platform: 0 },
      member.accessToken,
    );
    return { orderId: order.id, tradeId: trade.id };
  });
  const cashier = await browser.newPage();
  await cashier.goto(`${base}/sandbox-pay/${tradeId}`);
  await cashier.getByRole('button', { name: /^Pay/ }).click();
  await expect(async () => {
    const status = await withApi((api) =>
      apiData<{ status: number }>(api, '/ut/v1/query-trade', { orderId }, member.accessToken),
    );
    expect(status.status).toBe(2);
  }).toPass({ timeout: 20_000 });

  const page = await browser.newPage();
  await inLanguage(page, 'en');
  await keepLogin(page, operator);
  await page.goto(`${base}/operator?tab=money`);
  await page.getByLabel('User (e-mail, phone or id)').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const orders = page.getByTestId('operator-orders');
  await expect(orders.locator('tbody tr')).toHaveCount(1);
  await expect(orders).toContainText('Paid');
  await orders.getByRole('button', { name: `Open ${orderId}` }).click();
  const order = page.getByTestId('operator-order');
  await expect(order).toContainText(tradeId);
  await order.getByLabel('Reason for the refund').fill('e2e refund');
  await order.getByRole('button', { name: 'Refund' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(order.getByTestId('operator-order-status')).toHaveText('Refunded');
  await expect(order.getByTestId('operator-refunds')).toContainText('e2e refund');

  // The buyer's ledger, as the console's user page shows it.
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('button', { name: 'Users' })
    .click();
  await page.getByLabel('E-mail, phone, user id or invite code').fill(member.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByTestId('operator-users').getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('operator-ledger').locator('tbody tr').first()).toContainText(
    `Lv.3 order ${orderId} refunded by ${operator.email}: e2e refund`,
  );
  // Refunding again answers that it is refunded already, and the audit log has the one refund.
  const again = await withApi(async (api) => {
    const res = await api.post('/ut/op/money/order-refund', {
      data: { orderId, reason: 'twice' },
      headers: { accessToken: operator.accessToken },
    });
    return ((await res.json()) as { code: string }).code;
  });
  expect(again).toBe('40900');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('button', { name: 'Audit log' })
    .click();
  await expect(
    page.getByTestId('operator-audit').locator('tr').filter({ hasText: 'order.refund' }),
  ).toHaveCount(1);
});
