/**
 * The text-generation provider: any OpenAI-compatible chat completions API (hosted, or a
 * self-hosted vLLM, llama.cpp server or Ollama). Read from LLM_* variables; without LLM_BASE_URL
 * there is no provider and the writers say so.
 */
export interface LlmSettings {
  /** Base of the API, e.g. `https://api.openai.com/v1`; `/chat/completions` is added. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when set (self-hosted servers often need none). */
  apiKey: string;
  model: string;
  /** Longest a whole generation may take. */
  timeoutMs: number;
  /** Longest to wait for the first words, and between two pieces of a stream. */
  firstTokenMs: number;
  /** Further attempts after a 429, a 5xx or a failed connection, before any text was sent. */
  retries: number;
  /** Generations one account (user, or tourist address) may start in a minute. */
  userPerMinute: number;
  /** Generations the whole server may start in a minute. */
  globalPerMinute: number;
  /** Generations running at once on the whole server. */
  maxConcurrent: number;
  /** The most tokens one answer may have. */
  maxTokens: number;
  /** Words the moderation hook refuses in requests and answers (lower-cased). */
  blockedWords: string[];
}

type Env = Record<string, string | undefined>;

/** A bad LLM_* setting: the key and what is wrong (never the value: the key may be a secret). */
export class LlmSettingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

function count(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = env[key]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new LlmSettingError(key, `expected a whole number from ${min} to ${max}`);
  return Number(raw);
}

/**
 * The provider settings, or null when LLM_BASE_URL is not set. LLM_MODEL is required with it;
 * LLM_MODEL or LLM_API_KEY without LLM_BASE_URL is a mistake, not "no provider".
 */
export function llmSettings(env: Env): LlmSettings | null {
  const baseUrl = env.LLM_BASE_URL?.trim() ?? '';
  const model = env.LLM_MODEL?.trim() ?? '';
  const apiKey = env.LLM_API_KEY?.trim() ?? '';
  if (!baseUrl) {
    if (model || apiKey)
      throw new LlmSettingError('LLM_BASE_URL', 'required when LLM_MODEL or LLM_API_KEY is set');
    return null;
  }
  if (!/^https?:\/\/\S+$/.test(baseUrl) || !URL.canParse(baseUrl))
    throw new LlmSettingError('LLM_BASE_URL', 'expected an http(s) URL such as https://api.openai.com/v1');
  if (!model) throw new LlmSettingError('LLM_MODEL', 'required when LLM_BASE_URL is set');
  if (model.length > 200) throw new LlmSettingError('LLM_MODEL', 'expected at most 200 characters');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutMs: count(env, 'LLM_TIMEOUT_SECONDS', 120, 5, 3600) * 1000,
    firstTokenMs: count(env, 'LLM_FIRST_TOKEN_SECONDS', 30, 1, 600) * 1000,
    retries: count(env, 'LLM_RETRIES', 2, 0, 5),
    userPerMinute: count(env, 'LLM_USER_PER_MINUTE', 6, 1, 10_000),
    globalPerMinute: count(env, 'LLM_GLOBAL_PER_MINUTE', 120, 1, 1_000_000),
    maxConcurrent: count(env, 'LLM_MAX_CONCURRENT', 8, 1, 10_000),
    maxTokens: count(env, 'LLM_MAX_TOKENS', 2000, 64, 100_000),
    blockedWords: (env.LLM_BLOCKED_WORDS ?? '')
      .split(',')
      .map((w) => w.trim().normalize('NFKC').toLowerCase())
      .filter(Boolean),
  };
}
