import { expect, test } from '@playwright/test';
import { paths } from '@toolbox/contracts/paths';
import { inLanguage, keepLogin, type Account } from './auth-helpers.ts';
import { operatorServer } from './operator-server.ts';
import { chineseDocx } from './files-helpers.ts';

// The operator console against a server of its own: the role is granted by the real command line
// (`npm run operator -- grant`), which on embedded PGlite needs the server stopped. So: start a
// server, sign two accounts up, stop it, grant one of them, start it again.

const server = operatorServer('operator');
const withApi = server.withApi;
let base = '';
let operator: Account;
let member: Account;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const setup = await server.start(['operator', 'op-member']);
  ({ base, operator, member } = setup);
  expect(setup.granted).toBe(`${operator.email} is now an operator\n`);
});

test.afterAll(() => server.stop());

test('a normal user gets 403 from every operator call and a refusal on /operator', async ({ page }) => {
  // Every declared operator call (all live under /ut/op/), so a new one is covered as it is added.
  const all = Object.values(paths).filter((path) => path.startsWith('/ut/op/'));
  expect(all.length).toBeGreaterThanOrEqual(6);
  await withApi(async (api) => {
    for (const path of all) {
      const asMember = await api.post(path, { data: {}, headers: { accessToken: member.accessToken } });
      expect([path, asMember.status(), ((await asMember.json()) as { code: string }).code]).toEqual([
        path,
        403,
        '40300',
      ]);
      const asNobody = await api.post(path, { data: {} });
      expect([path, asNobody.status()]).toEqual([path, 401]);
    }
  });
  await inLanguage(page, 'zh-CN');
  await keepLogin(page, member);
  await page.goto(`${base}/operator`);
  await expect(page.getByTestId('operator-forbidden')).toContainText('此页面仅限运营人员。');
  await expect(page.getByTestId('operator-tools')).toHaveCount(0);
});

