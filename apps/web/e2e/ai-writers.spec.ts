import { expect, test, type Page } from '@playwright/test';

// The AI writers against the loopback fake provider the dev pages serve (playwright.config.ts sets
// LLM_BASE_URL to /dev/fake-llm/v1): it streams one word every 60 ms over the real protocol, so the
// text must be seen growing in the page, stopping when asked, and a provider 429 shown kindly.
// Codes: smart_text_generator, work_report_generator, comment_generator, red_book_text_generator.

async function open(page: Page, code: string) {
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
  await page.goto(`/func/${code}`);
}

/** Many words, so the fake (which repeats the request) streams for a few seconds. */
const longTopic = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');

test('a writer streams its text token by token, stops on request and writes again', async ({ page }) => {
  await open(page, 'smart_text_generator');
  await page.getByLabel('Topic and wishes').fill(longTopic);
  await page.getByRole('button', { name: 'Write it' }).click();
  await page.getByRole('button', { name: /^(Run for free|Deduct and run|Run)$/ }).click();
  const text = page.getByTestId('writer-text');
  // The length is read repeatedly while the text is written: it must be seen at several sizes.
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        seen.add((await text.textContent())?.length ?? 0);
        return seen.size;
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(6);
  const sizes = [...seen].sort((a, b) => a - b);
  expect(sizes[0]).toBeLessThan(sizes.at(-1)!);
  await expect(text).toContainText('built-in test model');

  // Stop: the text stops growing and is kept.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Stopped. The text so far is kept.')).toBeVisible();
  const kept = await text.textContent();
  await page.waitForTimeout(700);
  expect(await text.textContent()).toBe(kept);
  expect(kept).not.toContain('word49');
  await expect(page.getByRole('button', { name: 'Copy' }).first()).toBeVisible();

  // Write again: the same request streams to the end.
  await page.getByRole('button', { name: 'Write again' }).click();
  await page.getByRole('button', { name: /^(Run for free|Deduct and run|Run)$/ }).click();
  await expect(page.getByText(/^Done\./)).toBeVisible({ timeout: 20_000 });
  await expect(text).toContainText('word49');
  await expect(page.getByText(/Recent results \(2\)/)).toBeVisible();
});

test('a provider that keeps answering 429 is shown kindly, in the user’s language', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'zh-CN');
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
  await page.goto('/func/work_report_generator');
  await page.getByLabel('本期做了什么').fill('测试 [fake:429]');
  await page.getByRole('button', { name: '开始生成' }).click();
  await page
    .getByRole('button', { name: /免费|扣除|运行|使用/ })
    .first()
    .click();
  // A tourist's first use of the day is free: that free use is given back, and the message says so.
  await expect(page.getByRole('alert')).toHaveText(
    'AI 服务正忙，请过一分钟再试。 本次占用的免费次数已退还，今天仍可使用。',
    {
      timeout: 15_000,
    },
  );
});

test('the other writers open with their own forms', async ({ page }) => {
  await open(page, 'comment_generator');
  await expect(page.getByLabel('What they are like')).toBeVisible({ timeout: 15_000 });
  await page.goto('/func/red_book_text_generator');
  await expect(page.getByLabel('Number of hashtags (3–10)')).toBeVisible({ timeout: 15_000 });
});
