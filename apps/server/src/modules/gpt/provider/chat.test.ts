import { afterEach, describe, expect, it } from 'vitest';
import type { LlmSettings } from '../settings.ts';
import { backoffMs, openAiChat, type ChatDeps } from './chat.ts';
import { ProviderError } from './errors.ts';
import { startFakeLlm, type FakeReply } from './fake-llm.ts';

// The adapter against a loopback server speaking the real streaming protocol over real HTTP.

const fakes: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  while (fakes.length) await fakes.pop()!.close();
});

async function fake(...replies: FakeReply[]) {
  const server = await startFakeLlm((_req, i) => replies[Math.min(i, replies.length - 1)]!);
  fakes.push(server);
  return server;
}

function settings(url: string, over: Partial<LlmSettings> = {}): LlmSettings {
  return {
    baseUrl: url,
    apiKey: 'sk-test',
    model: 'fake-model',
    timeoutMs: 10_000,
    firstTokenMs: 2_000,
    retries: 2,
    userPerMinute: 10,
    globalPerMinute: 100,
    maxConcurrent: 4,
    maxTokens: 500,
    blockedWords: [],
    ...over,
  };
}

/** Real fetch and clock; the back-off waits are recorded instead of slept. */
function deps(waits: number[]): ChatDeps {
  return { fetch, now: Date.now, random: () => 0.5, sleep: async (ms) => void waits.push(ms) };
}

