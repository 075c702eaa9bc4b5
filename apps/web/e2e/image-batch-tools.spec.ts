// The batch image tools in Chromium on real photos: image_format_change (and /wx/image_format_change),
// image_size_adjust, image_batch_add_water_marker. Outputs are decoded by sharp (libvips) in Node.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { unzipSync } from 'fflate';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/image/__fixtures__/${name}`, import.meta.url));
const PORTRAIT = fixture('formats/Portrait_6.jpg'); // stored 1800 × 1200, EXIF 6: upright 1200 × 1800
const LANDSCAPE = fixture('formats/Landscape_8.jpg'); // stored 1200 × 1800, EXIF 8: upright 1800 × 1200
const TIFF = fixture('formats/rgb-3c-16b.tiff'); // 157 × 151, 16-bit
const GIF = fixture('formats/large-gif-anim-combine.gif'); // animated, 1000 × 1000
const ICO = fixture('formats/png-32bpp-alpha.ico');
const BMP = fixture('formats/pal8v5.bmp');
const PHOTO = fixture('board-photo.jpg'); // 720 × 477

async function open(page: Page, path: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => {
    localStorage.setItem('toolbox.lang', l);
    localStorage.setItem('ACCEPT_COOKIE', '1');
  }, lang);
  await page.goto(path);
}

async function zipOf(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return unzipSync(new Uint8Array(readFileSync((await download.path())!)));
}

test('image_format_change: a batch of real files to WebP in one ZIP, orientation upright, a damaged file named', async ({
  page,
}) => {
  await open(page, '/func/image_format_change');
  const damaged = {
    name: 'damaged.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1]),
  };
  await page
    .getByTestId('file-input')
    .setInputFiles(
      [PORTRAIT, LANDSCAPE, TIFF, GIF, ICO, BMP]
        .map((path) => ({ name: path.split('/').pop()!, mimeType: '', buffer: readFileSync(path) }))
        .concat(damaged),
    );
  await expect(page.getByText('7 images selected')).toBeVisible();
  await page.getByText('WebP', { exact: true }).click();
  await page.getByRole('button', { name: 'Convert 7 images to WebP' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'damaged.jpg' });
  await expect(alert).toContainText('Image load abnormal', { timeout: 60_000 });
  await expect(page.getByText('animated GIF: only the first frame was used')).toBeVisible();
  const files = await zipOf(page, /Download ZIP \(6 files\)/);
  const sizes: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) {
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    sizes[name] = `${meta.width}x${meta.height}`;
  }
  expect(sizes).toEqual({
    'Portrait_6.webp': '1200x1800',
    'Landscape_8.webp': '1800x1200',
    'rgb-3c-16b.webp': '157x151',
    'large-gif-anim-combine.webp': '1000x1000',
    'png-32bpp-alpha.webp': expect.stringMatching(/^\d+x\d+$/),
    'pal8v5.webp': '127x64',
  });
});

test('/wx/image_format_change: the messaging-app page converts too and says how to save', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, '/wx/image_format_change', 'zh-CN');
  await expect(page.getByText('长按结果图片保存')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  await page.getByText('PNG', { exact: true }).click();
  await page.getByRole('button', { name: '转换为 PNG' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /board-photo\.png/ }).click(),
  ]);
  const meta = await sharp(readFileSync((await download.path())!)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 720, 477]);
});

test('image_size_adjust: a batch resized by the long edge, upright, in one ZIP', async ({ page }) => {
  await open(page, '/func/image_size_adjust');
  await page.getByTestId('file-input').setInputFiles([PORTRAIT, LANDSCAPE, PHOTO]);
  await page.getByRole('tab', { name: 'Long edge' }).click();
  await page.getByLabel('Long edge (pixels)').fill('640');
  await page.getByRole('button', { name: 'Resize 3 images' }).click();
  const files = await zipOf(page, /Download ZIP \(3 files\)/);
  const sizes: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) {
    const meta = await sharp(bytes).metadata();
    sizes[name] = `${meta.format} ${meta.width}x${meta.height}`;
  }
  expect(sizes).toEqual({
    'Portrait_6-427x640.jpg': 'jpeg 427x640',
    'Landscape_8-640x427.jpg': 'jpeg 640x427',
    'board-photo-640x424.jpg': 'jpeg 640x424',
  });
});

test('image_batch_add_water_marker: a red text mark tiled over real photos, drawn as previewed', async ({
  page,
}) => {
  await open(page, '/func/image_batch_add_water_marker');
  await page.getByTestId('file-input').setInputFiles([PHOTO, PORTRAIT]);
  await expect(
    page.getByRole('img', { name: 'Preview of board-photo.jpg with the watermark' }),
  ).toBeVisible();
  await page.getByLabel('Watermark text').fill('SAMPLE');
  await page.getByLabel('Text colour').fill('#ff0000');
  await page.getByLabel(/^Opacity:/).fill('100');
  await page.getByText('PNG', { exact: true }).click();
  await page.getByRole('button', { name: 'Add watermark to 2 images' }).click();
  const files = await zipOf(page, /Download ZIP \(2 files\)/);
  const red = async (bytes: Uint8Array) => {
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    let n = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) n++;
    return { share: n / (info.width * info.height), size: `${info.width}x${info.height}` };
  };
  const original = await red(readFileSync(PHOTO));
  const marked = await red(files['board-photo-watermarked.png']!);
  expect(marked.size).toBe('720x477');
  expect(marked.share).toBeGreaterThan(original.share + 0.02); // the tiled marks cover a few % of the picture
  expect((await red(files['Portrait_6-watermarked.png']!)).size).toBe('1200x1800');
});
