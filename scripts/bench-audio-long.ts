// Audio bench, long input (issue 18: memory flat for large files): a 2-hour recording through the
// built web app's audio tools in Debian's Chromium, MP3 to WAV (a 1.2 GB output) and WAV to MP3 (a
// 1.2 GB input), with the browser's resident memory (all processes) sampled every 500 ms around the
// run. The outputs stream into OPFS files in the worker; `WEB_DIST` picks the build measured. The
// sound is LibreOffice's gallery sounds (Debian's libreoffice-common, MPL-2.0: real recordings of
// instruments, voices and effects) joined into 68 s at 44.1 kHz stereo and looped by ffmpeg to 2 h.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { browserRss, openDiskProfile, serveBuiltApp } from './bench-browser.ts';
import { measureRun, type MemoryRun } from './bench-run-memory.ts';
import type { BenchRow } from './bench-types.ts';

const SOUNDS = '/usr/lib/libreoffice/share/gallery/sounds';
/** Length of the long input (`AUDIO_BENCH_SECONDS`), seconds. */
const LONG_SECONDS = Number(process.env.AUDIO_BENCH_SECONDS ?? 7200);
const MiB = 1024 * 1024;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;

/** The long MP3 (192 kbit/s) and WAV, cached in `AUDIO_BENCH_DIR` (default /tmp/toolbox-bench-audio). */
function makeLongInputs(): { mp3: string; wav: string } {
  const dir = process.env.AUDIO_BENCH_DIR ?? join(tmpdir(), 'toolbox-bench-audio');
  mkdirSync(dir, { recursive: true });
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-y', '-v', 'error', ...args]);
  const joined = join(dir, 'joined.wav');
  const mp3 = join(dir, LONG_SECONDS === 7200 ? 'long.mp3' : `long-${LONG_SECONDS}.mp3`);
  const wav = mp3.replace(/\.mp3$/, '.wav');
  if (!existsSync(joined)) {
    const files = readdirSync(SOUNDS)
      .filter((f) => f.endsWith('.wav'))
      .sort();
    const list = join(dir, 'list.txt');
    writeFileSync(list, files.map((f) => `file '${join(SOUNDS, f)}'`).join('\n'));
    ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-ar', '44100', '-ac', '2', joined]);
  }
  if (!existsSync(mp3))
    ffmpeg([
      '-stream_loop',
      '-1',
      '-i',
      joined,
      '-t',
      String(LONG_SECONDS),
      '-c:a',
      'libmp3lame',
      '-b:a',
      '192k',
      mp3,
    ]);
  if (!existsSync(wav)) ffmpeg(['-i', mp3, '-c:a', 'pcm_s16le', wav]);
  return { mp3, wav };
}

/** Seconds of sound ffmpeg decodes from `path` (what a player plays: the LAME tag honoured). */
function decodedSeconds(path: string, sampleRate: number): number {
  const bytes = execFileSync('bash', [
    '-c',
    `ffmpeg -v error -i '${path}' -ac 1 -ar ${sampleRate} -f s16le - | wc -c`,
  ]);
  return Number(bytes.toString().trim()) / 2 / sampleRate;
}

interface Case {
  code: string;
  input: 'mp3' | 'wav';
  button: string;
  /** The result's extension (its name is the input's with it). */
  result: 'wav' | 'mp3';
  /** Samples per frame of the output's codec (what "within a frame" means). */
  frame: number;
}

const CASES: Case[] = [
  { code: 'audio_mp3_to_wav', input: 'mp3', button: 'Convert to WAV', result: 'wav', frame: 1 },
  { code: 'audio_wav_to_mp3', input: 'wav', button: 'Convert to MP3', result: 'mp3', frame: 1152 },
];

interface Run extends MemoryRun {
  lengthOff: number;
}

async function runInBrowser(url: string, c: Case, input: string, out: string, want: number): Promise<Run> {
  const { page, pid, close } = await openDiskProfile('audio', `${url}/func/${c.code}`);
  try {
    const rss = () => (pid ? browserRss(pid) * MiB : 0);
    await page.getByTestId('file-input').setInputFiles(input);
    // The page reads the whole file once for its waveform before the run is offered.
    await page
      .getByTestId('audio-waveform')
      .first()
      .waitFor({ timeout: 30 * 60_000 });
    await new Promise((r) => setTimeout(r, 2000));
    const result = basename(input).replace(/\.\w+$/, `.${c.result}`);
    const run = await measureRun(page, {
      button: c.button,
      link: new RegExp(`^Download ${result}`),
      out,
      rss,
    });
    return { ...run, lengthOff: Math.abs(decodedSeconds(out, 44100) - want) };
  } finally {
    await close();
  }
}

/** The long-input rows (`BENCH_AUDIO=long` runs only these). */
export async function benchAudioLong(): Promise<BenchRow[]> {
  const inputs = makeLongInputs();
  const want = decodedSeconds(inputs.mp3, 44100);
  const { base, data, stop } = await serveBuiltApp('audio');
  const rows: BenchRow[] = [];
  try {
    for (const c of CASES) {
      const input = inputs[c.input];
      const out = join(data, `out.${c.result}`);
      const run = await runInBrowser(base, c, input, out, want);
      rmSync(out, { force: true });
      const name = `${c.code} ${(LONG_SECONDS / 3600).toFixed(1)} h 44.1 kHz stereo, ${mib(statSync(input).size)} in`;
      rows.push({
        name,
        ours: `${(run.ms / 1000).toFixed(1)} s, output ${mib(run.output)}`,
        reference: `browser RSS ${mib(run.before)} before, peak ${mib(run.peak)} (+${mib(run.peak - run.before)}), ${mib(run.end)} at the end`,
        note: [
          run.warnings ? `ffprobe: ${run.warnings}` : 'ffprobe clean',
          `decoded length within ${(run.lengthOff * 44100).toFixed(0)} samples (frame ${c.frame})`,
        ].join(', '),
      });
    }
    return rows;
  } finally {
    await stop();
  }
}
