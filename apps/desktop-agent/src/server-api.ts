import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Envelope } from '@toolbox/contracts';

/**
 * One HTTP exchange with our server over node:http(s). Not fetch: Node's fetch turns TCP keep-alive
 * on before it connects, which wine's sockets refuse ("connect UNKNOWN"), so the Windows build could
 * not reach the server in its wine test; node:http sets it once connected, which both accept.
 */
function send(
  url: URL,
  init: {
    method: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string | Uint8Array;
    timeoutMs: number;
  },
): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      { method: init.method, headers: init.headers, timeout: init.timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url.pathname}: no answer in ${init.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

const envelopeOf = <T>(res: { body: Buffer }) => JSON.parse(res.body.toString('utf8')) as Envelope<T>;

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
 * throws ServerCallError; no answer at all (no network, server down, time-out) throws what the request threw.
 */
export async function callServer<T>(
  serverUrl: string,
  path: string,
  body: unknown,
  accessToken?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.accessToken = accessToken;
  const res = await send(new URL(path, serverUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    timeoutMs: 50_000,
  });
  const envelope = envelopeOf<T>(res);
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
  const res = await send(new URL(path, server.url), {
    method: 'POST',
    headers,
    body: bytes,
    timeoutMs: 120_000,
  });
  const envelope = envelopeOf<unknown>(res);
  if (envelope.code !== '000')
    throw new ServerCallError(envelope.code, `${path}: ${envelope.code} ${envelope.message}`);
}

/** GETs a download chunk from our server (its path is the download's capability). */
export async function fetchBytes(server: { url: string }, path: string): Promise<Uint8Array> {
  const res = await send(new URL(path, server.url), { method: 'GET', timeoutMs: 120_000 });
  if (res.status < 200 || res.status > 299) throw new Error(`${path}: HTTP ${res.status}`);
  return new Uint8Array(res.body);
}
