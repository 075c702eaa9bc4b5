import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { accountViaApi, inLanguage, storeLogin } from './auth-helpers.ts';

// /user-inviter against the real server: the own code, the inviter code filled once after the
// spec's confirm, then read-only; the inviter's exchange point and its record.

const SHOTS = '/tmp/shots-cw';
mkdirSync(SHOTS, { recursive: true });

test('tourists are sent to /login', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto('/user-inviter');
  await expect(page).toHaveURL(/\/login$/);
});

test('fill the inviter code once; the inviter gets 1 exchange point', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const inviter = await accountViaApi(page.request, 'inviter');
  const invitee = await accountViaApi(page.request, 'invitee');

  await page.goto('/');
  await storeLogin(page, inviter);
  await page.goto('/user-inviter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limited-time free membership');
  const codeButton = page.getByTestId('my-invite-code');
  const code = ((await codeButton.textContent()) ?? '').replace('Click to copy', '').trim();
  expect(code.length).toBeGreaterThan(3);
  await codeButton.click();
  await expect(page.locator('.toast').filter({ hasText: 'Invite code copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByTestId('exchange-points')).toHaveText('0');

  await storeLogin(page, invitee);
  await page.reload();
  const input = page.getByRole('textbox', { name: 'Inviter’s code' });
  // Mistakes are said beside the form (issue 13), not in a toast that covers the card and fades.
  const inviterCard = page.locator('section').filter({ has: input });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(inviterCard.getByRole('alert')).toHaveText('Please enter an invite code.');
  const ownCode = ((await codeButton.textContent()) ?? '').replace('Click to copy', '').trim();
  await input.fill(ownCode);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'OK' }).click();
  await expect(inviterCard.getByRole('alert')).toHaveText('You cannot fill in your own invite code.');
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/invite-own-code-en.png` });
  await input.fill(code);
  await page.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('The invite code can only be filled in once, confirm submit?');
  await page.screenshot({ path: `${SHOTS}/invite-confirm-en.png` });
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Submitted successfully' })).toBeVisible();
  await expect(inviterCard.getByRole('alert')).toHaveCount(0);
  await expect(input).toHaveValue(code);
  await expect(input).toHaveAttribute('readonly', '');
  await expect(page.getByText('Already filled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  await storeLogin(page, inviter);
  await page.reload();
  await expect(page.getByTestId('exchange-points')).toHaveText('1');
  await page.getByRole('button', { name: 'Change records' }).click();
  const records = page.getByTestId('exchange-records');
  await expect(records.locator('tbody tr')).toHaveCount(1);
  await expect(records.locator('tbody tr')).toContainText('+1');
  await page.screenshot({ path: `${SHOTS}/invite-records-en.png` });
  await records.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Redeem on the membership page' })).toHaveAttribute(
    'href',
    '/vip',
  );
});

test('the invite page on a phone in Chinese', async ({ page }) => {
  await inLanguage(page, 'zh-CN');
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await accountViaApi(page.request, 'invite-zh');
  await page.goto('/');
  await storeLogin(page, account);
  await page.goto('/user-inviter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('限时免费领会员');
  await page.getByRole('button', { name: '变动记录' }).click();
  await expect(page.getByTestId('exchange-records')).toContainText('暂无数据');
  await page.screenshot({ path: `${SHOTS}/invite-phone-zh.png`, fullPage: true });
});
