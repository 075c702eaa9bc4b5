import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textToAudioMaxChars, textToAudioOptions } from '@toolbox/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConvertError } from '../modules/convert/run.ts';
import { splitSentences, textToAudio } from '../modules/tts/speak.ts';
import task from './text_to_audio.ts';

const fixtures = join(import.meta.dirname, '../modules/tts/__fixtures__');
const limits = { timeoutMs: 120_000, memoryMB: 2048 };
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A working directory holding the text as `text.txt`. */
function workDirWith(text: string | { fixture: string }): { dir: string; input: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tts-'));
  dirs.push(dir);
  const input = join(dir, 'text.txt');
  if (typeof text === 'string') writeFileSync(input, text);
  else copyFileSync(join(fixtures, text.fixture), input);
  return { dir, input };
}

/** The stream and duration of an audio file, as ffprobe (not our code) reads them. */
function probe(path: string) {
  const out = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', path], {
      encoding: 'utf8',
    }),
  ) as {
    streams: { codec_name: string; sample_rate: string; channels: number }[];
    format: { duration: string };
  };
  return { ...out.streams[0]!, streams: out.streams.length, duration: Number(out.format.duration) };
}

async function speak(text: string | { fixture: string }, options: object) {
  const { dir, input } = workDirWith(text);
  const steps: [string, number, number][] = [];
  const started = performance.now();
  const result = await textToAudio(
    input,
    'text',
    textToAudioOptions.parse(options),
    dir,
    limits,
    async (...s) => {
      steps.push(s);
    },
  );
  const seconds = (performance.now() - started) / 1000;
  return { result, steps, seconds, audio: probe(result.path) };
}

describe('splitSentences', () => {
  it('splits after Chinese and English sentence punctuation and at line breaks', () => {
    expect(
      splitSentences('你好。今天天气很好！你去吗？“去！”我说；好…\nFirst line\nPi is 3.14. Really?! Yes.'),
    ).toEqual([
      '你好。',
      '今天天气很好！',
      '你去吗？',
      '“去！”',
      '我说；',
      '好…',
      'First line',
      'Pi is 3.14.',
      'Really?!',
      'Yes.',
    ]);
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});

describe('text_to_audio (espeak-ng, ffmpeg)', () => {
  it('reads an English paragraph into an MP3, one progress step per sentence', async () => {
    const { result, steps, seconds, audio } = await speak(
      { fixture: 'gnupg-help-en.txt' },
      { voice: 'en-us' },
    );
    expect(result).toMatchObject({ name: 'text.mp3', ext: 'mp3', mimeType: 'audio/mpeg' });
    expect(audio).toMatchObject({ codec_name: 'mp3', sample_rate: '22050', channels: 1, streams: 1 });
    // 2 068 characters, about 340 words at 175 words a minute: roughly two minutes.
    expect(audio.duration).toBeGreaterThan(80);
    expect(audio.duration).toBeLessThan(200);
    const sentences = steps.at(-1)![2];
    expect(sentences).toBeGreaterThanOrEqual(15);
    expect(steps[0]).toEqual(['speaking', 0, sentences]);
    expect(steps.at(-1)).toEqual(['speaking', sentences, sentences]);
    console.log(
      `English: ${audio.duration.toFixed(1)} s of audio in ${seconds.toFixed(2)} s, RTF ${(audio.duration / seconds).toFixed(1)}x`,
    );
  });

  it('reads Chinese with the Mandarin voice into a WAV of a plausible length', async () => {
    const { result, seconds, audio } = await speak(
      { fixture: 'gnupg-help-zh.txt' },
      { voice: 'cmn', format: 'wav' },
    );
    expect(result).toMatchObject({ ext: 'wav', mimeType: 'audio/wav' });
    expect(audio).toMatchObject({ codec_name: 'pcm_s16le', sample_rate: '22050', channels: 1 });
    // 338 characters (about 290 Han characters): Mandarin is read at 3–6 characters a second.
    expect(audio.duration).toBeGreaterThan(290 / 6);
    expect(audio.duration).toBeLessThan(338 / 2);
    console.log(
      `Chinese: ${audio.duration.toFixed(1)} s of audio in ${seconds.toFixed(2)} s, RTF ${(audio.duration / seconds).toFixed(1)}x`,
    );
  });

  it('speaks faster at a higher speed and keeps the pitch option', async () => {
    const text = '这是一个测试。我们比较两种语速。';
    const slow = await speak(text, { voice: 'cmn', speed: 0.75, format: 'wav' });
    const fast = await speak(text, { voice: 'cmn', speed: 1.5, pitch: 80, format: 'wav' });
    expect(slow.audio.duration / fast.audio.duration).toBeGreaterThan(1.5);
  });

  it('refuses an empty text and a text over the limit, without retries', async () => {
    for (const [text, key] of [
      [' \n\t ', 'emptyText'],
      ['字'.repeat(textToAudioMaxChars + 1), 'textTooLong'],
    ] as const) {
      const { dir, input } = workDirWith(text);
      const error = await textToAudio(
        input,
        'x',
        textToAudioOptions.parse({}),
        dir,
        limits,
        async () => {},
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConvertError);
      expect(error).toMatchObject({ key, retryable: false });
    }
  });

  it('is a media-queue task taking one .txt, with checked options', () => {
    expect(task).toMatchObject({ code: 'text_to_audio', accepts: ['txt'], maxFiles: 1, queue: 'media' });
    expect(task.options.parse({})).toEqual({ voice: 'en-us', speed: 1, pitch: 50, format: 'mp3' });
    expect(task.options.safeParse({ speed: 5 }).success).toBe(false);
    expect(task.options.safeParse({ voice: 'fr' }).success).toBe(false);
  });
});
