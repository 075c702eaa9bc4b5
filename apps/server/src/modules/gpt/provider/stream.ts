import type { ChatUsage } from './types.ts';
import { ProviderError } from './errors.ts';
import { SseParser } from './sse.ts';

/** What one answer held: the text, why it ended, and the usage when the provider counted it. */
export interface ChatRead {
  text: string;
  finishReason: string;
  usage: ChatUsage | null;
}

interface Chunk {
  choices?: { delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown } | null;
  error?: { message?: unknown } | string;
}

function usageOf(chunk: Chunk): ChatUsage | null {
  const u = chunk.usage;
  if (!u || typeof u.prompt_tokens !== 'number' || typeof u.completion_tokens !== 'number') return null;
  return { promptTokens: u.prompt_tokens, completionTokens: u.completion_tokens, estimated: false };
}

function parse(data: string): Chunk {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null) return value as Chunk;
  } catch {
    // reported below
  }
  throw new ProviderError('failed', `unreadable chunk: ${data.slice(0, 200)}`);
}

function errorText(error: Chunk['error']): string {
  if (typeof error === 'string') return error;
  return typeof error?.message === 'string' ? error.message : 'error';
}

/**
 * Reads a chat completions answer. The stream is SSE `data:` chunks (`choices[0].delta.content`,
 * `finish_reason`, a last chunk with `usage`) ending in `data: [DONE]`; a server that ignores
 * `stream: true` and sends one JSON answer is read too. An `error` object in the stream, a
 * `content_filter` finish and a stream that ends with neither `[DONE]` nor a finish reason all
 * throw a ProviderError (`failed`, `filtered`, `broken`).
 */
export async function readChatStream(
  response: Response,
  onPiece: (text: string) => Promise<void>,
): Promise<ChatRead> {
  const state: ChatRead = { text: '', finishReason: '', usage: null };
  const take = async (chunk: Chunk) => {
    if (chunk.error) throw new ProviderError('failed', `provider error: ${errorText(chunk.error)}`);
    state.usage = usageOf(chunk) ?? state.usage;
    const choice = chunk.choices?.[0];
    const content = choice?.delta?.content ?? choice?.message?.content;
    if (typeof content === 'string' && content) {
      state.text += content;
      await onPiece(content);
    }
    if (typeof choice?.finish_reason === 'string') state.finishReason = choice.finish_reason;
    if (state.finishReason === 'content_filter')
      throw new ProviderError('filtered', 'the provider filtered the answer');
  };

  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    await take(parse(await response.text()));
    if (!state.finishReason) state.finishReason = 'stop';
    return state;
  }
  if (!response.body) throw new ProviderError('failed', 'an answer without a body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  let done = false;
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      const text = ended ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const event of parser.push(ended ? `${text}\n\n` : text)) {
        if (event.data.trim() === '[DONE]') {
          done = true;
          break;
        }
        await take(parse(event.data));
      }
      if (ended) break;
    }
  } finally {
    if (done) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  if (!done && !state.finishReason)
    throw new ProviderError(state.text ? 'broken' : 'failed', 'the stream ended before [DONE]');
  return state;
}
