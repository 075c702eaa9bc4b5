// HEIC bench: a real 12 MP iPhone HEIC (grid of 48 tiles, rotated by irot) decoded and written as a
// quality-90 JPEG with its EXIF, beside Debian's native `heif-convert` (libheif + libde265 + libjpeg,
// threads on every core) on the same file, in the same run:
// - in Chromium (Debian's, via Playwright) on the built image_heic_trans page: the real path, the
//   tiles shared between the HEIC worker and its helper, JPEG by the browser's encoder; the first
//   file (workers start, wasm compiles) and the next ones;
// - in Node, one thread, MozJPEG (what the worker does when the smallest file is asked for);
// - bytes and luma SSIM of each JPEG against the decoded pixels (libheif's, which all three share).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ssim } from '../apps/server/src/modules/enlarge/metrics.ts';
import { serveBuiltApp } from './bench-browser.ts';
import type { BenchRow } from './bench-types.ts';
import { loadNodeCodecs, loadNodeLibHeif } from '@toolbox/toolkit/node';
import { openHeic, withJpegMetadata, type Pixels } from '@toolbox/toolkit/image';

const FIXTURE = new URL(
  '../packages/toolkit/src/image/__fixtures__/meta/iphone-12mp-rotated.heic',
  import.meta.url,
);
const RUNS = 5;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

async function decoded(bytes: Uint8Array): Promise<Pixels> {
  const file = openHeic(await loadNodeLibHeif(), bytes);
  if (typeof file === 'string') throw new Error(file);
  const image = await file.decode(0);
  file.close();
  if (typeof image === 'string') throw new Error(image);
  return image.pixels;
}

/** Our one-thread path in Node: libheif-js decode + MozJPEG (progressive 4:4:4 at q90). */
async function nodeOurs(bytes: Uint8Array) {
  const codecs = await loadNodeCodecs();
  const start = performance.now();
  const file = openHeic(await loadNodeLibHeif(), bytes);
  if (typeof file === 'string') throw new Error(file);
  const image = await file.decode(0);
  file.close();
  if (typeof image === 'string') throw new Error(image);
  const decodedAt = performance.now();
  const jpeg = withJpegMetadata(await codecs.encoders.jpeg(image.pixels, 90), image).bytes;
  return { ms: performance.now() - start, decode: decodedAt - start, jpeg };
}

function hasNative(): string | null {
  return spawnSync('heif-convert', ['--help']).error
    ? 'heif-convert not installed (apt-get install libheif-examples)'
    : null;
}

/** One heif-convert run: its time and its JPEG. */
function native(path: string): { ms: number; jpeg: Uint8Array } {
  const dir = mkdtempSync(join(tmpdir(), 'heic-bench-'));
  try {
    const out = join(dir, 'out.jpg');
    const start = performance.now();
    execFileSync('heif-convert', ['-q', '90', path, out], { stdio: 'ignore' });
    const ms = performance.now() - start;
    return { ms, jpeg: new Uint8Array(readFileSync(out)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One conversion on the page: pick the file, convert, wait for its download link. Timed in the page,
 * from the click event to the first frame after the link gets its address (a MutationObserver):
 * Playwright's own wait polls every 500 ms once a second has passed, which added 0-0.5 s to each
 * figure before.
 * `waited` is Node's time from before the click to the end of that wait, for comparison.
 */
async function convertOnPage(page: Page, name: string, buffer: Buffer) {
  await page
    .getByTestId('file-input')
    .setInputFiles({ name: `${name}.heic`, mimeType: 'image/heic', buffer });
  await page.evaluate(`(() => {
    const t = (window.__heicBench = { clicked: 0, linked: 0 });
    document.addEventListener('click', () => (t.clicked = performance.now()), { capture: true, once: true });
    const link = 'a[download=${JSON.stringify(`${name}.jpg`)}][href]';
    const watch = new MutationObserver(() => {
      if (!document.querySelector(link)) return;
      watch.disconnect();
      requestAnimationFrame(() => (t.linked = performance.now())); // the frame that shows it
    });
    watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['href'] });
  })()`);
  const start = performance.now();
  await page.getByRole('button', { name: 'Convert to JPG' }).click();
  await page
    .getByRole('link', { name: new RegExp(`^Download ${name}\\.jpg`) })
    .waitFor({ state: 'visible', timeout: 5 * 60_000 });
  const waited = performance.now() - start;
  await page.waitForFunction('window.__heicBench.linked > 0');
  const t = (await page.evaluate('window.__heicBench')) as { clicked: number; linked: number };
  if (!t.clicked || !t.linked) throw new Error(`no in-page timing for ${name}`);
  return { ms: t.linked - t.clicked, waited };
}

/**
 * Our page in Chromium, each conversion right after a heif-convert run on the same file (when it is
 * installed), so both see the same machine load: the ratio is taken pair by pair.
 */
async function chromiumOurs(path: string, withNative: boolean) {
  const buffer = readFileSync(path);
  const { base, stop } = await serveBuiltApp('heic');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(`
      localStorage.setItem('toolbox.lang', 'en');
      localStorage.setItem('ACCEPT_COOKIE', '1');
    `);
    await page.goto(`${base}/func/image_heic_trans`);
    const pairs: Array<{ ours: number; waited: number; native?: { ms: number; jpeg: Uint8Array } }> = [];
    for (let i = 0; i <= RUNS; i++) {
      const ref = withNative ? native(path) : undefined;
      const { ms, waited } = await convertOnPage(page, i ? `next-${i}` : 'first', buffer);
      pairs.push({ native: ref, ours: ms, waited });
    }
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: new RegExp(`^Download next-${RUNS}\\.jpg`) }).click(),
    ]);
    return { pairs, jpeg: new Uint8Array(readFileSync((await file.path())!)) };
  } finally {
    await browser.close();
    await stop();
  }
}

