import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('text_compare shows changes side by side and inline, by word and character', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/text_compare');
  const common = Array.from({ length: 12 }, (_, i) => `Unchanged line number ${i + 1}`).join('\n');
  await page
    .getByLabel('Original', { exact: true })
    .fill(`The quick brown fox\n${common}\njumps over the dog\nold ending`);
  await page
    .getByLabel('Changed', { exact: true })
    .fill(`The quick red fox\n${common}\njumps over the lazy dog\nbrand new line`);
  await expect(page.getByTestId('diff-status')).toHaveText(
    '0 added · 0 removed · 3 changed · 12 unchanged lines',
  );
  const view = page.getByTestId('diff-view');
  await expect(view.locator('.dv-old .dv-mark').first()).toHaveText('brown');
  await expect(view.locator('.dv-new .dv-mark').first()).toHaveText('red');
  await expect(page.getByRole('button', { name: 'Show 6 unchanged lines' })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/text-compare-1280.png`, fullPage: true });

  await page.getByText('Characters', { exact: true }).click();
  // By character, only the letters that differ are marked: brown → red keeps the "r".
  await expect(view.locator('.dv-row').first().locator('.dv-new .dv-mark')).toHaveText(['ed']);
  await expect(view.locator('.dv-row').first().locator('.dv-old .dv-mark')).toHaveText(['b', 'own']);
  await page.getByText('Inline', { exact: true }).click();
  await expect(view.locator('.dv-del')).toHaveCount(3);
  await expect(view.locator('.dv-add')).toHaveCount(3);
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/text-compare-375.png`, fullPage: true });
});

test('text_compare stays responsive on 1 MB texts (compared in a worker)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/text_compare');
  await page.getByLabel('Changed', { exact: true }).waitFor();
  await page.evaluate(() => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet`);
    const edited = lines.map((l, i) => (i % 1000 === 0 ? `${l} edited` : l));
    const set = (label: string, value: string) => {
      const el = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
      const box = document.getElementById(el.htmlFor) as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, value);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set('Original', lines.join('\n'));
    set('Changed', edited.join('\n'));
  });
  // While the worker compares, the page still answers: typing in the options works at once.
  await page.getByLabel('Ignore case').check();
  await expect(page.getByLabel('Ignore case')).toBeChecked();
  await expect(page.getByTestId('diff-status')).toHaveText(
    '0 added · 0 removed · 30 changed · 29,970 unchanged lines',
    {
      timeout: 30_000,
    },
  );
});
