import { expect, test } from '@playwright/test';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

test('web_batch_refresh reloads same-origin and cross-origin tabs on the interval, then stops', async ({
  page,
  context,
  baseURL,
}) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/func/web_batch_refresh');
  const port = new URL(baseURL!).port;
  // 127.0.0.1 is this page's origin; localhost is another origin for the browser.
  const urls = [`http://127.0.0.1:${port}/healthz`, `http://localhost:${port}/healthz?x=1`];
  const loads = new Map<string, number>();
  context.on('page', (p) =>
    p.on('load', () => {
      const u = p.url();
      loads.set(u, (loads.get(u) ?? 0) + 1);
    }),
  );
  await page.getByLabel('URLs').fill(`${urls.join('\n')}\nftp://example.com`);
  await expect(page.getByTestId('valid-count')).toHaveText('2 valid URLs');
  await expect(page.getByRole('alert')).toHaveText('Line 3: only http/https URLs are allowed');
  await page.getByLabel('Refresh every (seconds)').fill('1');
  await page.getByLabel('Number of refreshes (0 = no limit)').fill('2');
  await page.getByRole('button', { name: 'Start refreshing' }).click();
  await expect(page.getByTestId('refresh-status')).toHaveText('Stopped after 2 refreshes.', {
    timeout: 10_000,
  });
  await expect.poll(() => [loads.get(urls[0]!) ?? 0, loads.get(urls[1]!) ?? 0]).toEqual([3, 3]);
  await page.bringToFront();
  await page.screenshot({ path: `${SHOTS}/web-batch-refresh-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Close opened tabs' }).click();
  await expect.poll(() => context.pages().length).toBe(1);
});

test('web_batch_refresh frames mode with a stop button on a phone', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/func/web_batch_refresh');
  let hits = 0;
  await page.route('**/healthz?frame=1', async (route) => {
    hits += 1;
    await route.continue();
  });
  await page.getByLabel('URLs').fill(`${baseURL}/healthz?frame=1`);
  await page.getByText('Frames on this page').click();
  await page.getByLabel('Refresh every (seconds)').fill('1');
  await page.getByRole('button', { name: 'Start refreshing' }).click();
  await expect(page.getByTestId('refresh-status')).toContainText(/Refreshing: [2-9] done/, {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Stop' }).click();
  const after = hits;
  expect(after).toBeGreaterThanOrEqual(3);
  await page.waitForTimeout(2500);
  expect(hits).toBe(after);
  await page.screenshot({ path: `${SHOTS}/web-batch-refresh-375.png`, fullPage: true });
});
