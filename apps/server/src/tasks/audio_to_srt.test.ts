import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioToSrtOptions } from '@toolbox/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { errorRate, words } from '../modules/asr/wer.ts';
import { asrPrograms, audioToSubtitles, type AsrPrograms } from '../modules/asr/transcribe.ts';
import { ConvertError } from '../modules/convert/run.ts';
import task from './audio_to_srt.ts';
import { asrCaps } from './limits.ts';

/**
 * Real human speech with known transcripts: five LibriVox utterances (public domain) of "Sense and
 * Sensibility", chapter 1, shipped by Debian's pocketsphinx-testdata (BSD-2-Clause) with their
 * reference transcription.
 */
const librivox = '/usr/share/pocketsphinx/test/data/librivox';
const ids = readFileSync(join(librivox, 'fileids'), 'utf8').trim().split('\n');
const reference = readFileSync(join(librivox, 'transcription'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/\(.*\)\s*$/, '').replace(/<\/?s>/g, ''))
  .join(' ');

const limits = { timeoutMs: 300_000, memoryMB: 2048 };
/** pocketsphinx takes about 0.6 s of CPU per second of speech; a loaded 2-core machine stretches that. */
const slow = 300_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'asr-'));
  dirs.push(dir);
  return dir;
}
const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);

/** The five utterances joined into one MP3 (about 25 s), as a podcast or voice memo would come. */
function joinedMp3(dir: string): string {
  const out = join(dir, 'austen.mp3');
  const inputs = ids.flatMap((id) => ['-i', join(librivox, `${id}.wav`)]);
  const filter = `${ids.map((_, i) => `[${i}:a]`).join('')}concat=n=${ids.length}:v=0:a=1`;
  ffmpeg([...inputs, '-filter_complex', filter, '-c:a', 'libmp3lame', '-b:a', '64k', out]);
  return out;
}

async function transcribe(input: string, dir: string, options: object, programs: AsrPrograms = asrPrograms) {
  const steps: [string, number, number][] = [];
  const started = performance.now();
  const result = await audioToSubtitles(
    input,
    'austen',
    audioToSrtOptions.parse(options),
    dir,
    limits,
    asrCaps.basic,
    async (...s) => {
      steps.push(s);
    },
    null,
    programs,
  );
  return {
    result,
    steps,
    seconds: (performance.now() - started) / 1000,
    text: readFileSync(result.path, 'utf8'),
  };
}

/** Parses an SRT strictly: numbered blocks, `HH:MM:SS,mmm --> HH:MM:SS,mmm`, text, blank line. */
function parseSrt(srt: string) {
  const blocks = srt.trimEnd().split('\n\n');
  return blocks.map((block, i) => {
    const [number, times, ...text] = block.split('\n');
    expect(number, `block ${i + 1}`).toBe(String(i + 1));
    const m = /^(\d\d):(\d\d):(\d\d),(\d{3}) --> (\d\d):(\d\d):(\d\d),(\d{3})$/.exec(times ?? '');
    expect(m, `times of block ${i + 1}: ${times}`).not.toBeNull();
    const at = (h: string, mi: string, s: string, ms: string) => +h * 3600 + +mi * 60 + +s + +ms / 1000;
    expect(text.join(' ').trim(), `text of block ${i + 1}`).not.toBe('');
    return {
      start: at(m![1]!, m![2]!, m![3]!, m![4]!),
      end: at(m![5]!, m![6]!, m![7]!, m![8]!),
      text: text.join(' '),
    };
  });
}

function expectMonotonic(cues: { start: number; end: number }[], duration: number) {
  let last = 0;
  for (const cue of cues) {
    expect(cue.start).toBeGreaterThanOrEqual(last);
    expect(cue.end).toBeGreaterThan(cue.start);
    last = cue.end;
  }
  expect(last).toBeLessThanOrEqual(duration + 0.05);
}

const probeDuration = (path: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], {
      encoding: 'utf8',
    }),
  );

