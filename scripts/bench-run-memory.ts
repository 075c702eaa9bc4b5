// One run of a built tool page in Chromium with the browser's memory sampled around it, shared by
// the long audio and video benches: click the run button, wait for the result's link, keep sampling
// a moment after (what the page keeps while it offers the file), then download the result and ask
// ffprobe about it.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** What a measured run gives: time (ms), memory in bytes (before, peak, end), the output's facts. */
export interface MemoryRun {
  ms: number;
  before: number;
  peak: number;
  end: number;
  /** The peak of `extra` over the run (e.g. the page's JS heap), 0 without it. */
  peakExtra: number;
  /** Bytes of the downloaded result. */
  output: number;
  /** What `ffprobe -v warning` said of the output (empty: a clean file). */
  warnings: string;
}

export interface MemoryRunOptions {
  /** The run button's accessible name. */
  button: string;
  /** The result's download link. */
  link: RegExp;
  /** Where the result is saved. */
  out: string;
  /** Resident memory of the browser now, bytes. */
  rss: () => number;
  /** A second figure sampled alongside (bytes), e.g. the page's JS heap through CDP. */
  extra?: () => Promise<number>;
  /** Called once the result shows, before the download (e.g. to check its player). */
  whenShown?: () => Promise<void>;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the page's tool once, sampling memory every 500 ms from the click to 2 s after the result. */
export async function measureRun(page: Page, o: MemoryRunOptions): Promise<MemoryRun> {
  const before = o.rss();
  const samples: number[] = [before];
  let peakExtra = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      samples.push(o.rss());
      if (o.extra) peakExtra = Math.max(peakExtra, await o.extra());
      await sleep(500);
    }
  })();
  const start = performance.now();
  await page.getByRole('button', { name: o.button, exact: true }).click();
  const link = page.getByRole('link', { name: o.link });
  await link.waitFor({ state: 'visible', timeout: o.timeoutMs ?? 60 * 60_000 });
  const ms = performance.now() - start;
  await sleep(2000);
  running = false;
  await sampler;
  const end = o.rss();
  await o.whenShown?.();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  await download.saveAs(o.out);
  const warnings = execFileSync('ffprobe', ['-v', 'warning', '-i', o.out], { stdio: 'pipe' }).toString();
  return {
    ms,
    before,
    peak: Math.max(...samples),
    end,
    peakExtra,
    output: statSync(o.out).size,
    warnings: warnings.trim(),
  };
}
