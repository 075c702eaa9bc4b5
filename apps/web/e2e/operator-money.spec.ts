import { expect, test, type APIRequestContext } from '@playwright/test';
import { inLanguage, keepLogin, type Account } from './auth-helpers.ts';
import { operatorServer } from './operator-server.ts';

// Memberships and money against a server of its own (the role is granted by the real command line,
// which on embedded PGlite needs the server stopped): a member buys Lv.3 through the sandbox
// cashier, the operator refunds the order from the console, and the member's ledger has the entry.

const server = operatorServer('money', { publicUrl: true });
const withApi = server.withApi;
let base = '';
let operator: Account;
let member: Account;

async function apiData<T>(api: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const res = await api.post(path, { data, headers: { accessToken: token } });
  const body = (await res.json()) as { code: string; data: T };
  expect(body.code).toBe('000');
  return body.data;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  ({ base, operator, member } = await server.start(['money-op', 'money-buyer']));
});

test.afterAll(() => server.stop());

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
