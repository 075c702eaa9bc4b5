import { expect, test } from '@playwright/test';
import { shot } from './pdf-images-helpers.ts';
import { execFileSync } from 'node:child_process';
import { download, fixture } from './pdf-pages-helpers.ts';

/** qpdf accepts the file and finds no encryption left. */
async function checkUnlocked(path: string) {
  expect(execFileSync('qpdf', ['--check', path], { encoding: 'utf8' })).toContain(
    'No syntax or stream encoding errors',
  );
  expect(execFileSync('qpdf', ['--show-encryption', path], { encoding: 'utf8' }).trim()).toBe(
    'File is not encrypted',
  );
}

test('pdf_unlock: a wrong password is refused, the right one unlocks (RC4 and AES-256)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_unlock');
  await page.getByTestId('file-input').setInputFiles(fixture('unlock-rc4-128.pdf'));
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await password.fill('wrong');
  await password.press('Enter');
  await expect(
    page.getByText('Wrong password for PDF file [unlock-rc4-128.pdf]: check it and try again'),
  ).toBeVisible();
  await password.fill('owner-pw');
  await shot(page, 'pdf-unlock');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await checkUnlocked((await (await download(page, 'unlock-rc4-128-unlocked.pdf')).path())!);

  await page.getByTestId('file-input').setInputFiles(fixture('unlock-aes-256.pdf'));
  await password.fill('user-pw');
  await password.press('Enter');
  await expect(page.getByText('The password and every restriction are removed.')).toBeVisible();
  await checkUnlocked((await (await download(page, 'unlock-aes-256-unlocked.pdf')).path())!);
});

test('pdf_unlock removes owner restrictions without a password (zh-CN)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/pdf_unlock');
  await page.getByTestId('file-input').setInputFiles(fixture('unlock-owner-only.pdf'));
  await expect(page.getByText('这个 PDF 只有编辑、打印等权限限制，已经全部去除。')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /unlock-owner-only-unlocked\.pdf/ }).click(),
  ]);
  await checkUnlocked((await file.path())!);
});
