import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { accountViaApi, inLanguage, keepLogin } from './auth-helpers.ts';

// The home page's living parts against the real server (international edition): favourites with
// the star, the Sort dialog and a second tab, the site notice, the recommended tools carousel, the
// mascot, and /feedback. Screenshots of the home on a phone and a desktop go to SHOTS.

const SHOTS = '/tmp/shots/home-community';
mkdirSync(SHOTS, { recursive: true });

const card = (page: Page, code: string) =>
  page.locator('li.tool-card-item').filter({ has: page.locator(`a[data-code="${code}"]`) });
const star = (page: Page, code: string) => card(page, code).getByTestId('favourite-star');
const favouriteCodes = (page: Page) =>
  page
    .locator('.tool-grid a.tool-card')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-code')));

test('a tourist is asked to sign in to favourite; a closed notice stays closed', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto('/');
  await expect(star(page, 'pdf_merge')).toBeVisible({ timeout: 20_000 });
  await star(page, 'pdf_merge').click();
  await expect(page.locator('.toast').filter({ hasText: 'Sign in to add favourites' })).toBeVisible();
  await expect(star(page, 'pdf_merge')).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByTestId('favourites-sign-in').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login',
  );

  await page.getByRole('tab', { name: 'All tools' }).click();
  const notice = page.getByTestId('site-notice');
  await expect(notice).toContainText('press the star');
  // The notice is in the first HTML, so it paints before the scripts run.
  expect(await (await page.request.get('/')).text()).toContain('press the star');
  await notice.getByRole('button', { name: 'Close the notice' }).click();
  await expect(notice).toBeHidden();
  // Closed: the server leaves it out of this visitor's first HTML too.
  expect(await (await page.request.get('/')).text()).not.toContain('site-notice');
  await page.reload();
  await expect(page.locator('.tool-card').first()).toBeVisible();
  await expect(page.getByTestId('site-notice')).toHaveCount(0);
});

test('star, unstar and sort; the order survives a reload and a second tab follows', async ({
  page,
  context,
}) => {
  await inLanguage(page, 'en');
  const account = await accountViaApi(page.request, 'favourites');
  await keepLogin(page, account);
  await page.goto('/');
  for (const code of ['pdf_merge', 'image_compress', 'text_compare', 'qr_code_generator']) {
    await star(page, code).click();
    await expect(star(page, code)).toHaveAttribute('aria-pressed', 'true');
  }
  await star(page, 'image_compress').click();
  await expect(star(page, 'image_compress')).toHaveAttribute('aria-pressed', 'false');

  const other = await context.newPage();
  await other.goto('/');
  await other.getByRole('tab', { name: /^Favourites/ }).click();
  await expect.poll(() => favouriteCodes(other)).toEqual(['pdf_merge', 'text_compare', 'qr_code_generator']);

  await page.getByRole('tab', { name: /^Favourites/ }).click();
  await expect(page.getByRole('tab', { name: 'Favourites (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Sort' }).click();
  const dialog = page.getByTestId('sort-dialog');
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBe(500);
  // The keyboard: the first tool's handle, ↓ twice; then drag the last row to the top.
  await dialog.getByRole('button', { name: /^Move Merge PDF \(place 1 of 3\)/ }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const rows = dialog.getByTestId('sort-row');
  await expect(rows.nth(2)).toContainText('Merge PDF');
  const from = (await rows.nth(2).locator('.sort-handle').boundingBox())!;
  const to = (await rows.nth(0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();
  await expect(rows.nth(0)).toContainText('Merge PDF');
  await page.screenshot({ path: `${SHOTS}/sort-dialog.png` });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const sorted = ['pdf_merge', 'text_compare', 'qr_code_generator'];
  await expect.poll(() => favouriteCodes(page)).toEqual(sorted);
  await page.reload();
  await expect.poll(() => favouriteCodes(page)).toEqual(sorted);
  // The other tab hears of the change and shows the new order.
  await expect.poll(() => favouriteCodes(other)).toEqual(sorted);

  // The star on a tool page.
  await page.goto('/func/timestamp_trans');
  const toolStar = page.getByTestId('favourite-star');
  await expect(toolStar).toHaveText('Favourite');
  await toolStar.click();
  await expect(toolStar).toHaveText('In favourites');
  await other.reload();
  await expect.poll(() => favouriteCodes(other)).toEqual([...sorted, 'timestamp_trans']);
});

test('recommended tools turn every 5 s and stop on hover; the mascot offers its tools', async ({ page }) => {
  await inLanguage(page, 'en');
  // The page's own clock, moved on by the test: 5 and 6 s of carousel time without waiting them out.
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const carousel = page.getByTestId('recommend-carousel');
  const first = () => carousel.locator('a').first().getAttribute('data-code');
  // The carousel's code loads after the tools: give a busy machine time.
  await expect(carousel.locator('a')).toHaveCount(4, { timeout: 20_000 });
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  const start = await first();
  await page.clock.fastForward(5_000);
  await expect.poll(first).not.toBe(start);
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  const held = await first();
  await page.clock.fastForward(6_000);
  expect(await first()).toBe(held);
  await page.screenshot({ path: `${SHOTS}/desktop-home.png` });

  await expect(page.getByTestId('mascot')).toHaveCount(0);
  await carousel.getByRole('button', { name: 'Close the recommendations for this page' }).click();
  const mascot = page.getByTestId('mascot');
  await expect(mascot).toBeVisible();
  await mascot.getByRole('button', { name: 'Ask the robot for tools' }).click();
  await expect(page.getByTestId('mascot-carousel').locator('a').first()).toHaveAttribute(
    'data-code',
    'pdf_merge',
  );
  await page.screenshot({ path: `${SHOTS}/desktop-mascot.png` });
});

test('the home on a phone', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByTestId('recommend-carousel').locator('a')).toHaveCount(4, { timeout: 20_000 });
  // Phones start with the banner folded to its icon, beside the views.
  await expect(page.getByTestId('promo-banner-icon')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/phone-home.png` });
});

test('feedback: tourists go to /login; a submitted text shows in the list', async ({ page }) => {
  await inLanguage(page, 'en');
  await page.goto('/feedback');
  await expect(page).toHaveURL(/\/login$/);
  const account = await accountViaApi(page.request, 'feedback');
  await keepLogin(page, account);
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
  await expect(page.getByText('No Data')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please write your feedback first.');
  await page
    .getByRole('textbox', { name: 'Your feedback' })
    .fill('Please add an EPUB to PDF tool.\nThank you!');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Submitted successfully' })).toBeVisible();
  const row = page.getByTestId('feedback-list').locator('tbody tr').first();
  await expect(row).toContainText('Please add an EPUB to PDF tool.');
  await expect(row).toContainText('Received');
  await expect(row.locator('td').last()).toHaveText('—');
  await page.reload();
  await expect(page.getByTestId('feedback-list').locator('tbody tr')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/feedback.png`, fullPage: true });
});

test("a partner link with a bad openId lands on /open-expire with 'authentication failed'", async ({
  page,
}) => {
  await inLanguage(page, 'en');
  await page.goto('/func/pdf_merge?openId=acme.1999999999.' + '0'.repeat(64));
  await expect(page).toHaveURL(/\/open-expire\?text=Authentication%20failed$/);
  await expect(page.getByTestId('open-expire-text')).toHaveText('Authentication failed');
});
