import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioToSrtOptions } from '@toolbox/contracts';
import { checkDeadline, ConvertError, hasProgram, runLimited, type Limits } from '../convert/run.ts';
import type { Converted, Progress } from '../convert/word.ts';
import type { TaskCaps } from '../../tasks/limits.ts';
import {
  cuesFromSegments,
  cuesFromWords,
  toSrt,
  toText,
  toVtt,
  type Cue,
  type TimedWord,
} from './captions.ts';
import {
  parseSilences,
  pcmSeconds,
  planChunks,
  readSilences,
  wavData,
  writeChunk,
  type Chunk,
} from './chunks.ts';
import { transcribeChunk, type AsrSettings } from './provider.ts';
import { sphinxModel, sphinxWords, type SphinxModel } from './sphinx.ts';

/** Programs speech recognition calls: Debian's ffmpeg and ffprobe, and the offline engine. */
export interface AsrPrograms {
  ffmpegPath: string;
  ffprobePath: string;
  sphinx: SphinxModel;
  /** Chunk lengths instead of the defaults below (tests cut a short recording into several). */
  chunkSeconds?: { target: number; window: number };
}
export const asrPrograms: AsrPrograms = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', sphinx: sphinxModel };

/** Chunk lengths (seconds): short for the offline engine (progress, two at once), long for a service. */
const chunking = { sphinx: { target: 60, window: 15 }, service: { target: 300, window: 30 } };
/** Chunks recognised at the same time (the server has two cores; a service is asked twice at once). */
const parallel = 2;

/**
 * Only plain media files are read: the file protocol and demuxers of single media files (a
 * playlist could name other files of this server or URLs).
 */
const inputGuard = [
  ...['-protocol_whitelist', 'file'],
  ...['-format_whitelist', 'mov,mp4,m4a,matroska,webm,mp3,wav,ogg,flac,aac'],
];

/** The recording's length and whether it has sound, by ffprobe; badMedia when it cannot read it. */
async function probe(programs: AsrPrograms, input: string, workDir: string, limits: Limits) {
  let out: string;
  try {
    out = await runLimited(
      programs.ffprobePath,
      [
        ...inputGuard,
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type',
        '-of',
        'json',
        input,
      ],
      workDir,
      limits,
    );
  } catch (err) {
    if (err instanceof ConvertError && err.key !== 'convertFailed') throw err;
    throw new ConvertError('badMedia', (err as Error).message, false);
  }
  const parsed = JSON.parse(out) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
  return {
    audio: (parsed.streams ?? []).some((s) => s.codec_type === 'audio'),
    duration: Number(parsed.format?.duration ?? NaN),
  };
}

/** Runs `work` on every item, `parallel` at a time, in order of the items' indexes in the answer. */
async function mapParallel<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
  return results;
}

const formats = {
  srt: { write: toSrt, mimeType: 'application/x-subrip' },
  vtt: { write: toVtt, mimeType: 'text/vtt' },
  txt: { write: toText, mimeType: 'text/plain' },
} as const;

/**
 * Recording → subtitles. The sound is decoded once to 16 kHz mono (ffmpeg, which also finds the
 * silences), cut into chunks at silences, and each chunk recognised by the offline engine
 * (English) or by the configured transcription service (English and Chinese), two at a time,
 * with progress per chunk. Chinese without a service fails with asrNeedsProvider.
 */
export async function audioToSubtitles(
  input: string,
  baseName: string,
  options: AudioToSrtOptions,
  workDir: string,
  limits: Limits,
  caps: TaskCaps,
  progress: Progress,
  service: AsrSettings | null,
  programs: AsrPrograms = asrPrograms,
): Promise<Converted> {
  const language = options.language ?? 'en';
  const format = options.format ?? 'srt';
  if (language === 'zh' && !service) {
    throw new ConvertError('asrNeedsProvider', 'no ASR_BASE_URL: the offline model is English only', false);
  }
  const needed = [programs.ffmpegPath, programs.ffprobePath, ...(service ? [] : [programs.sphinx.program])];
  for (const program of needed) {
    if (!hasProgram(program)) throw new ConvertError('asrMissing', `${program} not found`, false);
  }
  const probed = await probe(programs, input, workDir, limits);
  if (!probed.audio) throw new ConvertError('noAudio', 'no audio stream', false);
  const maxMinutes = caps.minutes ?? 0;
  if (Number.isFinite(probed.duration) && probed.duration > maxMinutes * 60) {
    throw new ConvertError('audioTooLong', `${Math.round(probed.duration)} s`, false);
  }
  await progress('transcribing', 0, 1);
  const wav = join(workDir, 'sound.wav');
  try {
    await runLimited(
      programs.ffmpegPath,
      [
        ...['-hide_banner', '-loglevel', 'error', '-y', ...inputGuard, '-i', input],
        ...['-map', '0:a:0', '-vn', '-sn', '-dn'],
        '-af',
        'aformat=channel_layouts=mono,aresample=16000,silencedetect=noise=-35dB:d=0.3,ametadata=mode=print:file=silences.txt',
        ...['-ar', '16000', '-ac', '1', '-c:a', 'pcm_s16le', wav],
      ],
      workDir,
      limits,
    );
  } catch (err) {
    if (err instanceof ConvertError && err.key !== 'convertFailed') throw err;
    throw new ConvertError('badMedia', (err as Error).message, false);
  }
  const data = await wavData(wav);
  const duration = pcmSeconds(data.length);
  // The decoded length is the true one (a file's header may claim another); check it again.
  if (duration > maxMinutes * 60 + 1)
    throw new ConvertError('audioTooLong', `${Math.round(duration)} s`, false);
  const silences = parseSilences(await readSilences(join(workDir, 'silences.txt')), duration);
  const plan = programs.chunkSeconds ?? (service ? chunking.service : chunking.sphinx);
  const chunks = planChunks(duration, silences, plan.target, plan.window);
  let done = 0;
  await progress('transcribing', 0, chunks.length);
  const recognise = async (chunk: Chunk, i: number): Promise<TimedWord[] | Cue[]> => {
    checkDeadline(limits);
    const name = `chunk-${i}.wav`;
    await writeChunk(wav, data, chunk, join(workDir, name));
    const result = service
      ? await transcribeChunk(service, join(workDir, name), language, chunk.start, limits.signal)
      : await sphinxWords(name, chunk.start, workDir, limits, programs.sphinx);
    await progress('transcribing', ++done, chunks.length);
    return result;
  };
  const pieces = await mapParallel(chunks, recognise);
  const cues = service
    ? cuesFromSegments((pieces as Cue[][]).flat())
    : cuesFromWords((pieces as TimedWord[][]).flat(), language);
  if (cues.length === 0) throw new ConvertError('noSpeech', 'nothing recognised', false);
  const out = join(workDir, `subtitles.${format}`);
  await writeFile(out, formats[format].write(cues));
  return { path: out, name: `${baseName}.${format}`, ext: format, mimeType: formats[format].mimeType };
}