describe('audio_to_srt on real recordings (pocketsphinx, ffmpeg)', () => {
  it(
    'writes a well-formed SRT of a 25 s reading, with monotonic times and the words said',
    async () => {
      const dir = tempDir();
      const input = joinedMp3(dir);
      const duration = probeDuration(input);
      const { result, steps, seconds, text } = await transcribe(input, dir, {});
      expect(result).toMatchObject({ name: 'austen.srt', ext: 'srt', mimeType: 'application/x-subrip' });
      const cues = parseSrt(text);
      expect(cues.length).toBeGreaterThanOrEqual(3);
      expectMonotonic(cues, duration);
      const said = cues.map((c) => c.text).join(' ');
      for (const word of ['leisure', 'consider', 'power', 'young', 'selfish', 'respectable', 'himself'])
        expect(said).toContain(word);
      const wer = errorRate(words(reference), words(said));
      expect(wer).toBeLessThan(0.45);
      expect(steps.at(-1)).toEqual(['transcribing', 1, 1]);
      console.log(
        `pocketsphinx: WER ${(wer * 100).toFixed(1)} %, ${duration.toFixed(1)} s in ${seconds.toFixed(1)} s`,
      );
    },
    slow,
  );

  it(
    'cuts a recording into chunks at silences, reports each, and keeps the times in order',
    async () => {
      const dir = tempDir();
      const input = joinedMp3(dir);
      const duration = probeDuration(input);
      const { steps, text } = await transcribe(
        input,
        dir,
        {},
        { ...asrPrograms, chunkSeconds: { target: 6, window: 2 } },
      );
      const total = steps.at(-1)![2];
      expect(total).toBeGreaterThanOrEqual(3);
      expect(steps.filter(([key, , of]) => key === 'transcribing' && of === total).map(([, n]) => n)).toEqual(
        Array.from({ length: total + 1 }, (_, i) => i),
      );
      const cues = parseSrt(text);
      expectMonotonic(cues, duration);
      const said = cues.map((c) => c.text).join(' ');
      for (const word of ['leisure', 'consider', 'cold hearted', 'respectable']) expect(said).toContain(word);
      expect(errorRate(words(reference), words(said))).toBeLessThan(0.5);
    },
    slow,
  );

  it(
    'writes WebVTT and plain text of one utterance',
    async () => {
      const wav = join(librivox, 'sense_and_sensibility_01_austen_64kb-0880.wav');
      const vtt = await transcribe(wav, tempDir(), { format: 'vtt' });
      expect(vtt.result).toMatchObject({ ext: 'vtt', mimeType: 'text/vtt' });
      expect(vtt.text).toMatch(/^WEBVTT\n\n00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}\n.*young man/);
      const txt = await transcribe(wav, tempDir(), { format: 'txt' });
      expect(txt.result).toMatchObject({ ext: 'txt', mimeType: 'text/plain' });
      expect(txt.text).toMatch(/^he was not .*young man\n$/);
    },
    slow,
  );

  it('refuses with clear reasons: Chinese offline, a damaged file, no sound, silence, too long', async () => {
    const fail = async (input: string, options: object, caps = asrCaps.basic) => {
      const dir = tempDir();
      const error = await audioToSubtitles(
        input,
        'x',
        audioToSrtOptions.parse(options),
        dir,
        limits,
        caps,
        async () => {},
        null,
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConvertError);
      return error as ConvertError;
    };
    const wav = join(librivox, `${ids[0]}.wav`);
    expect(await fail(wav, { language: 'zh' })).toMatchObject({ key: 'asrNeedsProvider', retryable: false });
    const dir = tempDir();
    const damaged = join(dir, 'damaged.mp3');
    writeFileSync(
      damaged,
      Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'), Buffer.alloc(4000, 0x55)]),
    );
    expect(await fail(damaged, {})).toMatchObject({ key: 'badMedia', retryable: false });
    const video = join(dir, 'silent-film.mp4');
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=2', '-pix_fmt', 'yuv420p', video]);
    expect(await fail(video, {})).toMatchObject({ key: 'noAudio', retryable: false });
    const quiet = join(dir, 'quiet.wav');
    ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '3', quiet]);
    expect(await fail(quiet, {})).toMatchObject({ key: 'noSpeech', retryable: false });
    expect(await fail(wav, {}, { ...asrCaps.basic, minutes: 0.05 })).toMatchObject({
      key: 'audioTooLong',
      retryable: false,
    });
  });

  it('is an ai-queue task taking one recording, with checked options and duration caps', () => {
    expect(task).toMatchObject({ code: 'audio_to_srt', maxFiles: 1, queue: 'ai' });
    expect(task.accepts).toEqual(expect.arrayContaining(['mp3', 'wav', 'm4a', 'mp4', 'webm']));
    expect(task.options.parse({})).toEqual({ language: 'en', format: 'srt' });
    expect(task.options.safeParse({ language: 'fr' }).success).toBe(false);
    expect(task.options.safeParse({ format: 'ass' }).success).toBe(false);
    expect(task.limits.member.minutes).toBeGreaterThan(task.limits.basic.minutes!);
  });
});
