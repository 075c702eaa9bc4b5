import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/timegame';

async function open(page: Page) {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/tetris');
}

/** How many pixels of the playfield canvas are painted (not transparent). */
const painted = (page: Page) =>
  page.locator('.tetris-field canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
    return n;
  });

test('plays with the keyboard: falling piece, hard drop scoring, hold, pause', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Start game' }).click();
  const before = await painted(page);
  expect(before).toBeGreaterThan(0);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('tetris-score')).not.toHaveText('0');
  const score = Number(await page.getByTestId('tetris-score').textContent());
  expect(score).toBeGreaterThanOrEqual(30);
  await page.keyboard.press('c');
  await expect(page.getByTestId('preview-Hold')).toHaveText(/^[IJLOSTZ]$/);
  await page.keyboard.press('p');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  // Game keys do nothing while paused (the focused Resume button would take Space or Enter).
  await page.keyboard.down('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.up('ArrowDown');
  await expect(page.getByTestId('tetris-score')).toHaveText(String(score));
  await expect(page.getByRole('button', { name: 'Resume' }).first()).toBeFocused();
  await page.keyboard.press('p');
  await expect(page.getByText('Paused', { exact: true })).toBeHidden();
});

test('plays to game over and keeps the best score', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Start game' }).click();
  for (let i = 0; i < 80 && !(await page.getByText('Game over').isVisible()); i++)
    await page.keyboard.press('Space');
  await expect(page.getByText('Game over')).toBeVisible();
  const score = await page.getByTestId('tetris-score').textContent();
  await expect(page.getByTestId('tetris-best')).toHaveText(score ?? '');
  await page.reload();
  await expect(page.getByTestId('tetris-best')).toHaveText(score ?? '');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('has touch buttons that move and drop, and screenshots', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await open(page);
    await page.getByRole('button', { name: 'Start game' }).tap();
    await page.getByRole('button', { name: 'Move left' }).tap();
    await page.getByRole('button', { name: 'Rotate clockwise' }).tap();
    await page.getByRole('button', { name: 'Hard drop' }).tap();
    await expect(page.getByTestId('tetris-score')).not.toHaveText('0');
    await page.screenshot({ path: `${SHOTS}/tetris-375.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(400); // colour transitions
    await page.screenshot({ path: `${SHOTS}/tetris-375-dark.png`, fullPage: true });
  });
});

test('desktop screenshot', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await open(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Start game' }).click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Space');
  await page.keyboard.press('c');
  await page.screenshot({ path: `${SHOTS}/tetris-1280.png`, fullPage: true });
});
