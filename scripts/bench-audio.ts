// Audio tools bench: our conversions run in Debian's Chromium as the audio worker runs them
// (packages/toolkit/src/audio/transcode.ts bundled for the browser: mediabunny + WebCodecs decoding,
// the LAME and FFmpeg-AAC wasm encoders), beside Debian's native ffmpeg on the same file with the same
// codec, rate, channels and bit rate, single-threaded like our worker. The input is a real
// recording: LibreOffice's gallery sounds (Debian's libreoffice-common, MPL-2.0) joined into one
// 44.1 kHz stereo track and encoded by ffmpeg as MP3 and M4A.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchAudioLong } from './bench-audio-long.ts';
import type { BenchRow } from './bench-types.ts';

const SOUNDS = '/usr/lib/libreoffice/share/gallery/sounds';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** About `minutes` of the gallery sounds end to end, as 44.1 kHz stereo MP3 and M4A. */
function makeInputs(dir: string, minutes: number): { mp3: string; m4a: string; length: number } {
  const files = readdirSync(SOUNDS)
    .filter((f) => f.endsWith('.wav'))
    .sort();
  const list = join(dir, 'list.txt');
  const lines: string[] = [];
  let length = 0;
  while (length < minutes * 60)
    for (const f of files) {
      lines.push(`file '${join(SOUNDS, f)}'`);
      const probe = spawnSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(SOUNDS, f)],
        {
          encoding: 'utf8',
        },
      );
      length += Number(probe.stdout.trim());
    }
  writeFileSync(list, lines.join('\n'));
  const wav = join(dir, 'joined.wav');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-ar',
    '44100',
    '-ac',
    '2',
    wav,
  ]);
  const mp3 = join(dir, 'in.mp3');
  const m4a = join(dir, 'in.m4a');
  execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '192k', mp3]);
  execFileSync('ffmpeg', ['-v', 'error', '-i', wav, '-c:a', 'aac', '-b:a', '160k', m4a]);
  return { mp3, m4a, length };
}

interface Case {
  name: string;
  input: 'mp3' | 'm4a';
  format: 'mp3' | 'm4a' | 'wav';
  /** ffmpeg's settings for the same output; for AAC also its fast coder (the default, twoloop, is slow). */
  ffmpegArgs: string[][];
}

const CASES: Case[] = [
  {
    name: 'audio_mp3_to_m4a',
    input: 'mp3',
    format: 'm4a',
    ffmpegArgs: [
      ['-c:a', 'aac', '-b:a', '160k'],
      ['-c:a', 'aac', '-aac_coder', 'fast', '-b:a', '160k'],
    ],
  },
  {
    name: 'audio_m4a_to_mp3',
    input: 'm4a',
    format: 'mp3',
    ffmpegArgs: [['-c:a', 'libmp3lame', '-b:a', '192k']],
  },
  { name: 'audio_mp3_to_wav', input: 'mp3', format: 'wav', ffmpegArgs: [['-c:a', 'pcm_s16le']] },
];