/** Bytes and luma SSIM of a JPEG against the decoded picture. */
async function quality(jpeg: Uint8Array, reference: Pixels): Promise<string> {
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  return `${kb(jpeg.length)}, SSIM ${ssim(reference, pixels).toFixed(4)}`;
}

export async function benchHeic(): Promise<BenchRow[]> {
  const path = FIXTURE.pathname;
  const bytes = new Uint8Array(readFileSync(path));
  const missing = hasNative();
  const { pairs, jpeg } = await chromiumOurs(path, !missing);
  const [first, ...next] = pairs;
  const refs = pairs.flatMap((p) => (p.native ? [p.native.ms] : []));
  const refText = missing ?? `${seconds(median(refs))} (median of ${refs.map(seconds).join(', ')})`;
  const ratio = (ps: typeof pairs) =>
    missing ? '' : ` = ${median(ps.map((p) => p.ours / p.native!.ms)).toFixed(1)}× heif-convert`;
  const nextText = `${seconds(median(next.map((p) => p.ours)))} (median of ${next.map((p) => seconds(p.ours)).join(', ')})`;
  await nodeOurs(bytes); // compiles the wasm
  const node = await nodeOurs(bytes);
  const reference = await decoded(bytes);
  const nodeRef = missing ? undefined : native(path);
  return [
    {
      name: 'heic 12 MP → JPEG q90 in Chromium, first file',
      ours: `${seconds(first!.ours)}${ratio([first!])}`,
      reference: refText,
      note: 'image_heic_trans page: workers start, libheif wasm compiles in both',
    },
    {
      name: 'heic 12 MP → JPEG q90 in Chromium, next files',
      ours: `${nextText}${ratio(next)}`,
      reference: refText,
      note: `tiles in 2 workers, JPEG by the browser (libjpeg-turbo); heif-convert -q 90 run just before each; timed in the page (Playwright's polling wait: median ${seconds(median(next.map((p) => p.waited)))})`,
    },
    {
      name: 'heic 12 MP → JPEG q90 in Node, one thread, MozJPEG',
      ours: `${seconds(node.ms)} (decode ${seconds(node.decode)})${nodeRef ? ` = ${(node.ms / nodeRef.ms).toFixed(1)}× heif-convert` : ''}`,
      reference: missing ?? `${seconds(nodeRef!.ms)} (run just after)`,
      note: 'the worker path when the smallest file is asked for, without the helper worker',
    },
    {
      name: 'heic 12 MP → JPEG q90, bytes and luma SSIM to the decoded picture',
      ours: `Chromium ${await quality(jpeg, reference)}; MozJPEG ${await quality(node.jpeg, reference)}`,
      reference: nodeRef ? `heif-convert ${await quality(nodeRef.jpeg, reference)}` : missing!,
    },
  ];
}
