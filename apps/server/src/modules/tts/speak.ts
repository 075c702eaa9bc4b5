import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TextToAudioOptions } from '@toolbox/contracts';
import { textToAudioMaxChars } from '@toolbox/contracts';
import { checkDeadline, ConvertError, hasProgram, runLimited, type Limits } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';
import { speakWithService, type TtsSettings } from './provider.ts';

/** The programs speech needs: Debian's espeak-ng (the voices) and ffmpeg (joining, MP3). */
export const speechPrograms = { espeakPath: 'espeak-ng', ffmpegPath: 'ffmpeg' };

/** espeak-ng's voice names for the options' voices. */
const voiceNames: Record<TextToAudioOptions['voice'] & string, string> = {
  cmn: 'cmn',
  'en-us': 'en-us',
  'en-gb': 'en-gb',
};

/** espeak-ng's default rate, words a minute, at speed 1. */
const baseRate = 175;

/** Sentences joined into one espeak-ng run up to this many characters (fewer processes). */
const chunkChars = 400;

/** Characters that end a sentence: Chinese and English sentence punctuation. */
const enders = /[。！？；…!?;]/;
/** Closing quotes and brackets that belong to the sentence before them. */
const closers = /[”’」』）)"']/;

/**
 * Splits text into sentences after Chinese and English sentence punctuation (。！？；… ! ? ;, and a
 * '.' followed by a space or the end, so 3.14 stays whole) and at line breaks; blank pieces dropped.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const chars = [...line];
    let current = '';
    for (let i = 0; i < chars.length; i++) {
      const c = chars[i]!;
      current += c;
      const next = chars[i + 1];
      const ends = enders.test(c) || (c === '.' && (next === undefined || /\s/.test(next)));
      if (!ends) continue;
      // More punctuation and closing quotes stay with this sentence (“好！”  Really?!).
      while (
        i + 1 < chars.length &&
        (enders.test(chars[i + 1]!) || closers.test(chars[i + 1]!) || chars[i + 1] === '.')
      ) {
        current += chars[++i];
      }
      if (current.trim()) out.push(current.trim());
      current = '';
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

/** Consecutive sentences grouped into pieces of at most `chunkChars` (a longer sentence stays whole). */
function chunks(sentences: readonly string[]): string[][] {
  const out: string[][] = [];
  let size = 0;
  for (const sentence of sentences) {
    const last = out.at(-1);
    if (last && size + sentence.length <= chunkChars) {
      last.push(sentence);
      size += sentence.length;
    } else {
      out.push([sentence]);
      size = sentence.length;
    }
  }
  return out;
}

/** Reads the uploaded text (UTF-8, a BOM dropped) and checks it is not empty and within the limit. */
export async function readSpeechText(path: string): Promise<string> {
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  if (!text.trim()) throw new ConvertError('emptyText', 'the text is empty', false);
  if ([...text].length > textToAudioMaxChars) {
    throw new ConvertError('textTooLong', `${[...text].length} characters`, false);
  }
  return text;
}

/**
 * Text → speech with espeak-ng, one run per group of sentences (progress per sentence), joined
 * by ffmpeg into one WAV (16-bit, 22 050 Hz mono, espeak-ng's own) or MP3 (libmp3lame). With a
 * speech `service` (TTS_*), each group is spoken by it instead (MP3 parts, joined the same way).
 */
export async function textToAudio(
  textPath: string,
  baseName: string,
  options: TextToAudioOptions,
  workDir: string,
  limits: Limits,
  progress: Progress,
  programs = speechPrograms,
  service: TtsSettings | null = null,
): Promise<Converted> {
  const needed = [
    ...(service ? [] : [[programs.espeakPath, 'espeak-ng'] as const]),
    [programs.ffmpegPath, 'ffmpeg'] as const,
  ];
  for (const [path, pkg] of needed) {
    if (!hasProgram(path)) {
      throw new ConvertError('speechMissing', `${path} not found; install the Debian package ${pkg}`, false);
    }
  }
  const sentences = splitSentences(await readSpeechText(textPath));
  if (sentences.length === 0) throw new ConvertError('emptyText', 'no sentences', false);
  const voice = voiceNames[options.voice ?? 'en-us'] ?? 'en-us';
  const rate = Math.round(baseRate * (options.speed ?? 1));
  const pitch = Math.round(options.pitch ?? 50);
  const parts: string[] = [];
  let done = 0;
  await progress('speaking', 0, sentences.length);
  for (const [i, group] of chunks(sentences).entries()) {
    checkDeadline(limits);
    // The text goes in a file (-f), never on the command line: it cannot be read as an option.
    if (service) {
      const part = `part-${i}.mp3`;
      const language = voice === 'cmn' ? 'zh' : 'en';
      await speakWithService(
        service,
        group.join('\n'),
        language,
        options.speed ?? 1,
        join(workDir, part),
        limits.signal,
      );
      parts.push(part);
      done += group.length;
      await progress('speaking', done, sentences.length);
      continue;
    }
    const input = join(workDir, `part-${i}.txt`);
    const wav = `part-${i}.wav`;
    await writeFile(input, group.join('\n'));
    await runLimited(
      programs.espeakPath,
      ['-b', '1', '-v', voice, '-s', String(rate), '-p', String(pitch), '-w', wav, '-f', input],
      workDir,
      limits,
    );
    parts.push(wav);
    done += group.length;
    await progress('speaking', done, sentences.length);
  }
  const list = join(workDir, 'parts.txt');
  await writeFile(list, parts.map((p) => `file '${p}'\n`).join(''));
  const ext = options.format === 'wav' ? 'wav' : 'mp3';
  const out = join(workDir, `speech.${ext}`);
  const codec = ext === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '64k'] : ['-c:a', 'pcm_s16le'];
  // The list names only our own part files; -safe 1 and the file protocol keep it to them.
  await runLimited(
    programs.ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'concat',
      '-safe',
      '1',
      '-protocol_whitelist',
      'file',
      '-i',
      list,
      ...codec,
      out,
    ],
    workDir,
    limits,
  );
  return {
    path: out,
    name: `${baseName}.${ext}`,
    ext,
    mimeType: ext === 'mp3' ? 'audio/mpeg' : 'audio/wav',
  };
}
