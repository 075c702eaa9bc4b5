import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { accountViaApi, inLanguage, signInThroughForm } from './auth-helpers.ts';

// A level bought through the sandbox cashier keeps giving credits: the next user day starts with the
// level's daily credits. The server takes the user's day from the browser's getTimezoneOffset(), so
// without touching the server clock a second browser at UTC+14 lives at least one day after a
// first one at UTC-12 (26 hours apart).

const SHOTS = '/tmp/shots-nd';
mkdirSync(SHOTS, { recursive: true });

interface Credits {
  totalFuncPoint: number;
  useFuncPoint: number;
  day: string;
}

/** The user's local date as the browser sees it (YYYY-MM-DD). */
function localDay(page: Page): Promise<string> {
  return page.evaluate(() => new Date().toLocaleDateString('en-CA'));
}

/** Waits for the app's own call for today's credits (any of the three prefixes) and returns its data. */
async function creditsCall(page: Page, open: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/ut\/(v1|i2|p3)\/qh$/.test(r.url()) && r.ok()),
    open(),
  ]);
  const sent = response.request().postDataJSON() as { timezoneOffset: number };
  const body = (await response.json()) as { code: string; data: Credits };
  expect(body.code).toBe('000');
  return { sent, credits: body.data };
}

test.describe('membership purchase: the next day', () => {
  test.use({ timezoneId: 'Etc/GMT+12' }); // UTC-12

  test('level 4 bought at UTC-12 gives its daily credits on the next day at UTC+14', async ({
    page,
    browser,
    baseURL,
  }) => {
    await inLanguage(page, 'en');
    const account = await accountViaApi(page.request, 'nextday');
    await signInThroughForm(page, account.email, account.password);

    // The level's daily credits as the server's levels table has them.
    const levelsResponse = await page.request.post('/ut/v1/list-vip-info', {
      data: {},
      headers: { accessToken: account.accessToken, lang: 'en' },
    });
    const levels = ((await levelsResponse.json()) as { data: { level: number; dailyPoint: number }[] }).data;
    const daily4 = levels.find((l) => l.level === 4)!.dailyPoint;
    const daily1 = levels.find((l) => l.level === 1)!.dailyPoint;
    expect(daily4).toBeGreaterThan(daily1);

    // Buy level 4 monthly through the sandbox cashier.
    await page.goto('/vip');
    await page.getByTestId('levels-table').locator('tr[data-level="4"]').getByRole('button').click();
    const dialog = page.getByTestId('order-dialog');
    await expect(dialog.getByLabel('Level')).toHaveValue('4');
    await expect(dialog.getByLabel('Period')).toHaveValue('monthly');
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/sandbox-pay\//);
    await popup.getByRole('button', { name: /^Pay/ }).click();
    await expect(dialog.getByTestId('trade-status')).toHaveAttribute('data-status', '2', { timeout: 15_000 });

    // Today at UTC-12: the free level's credits of the day plus level 4's, granted on purchase.
    const today = await creditsCall(page, () => dialog.getByTestId('to-profile').click());
    await expect(page).toHaveURL(/\/user$/);
    expect(today.sent.timezoneOffset).toBe(720);
    const buyDay = await localDay(page);
    expect(today.credits.day).toBe(buyDay);
    await expect(page.getByTestId('credits-total')).toHaveText(String(daily1 + daily4));
    await page.screenshot({ path: `${SHOTS}/user-buy-day.png`, fullPage: true });

    // The same login in a browser at UTC+14.
    const state = await page.context().storageState();
    const east = await browser.newContext({ baseURL, storageState: state, timezoneId: 'Pacific/Kiritimati' });
    try {
      const next = await east.newPage();
      await inLanguage(next, 'en');
      const nextDay = await creditsCall(next, () => next.goto('/user'));
      expect(nextDay.sent.timezoneOffset).toBe(-840);
      const day = await localDay(next);
      expect(day > buyDay).toBe(true);
      // The server rolled the account to the browser's day and gave level 4's daily credits only
      // (a paid level replaces the free one), none used yet.
      expect(nextDay.credits).toMatchObject({ day, totalFuncPoint: daily4, useFuncPoint: 0 });

      await expect(next.getByTestId('user-menu')).toContainText(account.email);
      await expect(next.getByTestId('user-membership').locator('[data-level="4"]')).toContainText('Lv.4');
      await expect(next.getByTestId('credits-total')).toHaveText(String(daily4));
      await expect(next.getByTestId('credits-used')).toHaveText('0');
      const shown = await next.evaluate(() =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()),
      );
      await expect(next.getByTestId('credits-update')).toContainText(shown);
      const indicator = next.getByTestId('points-indicator');
      await expect(indicator.locator('.points-value')).toHaveText(String(daily4));
      await expect(indicator).toHaveAttribute(
        'aria-label',
        `Credits left today: ${daily4} of ${daily4}. Open the membership page`,
      );
      await next.screenshot({ path: `${SHOTS}/user-next-day.png`, fullPage: true });

      // The credit records: level 4's credits on the day of purchase, the rest of that day
      // expired, and level 4's daily credits again on the new day.
      await next.getByRole('button', { name: 'Credit change records' }).click();
      const rows = next.locator('dialog[open] tbody tr');
      await expect(rows.filter({ hasText: 'Daily credits of Lv.4' })).toHaveCount(2);
      await expect(rows.filter({ hasText: `Credits of ${buyDay} expired` })).toHaveCount(1);
      await expect(rows.first()).toContainText('Daily reset');
      await expect(rows.first()).toContainText('Daily credits of Lv.4');
      await expect(rows.first()).toContainText(`+${daily4}`);
      await next.screenshot({ path: `${SHOTS}/credit-records-next-day.png` });
    } finally {
      await east.close();
    }

    // Back at UTC-12 (an earlier day) the account keeps its new day: nothing is granted again.
    const back = await creditsCall(page, () => page.reload());
    expect(back.credits).toMatchObject({ totalFuncPoint: daily4, useFuncPoint: 0 });
    expect(back.credits.day > buyDay).toBe(true);
  });
});
