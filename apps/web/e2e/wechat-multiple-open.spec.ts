import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

test('wechat_multiple_open downloads a CRLF batch file for the typed path, and refuses a path that runs commands', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
  await page.goto('/func/wechat_multiple_open');
  const path = page.getByLabel('Where WeChat is installed');
  await path.fill('D:\\Apps\\微信\\WeChat.exe', { timeout: 15_000 });
  await page.getByLabel('WeChat windows to open').selectOption('3');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the .bat file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wechat-multi-open.bat');
  const text = (await readFile((await file.path())!)).toString('utf8');
  expect(text.split('\r\n').filter((l) => l === 'start "" "D:\\Apps\\微信\\WeChat.exe"')).toHaveLength(3);
  expect(text.startsWith('@echo off\r\nchcp 65001 >nul\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toContain('\n');

  await path.fill('C:\\WeChat.exe" & del C:\\*');
  await expect(page.getByRole('alert')).toContainText('cannot contain');
  await expect(page.getByRole('button', { name: 'Download the .bat file' })).toBeDisabled();
});
