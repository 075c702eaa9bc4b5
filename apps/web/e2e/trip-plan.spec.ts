import { expect, test, type Browser } from '@playwright/test';

// trip_plan makes a plan and shares it; trip_plan_share_page opens the link in another browser
// (its own context: no login, no storage shared) until the owner withdraws it.
async function visitor(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
  return context;
}

test('a shared trip plan opens in another browser without login and stops opening when withdrawn', async ({
  browser,
}) => {
  const owner = await (await visitor(browser)).newPage();
  await owner.goto('/func/trip_plan');
  await owner.getByLabel('Trip name').fill('Hangzhou weekend', { timeout: 15_000 });
  await owner.getByLabel('Budget (optional)').fill('300');
  await owner.getByRole('button', { name: 'Add a place' }).click();
  await owner.getByLabel('Place', { exact: true }).fill('Broken Bridge');
  await owner.getByRole('button', { name: 'Place on the map' }).click();
  await owner.getByTestId('trip-map').click({ position: { x: 200, y: 150 } });
  await expect(owner.getByText(/^Lat -?\d+\.\d{4}, lng -?\d+\.\d{4}$/)).toBeVisible();
  await owner.getByRole('button', { name: 'Add a place' }).click();
  await owner.getByLabel('Place', { exact: true }).nth(1).fill('Lingyin Temple');
  await owner.getByLabel('Cost').nth(1).fill('75');
  await owner.getByLabel('Travel time (min)').fill('25');
  await expect(owner.getByTestId('trip-totals')).toContainText('225.00 of the budget left');
  await owner.getByRole('button', { name: 'Make a share link' }).click();
  const url = (await owner.getByTestId('trip-share-url').textContent())!;
  expect(url).toMatch(/\/func\/trip_plan_share_page\?id=[A-Za-z0-9_-]{22}$/);

  const friendContext = await visitor(browser);
  const friend = await friendContext.newPage();
  await friend.goto(url);
  await expect(friend.getByTestId('trip-shared-title')).toHaveText('Hangzhou weekend', { timeout: 15_000 });
  await expect(friend.getByText('public transport, about 25 min')).toBeVisible();
  await expect(friend.getByText('Lingyin Temple')).toBeVisible();

  await owner.getByRole('button', { name: 'Withdraw “Hangzhou weekend”' }).click();
  await expect(owner.getByRole('heading', { name: 'Your share links' })).toHaveCount(0);
  await friend.reload();
  await expect(friend.getByTestId('trip-share-missing')).toContainText('was withdrawn', { timeout: 15_000 });
  await friendContext.close();
});

test('trip_plan takes an AI-suggested itinerary from the provider into its days', async ({ browser }) => {
  const page = await (await visitor(browser)).newPage();
  await page.goto('/func/trip_plan');
  await page.getByLabel('Destination').fill('Hangzhou', { timeout: 15_000 });
  await page.getByLabel('Days (1–14)').fill('2');
  await page.getByRole('button', { name: 'Suggest an itinerary' }).click();
  await expect(page.getByText('A 2-day plan is suggested. Places to visit: 4.')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Replace my days with this itinerary' }).click();
  await expect(page.getByLabel('Place', { exact: true })).toHaveCount(4);
  await expect(page.getByLabel('Place', { exact: true }).first()).toHaveValue('Test place 1A');
  await expect(page.getByLabel('Trip name')).toHaveValue('Hangzhou');
});
