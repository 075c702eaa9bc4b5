import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// The server's static first frame (apps/server/src/http/first-frame.ts) against the app that
// replaces it, on a phone: the same text in the same places, focus kept when a visitor tabs into the
// frame before the scripts run, and the cookie notice answered in the frame staying answered.

const SHOTS = '/tmp/shots/first-frame';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
test.use(PHONE);

/**
 * Holds the app's entry script (or, with `starter`, the page's first script, which loads it) until
 * `release()`: the page shows only the server's frame meanwhile.
 */
async function holdApp(page: Page, script: 'entry' | 'starter' = 'entry') {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const file = script === 'entry' ? /\/assets\/index-[\w-]+\.js$/ : /\/assets\/after-paint-[\w-]+\.js$/;
  await page.route(file, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The app has replaced the frame (its top bar has the language switcher, the frame's has not). */
async function appStarted(page: Page) {
  await expect(page.locator('.first-frame')).toHaveCount(0);
  await expect(page.locator('.top-bar-end')).toBeVisible();
}

/** Tabs until `matches` holds for the focused element (at most 20 presses). */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      inFrame: Boolean(active?.closest('.first-frame')),
      tag: active?.tagName ?? '',
      text: active?.textContent?.trim() ?? '',
    };
  });

test('a control focused in the frame keeps focus when the app replaces it', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/func/pdf_merge', { waitUntil: 'commit' });
  await expect(page.locator('.first-frame h1')).toHaveText('Merge PDF');
  await tabTo(page, '.first-frame .file-drop .btn-primary');
  expect(await focused(page)).toEqual({ inFrame: true, tag: 'BUTTON', text: 'Choose PDF files' });

  release();
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Choose PDF files' })).toBeFocused();
  expect((await focused(page)).inFrame).toBe(false);
  // It is the app's live button: Space opens the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await chooser;
});

test('the skip link followed in the frame leaves focus on the main area, and Tab goes on from there', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.first-frame h1')).toHaveText('All tools');
  await page.keyboard.press('Tab');
  await expect(page.locator('.first-frame .skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.first-frame #main')).toBeFocused();

  release();
  await appStarted(page);
  await expect(page.locator('#main')).toBeFocused();
  // The next Tab reaches the cookie notice's link, the first control of the main area.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('cookie-notice').getByRole('link', { name: /Cookie Policy/ })).toBeFocused();
});

test('focus the visitor moved away before the app started stays where it is', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('.first-frame h1')).toBeVisible();
  await tabTo(page, '.first-frame .brand');
  // Focus leaves the link for the page itself (as a click outside the main area does).
  await page.evaluate(() => (document.activeElement as HTMLElement).blur());
  release();
  await appStarted(page);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

/** The app's drawer is open: its toggle says so and the menu, from its Home entry, is on the screen. */
async function appDrawerOpen(page: Page) {
  await appStarted(page);
  await expect(page.getByRole('button', { name: 'Hide the tool menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const nav = page.locator('#left-menu');
  await expect(nav).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
}

test('a tap on the menu toggle in the frame opens its drawer, and the app keeps it open', async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.locator('.first-frame .menu-toggle');
  // The starter has wired the frame's toggle (it says whether the drawer is open).
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.first-frame .left-menu')).toBeInViewport();

  release();
  await appDrawerOpen(page);
});

test('a tap on the menu toggle before any script ran is not lost either', async ({ page }) => {
  const release = await holdApp(page, 'starter');
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.locator('.first-frame .menu-toggle');
  await toggle.tap();
  await expect(toggle).not.toHaveAttribute('aria-expanded'); // no script yet: nothing answers
  release();
  await appDrawerOpen(page);
});

/** Where the text of what the first screen shows is drawn, in page coordinates. */
function boxes(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    const out: Record<string, { x: number; y: number; w: number; h: number; text: string } | null> = {};
    for (const selector of list) {
      const el = document.querySelector(selector);
      // Where the text is drawn (an element's own box may be wider when its container differs).
      const range = document.createRange();
      if (el) range.selectNodeContents(el);
      const r = el ? range.getBoundingClientRect() : null;
      out[selector] =
        el && r
          ? {
              x: Math.round(r.x),
              y: Math.round(r.y),
              w: Math.round(r.width),
              h: Math.round(r.height),
              text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
            }
          : null;
    }
    return out;
  }, selectors);
}

