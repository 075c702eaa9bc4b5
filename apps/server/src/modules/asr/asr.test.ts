import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audioToSrtOptions } from '@toolbox/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { asrCaps } from '../../tasks/limits.ts';
import { ConvertError } from '../convert/run.ts';
import { cuesFromSegments, cuesFromWords, timestamp, toSrt, toText, toVtt } from './captions.ts';
import { parseSilences, planChunks } from './chunks.ts';
import { asrSettings, serviceSettings, type AsrSettings } from './provider.ts';
import { parseSphinx } from './sphinx.ts';
import { audioToSubtitles } from './transcribe.ts';
import { characters, errorRate, words } from './wer.ts';

describe('captions', () => {
  it('formats SRT and WebVTT times', () => {
    expect(timestamp(0, ',')).toBe('00:00:00,000');
    expect(timestamp(3723.5, ',')).toBe('01:02:03,500');
    expect(timestamp(59.9996, '.')).toBe('00:01:00.000');
  });

  it('groups words into cues at pauses and length limits, and writes the three formats', () => {
    const w = (text: string, start: number, end: number) => ({ text, start, end });
    const cues = cuesFromWords(
      [w('hello', 0.5, 0.9), w('there', 1, 1.4), w('after', 2.5, 2.9), w('a', 3, 3.1), w('pause', 3.2, 3.6)],
      'en',
    );
    expect(cues).toEqual([
      { start: 0.5, end: 1.4, text: 'hello there' },
      { start: 2.5, end: 3.6, text: 'after a pause' },
    ]);
    expect(toSrt(cues)).toBe(
      '1\n00:00:00,500 --> 00:00:01,400\nhello there\n\n2\n00:00:02,500 --> 00:00:03,600\nafter a pause\n',
    );
    expect(toVtt(cues)).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:01.400\nhello there\n\n00:00:02.500 --> 00:00:03.600\nafter a pause\n',
    );
    expect(toText(cues)).toBe('hello there\nafter a pause\n');
    const long = Array.from({ length: 40 }, (_, i) => w('word', i * 0.3, i * 0.3 + 0.25));
    for (const cue of cuesFromWords(long, 'en')) expect(cue.end - cue.start).toBeLessThanOrEqual(6);
    // Chinese joins without spaces.
    expect(cuesFromWords([w('你好', 0, 0.5), w('世界', 0.6, 1)], 'zh')[0]!.text).toBe('你好世界');
  });

  it('keeps service segments in order, trimmed, empty ones dropped', () => {
    expect(
      cuesFromSegments([
        { start: 0, end: 2.2, text: ' 第一句。 ' },
        { start: 2.1, end: 4, text: '第二句。' },
        { start: 4, end: 5, text: '  ' },
      ]),
    ).toEqual([
      { start: 0, end: 2.2, text: '第一句。' },
      { start: 2.2, end: 4, text: '第二句。' },
    ]);
  });
});

describe('pocketsphinx output, silences and chunks', () => {
  it('reads word lines, drops fillers and variant markers, skips utterance lines', () => {
    const out =
      'and mr john\n<s> 0.000 0.140 0.999400\nand(2) 0.150 0.360 0.26\n<sil> 0.37 0.5 1\n[NOISE] 0.5 0.6 1\nmr 0.370 0.620 9.8e-01\n</s> 0.63 0.7 1\n';
    expect(parseSphinx(out, 10)).toEqual([
      { text: 'and', start: 10.15, end: 10.36 },
      { text: 'mr', start: 10.37, end: 10.62 },
    ]);
  });

  it('cuts at the longest silence near each target and leaves a short rest whole', () => {
    const silences = parseSilences(
      'frame:1 pts:1 pts_time:1\nlavfi.silence_start=9\nlavfi.silence_end=9.4\nlavfi.silence_duration=0.4\nlavfi.silence_start=11\nlavfi.silence_end=12\nlavfi.silence_start=24.5\n',
      25,
    );
    expect(silences).toEqual([
      { start: 9, end: 9.4 },
      { start: 11, end: 12 },
      { start: 24.5, end: 25 },
    ]);
    expect(planChunks(25, silences, 10, 3)).toEqual([
      { start: 0, end: 11.5 },
      { start: 11.5, end: 21.5 },
      { start: 21.5, end: 25 },
    ]);
    expect(planChunks(12, [], 10, 3)).toEqual([{ start: 0, end: 12 }]);
  });

  it('measures word and character error rates', () => {
    expect(
      errorRate(
        words('He was not an ill-disposed young man.'),
        words('he was not an ill disposed young man'),
      ),
    ).toBe(0);
    expect(errorRate(words('a b c d'), words('a x c'))).toBe(0.5);
    expect(errorRate(characters('今天天气很好。'), characters('今天天 气好'))).toBeCloseTo(1 / 6);
  });
});

describe('settings of the transcription service (ASR_*)', () => {
  it('is off without a base URL and checks what is set', () => {
    expect(asrSettings({})).toBeNull();
    expect(
      serviceSettings({ ASR_BASE_URL: 'http://127.0.0.1:9/v1/', ASR_MODEL: 'whisper-1' }, 'ASR'),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: '',
      model: 'whisper-1',
      timeoutMs: 120_000,
    });
    expect(() => asrSettings({ ASR_MODEL: 'm' })).toThrow(/ASR_MODEL/);
    expect(() => asrSettings({ ASR_BASE_URL: 'http://x' })).toThrow(/required/);
    expect(() => asrSettings({ ASR_BASE_URL: 'ftp://x', ASR_MODEL: 'm' })).toThrow(/http/);
    expect(() =>
      serviceSettings({ TTS_BASE_URL: 'http://x', TTS_MODEL: 'm', TTS_TIMEOUT_SECONDS: '0' }, 'TTS'),
    ).toThrow();
  });

  it('stops the start on a bad ASR_* or TTS_* setting, naming it but not its value', () => {
    expect(() => loadConfig({ ASR_API_KEY: 'sk-secret' })).toThrow(
      new ConfigError('Invalid setting ASR_BASE_URL: required when ASR_MODEL or ASR_API_KEY is set'),
    );
    expect(() => loadConfig({ TTS_BASE_URL: 'http://127.0.0.1:1/v1' })).toThrow(
      new ConfigError('Invalid setting TTS_MODEL: required when TTS_BASE_URL is set'),
    );
    expect(() => loadConfig({ ASR_BASE_URL: 'http://127.0.0.1:1/v1', ASR_MODEL: 'whisper-1' })).not.toThrow();
  });
});

