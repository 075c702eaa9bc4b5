import { readFile } from 'node:fs/promises';
import { ConvertError } from '../convert/run.ts';
import { postToService } from '../convert/service-call.ts';
import type { Cue } from './captions.ts';

/**
 * The alternative to the offline engine: any OpenAI-compatible transcription API (a hosted one, or
 * a self-hosted whisper server), read from ASR_* variables. Without ASR_BASE_URL there is none.
 */
export interface AsrSettings {
  /** Base of the API, e.g. `https://api.openai.com/v1`; `/audio/transcriptions` is added. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set. */
  apiKey: string;
  model: string;
  /** Longest one chunk's request may take. */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** A bad ASR_* or TTS_* setting: the key and what is wrong (never the value: it may be a secret). */
export class SpeechSettingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An OpenAI-compatible speech service's settings under a prefix (ASR or TTS): null without
 * `<prefix>_BASE_URL`; `<prefix>_MODEL` is required with it, and a model or key without a base URL
 * is a mistake, not "no service".
 */
export function serviceSettings(env: Env, prefix: 'ASR' | 'TTS'): AsrSettings | null {
  const baseUrl = env[`${prefix}_BASE_URL`]?.trim() ?? '';
  const model = env[`${prefix}_MODEL`]?.trim() ?? '';
  const apiKey = env[`${prefix}_API_KEY`]?.trim() ?? '';
  if (!baseUrl) {
    if (model || apiKey)
      throw new SpeechSettingError(
        `${prefix}_BASE_URL`,
        `required when ${prefix}_MODEL or ${prefix}_API_KEY is set`,
      );
    return null;
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new SpeechSettingError(`${prefix}_BASE_URL`, 'expected an http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SpeechSettingError(`${prefix}_BASE_URL`, 'expected an http(s) URL');
  if (!model) throw new SpeechSettingError(`${prefix}_MODEL`, `required when ${prefix}_BASE_URL is set`);
  const seconds = env[`${prefix}_TIMEOUT_SECONDS`]?.trim() || '120';
  if (!/^\d+$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > 3600)
    throw new SpeechSettingError(`${prefix}_TIMEOUT_SECONDS`, 'expected a whole number from 1 to 3600');
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: Number(seconds) * 1000 };
}

/** The transcription service, or null when ASR_BASE_URL is not set. */
export const asrSettings = (env: Env = process.env) => serviceSettings(env, 'ASR');

/** The part of a verbose_json answer we read. */
interface VerboseJson {
  text?: unknown;
  segments?: { start?: unknown; end?: unknown; text?: unknown }[];
}

/**
 * Transcribes one chunk (a WAV file) with POST {baseUrl}/audio/transcriptions, multipart with
 * `file`, `model`, `language`, `response_format=verbose_json` and segment timestamps; answers the
 * segments moved by `offset` seconds. A 429, a 5xx or a failed connection is tried once more;
 * other failures end the chunk with asrProviderFailed (a 4xx other than 429 without retries).
 */
export async function transcribeChunk(
  settings: AsrSettings,
  wavPath: string,
  language: 'en' | 'zh',
  offset: number,
  signal?: AbortSignal,
): Promise<Cue[]> {
  const audio = await readFile(wavPath);
  const form = new FormData();
  form.append('file', new Blob([audio], { type: 'audio/wav' }), 'chunk.wav');
  form.append('model', settings.model);
  form.append('language', language);
  form.append('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  const response = await postToService(
    `${settings.baseUrl}/audio/transcriptions`,
    { body: form },
    { apiKey: settings.apiKey, timeoutMs: settings.timeoutMs, signal, failKey: 'asrProviderFailed' },
  );
  const body = (await response.json().catch(() => null)) as VerboseJson | null;
  if (!body || !Array.isArray(body.segments)) {
    throw new ConvertError('asrProviderFailed', 'the answer has no segments (verbose_json expected)');
  }
  return body.segments.flatMap((s) =>
    typeof s.start === 'number' && typeof s.end === 'number' && typeof s.text === 'string'
      ? [{ start: offset + s.start, end: offset + s.end, text: s.text }]
      : [],
  );
}