/** Best of `runs` wall-clock times of native ffmpeg (one thread) for the same conversion. */
function native(input: string, c: Case, args: string[], dir: string, runs: number): number {
  let best = Infinity;
  const out = join(dir, `native.${c.format}`);
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-threads', '1', '-i', input, ...args, out]);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const PAGE = `<!doctype html><script type="module">
import { runAudioJob } from '/transcode.js';
window.bench = async (url, name, format, bitrate) => {
  const blob = await (await fetch(url)).blob();
  const start = performance.now();
  const res = await runAudioJob({ files: [{ name, blob }], format, bitrate });
  return { ms: performance.now() - start, bytes: res.bytes.length, duration: res.duration };
};
</script>`;

/** CPU time (user + system, ms) of the descendants of a process (not itself), read from /proc. */
function treeCpuMs(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
      ticks.set(Number(entry), Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let sum = 0;
  for (const [pid, t] of ticks) if (inTree(pid)) sum += t;
  return sum * 10; // USER_HZ is 100 on Linux
}

/** CPU time (ms) native ffmpeg spends on one run, taken from bash's `times` for its children. */
function nativeCpuMs(args: string[]): number {
  const quoted = args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const out = execFileSync('bash', ['-c', `ffmpeg ${quoted} >/dev/null 2>&1; times`], { encoding: 'utf8' });
  const children = out.trim().split('\n')[1]!.split(/\s+/);
  const ms = (t: string) => {
    const [, m, s] = /(\d+)m([\d.]+)s/.exec(t)!;
    return (Number(m) * 60 + Number(s)) * 1000;
  };
  return ms(children[0]!) + ms(children[1]!);
}

const VIDEO_PAGE = `<!doctype html><script type="module">
import { handleToMp3Request } from '/to-mp3.js';
window.bench = async (url) => {
  const blob = await (await fetch(url)).blob();
  const file = new File([blob], 'in.mp4', { type: 'video/mp4' });
  const start = performance.now();
  const { result } = await handleToMp3Request({ kind: 'mp3', file, kbps: 192 }, { onProgress() {} });
  const ms = performance.now() - start;
  const hash = [...new Uint8Array(await crypto.subtle.digest('SHA-256', result.bytes))]
    .map((b) => b.toString(16).padStart(2, '0')).join('').slice(0, 16);
  return { ms, bytes: result.bytes.byteLength, hash };
};
</script>`;

/**
 * video_mp4_to_mp3: its worker's handler bundled for the browser, on an MP4 with the joined sounds
 * as 160 kbit/s AAC (and a small H.264 picture), to 192 kbit/s MP3; beside ffmpeg doing the same.
 * CPU time of the whole Chromium process tree and of ffmpeg (the machine is shared), best of 3.
 */
async function benchVideoMp3(dir: string, wavSeconds: number): Promise<BenchRow[]> {
  const wav = join(dir, 'joined.wav');
  const mp4 = join(dir, 'in.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=10', '-i', wav, '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '160k', mp4],
  ]);
  const bundle = join(dir, 'to-mp3.js');
  execFileSync('npx', [
    'esbuild',
    process.env.BENCH_MP3_HANDLER ?? 'apps/web/src/tools/audio_video/video_mp4_to_mp3/handler.ts',
    '--bundle',
    '--format=esm',
    '--platform=browser',
    '--external:worker_threads',
    `--outfile=${bundle}`,
    '--log-level=error',
  ]);
  const files: Record<string, [Uint8Array | string, string]> = {
    '/': [VIDEO_PAGE, 'text/html'],
    '/to-mp3.js': [readFileSync(bundle), 'text/javascript'],
    '/in.mp4': [readFileSync(mp4), 'video/mp4'],
  };
  const server = createServer((req, res) => {
    const file = files[req.url ?? '/'];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[1] });
    res.end(file[0]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // Playwright starts Chromium as a child of this process: its whole tree is our descendants.
    const pid = process.pid;
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => 'bench' in globalThis);
    let wall = Infinity;
    let cpu = Infinity;
    let last = { bytes: 0, hash: '' };
    for (let i = 0; i < 3; i++) {
      const before = treeCpuMs(pid);
      const r = await page.evaluate(
        (url) =>
          (
            globalThis as unknown as {
              bench: (u: string) => Promise<{ ms: number; bytes: number; hash: string }>;
            }
          ).bench(url),
        '/in.mp4',
      );
      cpu = Math.min(cpu, treeCpuMs(pid) - before);
      wall = Math.min(wall, r.ms);
      last = r;
    }
    const out = join(dir, 'native.mp3');
    const args = [
      '-v',
      'error',
      '-y',
      '-threads',
      '1',
      '-i',
      mp4,
      '-vn',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      out,
    ];
    let nativeWall = Infinity;
    let nativeCpu = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      nativeCpu = Math.min(nativeCpu, nativeCpuMs(args));
      nativeWall = Math.min(nativeWall, performance.now() - start);
    }
    return [
      {
        name: `video_mp4_to_mp3 ${Math.round(wavSeconds)} s AAC 44.1 kHz stereo → 192k`,
        ours: `${seconds(wall)} wall, ${seconds(cpu)} CPU`,
        reference: `${seconds(nativeWall)} wall, ${seconds(nativeCpu)} CPU ffmpeg -threads 1`,
        note: `${(cpu / nativeCpu).toFixed(2)}x native CPU, ${(wall / nativeWall).toFixed(2)}x wall; ${last.bytes} bytes, sha256 ${last.hash}`,
      },
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

export async function benchAudio(): Promise<BenchRow[]> {
  if (spawnSync('ffmpeg', ['-version']).error)
    return [{ name: 'audio', ours: '-', reference: 'ffmpeg not installed' }];
  // BENCH_AUDIO=long: only the 2-hour input through the built app, with the browser's memory.
  if (process.env.BENCH_AUDIO === 'long') return benchAudioLong();
  const dir = mkdtempSync(join(tmpdir(), 'audio-bench-'));
  try {
    const { mp3, m4a, length } = makeInputs(dir, 2);
    // BENCH_AUDIO=video: only the video_mp4_to_mp3 row.
    if (process.env.BENCH_AUDIO === 'video') return await benchVideoMp3(dir, length);
    const bundle = join(dir, 'transcode.js');
    execFileSync('npx', [
      'esbuild',
      'packages/toolkit/src/audio/transcode.ts',
      '--bundle',
      '--format=esm',
      '--platform=browser',
      '--external:worker_threads',
      `--outfile=${bundle}`,
      '--log-level=error',
    ]);
    const files: Record<string, [Uint8Array | string, string]> = {
      '/': [PAGE, 'text/html'],
      '/transcode.js': [readFileSync(bundle), 'text/javascript'],
      '/in.mp3': [readFileSync(mp3), 'audio/mpeg'],
      '/in.m4a': [readFileSync(m4a), 'audio/mp4'],
    };
    const server = createServer((req, res) => {
      const file = files[req.url ?? '/'];
      if (!file) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': file[1] });
      res.end(file[0]);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const rows: BenchRow[] = [];
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => 'bench' in globalThis);
      for (const c of CASES) {
        const bitrate = c.format === 'mp3' ? 192_000 : 160_000;
        let ours = Infinity;
        // The first run also compiles the wasm encoder: best of three.
        for (let i = 0; i < 3; i++) {
          const r = await page.evaluate(
            ([url, name, format, rate]) =>
              (globalThis as unknown as { bench: (...a: unknown[]) => Promise<{ ms: number }> }).bench(
                url,
                name,
                format,
                rate,
              ),
            [`/in.${c.input}`, `in.${c.input}`, c.format, bitrate] as const,
          );
          ours = Math.min(ours, r.ms);
        }
        const refs = c.ffmpegArgs.map((args) => native(c.input === 'mp3' ? mp3 : m4a, c, args, dir, 3));
        const fastest = Math.min(...refs);
        rows.push({
          name: `${c.name} ${Math.round(length)} s 44.1 kHz stereo`,
          ours: seconds(ours),
          reference: `${refs.map(seconds).join(' / ')} ffmpeg -threads 1${refs.length > 1 ? ' (twoloop / fast coder)' : ''}`,
          note: `${(ours / fastest).toFixed(2)}x the fastest native (Chromium page, best of 3)`,
        });
      }
    } finally {
      await browser.close();
      server.close();
    }
    return [...rows, ...(await benchVideoMp3(dir, length)), ...(await benchAudioLong())];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