/** A loopback stand-in for an OpenAI-compatible /v1/audio/transcriptions (multipart in, verbose_json out). */
interface Seen {
  auth: string | undefined;
  model: string;
  language: string;
  format: string;
  granularity: string;
  seconds: number;
}
const servers: Server[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function fakeService(answer: (seen: Seen, n: number) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const parts: Buffer[] = [];
    req.on('data', (d: Buffer) => parts.push(d));
    req.on('end', () => {
      void (async () => {
        expect(req.method).toBe('POST');
        expect(req.url).toBe('/v1/audio/transcriptions');
        const form = await new Request('http://x', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type']! },
          body: Buffer.concat(parts),
        }).formData();
        const file = form.get('file') as File;
        const wav = Buffer.from(await file.arrayBuffer());
        expect(wav.toString('latin1', 0, 4)).toBe('RIFF');
        const s: Seen = {
          auth: req.headers.authorization,
          model: String(form.get('model')),
          language: String(form.get('language')),
          format: String(form.get('response_format')),
          granularity: String(form.get('timestamp_granularities[]')),
          seconds: wav.readUInt32LE(40) / 32_000,
        };
        seen.push(s);
        const { status, body } = answer(s, seen.length);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      })();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  const settings: AsrSettings = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    apiKey: 'sk-test',
    model: 'whisper-large-v3',
    timeoutMs: 10_000,
  };
  return { seen, settings };
}

const recording = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';
const limits = { timeoutMs: 60_000, memoryMB: 2048 };

async function viaService(settings: AsrSettings, options: object, chunk = { target: 3, window: 1 }) {
  const dir = mkdtempSync(join(tmpdir(), 'asr-svc-'));
  dirs.push(dir);
  const steps: number[] = [];
  const result = await audioToSubtitles(
    recording,
    'chunks',
    audioToSrtOptions.parse(options),
    dir,
    limits,
    asrCaps.basic,
    async (_k, n) => {
      steps.push(n);
    },
    settings,
    {
      ffmpegPath: 'ffmpeg',
      ffprobePath: 'ffprobe',
      sphinx: { program: 'absent', hmm: '', lm: '', dict: '' },
      chunkSeconds: chunk,
    },
  );
  return { result, steps, text: readFileSync(result.path, 'utf8') };
}

describe('audio_to_srt through a transcription service (loopback fake of the real wire format)', () => {
  it('sends each chunk as multipart and places its segments at the chunk offset', async () => {
    const { seen, settings } = await fakeService((s, n) => ({
      status: 200,
      body: {
        task: 'transcribe',
        language: 'chinese',
        duration: s.seconds,
        text: `第${n}段。`,
        segments: [
          {
            id: 0,
            seek: 0,
            start: 0.2,
            end: s.seconds - 0.1,
            text: ` 第${n}段。`,
            tokens: [],
            avg_logprob: -0.2,
          },
        ],
      },
    }));
    const { result, text } = await viaService(settings, { language: 'zh', format: 'srt' });
    expect(result).toMatchObject({ name: 'chunks.srt', ext: 'srt' });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const s of seen) {
      expect(s).toMatchObject({
        auth: 'Bearer sk-test',
        model: 'whisper-large-v3',
        language: 'zh',
        format: 'verbose_json',
        granularity: 'segment',
      });
    }
    // Chunk lengths add up to the 7.1 s recording; each segment lands inside its chunk.
    expect(seen.reduce((a, s) => a + s.seconds, 0)).toBeCloseTo(7.1, 1);
    const blocks = text.trimEnd().split('\n\n');
    expect(blocks).toHaveLength(seen.length);
    expect(blocks[0]).toMatch(/^1\n00:00:00,200 --> 00:00:0\d,\d{3}\n第\d段。$/);
    const starts = blocks.map((b) => b.split('\n')[1]!.slice(0, 12));
    expect([...starts].sort()).toEqual(starts);
  });

  it('tries a 429 again, and fails clearly on a refused key or an answer without segments', async () => {
    const busy = await fakeService((s, n) =>
      n === 1
        ? { status: 429, body: { error: { message: 'rate limited' } } }
        : { status: 200, body: { text: 'hi', segments: [{ start: 0, end: 1, text: 'hello' }] } },
    );
    const ok = await viaService(busy.settings, { format: 'txt' }, { target: 60, window: 10 });
    expect(ok.text).toBe('hello\n');
    expect(busy.seen).toHaveLength(2);

    const refused = await fakeService(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    const error = await viaService(refused.settings, {}, { target: 60, window: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConvertError);
    expect(error).toMatchObject({ key: 'asrProviderFailed', retryable: false });

    const plain = await fakeService(() => ({ status: 200, body: { text: 'no segments' } }));
    const bad = await viaService(plain.settings, {}, { target: 60, window: 10 }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ key: 'asrProviderFailed', retryable: true });
  });
});
