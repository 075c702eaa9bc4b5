/**
 * Why a provider call failed, in the terms the writers answer with:
 * - busy: 429 (rate limit or quota) after our retries;
 * - timeout: no first words, or a stall, within LLM_FIRST_TOKEN_SECONDS, or the whole call past LLM_TIMEOUT_SECONDS;
 * - failed: 5xx, another refusal (a wrong key or model), an unreadable answer, or no connection;
 * - broken: the stream stopped before its end;
 * - filtered: the provider's own content filter stopped the answer.
 */
export type ProviderFailure = 'busy' | 'timeout' | 'failed' | 'broken' | 'filtered';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    /** For the log only: may name the provider's status and its error text. */
    readonly detail: string,
    readonly status: number | null = null,
    /** The provider's Retry-After, when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${kind}: ${detail}`);
  }

  /** Worth another attempt (when nothing was sent to the user yet). */
  get retryable(): boolean {
    return this.kind === 'busy' || (this.kind === 'failed' && (this.status === null || this.status >= 500));
  }
}

/** Retry-After as milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
