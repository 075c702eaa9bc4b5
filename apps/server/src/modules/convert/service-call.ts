// One POST to an OpenAI-compatible service (speech to text, text to speech) the way both adapters
// need it: with its time-out and the task's stop signal, tried once more on a 429, a 5xx or a failed
// connection, other refusals final.
import { ConvertError } from './run.ts';

/** Waits before another attempt, cut short when the task stops. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * POSTs `body` to `url` (`apiKey` as a bearer token) and answers the OK response. Fails with `failKey`
 * (not retried for a 4xx other than 429; with the last reason after two attempts), or 'interrupted'
 * when `signal` stops the task.
 */
export async function postToService(
  url: string,
  request: { body: string | FormData; headers?: Record<string, string> },
  options: { apiKey?: string; timeoutMs: number; signal?: AbortSignal; failKey: ConvertError['key'] },
): Promise<Response> {
  const { signal, failKey } = options;
  let lastError = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) await pause(1000, signal);
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          ...request.headers,
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: request.body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      if (signal?.aborted) throw new ConvertError('interrupted', 'server stopping');
      lastError = `no answer: ${(err as Error).message}`;
      continue;
    }
    if (response.status === 429 || response.status >= 500) {
      lastError = `HTTP ${response.status}`;
      await response.body?.cancel();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ConvertError(failKey, `HTTP ${response.status}`, false);
    }
    return response;
  }
  throw new ConvertError(failKey, lastError);
}
