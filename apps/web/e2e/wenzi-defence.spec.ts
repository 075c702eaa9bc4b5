import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/timegame';

async function open(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/wenzi_defence');
}

test('types falling English words to destroy them, scoring points', async ({ page }) => {
  await open(page);
  await page.getByLabel('Words').selectOption('en');
  await page.getByRole('button', { name: 'Start game' }).click();
  const word = page.getByTestId('wd-word').first();
  await expect(word).toBeVisible();
  const text = (await word.textContent()) ?? '';
  await page.keyboard.type(text[0]!);
  await expect(word.locator('mark')).toHaveText(text[0]!);
  await page.keyboard.type(text.slice(1));
  await expect(page.getByTestId('wd-word').filter({ hasText: new RegExp(`^${text}$`) })).toHaveCount(0);
  await expect(page.getByTestId('wd-score')).not.toHaveText('0');
});

test('takes Chinese words as pinyin, or as characters from an input method', async ({ page }) => {
  await open(page, 'zh-CN');
  await page.getByRole('button', { name: '开始游戏' }).click();
  const first = page.getByTestId('wd-word').first();
  await expect(first).toBeVisible();
  const pinyin = (await first.locator('.wd-pinyin').textContent()) ?? '';
  await page.keyboard.type(pinyin);
  await expect(page.getByTestId('wd-score')).not.toHaveText('0');

  // An IME: compose pinyin (ignored while composing), then commit the characters.
  const next = page.getByTestId('wd-word').first();
  await expect(next).toBeVisible({ timeout: 5000 });
  const hanzi = (await next.locator('.wd-text').textContent()) ?? '';
  const score = await page.getByTestId('wd-score').textContent();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'zzz', selectionStart: 3, selectionEnd: 3 });
  await expect(page.getByTestId('wd-score')).toHaveText(score ?? '');
  await cdp.send('Input.insertText', { text: hanzi });
  await expect(page.getByTestId('wd-score')).not.toHaveText(score ?? '');
  await expect(page.getByLabel('在这里打字')).toHaveValue('');
});

test('pauses with Esc and ends when words break through', async ({ page }) => {
  await page.clock.install();
  await open(page);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).first().click();
  await page.clock.runFor(90_000);
  await expect(page.getByText('Game over')).toBeVisible();
  await expect(page.getByTestId('wd-lives')).toHaveAttribute('aria-label', '0 lives left');
});

test('screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.clock.install();
  await open(page, 'zh-CN');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: '开始游戏' }).click();
  await page.clock.runFor(6000);
  const pinyin = (await page.getByTestId('wd-word').first().locator('.wd-pinyin').textContent()) ?? '';
  await page.keyboard.type(pinyin.slice(0, 2));
  await page.screenshot({ path: `${SHOTS}/wenzi-defence-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 740 });
  await page.screenshot({ path: `${SHOTS}/wenzi-defence-375.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  // The shot runs the colour transitions to their end.
  await page.screenshot({
    path: `${SHOTS}/wenzi-defence-375-dark.png`,
    fullPage: true,
    animations: 'disabled',
  });
});
