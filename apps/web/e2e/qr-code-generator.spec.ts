import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';
const LOGO = fileURLToPath(new URL('../../../apps/web/public/favicon.svg', import.meta.url));

/** Reads the preview canvas's pixels and decodes them with jsQR. */
async function decodeCanvas(page: Page): Promise<string | null> {
  const image = await page.getByTestId('qr-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, pixels: Array.from(data.data) };
  });
  return jsQR(Uint8ClampedArray.from(image.pixels), image.width, image.height)?.data ?? null;
}

test('qr_code_generator previews a link live, with colours and a logo, and downloads PNG and SVG', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/qr_code_generator');
  await page.getByLabel('Size (pixels)').fill('240'); // small canvases keep the pixel hand-over quick
  await page.getByLabel('Web address (URL)').fill('example.com/hello?x=1');
  await expect.poll(() => decodeCanvas(page), { timeout: 15_000 }).toBe('https://example.com/hello?x=1');

  await page.getByLabel('Foreground').fill('#1d3f8f');
  await page.getByTestId('qr-logo-input').setInputFiles(LOGO);
  await expect(page.getByLabel('Error correction')).toHaveValue('H');
  await expect(page.getByLabel('Error correction')).toBeDisabled();
  await expect.poll(() => decodeCanvas(page), { timeout: 15_000 }).toBe('https://example.com/hello?x=1');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('qrcode.png');
  expect([...readFileSync((await png.path())!).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  const svgText = readFileSync((await svg.path())!, 'utf8');
  expect(svgText).toContain('fill="#1d3f8f"');
  expect(svgText).toContain('<image href="data:image/svg+xml;base64,');
  await page.screenshot({ path: `${SHOTS}/qr-code-generator-1280.png`, fullPage: true });
});

test('qr_code_generator encodes a Wi-Fi network with escaped characters (phone, dark)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'zh-CN'));
  await page.goto('/func/qr_code_generator');
  await page.getByLabel('尺寸（像素）').fill('240');
  await page.getByText('Wi-Fi', { exact: true }).click();
  await page.getByLabel('网络名称（SSID）').fill('Café;Guest');
  await page.getByLabel('密码').fill('a:b,c');
  await page.getByLabel('隐藏网络').check();
  await expect
    .poll(() => decodeCanvas(page), { timeout: 15_000 })
    .toBe('WIFI:T:WPA;S:Café\\;Guest;P:a\\:b\\,c;H:true;;');
  await page.screenshot({ path: `${SHOTS}/qr-code-generator-375-dark.png`, fullPage: true });
  await context.close();
});
