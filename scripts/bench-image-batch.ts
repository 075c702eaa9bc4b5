// Batch bench (issue 16): 100 real photos resized in one batch by the image_size_adjust page, in
// Debian's Chromium against our built web app. Ours: the page's responsiveness (long tasks on the main
// thread, from a PerformanceObserver the page carries from its first script) and its memory over the
// run (the page's JS heap and the whole browser's resident memory, sampled every 250 ms), beside the
// same 100 resizes done by sharp (libvips) in Node. Targets: no main-thread task over 200 ms, and
// memory that does not grow with the number of files (each photo decoded, resized and released).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { browserPidOf, browserRss, serveBuiltApp } from './bench-browser.ts';
import type { BenchRow } from './bench-types.ts';

const root = join(import.meta.dirname, '..');
const fixtures = join(root, 'packages/toolkit/src/image/__fixtures__');
// Real photos from the image fixtures (sources in their SOURCES.md): two phone photos with EXIF
// rotation, a board photo and a Nikon photo with GPS, 0.3 to 2.2 megapixels each.
const PHOTOS = ['formats/Portrait_6.jpg', 'formats/Landscape_8.jpg', 'board-photo.jpg', 'nikon-gps.jpg'];
const FILES = 100;
const LONG_EDGE = 1280;

async function sharpReference(inputs: Buffer[]): Promise<number> {
  const start = performance.now();
  for (const input of inputs)
    await sharp(input)
      .rotate()
      .resize(LONG_EDGE, LONG_EDGE, { fit: 'inside' })
      .jpeg({ quality: 82 })
      .toBuffer();
  return performance.now() - start;
}

export async function benchImageBatch(): Promise<BenchRow[]> {
  const inputs = Array.from({ length: FILES }, (_, i) =>
    readFileSync(join(fixtures, PHOTOS[i % PHOTOS.length]!)),
  );
  const { base, stop } = await serveBuiltApp('batch');
  const marker = `image-batch-${process.pid}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The marker finds this browser's process among the machine's (Playwright does not say its pid).
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--bench-marker=${marker}`],
  });
  try {
    const page = await browser.newPage();
    // Plain script text: it runs in the page, before the app's first script.
    await page.addInitScript(`
      localStorage.setItem('toolbox.lang', 'en');
      localStorage.setItem('ACCEPT_COOKIE', '1');
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    `);
    await page.goto(`${base}/func/image_size_adjust`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1024 / 1024;
    };
    const browserPid = browserPidOf(marker);
    await page.getByTestId('file-input').setInputFiles(
      inputs.map((buffer, i) => ({
        name: `photo-${String(i + 1).padStart(3, '0')}.jpg`,
        mimeType: 'image/jpeg',
        buffer,
      })),
    );
    await page.getByRole('tab', { name: 'Long edge' }).click();
    await page.getByLabel('Long edge (pixels)').fill(String(LONG_EDGE));
    // Measured from here: the page before the run, then every 250 ms until the ZIP is offered.
    const heapBefore = await heap();
    const rssBefore = browserPid ? browserRss(Number(browserPid)) : 0;
    await page.evaluate('window.__longTasks.length = 0');
    const samples: { heap: number; rss: number }[] = [];
    let running = true;
    const sampler = (async () => {
      while (running) {
        samples.push({ heap: await heap(), rss: browserPid ? browserRss(Number(browserPid)) : 0 });
        await new Promise((r) => setTimeout(r, 250));
      }
    })();
    const start = performance.now();
    await page.getByRole('button', { name: `Resize ${FILES} images` }).click();
    await page
      .getByRole('button', { name: `Download ZIP (${FILES} files)` })
      .waitFor({ state: 'visible', timeout: 15 * 60_000 });
    const ms = performance.now() - start;
    running = false;
    await sampler;
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    // Memory at a quarter of the run against the end: flat means the later files did not add up.
    const quarter = samples[Math.floor(samples.length / 4)] ?? samples[0]!;
    const last = samples.at(-1)!;
    const peakHeap = Math.max(...samples.map((s) => s.heap));
    const peakRss = Math.max(...samples.map((s) => s.rss));
    const longest = tasks.length ? Math.max(...tasks) : 0;
    const over200 = tasks.filter((d) => d > 200).length;
    const reference = await sharpReference(inputs);
    const mb = (n: number) => `${n.toFixed(0)} MiB`;
    return [
      {
        name: `image_size_adjust ${FILES} photos to ${LONG_EDGE} px, main thread`,
        ours: `longest task ${longest.toFixed(0)} ms, ${over200} over 200 ms (${tasks.length} over 50 ms)`,
        reference: 'target: none over 200 ms',
      },
      {
        name: `image_size_adjust ${FILES} photos, page JS heap`,
        ours: `${mb(heapBefore)} before, ${mb(quarter.heap)} at 1/4, ${mb(last.heap)} at the end, peak ${mb(peakHeap)}`,
        reference: 'flat: the end within a few MiB of 1/4 (the ZIP holds the outputs)',
      },
      {
        name: `image_size_adjust ${FILES} photos, browser resident memory`,
        ours: `${mb(rssBefore)} before, ${mb(quarter.rss)} at 1/4, ${mb(last.rss)} at the end, peak ${mb(peakRss)}`,
        reference: `inputs ${mb(inputs.reduce((n, b) => n + b.length, 0) / 1024 / 1024)} in all`,
      },
      {
        name: `image_size_adjust ${FILES} photos, time`,
        ours: `${(ms / 1000).toFixed(1)} s in Chromium (workers)`,
        reference: `sharp ${(reference / 1000).toFixed(1)} s (Node, libvips)`,
      },
    ];
  } finally {
    await browser.close();
    await stop();
  }
}