async function frameOnly(browser: Browser, path: string, name: string) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await page.screenshot({ path: `${SHOTS}/${name}-frame.png` });
  return { page, close: () => context.close() };
}

for (const [path, name, selectors] of [
  ['/', 'home', ['.brand', '.page-head h1', '.page-head .lead', '.cookie-notice p', '.cookie-notice .btn']],
  [
    '/func/pdf_merge',
    'pdf_merge',
    [
      '.brand',
      '.breadcrumb',
      '.tool-head h1',
      '.tool-head .lead',
      '.file-drop .btn',
      '.file-drop-hint',
      '.cookie-notice p',
    ],
  ],
] as const) {
  test(`${name}: the frame shows the same text in the same places as the app`, async ({ browser, page }) => {
    const frame = await frameOnly(browser, path, name);
    const before = await boxes(frame.page, [...selectors]);
    await frame.close();
    for (const selector of selectors) expect(before[selector], selector).not.toBeNull();

    await page.goto(path);
    await appStarted(page);
    await expect(page.locator(selectors.at(-2)!)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-app.png` });
    const after = await boxes(page, [...selectors]);
    for (const selector of selectors) {
      expect(after[selector], selector).toEqual(before[selector]);
    }
  });
}

test('the cookie notice answered in the frame stays answered, and the next page is served without it', async ({
  page,
  context,
}) => {
  // The app's script is held back: the frame's own buttons answer the notice.
  const release = await holdApp(page);
  await page.goto('/func/pdf_merge', { waitUntil: 'commit' });
  const notice = page.locator('.first-frame .cookie-notice');
  // Right after 'commit' the button can be drawn before the starter script has wired it: a
  // click that early is lost, so it is clicked again until the notice goes.
  await expect(async () => {
    if ((await notice.count()) > 0)
      await notice.getByRole('button', { name: 'Accept' }).click({ timeout: 2000 });
    await expect(notice).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.first-frame')).toHaveCount(1);
  expect((await context.cookies()).find((c) => c.name === 'ACCEPT_COOKIE')?.value).toBe('1');
  release();
  await appStarted(page);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ACCEPT_COOKIE'))).toBe('1');
  expect(await (await page.request.get('/')).text()).not.toContain('cookie-notice');
});

test('the app starts after the first frame is painted, from the starter script', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/func/pdf_merge');
  await appStarted(page);
  const html = await (await page.request.get('/func/pdf_merge')).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  const entry = /data-entry="([^"]+)"/.exec(html)![1]!;
  // The starter comes first; the entry and the tool's chunks are asked for after it.
  expect(requests.findIndex((path) => path.includes('/after-paint-'))).toBeLessThan(requests.indexOf(entry));
  for (const chunk of /data-preload="([^"]+)"/.exec(html)![1]!.split(' ')) expect(requests).toContain(chunk);
});

test("the app's Close answers it for the session: the server leaves the notice out of the next page", async ({
  page,
}) => {
  await page.goto('/func/pdf_merge');
  await appStarted(page);
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Close for now' }).click();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect(await (await page.request.get('/')).text()).not.toContain('cookie-notice');
  await page.reload({ waitUntil: 'commit' });
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

test('a visitor who accepted before the cookie existed gets it, and no notice from the next page on', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('ACCEPT_COOKIE', '1'));
  await page.goto('/');
  await appStarted(page);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'ACCEPT_COOKIE')?.value).toBe('1');
  expect(await (await page.request.get('/')).text()).not.toContain('cookie-notice');
});
