import { expect, test, type Page } from '@playwright/test';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

/** The phase line: the shared run status while a test runs, the tool's own line before and after. */
const phase = (page: Page) => page.getByTestId('speed-phase').getByRole('status');

// network_speed_test runs against our own server on 127.0.0.1 (bounded: ~10 s per phase).
test('network_speed_test measures ping, download and upload and can be stopped', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/func/network_speed_test');
  await page.getByRole('button', { name: 'Start test' }).click();
  await expect(phase(page)).toHaveText('Measuring download…', { timeout: 15_000 });
  await expect(page.getByTestId('result-ping')).toContainText(/\d+ ms/);
  await page.waitForTimeout(3000);
  await expect(page.getByTestId('gauge-value')).not.toHaveText('0.00');
  await page.screenshot({ path: `${SHOTS}/network-speed-test-running-1280.png`, fullPage: true });
  await expect(phase(page)).toHaveText('Test complete', { timeout: 40_000 });
  for (const id of ['result-download', 'result-upload']) {
    const text = (await page.getByTestId(id).locator('dd').textContent()) ?? '';
    expect(Number.parseFloat(text)).toBeGreaterThan(1); // loopback moves far more than 1 Mbps
    expect(text).toContain('Mbps');
  }
  await page.screenshot({ path: `${SHOTS}/network-speed-test-1280.png`, fullPage: true });

  // Cancel in the middle of a run.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Test again' }).click();
  await expect(phase(page)).toHaveText('Measuring download…', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('The test was stopped.');
  await expect(page.getByRole('button', { name: 'Start test' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/network-speed-test-375.png`, fullPage: true });
});
