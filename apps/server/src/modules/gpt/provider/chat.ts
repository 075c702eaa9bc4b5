import type { LlmSettings } from '../settings.ts';
import { ProviderError, retryAfterMs } from './errors.ts';
import { readChatStream } from './stream.ts';
import type { ChatMessage, ChatUsage } from './types.ts';

export type { ChatMessage, ChatUsage } from './types.ts';

export interface ChatCall {
  messages: ChatMessage[];
  maxTokens: number;
  temperature?: number;
}

export interface ChatOutcome {
  text: string;
  /** The provider's finish_reason: 'stop', 'length', … */
  finishReason: string;
  usage: ChatUsage;
  /** Attempts made (1 without retries). */
  attempts: number;
  /** From the start of the last attempt to its first words. */
  firstTokenMs: number | null;
}

export interface ChatHooks {
  /** Aborting it stops the call at once (the user pressed stop, or left). */
  signal?: AbortSignal;
  /** Each piece of text as it comes; awaited, so a slow reader slows the stream down. */
  onDelta?: (text: string) => void | Promise<void>;
}

/** A text-generation provider. */
export interface ChatProvider {
  readonly model: string;
  complete(call: ChatCall, hooks?: ChatHooks): Promise<ChatOutcome>;
}

/** What the adapter reaches the outside world through (tests replace the clock and the waits). */
export interface ChatDeps {
  fetch: typeof fetch;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

const defaultDeps: ChatDeps = {
  fetch: (...a) => globalThis.fetch(...a),
  now: Date.now,
  sleep,
  random: Math.random,
};

/** Waits longer than this for a provider's Retry-After are not worth it: the user is told it is busy. */
export const MAX_RETRY_WAIT_MS = 20_000;

/** Back-off before attempt `n + 1`: 0.5 s, 1 s, 2 s … (±25 %), or the provider's Retry-After. */
export function backoffMs(attempt: number, retryAfter: number | null, random: () => number): number {
  if (retryAfter !== null) return retryAfter;
  const base = Math.min(8000, 500 * 2 ** (attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * The adapter for OpenAI-compatible chat completions with streaming (`stream: true`, SSE `data:`
 * chunks ending in `[DONE]`, usage asked for with `stream_options.include_usage`). A 429, a 5xx or
 * a failed connection is tried again with back-off (Retry-After honoured) while no text has
 * reached the caller; after that a failure ends the call, since a second answer would not continue
 * the first. Time limits: the first words within `firstTokenMs` (and no longer gap between two
 * pieces), the whole call within `timeoutMs`.
 */
export function openAiChat(settings: LlmSettings, deps: ChatDeps = defaultDeps): ChatProvider {
  const url = `${settings.baseUrl}/chat/completions`;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'text/event-stream',
  };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;

  async function attempt(call: ChatCall, hooks: ChatHooks, deadline: number) {
    const controller = new AbortController();
    let expired: 'first' | 'total' | null = null;
    const onOuterAbort = () => controller.abort(hooks.signal?.reason);
    hooks.signal?.addEventListener('abort', onOuterAbort, { once: true });
    const total = setTimeout(
      () => {
        expired = 'total';
        controller.abort();
      },
      Math.max(0, deadline - deps.now()),
    );
    let stall: ReturnType<typeof setTimeout> | undefined;
    const armStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        expired = 'first';
        controller.abort();
      }, settings.firstTokenMs);
    };
    armStall();
    const started = deps.now();
    try {
      const body = JSON.stringify({
        model: settings.model,
        messages: call.messages,
        stream: true,
        stream_options: { include_usage: true },
        max_tokens: Math.min(call.maxTokens, settings.maxTokens),
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
      });
      let response: Response;
      try {
        response = await deps.fetch(url, { method: 'POST', headers, body, signal: controller.signal });
      } catch (err) {
        throw failure(err, expired, false);
      }
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, 500);
        const wait = retryAfterMs(response.headers.get('retry-after'), deps.now());
        throw response.status === 429
          ? new ProviderError('busy', text || 'HTTP 429', 429, wait)
          : new ProviderError('failed', `HTTP ${response.status} ${text}`, response.status);
      }
      let firstTokenMs: number | null = null;
      const read = await readChatStream(response, async (piece) => {
        firstTokenMs ??= deps.now() - started;
        armStall();
        await hooks.onDelta?.(piece);
      }).catch((err: unknown) => {
        throw failure(err, expired, firstTokenMs !== null);
      });
      return { ...read, firstTokenMs };
    } finally {
      clearTimeout(total);
      clearTimeout(stall);
      hooks.signal?.removeEventListener('abort', onOuterAbort);
    }

    function failure(err: unknown, why: typeof expired, sentText: boolean): unknown {
      if (hooks.signal?.aborted) return hooks.signal.reason ?? err;
      if (why === 'first') return new ProviderError('timeout', 'no words within the first-token time');
      if (why === 'total') return new ProviderError('timeout', 'past the whole-call time limit');
      if (err instanceof ProviderError) return err;
      const detail = err instanceof Error ? err.message : String(err);
      return sentText ? new ProviderError('broken', detail) : new ProviderError('failed', detail);
    }
  }

  return {
    model: settings.model,
    async complete(call, hooks = {}) {
      const deadline = deps.now() + settings.timeoutMs;
      for (let attempts = 1; ; attempts++) {
        let sent = false;
        const watched: ChatHooks = {
          signal: hooks.signal,
          onDelta: (text) => {
            sent = true;
            return hooks.onDelta?.(text);
          },
        };
        try {
          const read = await attempt(call, watched, deadline);
          const usage = read.usage ?? estimateUsage(call.messages, read.text);
          return { ...read, usage, attempts };
        } catch (err) {
          if (!(err instanceof ProviderError) || !err.retryable || sent || attempts > settings.retries)
            throw err;
          const wait = backoffMs(attempts, err.retryAfterMs, deps.random);
          if (wait > MAX_RETRY_WAIT_MS || deps.now() + wait >= deadline) throw err;
          await deps.sleep(wait, hooks.signal);
        }
      }
    },
  };
}

/** Tokens counted from text when the provider sends none: a CJK character ≈ 1, other text ≈ 4 characters each. */
export function estimateTokens(text: string): number {
  const cjk = text.match(/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/gu)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

function estimateUsage(messages: ChatMessage[], text: string): ChatUsage {
  const prompt = messages.reduce((sum, m) => sum + estimateTokens(m.content) + 4, 0);
  return { promptTokens: prompt, completionTokens: estimateTokens(text), estimated: true };
}
