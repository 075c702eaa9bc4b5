import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import type { PDFRawStream, PDFStream } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, decodePDFRawStream } from 'pdf-lib';

// Real images from the toolkit's fixtures (see packages/toolkit/src/image/__fixtures__/README.md).
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/image/__fixtures__/${name}`, import.meta.url));
const PHOTO = fixture('board-photo.jpg'); // 720 x 477, no EXIF
const STAMP = fixture('stamp.png'); // 500 x 500
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

/** The photo with an APP1 Exif segment whose only tag is Orientation = 6 (turn 90° clockwise to view). */
function photoTurned(): Buffer {
  const jpeg = readFileSync(PHOTO);
  const tiff = Buffer.from([
    0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A 60 x 30 RGBA PNG, opaque blue on the left and fully transparent on the right. */
function alphaPng(): Buffer {
  const [w, h] = [60, 30];
  const raw = Buffer.alloc(h * (1 + w * 4));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) raw.set([0, 0, 255, x < w / 2 ? 255 : 0], y * (1 + w * 4) + 1 + x * 4);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openTool(page: Page, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  await page.goto('/func/pdf_image_to_pdf');
}

/** Page sizes, the image matrix (cm) and whether the image has a soft mask, per page. */
async function readPdf(path: string) {
  const doc = await PDFDocument.load(readFileSync(path));
  return doc.getPages().map((page) => {
    const contents = page.node.get(PDFName.of('Contents'));
    const list = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = list
      .map((ref) =>
        new TextDecoder('latin1').decode(
          decodePDFRawStream(doc.context.lookup(ref) as PDFRawStream).decode(),
        ),
      )
      .join('\n');
    const cm = /(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm/
      .exec(ops)!
      .slice(1, 7)
      .map((n) => Math.round(+n) + 0);
    const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    const image = doc.context.lookup(xobjects.values()[0]) as PDFStream;
    const { width, height } = page.getSize();
    return {
      size: `${Math.round(width)}x${Math.round(height)}`,
      cm,
      alpha: image.dict.get(PDFName.of('SMask')) !== undefined,
    };
  });
}

async function createAndDownload(page: Page, button = 'Create PDF') {
  await page.getByRole('button', { name: button }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /images\.pdf/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('images.pdf');
  return readPdf((await download.path())!);
}

test('turns an EXIF-rotated photo upright and keeps PNG transparency', async ({ page }, info) => {
  const turned = info.outputPath('turned-photo.jpg');
  const alpha = info.outputPath('half-transparent.png');
  writeFileSync(turned, photoTurned());
  writeFileSync(alpha, alphaPng());
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles([turned, alpha, STAMP]);
  await expect(page.getByTestId('image-pdf-row')).toHaveCount(3);
  await page.getByLabel('Page size').selectOption('fit');
  const pages = await createAndDownload(page);
  expect(pages.map((p) => p.size)).toEqual(['477x720', '60x30', '500x500']);
  // Stored 720 x 477, drawn turned a quarter clockwise.
  expect(pages[0]!.cm).toEqual([0, -720, 477, 0, 0, 720]);
  expect(pages.map((p) => p.alpha)).toEqual([false, true, false]);
  await expect(page.locator('.result-note')).toContainText('3 pages');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-image-to-pdf-desktop.png`, fullPage: true });
});

test('reorders by dragging and lays images on A4 in landscape', async ({ page }) => {
  await openTool(page);
  await page.getByTestId('file-input').setInputFiles([STAMP, PHOTO]);
  const rows = page.getByTestId('image-pdf-row');
  await expect(rows).toHaveCount(2);
  const handle = rows.nth(1).locator('.image-pdf-handle');
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await rows.first().boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 8 });
  await page.mouse.up();
  await expect(rows.first()).toContainText('board-photo.jpg');
  await page.getByLabel('Orientation').selectOption('landscape');
  const pages = await createAndDownload(page);
  expect(pages.map((p) => p.size)).toEqual(['842x595', '842x595']);
  expect(pages[0]!.cm).toEqual([720, 0, 0, 477, 61, 59]); // the photo first, centred
});

test('speaks Chinese and fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTool(page, 'zh-CN');
  await page.getByTestId('file-input').setInputFiles([PHOTO, STAMP]);
  await expect(page.getByTestId('image-pdf-row')).toHaveCount(2);
  await page.getByRole('button', { name: '生成 PDF' }).click();
  await expect(page.getByRole('link', { name: /images\.pdf/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/pdf-image-to-pdf-phone.png`, fullPage: true });
});
