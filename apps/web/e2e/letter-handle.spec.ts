import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('letter_handle converts case live, including identifiers and full-width forms', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/letter_handle');
  const input = page.getByLabel('Text', { exact: true });
  const result = page.getByTestId('case-result');
  await input.fill('parse XMLHttp request for the win');
  await expect(result).toHaveValue('PARSE XMLHTTP REQUEST FOR THE WIN');
  await page.getByText('Title Case', { exact: true }).click();
  await expect(result).toHaveValue('Parse XMLHttp Request for the Win');
  await page.getByText('snake_case', { exact: true }).click();
  await expect(result).toHaveValue('parse_xml_http_request_for_the_win');
  // Radio chips are keyboard operable: arrow keys move to the next style.
  await page.getByLabel('snake_case').press('ArrowRight');
  await expect(result).toHaveValue('PARSE_XML_HTTP_REQUEST_FOR_THE_WIN');
  await input.fill('Ｈｅｌｌｏ，ｗｏｒｌｄ！');
  await page.getByText('Full-width → half-width', { exact: true }).click();
  await expect(result).toHaveValue('Hello,world!');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/letter-handle-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/letter-handle-375.png`, fullPage: true });
});
