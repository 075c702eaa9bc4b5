import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('line_chart takes a spreadsheet paste, redraws live and exports PNG and SVG', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/line_chart');
  const preview = page.getByTestId('chart-preview');
  await expect(preview.locator('svg')).toContainText('Sales in the first half');

  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'Week\tVisitors\tSign-ups\nW1\t1200\t80\nW2\t1350\t95\nW3\t1100\t70\nW4\t1600\t120',
    ),
  );
  await page.getByLabel('Row 1 category').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Series 2 name')).toHaveValue('Sign-ups');
  await expect(preview.locator('text', { hasText: 'W4' })).toHaveCount(1);
  await page.getByLabel('Chart title').fill('Weekly traffic');
  await expect(preview.locator('svg')).toContainText('Weekly traffic');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('Weekly traffic.png');
  const bytes = readFileSync((await png.path())!);
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1280, 800]); // 640 × 400 at 2×
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(readFileSync((await svg.path())!, 'utf8')).toContain('>Sign-ups</text>');
  await page.screenshot({ path: `${SHOTS}/line-chart-1280.png`, fullPage: true });
});
