import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { accountViaApi, inLanguage, signInThroughForm } from './auth-helpers.ts';

// A level bought through the sandbox cashier, then the same login in a browser 26 hours east. The
// server counts the user's day in the browser's getTimezoneOffset(), but a day ends only when it has
// really passed (issue 12 item 9): a browser at UTC+14 at the same moment gets no second day of
// credits. The next real day's grant of the level is tested with the server clock moved
// (apps/server/src/modules/membership/purchase.test.ts).

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

test.describe('membership purchase and a jump of time zone', () => {
  test.use({ timezoneId: 'Etc/GMT+12' }); // UTC-12

  test('level 4 bought at UTC-12: the same login at UTC+14 the same moment gets no second day of credits', async ({
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
      expect((await localDay(next)) > buyDay).toBe(true);
      // The account stays in the day its credits were granted for: no second grant of the free level
      // nor of level 4, nothing expired.
      expect(nextDay.credits).toMatchObject({
        day: buyDay,
        totalFuncPoint: daily1 + daily4,
        useFuncPoint: 0,
      });

      await expect(next.getByTestId('user-menu')).toContainText(account.email);
      await expect(next.getByTestId('user-membership').locator('[data-level="4"]')).toContainText('Lv.4');
      await expect(next.getByTestId('credits-total')).toHaveText(String(daily1 + daily4));
      await expect(next.getByTestId('credits-used')).toHaveText('0');
      const indicator = next.getByTestId('points-indicator');
      await expect(indicator.locator('.points-value')).toHaveText(String(daily1 + daily4));
      await next.screenshot({ path: `${SHOTS}/user-east-same-moment.png`, fullPage: true });

      // The credit records: one grant of level 4's credits, none expired.
      await next.getByRole('button', { name: 'Credit change records' }).click();
      const rows = next.locator('dialog[open] tbody tr');
      await expect(rows.filter({ hasText: 'Daily credits of Lv.4' })).toHaveCount(1);
      await expect(rows.filter({ hasText: `Credits of ${buyDay} expired` })).toHaveCount(0);
      await next.screenshot({ path: `${SHOTS}/credit-records-east.png` });
    } finally {
      await east.close();
    }

    // Back at UTC-12 nothing has changed either.
    const back = await creditsCall(page, () => page.reload());
    expect(back.credits).toMatchObject({ day: buyDay, totalFuncPoint: daily1 + daily4, useFuncPoint: 0 });
  });
});
