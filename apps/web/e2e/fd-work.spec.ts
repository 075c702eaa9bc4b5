import { expect, test } from '@playwright/test';

// fd_work against the server's own holiday table (the State Council's 2026 notice).
test('fd_work counts working days under the 2026 holiday schedule and finds the Nth working day', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
  await page.goto('/func/fd_work');
  await page.getByLabel('Start date', { exact: true }).fill('2026-02-01');
  await page.getByLabel('End date', { exact: true }).fill('2026-02-28');
  // 20 weekdays, 6 of them in the Spring Festival break, 2 Saturdays worked.
  await expect(page.getByTestId('fd-workdays')).toHaveText('16 working days', { timeout: 15_000 });
  await expect(page.getByText('Public holidays in between: Spring Festival')).toBeVisible();
  await page.getByLabel('End date', { exact: true }).fill('2026-12-31');
  await page.getByLabel('Start date', { exact: true }).fill('2026-01-01');
  await expect(page.getByTestId('fd-workdays')).toHaveText('248 working days');

  await page.getByRole('tab', { name: 'Find the Nth working day' }).click();
  await page.getByLabel('Starting from').fill('2026-09-30');
  await page.getByLabel('Working days (negative to count back)').fill('1');
  await expect(page.getByTestId('fd-date')).toHaveText('Working day 1 is 2026-10-08 (Thursday)');

  await page.getByText('Public holiday schedule').click();
  await expect(page.getByText('2026-02-15 to 2026-02-23')).toBeVisible();
});
