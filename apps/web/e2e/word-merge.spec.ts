import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';

// Real .docx files written by LibreOffice (packages/toolkit/src/docx/__fixtures__/make-fixtures.py).
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/docx/__fixtures__/${name}`, import.meta.url));
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/word_merge');
}

test('merges three Word files in the chosen order, keeping every picture', async ({ page }) => {
  await openTool(page);
  await page
    .getByTestId('file-input')
    .setInputFiles([fixture('report-a.docx'), fixture('report-b.docx'), fixture('letter-c.docx')]);
  await expect(page.getByTestId('word-merge-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Move “report-b.docx” down' }).click();
  await page.getByRole('button', { name: 'Merge documents' }).click();
  const link = page.getByRole('link', { name: /report-a_merged\.docx/ });
  await expect(link).toBeVisible();
  await expect(page.getByText(/3 documents · 3 pictures/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const media = Object.keys(files).filter((p) => p.startsWith('word/media/'));
  expect(media).toHaveLength(3);
  const doc = strFromU8(files['word/document.xml']!);
  const rels = strFromU8(files['word/_rels/document.xml.rels']!);
  // Body pictures (A and B) point at existing media; the letter's logo sits in its copied header.
  for (const [, id] of doc.matchAll(/r:embed="([^"]+)"/g)) {
    const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
    expect(files[`word/${target}`]).toBeDefined();
  }
  const texts = [...doc.matchAll(/<w:t[^>]*>([^<]*)</g)].map((m) => m[1]);
  expect(texts.filter((t) => /^Report [AB]$|^Regards\.$/.test(t!))).toEqual([
    'Report A',
    'Regards.',
    'Report B',
  ]);
  expect(strFromU8(files['word/styles.xml']!)).toContain('w:styleId="Callout_3"');
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/word-merge-desktop.png`, fullPage: true });
});

test('speaks Chinese, names a file that is not a .docx and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles([
    {
      name: 'report-a.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: readFileSync(fixture('report-a.docx')),
    },
    {
      name: 'broken.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a zip'),
    },
  ]);
  await page.getByRole('button', { name: '合并文档' }).click();
  await expect(page.getByText('Word 文件[broken.docx]无法处理，请确认它是 .docx 格式')).toBeVisible();
  await page.getByRole('button', { name: '移除“broken.docx”' }).click();
  await page.getByTestId('file-input').setInputFiles(fixture('report-b.docx'));
  await page.getByRole('button', { name: '合并文档' }).click();
  await expect(page.getByRole('link', { name: /report-a_merged\.docx/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/word-merge-phone.png`, fullPage: true });
});
