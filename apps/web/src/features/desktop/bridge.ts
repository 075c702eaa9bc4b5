import {
  desktopFileCallTimeoutMs,
  pairingHeader,
  type BridgeMessage,
  type BridgeRequestType,
  type BridgeResponse,
  type ClientInfo,
} from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import { REQUEST_TIMEOUT_MS } from '../../api/client.ts';

/** Where the paired desktop agent listens, kept for this browser. */
export const PAIRING_KEY = 'toolbox.desktop.pairing';

/**
 * A desktop tool's batch answers when its last file is done, however many and large the files are
 * (its progress comes as events meanwhile): the page waits up to a day.
 */
export const FUNC_RUN_TIMEOUT_MS = 24 * 3_600_000;

/** A bridge answer other than 000: the spec's warning title and optional content. */
export class BridgeFailure extends Error {
  constructor(
    readonly code: string,
    readonly title: string,
    readonly content?: string,
  ) {
    super(content ? `${title}: ${content}` : title);
  }
}

export function storedPairing(): ClientInfo | null {
  try {
    const raw = localStorage.getItem(PAIRING_KEY);
    return raw ? (JSON.parse(raw) as ClientInfo) : null;
  } catch {
    return null;
  }
}

/**
 * Pairs this browser with the agent that opened it: the server hands the agent's loopback port and
 * pairing secret to a page that knows the agent's client id (it arrives in the address the agent
 * opened). Kept in local storage; the id is removed from the address by the caller.
 */
export async function pair(clientId: string): Promise<ClientInfo> {
  const info = await call('clientQuery', { clientId }, { silent: true });
  localStorage.setItem(PAIRING_KEY, JSON.stringify(info));
  return info;
}

export function unpair(): void {
  localStorage.removeItem(PAIRING_KEY);
}

/**
 * One bridge call to the paired agent; file calls wait up to 300 s, func:run a day, others 50 s. Rejects with a
 * BridgeFailure for any code but 000 (and for an agent that cannot be reached).
 */
export async function bridgeCall<T>(
  type: BridgeRequestType,
  data?: unknown,
  pairing: ClientInfo | null = storedPairing(),
): Promise<T> {
  if (!pairing) throw new BridgeFailure('404', 'not paired');
  const timeout =
    type === 'func:run'
      ? FUNC_RUN_TIMEOUT_MS
      : // A screenshot waits for the user to drag a region, then reads it, like a file call.
        type.startsWith('file:') || type === 'screenshot:start'
        ? desktopFileCallTimeoutMs
        : REQUEST_TIMEOUT_MS;
  let res: Response;
  try {
    res = await fetch(`http://127.0.0.1:${pairing.port}/bridge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [pairingHeader]: pairing.pairingSecret },
      body: JSON.stringify({ type, data }),
      signal: AbortSignal.timeout(timeout),
    });
  } catch (error) {
    throw new BridgeFailure('ERR_NETWORK', 'unreachable', error instanceof Error ? error.message : undefined);
  }
  const body = (await res.json().catch(() => null)) as BridgeResponse<T> | null;
  if (!body) throw new BridgeFailure(String(res.status), 'bad answer');
  if (body.code !== '000') {
    throw new BridgeFailure(body.code, body.exceptionMsg?.title ?? 'failed', body.exceptionMsg?.content);
  }
  return body.data as T;
}

/**
 * Listens to the agent's messages (GET /events, server-sent events with the pairing header, so
 * read with fetch rather than EventSource). Answers a function that stops listening.
 */
export function bridgeEvents(
  onMessage: (message: BridgeMessage) => void,
  pairing: ClientInfo | null = storedPairing(),
): () => void {
  const stop = new AbortController();
  if (!pairing) return () => {};
  void (async () => {
    const res = await fetch(`http://127.0.0.1:${pairing.port}/events`, {
      headers: { [pairingHeader]: pairing.pairingSecret },
      signal: stop.signal,
    });
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (event.startsWith('data: ')) onMessage(JSON.parse(event.slice(6)) as BridgeMessage);
      }
    }
  })().catch(() => {});
  return () => stop.abort();
}
