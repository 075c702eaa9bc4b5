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

/** POSTs raw bytes (an upload chunk) to our server; the answer is the usual envelope. */
export async function sendBytes(
  server: { url: string; accessToken?: string },
  path: string,
  bytes: Uint8Array,
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/octet-stream' };
  if (server.accessToken) headers.accessToken = server.accessToken;
  const res = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers,
    body: bytes,
    signal: AbortSignal.timeout(120_000),
  });
  const envelope = (await res.json()) as Envelope<unknown>;
  if (envelope.code !== '000')
    throw new ServerCallError(envelope.code, `${path}: ${envelope.code} ${envelope.message}`);
}

/** GETs a download chunk from our server (its path is the download's capability). */
export async function fetchBytes(server: { url: string }, path: string): Promise<Uint8Array> {
  const res = await fetch(new URL(path, server.url), { signal: AbortSignal.timeout(120_000) });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}
