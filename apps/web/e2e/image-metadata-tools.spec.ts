// HEIC conversion, location removal and DPI in Chromium on real files none of us made (an iPhone and a
// Xiaomi phone's HEIC, a Nikon JPEG with GPS). The outputs are checked byte for byte in Node.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describeMetadata } from '../../../packages/toolkit/src/image/metadata-report.ts';
import { jpegSegments } from '../../../packages/toolkit/src/image/containers.ts';
import { heifLayout } from '../../../packages/toolkit/src/image/heif-parts.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/image/__fixtures__/${name}`, import.meta.url));
const XIAOMI = fixture('meta/xiaomi-gps.heic'); // 2592 × 1944, EXIF with GPS
const IPHONE = fixture('meta/iphone-12mp-rotated.heic'); // 48 tiles, irot, Display P3 profile
const THREE = fixture('meta/three-images.heic'); // three images
const TRUNCATED = fixture('meta/truncated.heic');
const NIKON = fixture('nikon-gps.jpg'); // Nikon D2H, GPS 39° 54′ N 116° 23′ E
const PHOTO = fixture('board-photo.jpg'); // no JFIF, no EXIF
const GIF = fixture('formats/alpha_gif_a.gif');

async function open(page: Page, path: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => {
    localStorage.setItem('toolbox.lang', l);
    localStorage.setItem('ACCEPT_COOKIE', '1');
  }, lang);
  await page.goto(path);
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return new Uint8Array(readFileSync((await file.path())!));
}

test('image_heic_trans: a Xiaomi HEIC to JPG with its EXIF; the decoder is fetched from us, only when needed', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await open(page, '/func/image_heic_trans');
  await page.getByTestId('file-input').setInputFiles(XIAOMI);
  await expect(page.getByText('1 image selected')).toBeVisible();
  expect(requests.filter((u) => /libheif/.test(u))).toEqual([]);
  await page.getByRole('button', { name: 'Convert to JPG' }).click();
  const link = page.getByRole('link', { name: /^Download xiaomi-gps\.jpg/ });
  await expect(link).toBeVisible({ timeout: 90_000 });
  const heif = requests.filter((u) => /libheif/.test(u));
  expect(heif.some((u) => u.endsWith('.wasm'))).toBe(true);
  expect(heif.every((u) => new URL(u).origin === new URL(page.url()).origin)).toBe(true);
  const jpeg = await download(page, () => link.click());
  const meta = await sharp(jpeg).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2592, 1944]);
  expect(describeMetadata(jpeg)).toMatchObject({
    camera: 'Xiaomi M2012K11AG',
    orientation: 1,
    location: true,
  });
});

test('image_heic_trans: an iPhone photo decoded on two workers and encoded by the browser, upright, with only its own colour profile', async ({
  page,
}) => {
  await open(page, '/func/image_heic_trans');
  await page.getByTestId('file-input').setInputFiles(IPHONE);
  await page.getByRole('button', { name: 'Convert to JPG' }).click();
  const link = page.getByRole('link', { name: /^Download iphone-12mp-rotated\.jpg/ });
  await expect(link).toBeVisible({ timeout: 90_000 });
  const jpeg = await download(page, () => link.click());
  const meta = await sharp(jpeg).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 3024, 4032]);
  expect(describeMetadata(jpeg)).toMatchObject({ camera: 'Apple iPhone 8 Plus', orientation: 1 });
  // The browser's own sRGB tag is gone: the one ICC profile is the photo's.
  const icc = jpegSegments(jpeg)!.segments.filter((s) => s.marker === 0xe2);
  const heic = new Uint8Array(readFileSync(IPHONE));
  const layout = heifLayout(heic)!;
  const own =
    layout.iccOf(layout.items.find((i) => i.type === 'grid')!.madeOf[0]!) ?? layout.iccOf(layout.primary!);
  expect(icc).toHaveLength(1);
  expect(Buffer.from(jpeg.subarray(icc[0]!.from + 18, icc[0]!.to)).equals(Buffer.from(own!))).toBe(true);
});

test('image_heic_trans_batch: every image of each HEIC in one ZIP, a damaged file named, in Chinese', async ({
  page,
}) => {
  await open(page, '/func/image_heic_trans_batch', 'zh-CN');
  await page.getByTestId('file-input').setInputFiles([THREE, TRUNCATED]);
  await expect(page.getByText('已选 2 张图片')).toBeVisible();
  await page.getByText('PNG（无损）').click();
  await page.getByRole('button', { name: '转换 2 张为 PNG' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'truncated.heic' })).toContainText(
    'HEIC 文件已损坏',
    {
      timeout: 90_000,
    },
  );
  const zip = unzipSync(await download(page, () => page.getByRole('button', { name: /下载 ZIP/ }).click()));
  expect(Object.keys(zip).sort()).toEqual(['three-images-1.png', 'three-images-2.png', 'three-images-3.png']);
  const sizes = await Promise.all(Object.values(zip).map(async (b) => (await sharp(b).metadata()).width));
  expect(sizes.sort()).toEqual([64, 64, 96]);
});

test('image_remove_location: shows what a Nikon JPEG and a Xiaomi HEIC reveal, then removes the GPS only', async ({
  page,
}) => {
  await open(page, '/func/image_remove_location');
  await page.getByTestId('file-input').setInputFiles([NIKON, XIAOMI]);
  const found = page.getByRole('region', { name: 'Found in your photos' });
  await expect(found).toContainText('2 of 2 photos have a GPS position.');
  await expect(found).toContainText('NIKON D2H');
  await expect(found).toContainText('latitude 47.227289, longitude 39.699992');
  await expect(found.getByRole('img', { name: /World map/ }).locator('circle')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove location from 2 photos' }).click();
  const zip = unzipSync(
    await download(page, () => page.getByRole('button', { name: /Download ZIP/ }).click()),
  );
  const nikon = zip['nikon-gps.jpg']!;
  const original = new Uint8Array(readFileSync(NIKON));
  expect(nikon.length).toBe(original.length);
  expect(describeMetadata(nikon)).toMatchObject({ camera: 'NIKON D2H', location: false });
  const sos = Buffer.from(original).indexOf(Buffer.from([0xff, 0xda]));
  expect(Buffer.from(nikon.subarray(sos)).equals(Buffer.from(original.subarray(sos)))).toBe(true);
  const heic = zip['xiaomi-gps.heic']!;
  expect(heic.length).toBe(readFileSync(XIAOMI).length);
  expect(describeMetadata(heic)).toMatchObject({ camera: 'Xiaomi M2012K11AG', location: false });
});

test('image_change_dpi: a photo to 300 DPI without re-encoding; a GIF says why not; a 375 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/func/image_change_dpi');
  await page.getByTestId('file-input').setInputFiles([PHOTO, GIF]);
  await page.getByRole('button', { name: 'Set 2 images to 300 DPI' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'alpha_gif_a.gif' })).toContainText(
    'GIF has no field',
  );
  const link = page.getByRole('link', { name: /^Download board-photo\.jpg/ });
  const jpeg = await download(page, () => link.click());
  expect((await sharp(jpeg).metadata()).density).toBe(300);
  const original = readFileSync(PHOTO);
  expect(Buffer.from(jpeg.subarray(jpeg.length - (original.length - 2))).equals(original.subarray(2))).toBe(
    true,
  );
});
