import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

// The shell against the real server: home, search, menu, not-found, language, phone layout.

// Independent tests, each with its own page: both workers share them.
test.describe.configure({ mode: 'parallel' });

interface ListedFunc {
  code: string;
  names: Record<'zh-CN' | 'en', string>;
  categoryCode: string;
  runs: string;
}
interface Category {
  code: string;
  names: Record<'zh-CN' | 'en', string>;
}

async function call<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.post(path, { data: {}, headers: { lang: 'en' } });
  const body = (await response.json()) as { code: string; data: T };
  expect(body.code).toBe('000');
  return body.data;
}

async function listed(request: APIRequestContext) {
  const funcs = (await call<ListedFunc[]>(request, '/ut/func/query')).filter((f) => f.runs !== 'desktop');
  const categories = await call<Category[]>(request, '/ut/func-category/list');
  const pdfMerge = funcs.find((f) => f.code === 'pdf_merge');
  expect(pdfMerge, 'the server lists pdf_merge').toBeDefined();
  return { funcs, categories, pdfMerge: pdfMerge! };
}

/** The search's listbox options (the language picker's <option>s have the same role). */
function searchOptions(page: Page) {
  return page.locator('.search-box').getByRole('option');
}

function inEnglish(page: Page) {
  return page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
}

/** Every request the page makes stays on our own origin: no CDN, no web fonts. */
function watchHosts(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) {
      foreign.push(req.url());
    }
  });
  return foreign;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('home lists the categories with tools and every listed tool', async ({ page, request }) => {
    const { funcs, categories } = await listed(request);
    const foreign = watchHosts(page);
    await inEnglish(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Tool categories' }).getByRole('tab');
    const used = categories.filter((c) => funcs.some((f) => f.categoryCode === c.code));
    await expect(tabs).toHaveText(['All', ...used.map((c) => c.names.en)]);
    const main = page.getByRole('main');
    for (const func of funcs) {
      await expect(main.locator(`a.tool-card[href="/func/${func.code}"]`)).toContainText(func.names.en);
    }
    await tabs.filter({ hasText: used[0]!.names.en }).click();
    const inFirst = funcs.filter((f) => f.categoryCode === used[0]!.code);
    await expect(main.locator('.tool-card')).toHaveCount(inFirst.length);
    expect(foreign).toEqual([]);
  });

  for (const text of ['合并', 'merge']) {
    test(`search finds pdf_merge from "${text}"`, async ({ page, context, request }) => {
      const { pdfMerge } = await listed(request);
      await inEnglish(page);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'Search tools' });
      await box.fill(`  ${text} `);
      const first = page.getByRole('listbox', { name: 'Matching tools' }).getByRole('option').first();
      await expect(first).toContainText(pdfMerge.names.en);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      // Desktop opens a tool in a new tab (spec section 2).
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      const [tab] = await Promise.all([context.waitForEvent('page'), box.press('Enter')]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe('/func/pdf_merge');
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(pdfMerge.names.en);
      await box.press('Escape');
    });
  }

  test('search says so when nothing matches and Escape closes it', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search tools' });
    // A real word whose letter pairs (ph, on, ne…) are scattered through the tools' texts.
    await box.fill('xylophone');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('No tool matches “xylophone”');
    await expect(empty).toContainText('Try a shorter or more general word');
    await expect(searchOptions(page)).toHaveCount(0);
    await expect(empty.getByRole('link', { name: 'Browse all tools by category' })).toHaveAttribute(
      'href',
      '/',
    );
    await box.fill('pdf');
    await expect(searchOptions(page).first()).toBeVisible();
    await box.press('Escape');
    await expect(searchOptions(page)).toHaveCount(0);
    await expect(box).toHaveValue('pdf');
  });

  test('a tool opens from the left menu in the same tab', async ({ page, request }) => {
    const { pdfMerge, categories } = await listed(request);
    await inEnglish(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Tool categories' });
    const category = categories.find((c) => c.code === pdfMerge.categoryCode)!;
    const button = nav.getByRole('button', { name: category.names.en });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: pdfMerge.names.en }).click();
    await expect(page).toHaveURL(/\/func\/pdf_merge$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pdfMerge.names.en);
    await expect(page).toHaveTitle(`${pdfMerge.names.en} – Toolbox`);
    await expect(nav.getByRole('link', { name: pdfMerge.names.en })).toHaveClass(/active/);
    // The logo goes home.
    await page.getByRole('link', { name: 'Toolbox' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/func/nope', '/some/nope']) {
    test(`${path} shows not-found, then returns home after 1.5 s`, async ({ page }) => {
      // The page's clock stands still and moves only when told: the 1.5 s are the page's own, however
      // slowly a loaded machine draws it.
      await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
      await inEnglish(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      // The app's page (not the server's first frame): its redirect timer is set.
      await expect(page.getByRole('button', { name: 'Back to home' })).toBeVisible();
      await page.clock.runFor(1_400);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await page.clock.runFor(200);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    });
  }

  test('the not-found button goes home at once', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the language switch changes the UI, <html lang>, and is remembered', async ({ page, request }) => {
    const { pdfMerge } = await listed(request);
    await inEnglish(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-CN');
    await expect(page.getByRole('heading', { level: 1, name: '全部工具' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('main').locator('a.tool-card[href="/func/pdf_merge"]')).toContainText(
      pdfMerge.names['zh-CN'],
    );
    // A new page of the same browser (without the English init script) keeps the choice.
    const again = await page.context().newPage();
    await again.goto('/func/pdf_merge');
    await expect(again.getByRole('heading', { level: 1 })).toHaveText(pdfMerge.names['zh-CN']);
    await expect(again.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('without a choice the language follows the edition', async ({ page, request }) => {
    const info = await call<{ edition: string; defaultLocale: string }>(request, '/system/information/get');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', info.defaultLocale);
  });

  test('the channel id cid is removed from the address', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/?cid=partner42');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('toolbox.cid'))).toBe('partner42');
  });

  test('keyboard: skip link and visible focus', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    // The server's static first frame shows the heading before the app starts; wait for the app's cards.
    await expect(page.getByRole('link', { name: /Merge PDF/ }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu is a drawer with a Home entry; tools open in the same tab', async ({ page, request }) => {
    const { pdfMerge, categories } = await listed(request);
    await inEnglish(page);
    // Not an unknown path: its not-found page goes home after 1.5 s, closing the drawer mid-test.
    await page.goto('/');
    // The static first frame has its own toggle (first-frame.spec.ts): tap the app's.
    await expect(page.locator('.first-frame')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Show the tool menu' });
    await expect(toggle).toBeVisible();
    const nav = page.locator('#left-menu');
    await expect(nav).not.toBeInViewport();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide the tool menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link').first()).toHaveText('Home');
    const category = categories.find((c) => c.code === pdfMerge.categoryCode)!;
    await nav.getByRole('button', { name: category.names.en }).click();
    await nav.getByRole('link', { name: pdfMerge.names.en }).click();
    await expect(page).toHaveURL(/\/func\/pdf_merge$/);
    await expect(nav).not.toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pdfMerge.names.en);
    // Home entry of the drawer.
    await page.getByRole('button', { name: 'Show the tool menu' }).click();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('top bar: 44 px touch targets; search opens over the whole bar and closes back to its button', async ({
    page,
  }) => {
    await inEnglish(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    const opener = page.getByRole('button', { name: 'Search tools' });
    for (const target of [
      page.getByRole('button', { name: 'Show the tool menu' }),
      opener,
      page.getByRole('combobox', { name: 'Language' }),
      page.getByTestId('sign-in-link'),
    ]) {
      // The sign-in link is drawn again after the session check: measure until a drawn one is found.
      await expect(async () => {
        const box = await target.boundingBox();
        expect(box).not.toBeNull();
        expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
      }).toPass({ timeout: 10_000 });
    }
    const search = page.getByRole('combobox', { name: 'Search tools' });
    await expect(search).toBeHidden();
    await opener.click();
    await expect(search).toBeFocused();
    expect((await search.boundingBox())!.width).toBeGreaterThan(375 * 0.7);
    await search.fill('merge');
    await expect(searchOptions(page).first()).toContainText('Merge PDF');
    await search.press('Escape'); // the list
    await search.press('Escape'); // the text
    await search.press('Escape'); // the overlay
    await expect(search).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('home fits the 375 px width and cards open in the same tab', async ({ page }) => {
    await inEnglish(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'All tools' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = page.getByRole('main').locator('a.tool-card[href="/func/pdf_merge"]');
    await expect(card).not.toHaveAttribute('target', '_blank');
    await card.click();
    await expect(page).toHaveURL(/\/func\/pdf_merge$/);
  });
});

test.describe('screenshots', () => {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';

  /** The page as it is, light and then dark (CSS follows the scheme at once); left light. */
  async function bothSchemes(page: Page, file: string, fullPage = false) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // Colour transitions, the drawer's slide and the category's opening are run to their end.
      await page.screenshot({ path: `${dir}/${file}-${scheme}.png`, fullPage, animations: 'disabled' });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  // One page load per picture, taken in both schemes.
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 860 }],
    ['phone', { width: 375, height: 740 }],
  ] as const) {
    test(`home, tool, not-found and search pages, light and dark (${name})`, async ({ browser }) => {
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({ viewport, colorScheme: 'light' });
      const page = await context.newPage();
      await inEnglish(page);
      await page.goto('/');
      await expect(page.locator('.tool-card').first()).toBeVisible();
      await bothSchemes(page, `home-${name}`, true);
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Show the tool menu' }).click();
        await page.locator('#left-menu button').first().click();
        await bothSchemes(page, `menu-${name}`);
      }
      await page.goto('/func/pdf_merge');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The app has replaced the server's first frame with the tool's own drop zone.
      await expect(page.locator('.first-frame')).toHaveCount(0);
      await expect(page.getByTestId('file-input')).toBeAttached();
      await bothSchemes(page, `tool-${name}`, true);
      // Not-found goes home after 1.5 s: one load per scheme, each pictured at once.
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/func/nope');
        await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
        await page.screenshot({ path: `${dir}/not-found-${name}-${scheme}.png` });
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      if (name === 'phone') await page.getByRole('button', { name: 'Search tools' }).click();
      await page.getByRole('combobox', { name: 'Search tools' }).fill('pdf');
      await expect(searchOptions(page).first()).toBeVisible();
      await bothSchemes(page, `search-${name}`);
      await context.close();
    });
  }

  test('home in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: '全部工具' })).toBeVisible();
    await page.screenshot({ path: `${dir}/home-desktop-zh.png` });
    await context.close();
  });
});
