import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { chineseDocx, DESKTOP, downloadedBytes, PHONE, SHOTS, signedIn } from './files-helpers.ts';

// LibreOffice conversions on a busy 2-core machine take a while; give each test room.
test.describe.configure({ timeout: 120_000 });

test('/task-history and /pay-func-history send tourists to /login', async ({ page }) => {
  await page.goto('/task-history');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/pay-func-history');
  await expect(page).toHaveURL(/\/login$/);
});

test('a finished word_to_pdf task is listed with its file; refresh; phone layout', async ({ page }) => {
  await signedIn(page, 'history');
  await page.setViewportSize(DESKTOP);
  // Reached from the user menu.
  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Task history' }).click();
  await expect(page).toHaveURL(/\/task-history$/);
  await expect(page.getByText('No Data')).toBeVisible();

  await page.goto('/func/word_to_pdf');
  await page.getByTestId('file-input').setInputFiles(chineseDocx);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByRole('button', { name: /^Download .*\.pdf$/ })).toBeVisible({ timeout: 60_000 });

  await page.goto('/task-history?funcCode=word_to_pdf');
  const row = page.getByRole('row', { name: /Word to PDF/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText('1/1');
  await row.getByRole('button', { name: 'View file' }).click();
  const download = page.getByRole('button', { name: 'Download chinese-image.pdf' });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect((await PDFDocument.load(await downloadedBytes(file))).getPageCount()).toBe(1);
  await page.screenshot({ path: `${SHOTS}/task-history-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('refreshed')).toBeVisible();
  // Another tool's filter shows nothing.
  await page.goto('/task-history?funcCode=word_to_image');
  await expect(page.getByText('No Data')).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto('/task-history');
  await expect(page.getByRole('button', { name: 'View file' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/task-history-phone.png`, fullPage: true });
});

test('/pay-func-history shows the kept days and No Data for a new account', async ({ page }) => {
  await signedIn(page, 'payhistory');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Paid function history' }).click();
  await expect(page).toHaveURL(/\/pay-func-history$/);
  await expect(page.getByRole('heading', { name: 'Paid function history' })).toBeVisible();
  await expect(page.getByText('Files are kept for 3 days, then deleted.')).toBeVisible();
  await expect(page.getByText('No Data')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-func-history-phone.png`, fullPage: true });
});

test('in Chinese: the tool, its progress and the task history (phone)', async ({ page }) => {
  await signedIn(page, 'history-zh', 'zh-CN');
  await page.setViewportSize(PHONE);
  await page.goto('/func/word_to_pdf');
  await page.getByTestId('file-input').setInputFiles(chineseDocx);
  await page.getByRole('button', { name: '转换为 PDF' }).click();
  await expect(page.getByRole('button', { name: '下载 chinese-image.pdf' })).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `${SHOTS}/word-to-pdf-zh-phone.png`, fullPage: true });
  await page.goto('/task-history');
  await expect(page.getByRole('heading', { name: '任务记录' })).toBeVisible();
  await page.getByRole('button', { name: '查看文件' }).click();
  await expect(page.getByRole('button', { name: '下载 chinese-image.pdf' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/task-history-zh-phone.png`, fullPage: true });
});
