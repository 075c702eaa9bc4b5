import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outputFiles } from './video-helpers.ts';

// The browser audio tools (audio_cut, audio_mp3_merge, audio_m4a_merge, audio_mp3_to_m4a,
// audio_m4a_to_mp3, audio_mp3_to_wav, audio_wav_to_mp3) on real sounds from Debian's LibreOffice
// gallery (fixtures/audio/SOURCES.md), run in Chromium's workers; every download is checked with
// Debian's ffprobe: no warnings, codec, sample rate, channels, and duration within one frame.

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/audio/${name}`, import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'audio-e2e-'));

interface Probe {
  codec: string;
  sampleRate: number;
  channels: number;
  duration: number;
  stderr: string;
}

function ffprobe(path: string): Probe {
  const res = spawnSync(
    'ffprobe',
    [
      '-v',
      'warning',
      '-show_entries',
      'stream=codec_name,sample_rate,channels:format=duration',
      '-of',
      'json',
      path,
    ],
    { encoding: 'utf8' },
  );
  const json = JSON.parse(res.stdout) as {
    streams: { codec_name: string; sample_rate: string; channels: number }[];
    format: { duration: string };
  };
  const stream = json.streams[0]!;
  return {
    codec: stream.codec_name,
    sampleRate: Number(stream.sample_rate),
    channels: stream.channels,
    duration: Number(json.format.duration),
    stderr: res.stderr.trim(),
  };
}

/** Seconds of sound ffmpeg decodes from a file (what a player plays), at its own rate. */
function decodedSeconds(path: string): number {
  const { sampleRate, channels } = ffprobe(path);
  const res = spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 's16le', '-'], { maxBuffer: 1 << 28 });
  return res.stdout.length / (2 * channels) / sampleRate;
}

/**
 * The length of the sound in a source file: for MP3 what ffmpeg decodes (it honours the LAME
 * tag); for AAC in MP4 the edit list's length, which ffprobe reports (ffmpeg's decode keeps the
 * last frame's padding).
 */
function soundSeconds(path: string): number {
  const p = ffprobe(path);
  return p.codec === 'aac' ? p.duration : decodedSeconds(path);
}

/** Also decodes the whole file: a damaged stream shows up as errors here. */
function decodeErrors(path: string): string {
  return spawnSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'null', '-'], {
    encoding: 'utf8',
  }).stderr.trim();
}

/** Mono float samples of a file as ffmpeg decodes it, from `from` seconds. */
function pcm(path: string, from = 0): Float32Array {
  const res = spawnSync(
    'ffmpeg',
    ['-v', 'error', '-ss', String(from), '-i', path, '-ac', '1', '-f', 'f32le', '-'],
    {
      maxBuffer: 1 << 28,
    },
  );
  const b = res.stdout;
  return new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.length - (b.length % 4)));
}

/** Samples by which `path` lags `source` decoded from `from` seconds (best correlation within ±2000). */
function lagAgainst(path: string, source: string, from: number): number {
  const x = pcm(path);
  const ref = pcm(source, from);
  const n = Math.min(40_000, x.length - 2000, ref.length - 2000);
  let best = 0;
  let bestScore = -Infinity;
  for (let lag = -2000; lag <= 2000; lag++) {
    let score = 0;
    for (let i = 0; i < n; i++) score += (x[i + Math.max(lag, 0)] ?? 0) * (ref[i + Math.max(-lag, 0)] ?? 0);
    if (score > bestScore) [best, bestScore] = [lag, score];
  }
  return best;
}

const FRAME: Record<string, number> = { mp3: 1152, aac: 1024, pcm_s16le: 1 };

/** Checks a result against what it should be; `seconds` within one frame of the output codec. */
function expectAudio(
  path: string,
  want: { codec: string; sampleRate: number; channels: number; seconds: number },
) {
  const p = ffprobe(path);
  expect(p.stderr, 'ffprobe warnings').toBe('');
  expect(decodeErrors(path), 'decode errors').toBe('');
  expect(p.codec).toBe(want.codec);
  expect(p.sampleRate).toBe(want.sampleRate);
  expect(p.channels).toBe(want.channels);
  const frame = (FRAME[want.codec] ?? 1) / want.sampleRate;
  // What a player plays (ffmpeg honours the LAME tag and the MP4 edit list): within one frame.
  const decoded = decodedSeconds(path);
  expect(Math.abs(decoded - want.seconds), `decoded ${decoded} vs ${want.seconds}`).toBeLessThanOrEqual(
    frame,
  );
  // ffprobe's MP3 duration counts the encoder delay and padding too (for ffmpeg's own MP3s as
  // well: roll.mp3 says 5.538 s and plays 5.501 s): at most three frames there, one elsewhere.
  const slack = want.codec === 'mp3' ? 3 * frame : frame;
  expect(
    Math.abs(p.duration - want.seconds),
    `duration ${p.duration} vs ${want.seconds}`,
  ).toBeLessThanOrEqual(slack);
  return p;
}

async function open(page: Page, code: string, lang: 'en' | 'zh-CN' = 'en') {
  await page.addInitScript((l) => localStorage.setItem('toolbox.lang', l), lang);
  // Nothing may leave the browser: no request carries a body the size of an audio file (the
  // smallest fixture is 20 KB; the page's own API calls send a few hundred bytes).
  const sent: string[] = [];
  page.on('request', (r) => {
    const size = r.postDataBuffer()?.length ?? 0;
    if (size > 4096) sent.push(`${r.method()} ${r.url()} ${size} bytes`);
  });
  await page.goto(`/func/${code}`);
  return sent;
}

async function download(page: Page, name: string): Promise<string> {
  const [dl] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: new RegExp(`^Download ${name}`) }).click(),
  ]);
  const path = join(out, name);
  await dl.saveAs(path);
  return path;
}

async function waitRead(page: Page, info: RegExp) {
  await expect(page.getByTestId('audio-info').first()).toHaveText(info, { timeout: 30_000 });
  await expect(page.getByTestId('audio-waveform').first()).toBeVisible();
}

async function runAndWait(page: Page, button: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 60_000 });
}

test('audio_mp3_to_m4a: a real MP3 becomes an AAC M4A of the same length, rate and channels', async ({
  page,
}) => {
  const sent = await open(page, 'audio_mp3_to_m4a');
  await page.getByTestId('file-input').setInputFiles(fixture('roll.mp3'));
  await waitRead(page, /^00:00:05\.\d{3} · 44100 Hz · 2 channels · MP3$/);
  await runAndWait(page, 'Convert to M4A');
  const path = await download(page, 'roll.m4a');
  expectAudio(path, {
    codec: 'aac',
    sampleRate: 44100,
    channels: 2,
    seconds: soundSeconds(fixture('roll.mp3')),
  });
  await expect(page.locator('audio').last()).toHaveJSProperty('error', null);
  expect(sent).toEqual([]);
});

test('audio_m4a_to_mp3: a 48 kHz stereo M4A becomes an MP3 at 48 kHz', async ({ page }) => {
  const sent = await open(page, 'audio_m4a_to_mp3');
  await page.getByTestId('file-input').setInputFiles(fixture('gong.m4a'));
  await waitRead(page, /^00:00:08\.\d{3} · 48000 Hz · 2 channels · AAC$/);
  await page.getByRole('combobox', { name: 'Bit rate' }).selectOption('128');
  await runAndWait(page, 'Convert to MP3');
  const path = await download(page, 'gong.mp3');
  expectAudio(path, {
    codec: 'mp3',
    sampleRate: 48000,
    channels: 2,
    seconds: soundSeconds(fixture('gong.m4a')),
  });
  expect(sent).toEqual([]);
});

test('audio_mp3_to_wav: an MP3 becomes 16-bit PCM, here asked for mono at 22050 Hz', async ({ page }) => {
  await open(page, 'audio_mp3_to_wav');
  await page.getByTestId('file-input').setInputFiles(fixture('roll.mp3'));
  await waitRead(page, /44100 Hz · 2 channels/);
  await page.getByRole('combobox', { name: 'Sample rate' }).selectOption('22050');
  await page.getByRole('combobox', { name: 'Channels' }).selectOption('1');
  await runAndWait(page, 'Convert to WAV');
  await expect(page.locator('.result-note')).toContainText('22050 Hz · 1 channel');
  const path = await download(page, 'roll.wav');
  expectAudio(path, {
    codec: 'pcm_s16le',
    sampleRate: 22050,
    channels: 1,
    seconds: soundSeconds(fixture('roll.mp3')),
  });
});

test('audio_mp3_to_wav: an MP3 with a 267 KB cover picture keeps its exact length', async ({ page }) => {
  await open(page, 'audio_mp3_to_wav');
  await page.getByTestId('file-input').setInputFiles(fixture('cover-art.mp3'));
  await waitRead(page, /^00:00:02\.486 · 22050 Hz · 1 channel · MP3$/);
  await runAndWait(page, 'Convert to WAV');
  const path = await download(page, 'cover-art.wav');
  // ffmpeg decodes 54822 samples (its LAME tag): ours must be exactly as long.
  const p = expectAudio(path, { codec: 'pcm_s16le', sampleRate: 22050, channels: 1, seconds: 54822 / 22050 });
  expect(Math.round(p.duration * 22050)).toBe(54822);
});

test('audio_wav_to_mp3: a 22 kHz mono WAV becomes an MP3 as it is; a silent WAV is named silent', async ({
  page,
}) => {
  await open(page, 'audio_wav_to_mp3');
  await page.getByTestId('file-input').setInputFiles(fixture('silent.wav'));
  await expect(page.getByText('“silent.wav” is silent: there is no sound in it.')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('file-input').setInputFiles(fixture('space.wav'));
  await waitRead(page, /^00:00:03\.032 · 22050 Hz · 1 channel · PCM-S16$/);
  await runAndWait(page, 'Convert to MP3');
  const path = await download(page, 'space.mp3');
  expectAudio(path, {
    codec: 'mp3',
    sampleRate: 22050,
    channels: 1,
    seconds: soundSeconds(fixture('space.wav')),
  });
});

test('audio_wav_to_mp3: a 96 kHz 5.1 WAV is brought within MP3’s limits (48 kHz stereo) and says so', async ({
  page,
}) => {
  await open(page, 'audio_wav_to_mp3');
  await page.getByTestId('file-input').setInputFiles(fixture('laser-96k-5.1.wav'));
  await waitRead(page, /96000 Hz · 6 channels/);
  await expect(page.getByTestId('audio-fitted')).toHaveText(
    'MP3: at most 48000 Hz and 2 channels. The result will be 48000 Hz, 2 channels.',
  );
  await runAndWait(page, 'Convert to MP3');
  const path = await download(page, 'laser-96k-5.1.mp3');
  expectAudio(path, {
    codec: 'mp3',
    sampleRate: 48000,
    channels: 2,
    seconds: soundSeconds(fixture('laser-96k-5.1.wav')),
  });
});

test('audio_mp3_merge: a stereo 44.1 kHz and a mono 22 kHz MP3 join in the first one’s shape', async ({
  page,
}) => {
  const sent = await open(page, 'audio_mp3_merge');
  await page.getByTestId('file-input').setInputFiles([fixture('roll.mp3'), fixture('kongas.mp3')]);
  await expect(page.getByTestId('audio-merge-target')).toContainText('44100 Hz, 2 channels', {
    timeout: 30_000,
  });
  await runAndWait(page, 'Merge MP3');
  const path = await download(page, 'roll_merged.mp3');
  const seconds = soundSeconds(fixture('roll.mp3')) + soundSeconds(fixture('kongas.mp3'));
  expectAudio(path, { codec: 'mp3', sampleRate: 44100, channels: 2, seconds });
  expect(sent).toEqual([]);
});

test('audio_m4a_merge: files join in the order shown, converted to the first one’s 48 kHz stereo', async ({
  page,
}) => {
  await open(page, 'audio_m4a_merge');
  await page.getByTestId('file-input').setInputFiles([fixture('drama.m4a'), fixture('gong.m4a')]);
  await expect(page.getByTestId('audio-merge-target')).toContainText('22050 Hz, 1 channel', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Move “gong.m4a” up' }).click();
  await expect(page.getByTestId('audio-merge-target')).toContainText('48000 Hz, 2 channels');
  await runAndWait(page, 'Merge M4A');
  const path = await download(page, 'gong_merged.m4a');
  const seconds = soundSeconds(fixture('gong.m4a')) + soundSeconds(fixture('drama.m4a'));
  expectAudio(path, { codec: 'aac', sampleRate: 48000, channels: 2, seconds });
});

test('audio_cut: cuts exactly at the asked times, and says why times are refused', async ({ page }) => {
  const sent = await open(page, 'audio_cut');
  await page.getByTestId('file-input').setInputFiles(fixture('roll.mp3'));
  await waitRead(page, /44100 Hz · 2 channels/);
  const start = page.getByLabel('Start');
  const end = page.getByLabel('End');
  await expect(end).toHaveValue(/^00:00:05\.\d{3}$/);
  await start.fill('00:00:04');
  await end.fill('00:00:03');
  await expect(page.getByTestId('audio-cut-error')).toHaveText('The end must come after the start');
  await end.fill('00:00:09');
  await expect(page.getByTestId('audio-cut-error')).toHaveText(
    /^The time cannot be beyond the length of the audio \(00:00:05\.\d{3}\)$/,
  );
  await end.fill('3.5');
  await expect(page.getByTestId('audio-cut-error')).toContainText('HH:MM:SS or HH:MM:SS.ms');
  await expect(page.getByRole('button', { name: 'Cut audio' })).toBeDisabled();
  await start.fill('00:00:01.250');
  await end.fill('00:00:03.5');
  await runAndWait(page, 'Cut audio');
  const path = await download(page, 'roll_cut.mp3');
  expectAudio(path, { codec: 'mp3', sampleRate: 44100, channels: 2, seconds: 2.25 });
  // The cut starts where asked: the result lines up with ffmpeg's own decode of the source from 1.25 s.
  expect(Math.abs(lagAgainst(path, fixture('roll.mp3'), 1.25))).toBeLessThanOrEqual(2);
  expect(sent).toEqual([]);
});

test('audio_cut in Chinese: refused times and a damaged file are explained', async ({ page }) => {
  await open(page, 'audio_cut', 'zh-CN');
  await page.getByTestId('file-input').setInputFiles(fixture('corrupt.mp3'));
  await expect(page.getByRole('alert')).toContainText('音频文件[corrupt.mp3]无法读取', { timeout: 30_000 });
  await page.getByTestId('file-input').setInputFiles(fixture('space.wav'));
  await expect(page.getByTestId('audio-info')).toContainText('22050 Hz', { timeout: 30_000 });
  await page.getByLabel('结束时间').fill('00:00:02');
  await page.getByLabel('开始时间').fill('00:00:02.5');
  await expect(page.getByTestId('audio-cut-error')).toHaveText('结束时间必须晚于开始时间');
  await page.getByLabel('结束时间').fill('00:01:00');
  await expect(page.getByTestId('audio-cut-error')).toHaveText('时间不能超过音频长度（00:00:03.032）');
});

test('audio_wav_to_mp3 on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, 'audio_wav_to_mp3');
  await page.getByTestId('file-input').setInputFiles(fixture('space.wav'));
  await waitRead(page, /22050 Hz/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await runAndWait(page, 'Convert to MP3');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('audio_m4a_merge of a long list shows progress with the time left, and Cancel stops it', async ({
  page,
}) => {
  await open(page, 'audio_m4a_merge');
  // 24 copies of the 8.7 s gong: over three minutes of 48 kHz stereo AAC to decode and encode.
  await page.getByTestId('file-input').setInputFiles(Array.from({ length: 24 }, () => fixture('gong.m4a')));
  await expect(page.getByTestId('audio-merge-target')).toContainText('48000 Hz, 2 channels', {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Merge M4A', exact: true }).click();
  const status = page.getByRole('status').filter({ hasText: /^Working/ });
  await expect(status).toHaveText(/^Working… \d+%, about \d+:\d{2} left$/, { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Merge M4A' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Merge M4A', exact: true })).toBeEnabled();
  await expect(status).toHaveCount(0);
  // The worker was stopped: no result turns up later either.
  await page.waitForTimeout(2000);
  await expect(page.getByRole('heading', { name: 'Results' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a result is written to an OPFS file (not held in memory) that goes with the result', async ({
  page,
}) => {
  await open(page, 'audio_mp3_to_wav');
  await page.getByTestId('file-input').setInputFiles(fixture('roll.mp3'));
  await waitRead(page, /44100 Hz · 2 channels/);
  await runAndWait(page, 'Convert to WAV');
  const [written] = await outputFiles(page);
  expect(written).toMatch(/^out-[0-9a-f-]{36}\.wav$/);
  // The WAV's header is written last, in front of the samples already on disk.
  const seconds = soundSeconds(fixture('roll.mp3'));
  const want = { codec: 'pcm_s16le', sampleRate: 44100, channels: 2, seconds };
  expectAudio(await download(page, 'roll.wav'), want);
  await expect(page.locator('audio').last()).toHaveJSProperty('error', null);
  // Another run replaces the result: the first file goes, the new one stays.
  await page.getByRole('button', { name: 'Convert to WAV', exact: true }).click();
  await expect
    .poll(async () => {
      const files = await outputFiles(page);
      return files.length === 1 && files[0] !== written;
    })
    .toBe(true);
  // A changed option drops the result, and its file with it.
  await page.getByRole('combobox', { name: 'Sample rate' }).selectOption('22050');
  await expect.poll(() => outputFiles(page)).toEqual([]);
});
