// Video bench (issue 18): a large H.264/AAC MP4 cut by the video_cut page (key-frame mode over the
// whole length, so every packet is copied into an output as large as the input) in Debian's Chromium
// against our built web app, beside native ffmpeg doing the same copy of the same file. The output
// streams into an OPFS file in the worker, so the browser's memory should not grow with the file:
// two sizes, each in a fresh browser, with its resident memory (all processes) sampled every 500 ms.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { browserRss, openDiskProfile, serveBuiltApp } from './bench-browser.ts';
import { measureRun, type MemoryRun } from './bench-run-memory.ts';
import type { BenchRow } from './bench-types.ts';

/** One generated segment: 80 s of 720p30 test picture at 20 Mbit/s with a 48 kHz AAC tone, ≈186 MB. */
const SEGMENT_SECONDS = 80;
/** The large input is this many segments end to end (≈1.1 GB). */
const LARGE_SEGMENTS = 6;
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

/** The two inputs (cached in `VIDEO_BENCH_DIR`, default /tmp/toolbox-bench-video): one segment and six. */
function makeInputs(): { small: string; large: string } {
  const dir = process.env.VIDEO_BENCH_DIR ?? join(tmpdir(), 'toolbox-bench-video');
  mkdirSync(dir, { recursive: true });
  const small = join(dir, 'segment.mp4');
  const large = join(dir, `large-${LARGE_SEGMENTS}.mp4`);
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
  if (!existsSync(small))
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(SEGMENT_SECONDS), '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-b:v', '20M', '-maxrate', '20M', '-bufsize', '40M', '-g', '60', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart', small],
    ]);
  if (!existsSync(large)) {
    const list = join(dir, 'list.txt');
    writeFileSync(list, `file '${small}'\n`.repeat(LARGE_SEGMENTS));
    ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', large]);
  }
  return { small, large };
}

function duration(path: string): number {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    path,
  ]);
  return Number(out.toString().trim());
}

/** ffmpeg's own copy of the whole length (what our key-frame cut from 0 to the end does). */
function ffmpegCut(input: string, out: string): number {
  const start = performance.now();
  execFileSync(
    'ffmpeg',
    ['-y', '-v', 'error', '-ss', '0', '-i', input, '-t', String(duration(input))].concat([
      '-map',
      '0',
      '-c',
      'copy',
      out,
    ]),
  );
  return performance.now() - start;
}

/** One cut in the browser: its time, memory in bytes (before the run, peak, at the end), the output. */
interface Run extends MemoryRun {
  lengthOff: number;
  /** The result's player on the page read the file's length and showed a frame a second before its end. */
  played: boolean;
}

/** Whether the page's result player opens the output and shows its last second (the index is at the end). */
async function playsToTheEnd(page: Page): Promise<boolean> {
  // Plain script text: it runs in the page (this project compiles without the DOM lib).
  return (await page.evaluate(`new Promise((resolve) => {
    const video = document.querySelector('video.video-kit-result');
    if (!video) return resolve(false);
    const seek = () => {
      video.addEventListener('seeked', () => resolve(video.readyState >= 2), { once: true });
      video.currentTime = Math.max(0, video.duration - 1);
    };
    video.addEventListener('error', () => resolve(false), { once: true });
    if (video.readyState >= 1) seek();
    else video.addEventListener('loadedmetadata', seek, { once: true });
    setTimeout(() => resolve(false), 60000);
  })`)) as boolean;
}

async function cutInBrowser(url: string, input: string, out: string): Promise<Run> {
  const { context, page, pid, close } = await openDiskProfile('video', `${url}/func/video_cut`);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const rss = () => (pid ? browserRss(pid) * MiB : 0);
    await page.getByTestId('file-input').setInputFiles(input);
    await page.locator('.video-kit-frame img').first().waitFor({ timeout: 120_000 });
    await page.getByText('Snap to key frames').click();
    let played = false;
    const run = await measureRun(page, {
      button: 'Cut video',
      link: /_cut\.mp4/,
      out,
      rss,
      extra: heap,
      whenShown: async () => void (played = await playsToTheEnd(page)),
      timeoutMs: 30 * 60_000,
    });
    return { ...run, lengthOff: Math.abs(duration(out) - duration(input)), played };
  } finally {
    await close();
  }
}

export async function benchVideo(): Promise<BenchRow[]> {
  // BENCH_VIDEO=long: only the re-encodes of a 1 GB input (video2, video_mp4_to_mp3), with memory.
  if (process.env.BENCH_VIDEO === 'long') return (await import('./bench-video-long.ts')).benchVideoLong();
  const inputs = makeInputs();
  const { base, data, stop } = await serveBuiltApp('video');
  const rows: BenchRow[] = [];
  try {
    for (const [label, input] of Object.entries(inputs)) {
      const size = mib(statSync(input).size);
      const run = await cutInBrowser(base, input, join(data, `${label}_cut.mp4`));
      rmSync(join(data, `${label}_cut.mp4`), { force: true });
      const reference = ffmpegCut(input, join(data, `${label}_ffmpeg.mp4`));
      rmSync(join(data, `${label}_ffmpeg.mp4`), { force: true });
      rows.push(
        {
          name: `video_cut key frames, whole ${size} MP4, time`,
          ours: `${(run.ms / 1000).toFixed(1)} s in Chromium (worker, output ${mib(run.output)})`,
          reference: `ffmpeg -c copy ${(reference / 1000).toFixed(1)} s`,
          note: [
            run.warnings ? `ffprobe: ${run.warnings}` : 'ffprobe clean',
            `length within ${run.lengthOff.toFixed(3)} s`,
            run.played ? 'plays and seeks to its end in the page' : 'the page player failed',
          ].join(', '),
        },
        {
          name: `video_cut key frames, whole ${size} MP4, browser memory`,
          ours: `${mib(run.before)} before, peak ${mib(run.peak)}, ${mib(run.end)} at the end`,
          reference: `page JS heap peak ${mib(run.peakExtra)}`,
          note: 'all browser processes (RSS); flat: not growing with the file',
        },
      );
    }
    return rows;
  } finally {
    await stop();
  }
}
