// Video bench, long input (`BENCH_VIDEO=long`, issue 18: memory flat for a 1 GB video when it is
// re-encoded): the video2 page (compress: decode, scale, H.264 encode) and the video_mp4_to_mp3 page
// of the built web app in Debian's Chromium on a ≈1 GB MP4, with the browser's resident memory (all
// processes) sampled every 500 ms around each run, beside Debian's ffmpeg doing the same on the same
// file. The input is made at bench time from a real video of the e2e fixtures (Big Buck Bunny,
// © Blender Foundation, CC BY 3.0): its 2 s re-encoded at near-lossless quality (so that 1 GB is
// minutes, not hours, of picture) with its sound as stereo AAC, then looped by `ffmpeg -stream_loop`
// with `-c copy` up to the size. Nothing of it is committed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserRss, openDiskProfile, serveBuiltApp } from './bench-browser.ts';
import { measureRun, type MemoryRun } from './bench-run-memory.ts';
import type { BenchRow } from './bench-types.ts';

const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const FIXTURE = join(import.meta.dirname, '../apps/web/e2e/fixtures/video/rotate-buck-bunny.mp4');
/** Size of the long input (`VIDEO_LONG_MB`), MiB. */
const LONG_MB = Number(process.env.VIDEO_LONG_MB ?? 1024);

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);

/** The long input, cached in `VIDEO_BENCH_DIR` (default /tmp/toolbox-bench-video). */
function makeLongInput(): string {
  const dir = process.env.VIDEO_BENCH_DIR ?? join(tmpdir(), 'toolbox-bench-video');
  mkdirSync(dir, { recursive: true });
  const segment = join(dir, 'bunny-q1.mp4');
  const long = join(dir, `bunny-${LONG_MB}.mp4`);
  if (!existsSync(segment))
    ffmpeg([
      ...['-i', FIXTURE, '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '1', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-ac', '2', '-b:a', '160k', segment],
    ]);
  if (!existsSync(long)) {
    const loops = Math.ceil((LONG_MB * MiB) / statSync(segment).size);
    ffmpeg([
      ...['-stream_loop', String(loops - 1), '-i', segment, '-c', 'copy'],
      ...['-movflags', '+faststart', long],
    ]);
  }
  return long;
}

function duration(path: string, stream?: 'a' | 'v'): number {
  const args = stream
    ? ['-select_streams', `${stream}:0`, '-show_entries', 'stream=duration']
    : ['-show_entries', 'format=duration'];
  const out = execFileSync('ffprobe', ['-v', 'error', ...args, '-of', 'csv=p=0', path]);
  return Number(out.toString().trim());
}

function videoKbps(path: string): number {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=bit_rate,width,height'],
    ...['-of', 'csv=p=0', path],
  ]);
  return Number(out.toString().trim().split(',')[2]) / 1000;
}

function size(path: string): string {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'],
    ...['-of', 'csv=s=x:p=0', path],
  ]);
  return out.toString().trim();
}

/** Wall time (ms) of native ffmpeg on `args` (its default threads: both cores, as the browser's codecs). */
function timed(args: string[]): number {
  const start = performance.now();
  ffmpeg(args);
  return performance.now() - start;
}

interface Case {
  code: string;
  button: string;
  suffix: string;
  /** ffmpeg doing the same as the page did (read from its output): its argument lists, labelled. */
  native: (input: string, ours: string, out: string) => Array<[string, string[]]>;
  /** The output's stream whose length is compared with the input's. */
  stream: 'a' | 'v';
}

const CASES: Case[] = [
  {
    code: 'video2',
    button: 'Compress video',
    suffix: '_compressed.mp4',
    stream: 'v',
    native: (input, ours, out) => {
      const [w, h] = size(ours).split('x');
      const common = ['-i', input, '-vf', `scale=${w}:${h}`, '-c:v', 'libx264'];
      const tail = ['-b:v', `${Math.round(videoKbps(ours))}k`, '-c:a', 'aac', '-b:a', '96k', out];
      // Chromium encodes H.264 with OpenH264; Debian's ffmpeg is built without libopenh264 (its
      // encoders: libx264 and hardware ones), so x264's fastest and default presets stand beside it.
      return [
        ['x264 ultrafast', [...common, '-preset', 'ultrafast', ...tail]],
        ['x264 default (medium)', [...common, ...tail]],
      ];
    },
  },
  {
    code: 'video_mp4_to_mp3',
    button: 'Extract MP3',
    suffix: '.mp3',
    stream: 'a',
    native: (input, _ours, out) => [
      [
        '-threads 1 libmp3lame',
        ['-threads', '1', '-i', input, '-vn', '-c:a', 'libmp3lame', '-b:a', '192k', out],
      ],
    ],
  },
];

async function runInBrowser(url: string, c: Case, input: string, out: string): Promise<MemoryRun> {
  const { page, pid, close } = await openDiskProfile('video-long', `${url}/func/${c.code}`);
  try {
    const rss = () => (pid ? browserRss(pid) * MiB : 0);
    await page.getByTestId('file-input').setInputFiles(input);
    await page
      .locator('.video-kit-frame img')
      .first()
      .waitFor({ timeout: 10 * 60_000 });
    await new Promise((r) => setTimeout(r, 2000));
    const name = `bunny-${LONG_MB}${c.suffix}`.replace(/\./g, '\\.');
    return await measureRun(page, { button: c.button, link: new RegExp(name), out, rss });
  } finally {
    await close();
  }
}

/** The long-input rows (`BENCH_VIDEO=long`); `BENCH_VIDEO_CASES=video2,video_mp4_to_mp3` picks cases. */
export async function benchVideoLong(): Promise<BenchRow[]> {
  const input = makeLongInput();
  const picked = process.env.BENCH_VIDEO_CASES?.split(',');
  const inLength = duration(input);
  const { base, data, stop } = await serveBuiltApp('video-long');
  const rows: BenchRow[] = [];
  try {
    for (const c of CASES.filter((k) => !picked || picked.includes(k.code))) {
      const out = join(data, `ours${c.suffix}`);
      const run = await runInBrowser(base, c, input, out);
      const lengthOff = Math.abs(duration(out, c.stream) - duration(input, c.stream));
      const refs = c
        .native(input, out, join(data, `native${c.suffix}`))
        .map(([label, args]) => [label, timed(args)] as const);
      const kbps = c.stream === 'v' ? Math.round(videoKbps(out)) : 0;
      rmSync(out, { force: true });
      rmSync(join(data, `native${c.suffix}`), { force: true });
      const fastest = Math.min(...refs.map(([, ms]) => ms));
      rows.push({
        name: `${c.code} ${mib(statSync(input).size)} MP4 (${inLength.toFixed(0)} s 1080×1920 24 fps H.264, AAC stereo 48 kHz)`,
        ours: `${(run.ms / 1000).toFixed(1)} s, output ${mib(run.output)}${kbps ? ` (picture ${kbps} kbit/s)` : ''}; browser RSS ${mib(run.before)} before, peak ${mib(run.peak)} (+${mib(run.peak - run.before)}), ${mib(run.end)} at the end`,
        reference: refs.map(([label, ms]) => `ffmpeg ${label} ${(ms / 1000).toFixed(1)} s`).join(', '),
        note: [
          `${(run.ms / fastest).toFixed(2)}x the fastest native`,
          run.warnings ? `ffprobe: ${run.warnings}` : 'ffprobe clean',
          `${c.stream === 'a' ? 'sound' : 'picture'} length within ${lengthOff.toFixed(3)} s`,
        ].join(', '),
      });
    }
    return rows;
  } finally {
    await stop();
  }
}
