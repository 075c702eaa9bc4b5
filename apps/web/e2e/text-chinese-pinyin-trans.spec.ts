import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resizeToPhone } from './shell-helpers.ts';

const SHOTS = '/tmp/shots/textcode';

test('text_chinese_pinyin_trans reads polyphones in context, in every style', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/text_chinese_pinyin_trans');
  const result = page.getByTestId('pinyin-result');
  await page.getByLabel('Chinese text').fill('银行行长在重庆长大，很重要！Hello 2024');
  await expect(result).toHaveValue('yín háng háng zhǎng zài chóng qìng zhǎng dà，hěn zhòng yào！Hello 2024');
  await page.getByText('Tone numbers han4').click();
  await expect(result).toHaveValue(
    'yin2 hang2 hang2 zhang3 zai4 chong2 qing4 zhang3 da4，hen3 zhong4 yao4！Hello 2024',
  );
  await page.getByText('First letters h').click();
  await expect(result).toHaveValue('y h h z z c q z d，h z y！Hello 2024');
  await page.getByText('Tone marks hàn').click();
  await page.getByLabel(/Annotated view/).check();
  await expect(page.getByTestId('pinyin-ruby').locator('rt').first()).toHaveText('yín');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/pinyin-1280.png`, fullPage: true });
  await resizeToPhone(page, { width: 375, height: 812 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/pinyin-375.png`, fullPage: true });
});
