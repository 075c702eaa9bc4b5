import { expect, test } from '@playwright/test';
import { inLanguage, signedInViaApi } from './auth-helpers.ts';
import { chineseDocx } from './files-helpers.ts';

// After a dialog closes, focus is back on the button that opened it, so a keyboard user goes on
// from where they were. The credits confirm is opened by a button that is disabled while credits
// are checked, and the dialog's own button takes focus first: both used to lose the opener.

test('the credits confirm gives focus back to the tool button, by Escape and by Cancel', async ({ page }) => {
  await inLanguage(page, 'en');
  await signedInViaApi(page, 'dialog-focus');
  await page.goto('/func/word_to_pdf');
  await page.getByTestId('file-input').setInputFiles(chineseDocx);
  const convert = page.getByRole('button', { name: 'Convert to PDF' });

  await convert.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByTestId('deduct-confirm');
  await expect(confirm).toBeVisible();
  await expect(convert).not.toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(convert).toBeFocused();

  await convert.click();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(convert).toBeFocused();
});

test('the log-out confirm gives focus back to the user menu button', async ({ page }) => {
  await inLanguage(page, 'en');
  await signedInViaApi(page, 'dialog-focus-menu');
  await page.goto('/');
  const menu = page.getByTestId('user-menu');
  await menu.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(menu).toBeFocused();
});