const call = { messages: [{ role: 'user' as const, content: '写一段话' }], maxTokens: 9000 };

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('openAiChat against a loopback provider', () => {
  it('streams the pieces in order, sends model, key and limits, and takes the usage the provider counted', async () => {
    const server = await fake({ kind: 'stream', pieces: ['春', '眠', '不觉晓'], delayMs: 20 });
    const pieces: string[] = [];
    const out = await openAiChat(settings(server.url), deps([])).complete(call, {
      onDelta: (t) => void pieces.push(t),
    });
    expect(pieces).toEqual(['春', '眠', '不觉晓']);
    expect(out).toMatchObject({ text: '春眠不觉晓', finishReason: 'stop', attempts: 1 });
    expect(out.usage).toEqual({ promptTokens: 11, completionTokens: 3, estimated: false });
    const [req] = server.requests;
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    expect(req!.body).toMatchObject({
      model: 'fake-model',
      stream: true,
      stream_options: { include_usage: true },
      max_tokens: 500, // the call asked for 9000; LLM_MAX_TOKENS caps it
    });
  });

  it('estimates the usage when the provider sends none, and reads a stream without [DONE] that finished', async () => {
    const server = await fake({ kind: 'stream', pieces: ['Hello ', 'world'], usage: false, done: false });
    const out = await openAiChat(settings(server.url, { apiKey: '' }), deps([])).complete(call);
    expect(out.text).toBe('Hello world');
    expect(out.usage.estimated).toBe(true);
    expect(out.usage.completionTokens).toBe(3);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('tries a 429 again after its Retry-After, and a 500 after back-off', async () => {
    const server = await fake(
      { kind: 'status', status: 429, retryAfter: '1' },
      { kind: 'status', status: 503 },
      { kind: 'stream', pieces: ['ok'] },
    );
    const waits: number[] = [];
    const out = await openAiChat(settings(server.url), deps(waits)).complete(call);
    expect(out).toMatchObject({ text: 'ok', attempts: 3 });
    expect(waits).toEqual([1000, 1000]); // Retry-After 1 s; then 2nd back-off 1 s × (0.75 + 0.5 × 0.5)
    expect(server.requests).toHaveLength(3);
  });

  it('answers busy when the provider keeps answering 429, after the configured retries', async () => {
    const server = await fake({ kind: 'status', status: 429 });
    const err = await failure(openAiChat(settings(server.url, { retries: 2 }), deps([])).complete(call));
    expect(err.kind).toBe('busy');
    expect(server.requests).toHaveLength(3);
  });

  it('does not wait out a Retry-After longer than 20 s: busy at once', async () => {
    const server = await fake({ kind: 'status', status: 429, retryAfter: '120' });
    const err = await failure(openAiChat(settings(server.url), deps([])).complete(call));
    expect([err.kind, err.retryAfterMs]).toEqual(['busy', 120_000]);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a refusal such as 401 (a wrong key)', async () => {
    const server = await fake({ kind: 'status', status: 401, body: '{"error":{"message":"bad key"}}' });
    const err = await failure(openAiChat(settings(server.url), deps([])).complete(call));
    expect([err.kind, err.status]).toEqual(['failed', 401]);
    expect(err.detail).toContain('bad key');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up on a slow first token after the first-token time, without retrying', async () => {
    const server = await fake({ kind: 'stream', pieces: ['late'], firstDelayMs: 1500 });
    const started = Date.now();
    const err = await failure(
      openAiChat(settings(server.url, { firstTokenMs: 300 }), deps([])).complete(call),
    );
    expect(err.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1400);
    expect(server.requests).toHaveLength(1);
  });

  it('waits for a slow first token that comes within the time', async () => {
    const server = await fake({ kind: 'stream', pieces: ['late', ' but here'], firstDelayMs: 400 });
    const out = await openAiChat(settings(server.url, { firstTokenMs: 1500 }), deps([])).complete(call);
    expect(out.text).toBe('late but here');
    expect(out.firstTokenMs).toBeGreaterThanOrEqual(350);
  });

  it('times out a stream that stalls after its first words', async () => {
    const server = await fake({ kind: 'stream', pieces: ['a', 'b'], delayMs: 1500 });
    const pieces: string[] = [];
    const err = await failure(
      openAiChat(settings(server.url, { firstTokenMs: 300 }), deps([])).complete(call, {
        onDelta: (t) => void pieces.push(t),
      }),
    );
    expect(err.kind).toBe('timeout');
    expect(pieces).toEqual(['a']);
  });

  it('reports a stream cut off mid-way as broken and does not retry once text was sent', async () => {
    const server = await fake({ kind: 'stream', pieces: ['one ', 'two ', 'three'], breakAfter: 2 });
    const pieces: string[] = [];
    const err = await failure(
      openAiChat(settings(server.url), deps([])).complete(call, { onDelta: (t) => void pieces.push(t) }),
    );
    expect(err.kind).toBe('broken');
    expect(pieces).toEqual(['one ', 'two ']);
    expect(server.requests).toHaveLength(1);
  });

  it('retries a stream cut off before any text', async () => {
    const server = await fake(
      { kind: 'stream', pieces: ['x'], breakAfter: 0 },
      { kind: 'stream', pieces: ['fine'] },
    );
    const out = await openAiChat(settings(server.url), deps([])).complete(call);
    expect(out).toMatchObject({ text: 'fine', attempts: 2 });
  });

  it('fails on an error object in the stream and on the content filter', async () => {
    const broken = await fake({ kind: 'stream', pieces: ['x'], errorChunk: 'overloaded' });
    const err = await failure(openAiChat(settings(broken.url, { retries: 0 }), deps([])).complete(call));
    expect([err.kind, err.detail]).toEqual(['failed', 'provider error: overloaded']);
    const filtered = await fake({ kind: 'stream', pieces: ['x'], finishReason: 'content_filter' });
    expect((await failure(openAiChat(settings(filtered.url), deps([])).complete(call))).kind).toBe(
      'filtered',
    );
  });

  it('reads a server that ignores stream: true and answers one JSON object', async () => {
    const server = await fake({ kind: 'json', text: 'whole answer' });
    const pieces: string[] = [];
    const out = await openAiChat(settings(server.url), deps([])).complete(call, {
      onDelta: (t) => void pieces.push(t),
    });
    expect(pieces).toEqual(['whole answer']);
    expect(out.usage).toEqual({ promptTokens: 7, completionTokens: 3, estimated: false });
  });

  it('stops at once when the caller aborts, closing the connection', async () => {
    const server = await fake({
      kind: 'stream',
      pieces: Array.from({ length: 50 }, (_, i) => `${i} `),
      delayMs: 50,
    });
    const controller = new AbortController();
    const pieces: string[] = [];
    const done = openAiChat(settings(server.url), deps([])).complete(call, {
      signal: controller.signal,
      onDelta: (t) => {
        pieces.push(t);
        if (pieces.length === 3) controller.abort(new Error('stopped by user'));
      },
    });
    await expect(done).rejects.toThrow('stopped by user');
    expect(pieces).toHaveLength(3);
  });

  it('fails when nothing listens at the address, after its retries', async () => {
    const server = await fake({ kind: 'stream', pieces: ['x'] });
    const url = server.url;
    await fakes.pop()!.close();
    const waits: number[] = [];
    const err = await failure(openAiChat(settings(url, { retries: 1 }), deps(waits)).complete(call));
    expect([err.kind, err.status]).toEqual(['failed', null]);
    expect(waits).toHaveLength(1);
  });
});

describe('backoffMs', () => {
  it('doubles from 0.5 s with ±25 % jitter, capped at 8 s, and takes Retry-After as it is', () => {
    expect(backoffMs(1, null, () => 0)).toBe(375);
    expect(backoffMs(1, null, () => 1)).toBe(625);
    expect(backoffMs(3, null, () => 0.5)).toBe(2000);
    expect(backoffMs(10, null, () => 0.5)).toBe(8000);
    expect(backoffMs(1, 3000, () => 0)).toBe(3000);
  });
});
