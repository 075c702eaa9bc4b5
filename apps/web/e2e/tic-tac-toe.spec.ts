import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/timegame';
const cell = (page: Page, row: number, col: number) =>
  page.getByRole('button', { name: new RegExp(`^Row ${row}, column ${col}:`) });

async function open(page: Page) {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/tic_tac_toe');
}

test('the hard computer never lets a fork through; the game ends without a human win', async ({ page }) => {
  await open(page);
  // The classic corner-corner fork attempt, played with the keyboard.
  await cell(page, 2, 2).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter'); // X top left
  await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2: O');
  await cell(page, 3, 3).click(); // X bottom right
  await expect(page.getByTestId('ttt-status')).toHaveText('Your turn (X)');
  // O must answer on an edge; then play on until the game ends.
  for (let i = 0; i < 4; i++) {
    const status = await page.getByTestId('ttt-status').textContent();
    if (status !== 'Your turn (X)') break;
    await page
      .getByRole('button', { name: /: empty$/ })
      .first()
      .click();
    await expect(page.getByTestId('ttt-status')).not.toHaveText('The computer is thinking…');
  }
  await expect(page.getByTestId('ttt-status')).toHaveText(/^(It's a draw|The computer wins)$/);
  await expect(page.getByTestId('ttt-score')).toContainText('You0');
});

test('two players take turns and the score counts the winner', async ({ page }) => {
  await open(page);
  await page.getByLabel('Two players').check();
  for (const [r, c] of [
    [1, 1],
    [2, 1],
    [1, 2],
    [2, 2],
    [1, 3],
  ] as const) {
    await cell(page, r, c).click();
  }
  await expect(page.getByTestId('ttt-status')).toHaveText('X wins!');
  await expect(page.getByTestId('ttt-score')).toContainText('X1O0Draws0');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('button', { name: /: empty$/ })).toHaveCount(9);
});

test('screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await open(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await cell(page, 1, 1).click();
  await expect(cell(page, 2, 2)).toHaveAccessibleName('Row 2, column 2: O');
  await page.screenshot({ path: `${SHOTS}/tic-tac-toe-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/tic-tac-toe-375.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  // The shot runs the colour transitions to their end.
  await page.screenshot({
    path: `${SHOTS}/tic-tac-toe-375-dark.png`,
    fullPage: true,
    animations: 'disabled',
  });
});
