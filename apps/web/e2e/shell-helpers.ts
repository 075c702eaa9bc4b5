import { expect, type Page } from '@playwright/test';

// Shared by the tool specs that check a screen at phone width.

/**
 * Resizes to a phone and waits until the left menu, a drawer there, has slid out: it turns
 * hidden at the end of its 0.22 s transition, so the page no longer moves under a screenshot.
 */
export async function resizeToPhone(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await expect(page.locator('#left-menu')).toBeHidden();
}
