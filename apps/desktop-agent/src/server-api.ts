import type { Envelope } from '@toolbox/contracts';

/** Our server answered, but not with success: its envelope's code and message. */
export class ServerCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Calls our server's shared-layer API (POST, JSON envelope) from the agent. A non-success answer
 * throws ServerCallError; no answer at all (no network, server down, time-out) throws what fetch threw.
 */
export async function callServer<T>(
  serverUrl: string,
  path: string,
  body: unknown,
  accessToken?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.accessToken = accessToken;
  const res = await fetch(new URL(path, serverUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(50_000),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (envelope.code !== '000')
    throw new ServerCallError(envelope.code, `${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data as T;
}
