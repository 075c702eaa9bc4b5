import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { inLanguage, signedInViaApi } from './auth-helpers.ts';
import { chineseDocx } from './files-helpers.ts';

// The credits parts of /user and the top-bar indicator, against the real server's ledger.

const SHOTS = '/tmp/shots-cw';
mkdirSync(SHOTS, { recursive: true });

async function callFunction(page: Page, token: string, code: string) {
  const response = await page.request.post('/ut/i2/h', {
    data: { code, timezoneOffset: 0 },
    headers: { accessToken: token },
  });
  return (await response.json()) as { code: string; data: { deductPoint: number } | null };
}

test('/user: today’s credits, records of a deduction, the switches kept on the server', async ({ page }) => {
  await inLanguage(page, 'en');
  const account = await signedInViaApi(page, 'credits');
  await page.goto('/user');
  const card = page.getByTestId('user-credits');
  await expect(card.getByTestId('credits-total')).toHaveText('10');
  await expect(card.getByTestId('credits-used')).toHaveText('0');
  await expect(page.getByTestId('points-indicator')).toContainText('10');

  // word_to_pdf: 3 free uses a day, then 5 credits a use.
  for (let i = 0; i < 3; i++)
    expect((await callFunction(page, account.accessToken, 'word_to_pdf')).data?.deductPoint).toBe(0);
  expect((await callFunction(page, account.accessToken, 'word_to_pdf')).data?.deductPoint).toBe(5);
  // 5 left: a sixth use (5 more) is allowed, a seventh is refused with 40104.
  expect((await callFunction(page, account.accessToken, 'word_to_pdf')).data?.deductPoint).toBe(5);
  expect((await callFunction(page, account.accessToken, 'word_to_pdf')).code).toBe('40104');

  await page.reload();
  await expect(card.getByTestId('credits-used')).toHaveText('10');
  await expect(page.getByTestId('points-indicator')).toContainText('0');
  await page.getByRole('button', { name: 'Credit change records' }).click();
  const records = page.getByTestId('credit-records');
  await expect(records).toContainText('Credit records are kept for 7 days.');
  await expect(records.locator('tbody tr').filter({ hasText: '-5' })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/credit-records-en.png` });
  await records.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Membership order records' }).click();
  await expect(page.getByTestId('order-records')).toContainText('No Data');
  await page.getByTestId('order-records').getByRole('button', { name: 'Close' }).click();

  const hide = page.getByRole('switch', { name: /Hide the credit deduction confirmation/ });
  const auto = page.getByRole('switch', { name: /Deduct credits automatically/ });
  await expect(hide).not.toBeChecked();
  await hide.check();
  await expect(page.locator('.toast').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(hide).toBeChecked();
  await expect(auto).not.toBeChecked();
  await page.screenshot({ path: `${SHOTS}/user-credits-en.png`, fullPage: true });
});

test('/user credits on a phone in Chinese', async ({ page }) => {
  await inLanguage(page, 'zh-CN');
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInViaApi(page, 'credits-zh');
  await page.goto('/user');
  await expect(page.getByTestId('user-credits')).toContainText('功能点数');
  await expect(page.getByTestId('credits-total')).toHaveText('10');
  await expect(page.getByTestId('user-membership')).toContainText('Lv.1');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.screenshot({ path: `${SHOTS}/user-credits-phone-zh.png`, fullPage: true });
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('a paid server function in the browser (word_to_pdf)', () => {
  test('asks before using credits; cancel runs nothing, deduct runs the task', async ({ page }) => {
    await inLanguage(page, 'en');
    const account = await signedInViaApi(page, 'w2p-credits');
    await page.goto('/func/word_to_pdf');
    await page.getByTestId('file-input').setInputFiles(chineseDocx);
    await page.getByRole('button', { name: 'Convert to PDF' }).click();
    const confirm = page.getByTestId('deduct-confirm');
    // The first use of the day is one of 3 free ones: the dialog says so, not a price.
    await expect(confirm).toContainText('This use is free (2 of 3 free uses left today).');
    await expect(confirm).toContainText('After the free uses, a use costs 5 credits.');
    await page.screenshot({ path: `${SHOTS}/word-to-pdf-confirm-en.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alert')).toContainText('Not run: no credits were deducted.');

    await page.getByRole('button', { name: 'Convert to PDF' }).click();
    await page.getByTestId('deduct-confirm').getByRole('button', { name: 'Run for free' }).click();
    await expect(
      page.locator('.toast').filter({ hasText: 'Free use: 2 of 3 free uses left today' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download .*\.pdf$/ })).toBeVisible({ timeout: 60_000 });
    // One use recorded on the server, none deducted (a free use).
    const credits = await page.request.post('/ut/v1/qh', {
      data: { timezoneOffset: 0 },
      headers: { accessToken: account.accessToken },
    });
    expect(((await credits.json()) as { data: { useFuncPoint: number } }).data.useFuncPoint).toBe(0);
  });

  test('out of credits: the VIP dialog (code 40104) leads to /vip with today’s credits', async ({ page }) => {
    await inLanguage(page, 'en');
    const account = await signedInViaApi(page, 'w2p-broke');
    for (let i = 0; i < 5; i++) await callFunction(page, account.accessToken, 'word_to_pdf'); // 3 free + 10 credits
    await page.goto('/func/word_to_pdf');
    await page.getByTestId('file-input').setInputFiles(chineseDocx);
    await page.getByRole('button', { name: 'Convert to PDF' }).click();
    // Quoted as not enough: the VIP dialog at once, with the price and what is left.
    const vip = page.getByTestId('vip-dialog');
    await expect(vip).toContainText('This use costs 5 credits, but you have 0 left today.');
    await expect(vip).toContainText('Membership needed');
    await expect(vip.getByTestId('levels-table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/vip-dialog-en.png` });
    await vip.getByRole('button', { name: 'View membership plans' }).click();
    await expect(page).toHaveURL(/\/vip\?showCurrentPoint=1$/);
    await expect(page.getByTestId('today-left')).toHaveText('0');
  });
});
