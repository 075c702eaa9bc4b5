import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import {
  ENCRYPTED,
  ENCRYPTED_MESSAGE,
  GHOSTSCRIPT,
  ROTATED,
  SHOTS,
  download,
  pagesOf,
} from './pdf-pages-helpers.ts';

test('pdf_merge_adv: pages of two PDFs picked, reordered by keyboard and drag, merged in that order', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_merge_adv');
  await page.getByTestId('file-input').setInputFiles([GHOSTSCRIPT, ROTATED, ENCRYPTED]);
  await expect(page.getByTestId('picked-count')).toHaveText('7 pages picked');
  await expect(page.getByText(ENCRYPTED_MESSAGE)).toBeVisible();
  const rows = page.getByTestId('merge-adv-page');
  await expect(rows).toHaveCount(7);

  // Leave out Ghostscript page 2 and rotated page 3.
  await page.getByRole('button', { name: 'Leave out ghostscript-mixed-sizes.pdf page 2' }).click();
  await page.getByRole('button', { name: 'Leave out rotated.pdf page 3' }).click();
  // Now gs1, gs3, r1, r2, r4. Keyboard: r4 up three times, to second place.
  const up = page.getByRole('button', { name: 'Move rotated.pdf page 4 up' });
  await up.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');
  await expect(up).toBeFocused();
  // Now gs1, r4, gs3, r1, r2. Drag gs1 (first row) onto the bottom of the fourth row (r1).
  const handle = rows.nth(0).locator('.pdf-merge-handle');
  // The keyboard moves scrolled the first row up under the sticky header: bring the list to the
  // middle of the window, as a user would before dragging.
  await rows.nth(0).evaluate((row) => row.scrollIntoView({ block: 'center' }));
  const target = await rows.nth(3).boundingBox();
  const box = await handle.boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.mouse.move(box!.x + 5, target!.y + target!.height - 4, { steps: 8 });
  await page.mouse.up();
  await expect(rows.nth(3)).toContainText('ghostscript-mixed-sizes.pdf page 1');
  await expect(page.locator('.merge-adv-thumb').first()).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-merge-adv.png`, fullPage: true });

  await page.getByRole('button', { name: 'Merge picked pages' }).click();
  expect(await pagesOf(await download(page, 'merged.pdf'))).toEqual([
    '330x430@0',
    '595x420@0',
    '300x400@90',
    '612x792@0',
    '310x410@180',
  ]);
});
