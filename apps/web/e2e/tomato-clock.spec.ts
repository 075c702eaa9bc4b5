import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

// The tomato_clock tool, with Playwright's fake clock standing in for 25 minutes of waiting.
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/timegame';

async function open(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.clock.install({ time: new Date('2025-05-12T09:00:00') });
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/tomato_clock');
}

test('runs a focus session, pauses, resumes, rolls into the break and remembers the count', async ({
  page,
}) => {
  await open(page);
  const time = page.getByRole('timer');
  await expect(time).toHaveText('25:00');
  // Stop the page's time: only fastForward moves it, so no real second (a slow click on a loaded
  // machine) can pass between Start and the checks and show 14:59 where 15:00 is due.
  await page.clock.pauseAt(new Date('2025-05-12T09:01:00'));
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.fastForward('10:00');
  await expect(time).toHaveText('15:00');
  await expect(page).toHaveTitle(/^15:00 · Focus/);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('tc-state')).toHaveText('Paused');
  await page.clock.fastForward('05:00');
  await expect(time).toHaveText('15:00');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('tc-state')).toHaveText('Focus (resumed)');
  await page.clock.fastForward('15:00');
  await expect(page.getByTestId('tc-state')).toHaveText('Short break');
  await expect(time).toHaveText('05:00');
  await expect(page.getByTestId('tc-today')).toHaveText('1 pomodoro done today');
  await page.clock.resume(); // the page's start needs its timers
  await page.reload();
  await expect(page.getByTestId('tc-today')).toHaveText('1 pomodoro done today');
});

test('keeps time from timestamps when the page sleeps (no ticks at all for 40 minutes)', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  // pauseAt stops timers entirely, like a frozen background tab; then time jumps.
  await page.clock.pauseAt(new Date('2025-05-12T09:40:00'));
  await page.clock.resume();
  // 25 focus + 5 break + 10 into the next focus.
  await expect(page.getByTestId('tc-state')).toHaveText('Focus');
  await expect(page.getByRole('timer')).toHaveText('15:00');
  await expect(page.getByTestId('tc-today')).toHaveText('1 pomodoro done today');
});

test('skips and ends early; long-break length is a remembered setting', async ({ page }) => {
  await open(page);
  await page.getByLabel(/^Long break:/).fill('25');
  await expect(page.getByText('Long break: 25 minutes')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.getByRole('button', { name: 'End early' }).click();
  await expect(page.getByTestId('tc-state')).toHaveText('Ended early');
  await expect(page.getByTestId('tc-today')).toHaveText('0 pomodoros done today');
  await page.getByRole('button', { name: 'Skip to the next phase' }).click();
  await expect(page.getByTestId('tc-state')).toHaveText('Ready: Short break');
  await expect(page.getByRole('timer')).toHaveText('05:00');
  await page.reload();
  await expect(page.getByText('Long break: 25 minutes')).toBeVisible();
});

test('notifies at the end of a phase when allowed', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shown: string[] }).shown = shown;
    class FakeNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push(`${title} | ${options?.body ?? ''}`);
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = FakeNotification;
  });
  await open(page);
  await expect(page.getByText('On: you will be notified when each phase ends')).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.fastForward('25:00');
  await expect(page.getByTestId('tc-state')).toHaveText('Short break');
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  expect(shown).toEqual(['Focus session over | Take a 5-minute break.']);
});

test('says in Chinese when notifications are refused', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { Notification: unknown }).Notification = {
      permission: 'default',
      requestPermission: async () => 'denied',
    };
  });
  await open(page, 'zh-CN');
  await page.getByRole('button', { name: '开启结束通知' }).click();
  await expect(page.getByRole('alert')).toHaveText('浏览器不支持通知或通知已被禁用');
});

test('screenshots', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await open(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.fastForward('07:30');
  await page.screenshot({ path: `${SHOTS}/tomato-clock-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/tomato-clock-375.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  // The shot runs the colour transitions to their end.
  await page.screenshot({
    path: `${SHOTS}/tomato-clock-375-dark.png`,
    fullPage: true,
    animations: 'disabled',
  });
});
