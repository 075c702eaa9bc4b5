import { writeFile } from 'node:fs/promises';
import { serviceSettings, type AsrSettings } from '../asr/provider.ts';
import { ConvertError } from '../convert/run.ts';
import { postToService } from '../convert/service-call.ts';

type Env = Record<string, string | undefined>;

/**
 * An OpenAI-compatible speech API used instead of espeak-ng when TTS_BASE_URL is set: TTS_MODEL
 * (required with it), TTS_API_KEY, TTS_VOICE (the English voices, default "alloy") and
 * TTS_VOICE_ZH (the Mandarin voice, default TTS_VOICE). Pitch is espeak-ng's alone.
 */
export interface TtsSettings extends AsrSettings {
  voices: { en: string; zh: string };
}

/** The speech service, or null when TTS_BASE_URL is not set. */
export function ttsSettings(env: Env = process.env): TtsSettings | null {
  const service = serviceSettings(env, 'TTS');
  if (!service) return null;
  const en = env.TTS_VOICE?.trim() || 'alloy';
  return { ...service, voices: { en, zh: env.TTS_VOICE_ZH?.trim() || en } };
}

/**
 * Speaks `text` with POST {baseUrl}/audio/speech (JSON: model, input, voice, speed,
 * response_format mp3) into `target`. A 429, a 5xx or a failed connection is tried once more.
 */
export async function speakWithService(
  settings: TtsSettings,
  text: string,
  language: 'en' | 'zh',
  speed: number,
  target: string,
  signal?: AbortSignal,
): Promise<void> {
  const response = await postToService(
    `${settings.baseUrl}/audio/speech`,
    {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: settings.model,
        input: text,
        voice: settings.voices[language],
        speed,
        response_format: 'mp3',
      }),
    },
    { apiKey: settings.apiKey, timeoutMs: settings.timeoutMs, signal, failKey: 'ttsProviderFailed' },
  );
  const audio = Buffer.from(await response.arrayBuffer());
  if (audio.length === 0) throw new ConvertError('ttsProviderFailed', 'empty answer');
  await writeFile(target, audio);
}
