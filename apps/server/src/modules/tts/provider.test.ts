import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { textToAudioOptions } from '@toolbox/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConvertError } from '../convert/run.ts';
import { ttsSettings, type TtsSettings } from './provider.ts';
import { speechPrograms, textToAudio } from './speak.ts';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tts-svc-'));
  dirs.push(dir);
  return dir;
};

/** One second of a 440 Hz tone as MP3: the kind of body /v1/audio/speech answers. */
function toneMp3(): Buffer {
  const path = join(tempDir(), 'tone.mp3');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=1',
    '-c:a',
    'libmp3lame',
    path,
  ]);
  return readFileSync(path);
}

interface SpeechRequest {
  auth?: string;
  body: { model: string; input: string; voice: string; speed: number; response_format: string };
}

/** A loopback stand-in for an OpenAI-compatible POST /v1/audio/speech (JSON in, audio bytes out). */
async function fakeSpeech(answer: (n: number) => number) {
  const seen: SpeechRequest[] = [];
  const mp3 = toneMp3();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      const ok =
        req.method === 'POST' &&
        req.url === '/v1/audio/speech' &&
        req.headers['content-type'] === 'application/json';
      seen.push({
        auth: req.headers.authorization,
        body: JSON.parse(Buffer.concat(parts).toString('utf8')) as SpeechRequest['body'],
      });
      const status = ok ? answer(seen.length) : 404;
      if (status !== 200)
        return res
          .writeHead(status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"no"}}');
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const settings = ttsSettings({
    TTS_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    TTS_API_KEY: 'sk-tts',
    TTS_MODEL: 'tts-1',
    TTS_VOICE: 'nova',
    TTS_VOICE_ZH: 'zh-female',
  })!;
  return { seen, settings };
}

async function speak(settings: TtsSettings, text: string, options: object) {
  const dir = tempDir();
  const input = join(dir, 'text.txt');
  writeFileSync(input, text);
  const steps: number[] = [];
  const result = await textToAudio(
    input,
    'text',
    textToAudioOptions.parse(options),
    dir,
    { timeoutMs: 60_000, memoryMB: 2048 },
    async (_k, n) => {
      steps.push(n);
    },
    { ...speechPrograms, espeakPath: 'not-installed-espeak' },
    settings,
  );
  const duration = Number(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', result.path],
      { encoding: 'utf8' },
    ),
  );
  return { result, steps, duration };
}

describe('text_to_audio through an OpenAI-compatible speech service (loopback fake)', () => {
  it('is off without TTS_BASE_URL and reads the voices', () => {
    expect(ttsSettings({})).toBeNull();
    expect(ttsSettings({ TTS_BASE_URL: 'http://h/v1', TTS_MODEL: 'm' })).toMatchObject({
      voices: { en: 'alloy', zh: 'alloy' },
    });
    expect(() => ttsSettings({ TTS_API_KEY: 'k' })).toThrow(expect.objectContaining({ key: 'TTS_BASE_URL' }));
  });

  it('asks the service per group of sentences (espeak-ng not needed) and joins the parts', async () => {
    const { seen, settings } = await fakeSpeech(() => 200);
    const text = `${'这是一个很长的句子，用来测试分段。'.repeat(30)}\n第二段。`;
    const { result, steps, duration } = await speak(settings, text, {
      voice: 'cmn',
      speed: 1.25,
      format: 'wav',
    });
    expect(result).toMatchObject({ ext: 'wav', mimeType: 'audio/wav' });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const s of seen) {
      expect(s.auth).toBe('Bearer sk-tts');
      expect(s.body).toMatchObject({
        model: 'tts-1',
        voice: 'zh-female',
        speed: 1.25,
        response_format: 'mp3',
      });
    }
    expect(seen.map((s) => s.body.input).join('\n')).toBe(text.replace(/。(?!\n|$)/g, '。\n'));
    // One second of tone per request, joined.
    expect(duration).toBeGreaterThan(seen.length - 0.3);
    expect(duration).toBeLessThan(seen.length + 0.5);
    expect(steps.at(-1)).toBe(31);
  });

  it('tries a 5xx again and fails clearly on a refused request', async () => {
    const flaky = await fakeSpeech((n) => (n === 1 ? 503 : 200));
    const ok = await speak(flaky.settings, 'Hello there.', { voice: 'en-us' });
    expect(ok.result.ext).toBe('mp3');
    expect(flaky.seen).toHaveLength(2);
    expect(flaky.seen[1]!.body.voice).toBe('nova');
    const refused = await fakeSpeech(() => 400);
    const error = await speak(refused.settings, 'Hello.', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvertError);
    expect(error).toMatchObject({ key: 'ttsProviderFailed', retryable: false });
  });
});