test('an operator changes a price and the user’s dialog shows it at once; the audit log has it', async ({
  browser,
}) => {
  const console = await browser.newPage();
  await inLanguage(console, 'en');
  await keepLogin(console, operator);
  await console.goto(`${base}/operator`);
  await expect(console.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  const tabs = console.getByRole('navigation', { name: 'Console sections' });
  await console.getByLabel('Find a tool').fill('word_to_pdf');
  const row = console.locator('tr[data-code="word_to_pdf"]');
  await expect(row.getByLabel('Credits word_to_pdf')).toHaveValue('5');
  await row.getByLabel('Credits word_to_pdf').fill('7');
  await row.getByLabel('Reason word_to_pdf').fill('e2e price check');
  await row.getByRole('button', { name: 'Save word_to_pdf' }).click();
  await expect(console.locator('.toast').filter({ hasText: 'Saved: word_to_pdf' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Back to catalogue word_to_pdf' })).toBeVisible();

  const user = await browser.newPage();
  await inLanguage(user, 'en');
  await keepLogin(user, member);
  await user.goto(`${base}/func/word_to_pdf`);
  await user.getByTestId('file-input').setInputFiles(chineseDocx);
  await user.getByRole('button', { name: 'Convert to PDF' }).click();
  const confirm = user.getByTestId('deduct-confirm');
  await expect(confirm).toContainText('After the free uses, a use costs 7 credits.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await tabs.getByRole('button', { name: 'Audit log' }).click();
  const audit = console.getByTestId('operator-audit');
  const entry = audit.locator('tr').filter({ hasText: 'func.update' }).first();
  await expect(entry).toContainText(operator.email);
  await expect(entry).toContainText('word_to_pdf');
  await expect(entry).toContainText('e2e price check');
  await expect(entry).toContainText('"point": 7');
  await expect(audit.locator('tr').filter({ hasText: 'role.grant' })).toContainText(operator.email);

  // Back to the catalogue's price: the user's next dialog says 5 again.
  await tabs.getByRole('button', { name: 'Tools' }).click();
  await expect(tabs.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
  await console.getByLabel('Find a tool').fill('word_to_pdf');
  await console.getByRole('button', { name: 'Back to catalogue word_to_pdf' }).click();
  await expect(console.locator('tr[data-code="word_to_pdf"]').getByLabel('Credits word_to_pdf')).toHaveValue(
    '5',
  );
  await user.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(user.getByTestId('deduct-confirm')).toContainText(
    'After the free uses, a use costs 5 credits.',
  );
});

test('an operator grants credits with a reason: the ledger names them, and the audit log has it', async ({
  page,
}) => {
  await inLanguage(page, 'en');
  await keepLogin(page, operator);
  await page.goto(`${base}/operator?tab=users`);
  await page.getByLabel('E-mail, phone, user id or invite code').fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByTestId('operator-users').getByRole('button', { name: 'Open' }).click();
  const user = page.getByTestId('operator-user');
  const before = Number(await user.getByTestId('operator-user-credits').textContent());
  await user.getByLabel('Credits (negative takes back)').fill('12');
  await user.getByLabel('Reason', { exact: true }).fill('e2e goodwill');
  await user.getByRole('button', { name: 'Apply' }).click();
  await expect(user.getByTestId('operator-user-credits')).toHaveText(String(before + 12));
  await expect(user.getByTestId('operator-ledger').locator('tbody tr').first()).toContainText(
    `Adjusted by ${operator.email}: e2e goodwill`,
  );
  // The member's own balance moved by the same amount.
  const credits = await withApi(async (api) => {
    const res = await api.post('/ut/v1/qh', {
      data: { timezoneOffset: 0 },
      headers: { accessToken: member.accessToken },
    });
    return ((await res.json()) as { data: { totalFuncPoint: number; useFuncPoint: number } }).data;
  });
  expect(credits.totalFuncPoint - credits.useFuncPoint).toBe(before + 12);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('button', { name: 'Audit log' })
    .click();
  await expect(
    page.getByTestId('operator-audit').locator('tr').filter({ hasText: 'credits.grant' }),
  ).toContainText('e2e goodwill');
});

test('an operator answers feedback and the user sees the answer on /feedback', async ({ browser }) => {
  const user = await browser.newPage();
  await inLanguage(user, 'en');
  await keepLogin(user, member);
  await user.goto(`${base}/feedback`);
  await user.getByRole('textbox', { name: 'Your feedback' }).fill('Please add an EPUB converter');
  await user.getByRole('button', { name: 'Submit' }).click();
  await expect(user.getByTestId('feedback-list')).toContainText('Please add an EPUB converter');

  const console = await browser.newPage();
  await inLanguage(console, 'en');
  await keepLogin(console, operator);
  await console.goto(`${base}/operator?tab=feedback`);
  const item = console
    .getByTestId('operator-feedback')
    .locator('li')
    .filter({ hasText: 'Please add an EPUB converter' });
  await expect(item).toContainText(member.email);
  await item.getByLabel('Answer (the user sees it on /feedback)').fill('Planned for next month.');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(console.locator('.toast').filter({ hasText: 'Answer saved' })).toBeVisible();
  // Answered (status "Handled"), it leaves the inbox's "Received" view.
  await expect(item).toHaveCount(0);

  await user.reload();
  const row = user
    .getByTestId('feedback-list')
    .locator('tr')
    .filter({ hasText: 'Please add an EPUB converter' });
  await expect(row).toContainText('Planned for next month.');
  await expect(row).toContainText('Handled');
  await console.goto(`${base}/operator?tab=audit`);
  await expect(
    console.getByTestId('operator-audit').locator('tr').filter({ hasText: 'feedback.answer' }),
  ).toContainText('Planned for next month.');
});

test('an operator edits the site notice on the Content tab and visitors see it at once', async ({
  browser,
}) => {
  const console = await browser.newPage();
  await inLanguage(console, 'en');
  await keepLogin(console, operator);
  await console.goto(`${base}/operator?tab=content`);
  const notice = console.getByTestId('content-notice');
  await expect(notice.getByLabel('Show the notice')).toBeVisible();
  await notice.getByLabel('Show the notice').check();
  await notice.getByLabel('Text (English)', { exact: true }).fill('Planned maintenance on Sunday night.');
  await notice.getByLabel('Text (Chinese)', { exact: true }).fill('周日晚间例行维护。');
  await notice.getByLabel('Reason').fill('maintenance window');
  await notice.getByRole('button', { name: 'Save' }).click();
  await expect(console.locator('.toast').filter({ hasText: 'Site notice saved.' })).toBeVisible();

  const visitor = await browser.newPage();
  await inLanguage(visitor, 'en');
  await visitor.goto(`${base}/`);
  await expect(visitor.getByTestId('site-notice')).toContainText('Planned maintenance on Sunday night.');
  await inLanguage(visitor, 'zh-CN');
  await visitor.reload();
  await expect(visitor.getByTestId('site-notice')).toContainText('周日晚间例行维护。');

  // Switched off, it leaves the home page; the audit log has both changes with the reason.
  await notice.getByLabel('Show the notice').uncheck();
  await notice.getByLabel('Reason').fill('maintenance done');
  await notice.getByRole('button', { name: 'Save' }).click();
  // The same toast within 5 s is shown once (the spec's de-duplication), so the second save is known
  // done when its reason is cleared.
  await expect(notice.getByLabel('Reason')).toHaveValue('');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('site-notice')).toHaveCount(0);
  await console.goto(`${base}/operator?tab=audit`);
  const audit = console.getByTestId('operator-audit');
  await expect(audit).toContainText('maintenance window');
  await expect(audit).toContainText('maintenance done');
});
