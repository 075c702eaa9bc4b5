import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('random_password makes a batch, follows the settings and copies all', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/random_password');
  const items = page.getByTestId('password-list').locator('code');
  await expect(items).toHaveCount(5);
  await page.getByRole('spinbutton', { name: 'Length' }).fill('32');
  await page.getByLabel('Leave out look-alikes (0 O 1 l I |)').check();
  await expect(page.getByTestId('password-strength')).toContainText('Very strong');
  const values = await items.allTextContents();
  for (const value of values) {
    expect(value).toHaveLength(32);
    expect(value).not.toMatch(/[0O1lI|]/);
    expect(value).toMatch(/[A-Z]/);
    expect(value).toMatch(/[a-z]/);
    expect(value).toMatch(/\d/);
  }
  await page.getByRole('button', { name: 'Copy all' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(values.join('\n'));
  await page.screenshot({ path: `${SHOTS}/random-password-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/random-password-1280.png`, fullPage: true });
  await context.close();
});
