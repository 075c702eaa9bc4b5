import { expect, test } from '@playwright/test';

const SHOTS = `${process.env.SHOTS_DIR ?? '/tmp/shots'}/netfile`;

test('map_location_pick_and_jump draws a self-hosted map, picks by click and by typing, links out', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.setViewportSize({ width: 1280, height: 900 });
  const outside: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (
      !['127.0.0.1', 'localhost'].includes(host) &&
      !r.url().startsWith('data:') &&
      !r.url().startsWith('blob:')
    )
      outside.push(r.url());
  });
  await page.goto('/func/map_location_pick_and_jump');
  const map = page.getByTestId('map');
  await expect(map.locator('path.mp-country').first()).toBeAttached({ timeout: 15_000 });
  expect(await map.locator('path.mp-country').count()).toBeGreaterThan(100);

  await map.click({ position: { x: 420, y: 200 } });
  const picked = page.getByTestId('picked');
  await expect(picked.locator('[data-system="wgs84"] dd')).toHaveText(/^-?\d+\.\d{6},-?\d+\.\d{6}$/);
  await expect(map.locator('path.mp-marker')).toHaveCount(1);

  await page.getByLabel('Coordinate system').selectOption('gcj02');
  await page.getByLabel('Longitude,latitude').fill('116.410244,39.916404');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(picked.locator('[data-system="wgs84"] dd')).toHaveText('116.404000,39.915000');
  await expect(page.getByRole('link', { name: /Baidu Maps/ })).toHaveAttribute('href', /coord_type=bd09ll/);
  await expect(page.getByRole('link', { name: /Amap/ })).toHaveAttribute(
    'href',
    /position=116\.410244,39\.916404/,
  );
  // Zoom in with the keyboard-operable control; the finer outlines load from our own build.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.screenshot({ path: `${SHOTS}/map-location-pick-1280.png`, fullPage: true });
  expect(outside).toEqual([]);
});

test('map_location_pick_and_jump on a phone in dark mode', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/map_location_pick_and_jump');
  await expect(page.getByTestId('map').locator('path.mp-country').first()).toBeAttached({ timeout: 15_000 });
  await page.getByLabel('经度,纬度').fill('121.4737,31.2304');
  await page.getByRole('button', { name: '定位' }).click();
  await expect(page.getByRole('link', { name: /高德地图/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/map-location-pick-375-dark.png`, fullPage: true });
  await context.close();
});
