import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadNodeImageCodecs } from '../../../packages/toolkit/src/image/convert-codecs-node.ts';

// The geometry tools in Chromium with the real workers: image_cut and image_long_image_merge in depth,
// image_rotate, image_grid_cut, image_long_image_split and image_to_line end to end.
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/image/__fixtures__/${name}`, import.meta.url));
const PHOTO = fixture('board-photo.jpg'); // 720 × 477
const NIKON = fixture('nikon-gps.jpg'); // 500 × 375
const PHONE = fixture('iphone-orientation-6.jpg'); // stored 205 × 102, shown 102 × 205
const SIGNATURE = fixture('signature-alpha.png'); // 225 × 79, transparent
const CAT = fixture('chelsea.png'); // 451 × 300

async function open(page: Page, code: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => {
    localStorage.setItem('toolbox.lang', l);
    localStorage.setItem('ACCEPT_COOKIE', '1');
  }, lang);
  await page.goto(`/func/${code}`);
}

async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return new Uint8Array(readFileSync((await file.path())!));
}

async function decoded(bytes: Uint8Array<ArrayBuffer>) {
  return (await (await loadNodeImageCodecs()).decode(new Blob([new Uint8Array(bytes)]))).pixels;
}

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

/**
 * The crop box's fields, checked until they agree: a drag's last pointermove is rendered in a task
 * React schedules after the event (and the field copies it one render later), so a value read once
 * right after `mouse.up()` can still be the previous step's.
 */
async function expectBox(page: Page, fields: Record<string, number>, tolerance = 0) {
  for (const [label, want] of Object.entries(fields)) {
    const off = async () => {
      const text = await value(page, label);
      return text === '' ? NaN : Math.abs(Number(text) - want);
    };
    await expect.poll(off, { message: label }).toBeLessThanOrEqual(tolerance);
  }
}

test('image_cut: drag the box, nudge it with the keyboard, crop exactly, in Chromium', async ({ page }) => {
  await open(page, 'image_cut');
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  const box = page.getByTestId('crop-box');
  await expect(box).toBeVisible({ timeout: 20_000 });
  await expectBox(page, { 'Width (px)': 576 });

  // Drag the south-east handle left by a tenth of the drawn image: the box narrows by 72 px.
  await page.locator('.geo-stage').scrollIntoViewIfNeeded();
  const stage = (await page.locator('.geo-stage').boundingBox())!;
  const handle = (await page.locator('.cut-handle.is-se').boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 - stage.width / 10, handle.y + handle.height / 2, {
    steps: 5,
  });
  await page.mouse.up();
  await expectBox(page, { 'Width (px)': 504 }, 2);

  // Drag the box itself to the top-left corner.
  const now = (await box.boundingBox())!;
  await page.mouse.move(now.x + now.width / 2, now.y + now.height / 2);
  await page.mouse.down();
  await page.mouse.move(now.x + now.width / 2 - stage.width, now.y + now.height / 2 - stage.height, {
    steps: 5,
  });
  await page.mouse.up();
  await expectBox(page, { 'Left X (px)': 0, 'Top Y (px)': 0 });

  await box.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Alt+ArrowDown');
  await expectBox(page, { 'Left X (px)': 7, 'Top Y (px)': 1 });
  await shot(page, 'image-cut-desktop');

  await page.getByLabel('Width (px)', { exact: true }).fill('300');
  await page.getByLabel('Height (px)', { exact: true }).fill('200');
  await page.getByRole('button', { name: 'Crop image' }).click();
  const bytes = await download(page, /^Download board-photo-cropped\.jpg/);
  const out = await decoded(bytes);
  expect([out.width, out.height]).toEqual([300, 200]);
});

test('image_cut: a 1-inch ID photo from a sideways-stored phone photo, in Chinese, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await open(page, 'image_cut', 'zh-CN');
  await page.getByTestId('file-input').setInputFiles(PHONE);
  await expect(page.getByTestId('crop-box')).toBeVisible({ timeout: 20_000 });
  // Shown upright: the preview is taller than wide.
  const stage = (await page.locator('.geo-stage').boundingBox())!;
  expect(stage.height).toBeGreaterThan(stage.width * 1.8);
  await page.getByText('一寸（295×413）').click();
  await page.getByRole('button', { name: '裁剪图片' }).click();
  const out = await decoded(await download(page, /iphone-orientation-6-cropped\.jpg/));
  expect([out.width, out.height]).toEqual([295, 413]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('image_long_image_merge: reorder by keyboard and by dragging, stitch, download exact size', async ({
  page,
}) => {
  await open(page, 'image_long_image_merge');
  await page.getByTestId('file-input').setInputFiles([PHOTO, NIKON, SIGNATURE]);
  const rows = page.getByTestId('merge-row');
  await expect(rows).toHaveCount(3);
  const order = () => rows.locator('.merge-name').allTextContents();

  await page.getByRole('button', { name: 'Move nikon-gps.jpg up' }).click();
  await expect.poll(order).toEqual(['nikon-gps.jpg', 'board-photo.jpg', 'signature-alpha.png']);
  await expect(page.getByRole('button', { name: 'Move nikon-gps.jpg down' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['board-photo.jpg', 'nikon-gps.jpg', 'signature-alpha.png']);

  // Drag the signature's handle above the first row.
  const handle = (await rows.nth(2).locator('.merge-handle').boundingBox())!;
  const top = (await rows.nth(0).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, top.y + 2, { steps: 8 });
  await page.mouse.up();
  // The drop is rendered after the last pointer event (see expectBox): read until it shows.
  await expect.poll(order).toEqual(['signature-alpha.png', 'board-photo.jpg', 'nikon-gps.jpg']);

  await page.getByLabel('Spacing between images (px)').fill('8');
  await shot(page, 'image-long-image-merge');
  await page.getByRole('button', { name: 'Stitch 3 images' }).click();
  // Widest width 720: the signature 225 × 79 → 720 × 253, the Nikon 500 × 375 → 720 × 540.
  const out = await decoded(await download(page, /^Download long-image\.png/));
  expect([out.width, out.height]).toEqual([720, 253 + 8 + 477 + 8 + 540]);
  expect(Array.from(out.data.subarray((255 * 720 + 5) * 4, (255 * 720 + 5) * 4 + 4))).toEqual([
    255, 255, 255, 255,
  ]);
});

test('image_long_image_merge: a total over the canvas limit gets the spec message', async ({ page }) => {
  await open(page, 'image_long_image_merge');
  const huge = Buffer.from(readFileSync(SIGNATURE));
  huge.writeUInt32BE(20_000, 16);
  huge.writeUInt32BE(10_000, 20);
  await page.getByTestId('file-input').setInputFiles([
    { name: 'a.png', mimeType: 'image/png', buffer: huge },
    { name: 'b.png', mimeType: 'image/png', buffer: huge },
  ]);
  await page.getByRole('button', { name: 'Stitch 2 images' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'File is too large, processing failed' }),
  ).toBeVisible();
});

test('image_rotate: a batch turned right, a PNG keeping its transparency', async ({ page }) => {
  await open(page, 'image_rotate');
  await page.getByTestId('file-input').setInputFiles([PHOTO, SIGNATURE]);
  await page.getByRole('button', { name: /Turn right 90°/ }).click();
  await page.getByLabel('Angle (degrees, clockwise)').fill('75');
  await expect(page.getByText(/px once turned/)).toBeVisible();
  await shot(page, 'image-rotate-75');
  await page.getByLabel('Angle (degrees, clockwise)').fill('90');
  await page.getByRole('button', { name: 'Rotate 2 images' }).click();
  const png = await decoded(await download(page, /^Download signature-alpha-rotated\.png/));
  expect([png.width, png.height, png.data[3]]).toEqual([79, 225, 0]);
  const jpg = await decoded(await download(page, /^Download board-photo-rotated\.jpg/));
  expect([jpg.width, jpg.height]).toEqual([477, 720]);
});

test('image_grid_cut: the nine-grid, numbered, with the preview lines', async ({ page }) => {
  await open(page, 'image_grid_cut');
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  // Two lines down and two across, inside the centred square.
  await expect(page.locator('.geo-cut-lines line')).toHaveCount(4, { timeout: 20_000 });
  await shot(page, 'image-grid-cut');
  await page.getByRole('button', { name: 'Cut into 9 tiles' }).click();
  const tile = await decoded(await download(page, /^Download board-photo-05\.jpg/));
  expect([tile.width, tile.height]).toEqual([159, 159]);
});

test('image_long_image_split: count must divide, the cut lines show, pieces download', async ({ page }) => {
  await open(page, 'image_long_image_split');
  await page.getByTestId('file-input').setInputFiles(PHONE);
  await expect(page.getByTestId('split-summary')).toHaveText(
    'The split count cannot divide the image evenly',
    {
      timeout: 20_000,
    },
  );
  await page.getByLabel('Number of pieces').fill('5');
  await expect(page.locator('.geo-cut-lines line')).toHaveCount(4);
  await shot(page, 'image-long-image-split');
  await page.getByRole('button', { name: 'Split into 5 pieces' }).click();
  const piece = await decoded(await download(page, /^Download iphone-orientation-6-part05\.jpg/));
  expect([piece.width, piece.height]).toEqual([102, 41]);
});

test('image_to_line: a live preview, then a full-size line drawing', async ({ page }) => {
  await open(page, 'image_to_line');
  await page.getByTestId('file-input').setInputFiles(CAT);
  await expect(page.getByRole('img', { name: 'Preview of chelsea.png as a drawing' })).toBeVisible({
    timeout: 30_000,
  });
  await shot(page, 'image-to-line-pencil');
  await page.getByText('Clean line art').click();
  await page.getByRole('button', { name: 'Convert 1 image' }).click();
  const out = await decoded(await download(page, /^Download chelsea-lineart\.png/));
  expect([out.width, out.height]).toEqual([451, 300]);
  let dark = 0;
  for (let i = 0; i < out.data.length; i += 4) if (out.data[i]! < 128) dark++;
  const share = dark / (451 * 300);
  expect(share).toBeGreaterThan(0.01);
  expect(share).toBeLessThan(0.15);
});
