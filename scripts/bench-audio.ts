// Audio tools bench: our conversions run in Debian's Chromium as the audio worker runs them
// (packages/toolkit/src/audio/transcode.ts bundled for the browser: mediabunny + WebCodecs decoding,
// the LAME and FFmpeg-AAC wasm encoders), beside Debian's native ffmpeg on the same file with the same
// codec, rate, channels and bit rate, single-threaded like our worker. The input is a real
// recording: LibreOffice's gallery sounds (Debian's libreoffice-common, MPL-2.0) joined into one
// 44.1 kHz stereo track and encoded by ffmpeg as MP3 and M4A.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { benchAudioLong } from './bench-audio-long.ts';
import { benchVideoMp3 } from './bench-audio-video.ts';
import { bundleForBrowser, MP3_WASM_PATH, mp3WasmFile, serveFiles } from './bench-browser.ts';
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

// MP3 output's wasm as the app's worker gets it: a file of our own, compiled once (a bundle of the
// code before our LAME has no setMp3Wasm: its encoder brings its own).
const PAGE = `<!doctype html><script type="module">
import * as transcode from '/transcode.js';
const { runAudioJob } = transcode;
transcode.setMp3Wasm?.(async () => WebAssembly.compile(await (await fetch('${MP3_WASM_PATH}')).arrayBuffer()));
window.bench = async (url, name, format, bitrate) => {
  const blob = await (await fetch(url)).blob();
  const start = performance.now();
  const res = await runAudioJob({ files: [{ name, blob }], format, bitrate });
  return { ms: performance.now() - start, bytes: res.bytes.length, duration: res.duration };
};
</script>`;

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
    await bundleForBrowser('packages/toolkit/src/audio/transcode.ts', bundle);
    const server = await serveFiles({
      '/': [PAGE, 'text/html'],
      '/transcode.js': [readFileSync(bundle), 'text/javascript'],
      '/in.mp3': [readFileSync(mp3), 'audio/mpeg'],
      '/in.m4a': [readFileSync(m4a), 'audio/mp4'],
      ...mp3WasmFile(),
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const rows: BenchRow[] = [];
    try {
      const page = await browser.newPage();
      await page.goto(server.base);
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
