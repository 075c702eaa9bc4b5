// image_id_photo_add_water_marker in Chromium on real photos: a preset "for this use only" text tiled
// in red over two ID images, in one ZIP; the marks are there (decoded by sharp) and a 300 DPI scan keeps
// its 300 DPI. Nothing is uploaded: the page never calls the task API.
import { expect, test } from '@playwright/test';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { unzipSync } from 'fflate';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/image/__fixtures__/${name}`, import.meta.url));
const PHOTO = fixture('board-photo.jpg'); // 720 × 477, no DPI of its own
const PORTRAIT = fixture('formats/Portrait_6.jpg'); // stored 1800 × 1200, EXIF 6: upright 1200 × 1800

async function redShare(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i]! > 190 && data[i + 1]! < 80 && data[i + 2]! < 80) n++;
  return n / (info.width * info.height);
}

test('image_id_photo_add_water_marker: a preset text tiled over two IDs, the scan keeps its 300 DPI', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'idmark-'));
  const scan = join(dir, 'id-scan.jpg');
  writeFileSync(scan, await sharp(readFileSync(PHOTO)).withMetadata({ density: 300 }).jpeg().toBuffer());
  const uploads: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && uploads.push(r.url()));

  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    localStorage.setItem('ACCEPT_COOKIE', '1');
  });
  await page.goto('/func/image_id_photo_add_water_marker');
  await page.getByTestId('file-input').setInputFiles([scan, PORTRAIT]);
  await page.getByLabel('Common texts').selectOption({ label: 'For rental registration only' });
  await expect(page.getByLabel('Watermark text')).toHaveValue('For rental registration only');
  await page.getByLabel('Text colour').fill('#ff0000');
  await page.getByLabel(/^Opacity:/).fill('100');
  await page.getByRole('button', { name: 'Watermark 2 IDs' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download ZIP \(2 files\)/ }).click(),
  ]);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const names = Object.keys(files).sort();
  expect(names).toHaveLength(2);
  const marked = files[names.find((n) => n.startsWith('id-scan'))!]!;
  const meta = await sharp(marked).metadata();
  expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['jpeg', 720, 477, 300]);
  expect(await redShare(marked)).toBeGreaterThan((await redShare(readFileSync(scan))) + 0.02);
  const portrait = await sharp(files[names.find((n) => n.startsWith('Portrait_6'))!]!).metadata();
  expect([portrait.width, portrait.height]).toEqual([1200, 1800]);
  expect(uploads.filter((u) => /\/(file|task)\//.test(u))).toEqual([]);
});
