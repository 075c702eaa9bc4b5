import { expect, test } from '@playwright/test';
import { shot } from './pdf-images-helpers.ts';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { PDFDocument, PDFName, drawObject } from 'pdf-lib';
import { GHOSTSCRIPT, download, fixture } from './pdf-pages-helpers.ts';
import { bytesOf, imageSize } from './pdf-images-helpers.ts';

const PHOTO = readFileSync(fixture('../../image/__fixtures__/board-photo.jpg'));
const STAMP = readFileSync(fixture('../../image/__fixtures__/stamp.png'));

/** Page 1: the photo (JPEG); page 2: the stamp (PNG -> Flate); page 3: a JPEG 2000 image we cannot decode. */
async function album(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([600, 800]).drawImage(await doc.embedJpg(PHOTO), { x: 0, y: 0, width: 360, height: 240 });
  doc.addPage([600, 800]).drawImage(await doc.embedPng(STAMP), { x: 0, y: 0, width: 200, height: 200 });
  const jpx = doc.context.register(
    doc.context.stream(new Uint8Array([0, 0, 0, 12]), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 10,
      Height: 10,
      Filter: 'JPXDecode',
    }),
  );
  const third = doc.addPage([400, 300]);
  third.node.setXObject(PDFName.of('Im1'), jpx);
  third.pushOperators(drawObject('Im1'));
  return Buffer.from(await doc.save());
}

test('pdf_extract_image: JPEG as stored, PNG for the rest, undecodable pages rendered at 1.5', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_extract_image');
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: 'album.pdf', mimeType: 'application/pdf', buffer: await album() });
  // The count shows when the whole file is done, page 3 drawn at 1.5: more than 5 s on a busy machine.
  await expect(page.getByText(/2 images found/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/The images on page 3 are in a format/)).toBeVisible();
  await shot(page, 'pdf-extract-image');
  expect(Buffer.from(await bytesOf(await download(page, 'album-p1-1.jpg'))).equals(PHOTO)).toBe(true);
  expect(imageSize(await bytesOf(await download(page, 'album-p2-1.png')))).toEqual({
    type: 'png',
    width: 500,
    height: 500,
  });
  expect(imageSize(await bytesOf(await download(page, 'album-p3-page.png')))).toEqual({
    type: 'png',
    width: 600,
    height: 450,
  });

  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  await expect(page.getByText('PDF file [ghostscript-mixed-sizes.pdf] contains no images')).toBeVisible();
});

test('pdf_batch_extract_image: one folder per PDF, files without images listed', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/pdf_batch_extract_image');
  const buffer = await album();
  await page.getByTestId('file-input').setInputFiles([
    { name: 'one.pdf', mimeType: 'application/pdf', buffer },
    { name: 'ghostscript-mixed-sizes.pdf', mimeType: 'application/pdf', buffer: readFileSync(GHOSTSCRIPT) },
    { name: 'two.pdf', mimeType: 'application/pdf', buffer },
  ]);
  await page.getByRole('button', { name: 'Extract all images' }).click();
  // Failures are listed with the ZIP, once all three PDFs are done (page 3 of each album drawn at 1.5):
  // wait for the end of the batch itself, which on a busy machine takes longer than expect's 5 s.
  await expect(page.getByRole('link', { name: 'Download pdf-images.zip' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('PDF file [ghostscript-mixed-sizes.pdf] contains no images')).toBeVisible();
  const zip = unzipSync(await bytesOf(await download(page, 'pdf-images.zip')));
  expect(Object.keys(zip).sort()).toEqual([
    'one/one-p1-1.jpg',
    'one/one-p2-1.png',
    'one/one-p3-page.png',
    'two/two-p1-1.jpg',
    'two/two-p2-1.png',
    'two/two-p3-page.png',
  ]);
  expect(Buffer.from(zip['two/two-p1-1.jpg']!).equals(PHOTO)).toBe(true);
});
