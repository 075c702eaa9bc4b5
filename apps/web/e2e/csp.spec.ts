import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Everything runs under the server's Content-Security-Policy: the pages, their workers and wasm.
// A violation shows up as a `securitypolicyviolation` event in the page, and (for workers too) as a
// console message; either fails the test, and so does a tool that stops working.

const toolkit = (path: string) =>
  fileURLToPath(new URL(`../../../packages/toolkit/src/${path}`, import.meta.url));
const GHOSTSCRIPT = toolkit('pdf/__fixtures__/ghostscript-mixed-sizes.pdf'); // 3 pages
const PDFLIB = toolkit('pdf/__fixtures__/pdflib-two-pages.pdf'); // 2 pages
const PHOTO = toolkit('image/__fixtures__/board-photo.jpg');
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A TCP port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** Collects every CSP violation the page, its frames and its workers report. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    localStorage.setItem('toolbox.lang', 'en');
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation;
      void report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) seen.push(`console: ${text}`);
  });
  return seen;
}

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
});

test('the home page and tools with workers and wasm work without a single violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);

  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'Search tools' })).toBeVisible();

  // pdf_merge: pdf.js (its worker, wasm, fonts) draws thumbnails; pdf-lib merges in a worker.
  await page.goto('/func/pdf_merge');
  await page.getByTestId('file-input').setInputFiles([GHOSTSCRIPT, PDFLIB]);
  await expect(page.getByTestId('page-count')).toHaveText(['3 pages', '2 pages']);
  await page.getByRole('button', { name: 'Merge PDF' }).click();
  await expect(page.getByRole('link', { name: 'Download merged.pdf' })).toBeVisible();

  // pdf_to_image: pages drawn by pdf.js onto canvases, handed out as blob: links.
  await page.goto('/func/pdf_to_image');
  await page.getByTestId('file-input').setInputFiles(GHOSTSCRIPT);
  await expect(page.getByTestId('page-count')).toHaveText('3 pages');
  await page.getByRole('button', { name: 'Convert to images' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Results' })
      .getByRole('link', { name: /^Download ghostscript-mixed-sizes-\d\.png$/ }),
  ).toHaveCount(3);
  await expect(page.getByRole('img').first()).toBeVisible();

  // image_compress: MozJPEG compiled to wasm, in a worker.
  await page.goto('/func/image_compress');
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  await expect(page.getByText('1 image selected')).toBeVisible();
  await page.getByText('JPG (MozJPEG)', { exact: true }).click();
  await page.getByLabel('Target size').fill('60');
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('KB');
  await page.getByRole('button', { name: 'Compress', exact: true }).click();
  await expect(page.locator('.result-note')).toContainText('Within target', { timeout: 60_000 });

  // text_compare: the diff runs in a worker.
  await page.goto('/func/text_compare');
  await page.getByLabel('Original', { exact: true }).fill('The quick brown fox\njumps over the dog');
  await page.getByLabel('Changed', { exact: true }).fill('The quick red fox\njumps over the dog');
  await expect(page.getByTestId('diff-status')).toHaveText(
    '0 added · 0 removed · 1 changed · 1 unchanged lines',
  );

  // file_base64_trans: a decoded image previews from a blob: URL.
  await page.goto('/func/file_base64_trans');
  await page.getByTestId('file-input').setInputFiles(PHOTO);
  await expect(page.getByTestId('encode-summary')).toContainText('board-photo.jpg');

  expect(violations).toEqual([]);
});

test.describe('the server pages (cn edition, dev pages on)', () => {
  // The QR confirm and video-ad stand-ins exist in the cn edition only: a second server of our own.
  let server: ChildProcess | undefined;
  let base = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'toolbox-e2e-csp-'));
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        EDITION: 'cn',
        DEV_OUTBOX: '1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    });
    await expect
      .poll(
        () =>
          fetch(`${base}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 100_000 },
      )
      .toBe(200);
    expect(server.exitCode, 'our cn server answers, not another on its port').toBe(null);
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('run their own inline script and style under the policy', async ({ page }) => {
    const violations = await watchViolations(page);

    // The stand-in video ad counts down in its inline script, styled by its inline style.
    await page.goto(`${base}/dev/video-ad?code=csp-check`);
    await expect(page.locator('#ad')).toHaveText('✓', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: /Claim reward/ })).toBeEnabled();
    expect(await page.locator('#ad').evaluate((el) => getComputedStyle(el).height)).toBe('180px');

    // The QR confirm page's buttons call the API from its inline script (an unknown code: its message).
    await page.goto(`${base}/dev/qr-confirm?id=csp-check`);
    await page.getByRole('button', { name: /Scan/ }).click();
    await expect(page.locator('#status')).not.toHaveText('Waiting…');
    expect(await page.locator('#status').evaluate((el) => getComputedStyle(el).borderRadius)).toBe('4px');

    // The outbox and the sandbox cashier (an unknown trade: the page and its style only).
    await page.goto(`${base}/dev/outbox`);
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('760px');
    await page.goto(`${base}/sandbox-pay/no-such-trade`);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('440px');

    expect(violations).toEqual([]);
  });
});
