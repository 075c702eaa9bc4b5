// Shared by the pdf-images e2e specs (pdf_to_image, pdf_batch_to_image, pdf_extract_image, ...).
import { expect, type Download, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

/** Width and height of a PNG (IHDR) or a JPEG (first SOF marker). */
export function imageSize(bytes: Uint8Array): { type: 'png' | 'jpg'; width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89 && bytes[1] === 0x50)
    return { type: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at < bytes.length) {
      const marker = bytes[at + 1] as number;
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { type: 'jpg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
      at += 2 + length;
    }
  }
  throw new Error('not a PNG or JPEG');
}

export async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(readFileSync((await download.path())!));
}

/** How many clearly dark pixels the result preview of `name` shows (0 for a blank page). */
export async function darkPixels(page: Page, name: string): Promise<number> {
  const img = page.getByRole('img', { name: new RegExp(`${name.replace(/[.]/g, '\\.')}`) });
  await expect(img).toBeVisible();
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i]! + data[i + 1]! + data[i + 2]!) / 3 < 100) dark++;
    return dark;
  });
}

/** A full-page screenshot for a look at the screen (SHOTS_DIR, default /tmp/shots/pdfimages). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots/pdfimages';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
