import type { PaymentProvider } from '@toolbox/contracts';
import { ProviderError } from './types.ts';

const TIMEOUT_MS = 15_000;

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** One request to a provider's API; network failures and time-outs become ProviderError. */
export async function providerFetch(
  provider: PaymentProvider,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderError(provider, `${provider} unreachable at ${url}: ${(err as Error).message}`);
  }
  return { status: res.status, headers: res.headers, text: await res.text().catch(() => '') };
}

/** Parses a JSON answer; anything else is a ProviderError naming the HTTP status. */
export function jsonOf<T>(provider: PaymentProvider, answer: HttpAnswer): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new ProviderError(provider, `${provider} answered HTTP ${answer.status} without JSON`);
  }
}

/** One request whose answer is bytes (a statement file); failures become ProviderError. */
export async function providerFetchBytes(
  provider: PaymentProvider,
  url: string,
  init: { method: string; headers: Record<string, string> },
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  } catch (err) {
    throw new ProviderError(provider, `${provider} unreachable at ${url}: ${(err as Error).message}`);
  }
}
