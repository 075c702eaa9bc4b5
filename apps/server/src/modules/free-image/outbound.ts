import { lookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { specialKind } from '../network/addresses.ts';

/**
 * Outgoing calls to the operator's providers (photo search, the affiliate API, their pictures),
 * restricted so a URL from a provider's answer cannot reach into our own network:
 * - only http(s), no user:password@, and only to origins the caller allows;
 * - every address the host name resolves to is checked at connection time (the socket's own
 *   lookup, so a name cannot resolve to a public address for a check and a private one after);
 *   loopback, private, link-local and other special ranges are refused, except for origins the
 *   operator wrote in the settings themselves (a self-hosted provider, or our tests' loopback fake);
 * - redirects are followed only to allowed origins, at most 3;
 * - a time-out covers the whole call (connect, headers and body), and bodies have a size limit.
 */
export interface OutboundRules {
  /** Origins (`https://api.pexels.com`) calls may go to. */
  allowed: ReadonlySet<string>;
  /** Allowed origins the operator configured: private and loopback addresses are fine for these. */
  trusted: ReadonlySet<string>;
  timeoutMs: number;
  maxBytes: number;
}

export type OutboundFailure = 'refused' | 'timeout' | 'network' | 'too-big';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** The URL that answered (after redirects). */
  url: string;
}

const MAX_REDIRECTS = 3;

/** Whether `url` may be fetched under `rules` (scheme, credentials, origin); the address is checked later. */
export function allowedUrl(url: string, rules: Pick<OutboundRules, 'allowed'>): URL | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  return rules.allowed.has(parsed.origin) ? parsed : null;
}

function refusedAddress(address: string): boolean {
  return specialKind(address) !== null;
}

/** A lookup that refuses special addresses (used as the socket's own lookup). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const bad = addresses.find((a) => refusedAddress(a.address));
    if (bad || addresses.length === 0) {
      const error = Object.assign(new Error(`refused address for ${hostname}`), { code: 'EREFUSED_ADDRESS' });
      return callback(error, '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function once(url: URL, headers: Record<string, string>, rules: OutboundRules, signal: AbortSignal) {
  const trusted = rules.trusted.has(url.origin);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!trusted && isIP(host) && refusedAddress(host))
    return Promise.reject(new OutboundError('refused', `refused address ${host}`));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      headers: { 'user-agent': 'Toolbox/1.0', ...headers },
      signal,
      ...(trusted ? {} : { lookup: publicOnlyLookup }),
    });
    req.on('response', resolve);
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (signal.aborted) reject(new OutboundError('timeout', 'the provider did not answer in time'));
      else if (err.code === 'EREFUSED_ADDRESS') reject(new OutboundError('refused', err.message));
      else reject(new OutboundError('network', err.message));
    });
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(res.headers['content-length'] ?? 0);
  if (declared > maxBytes) {
    res.destroy();
    throw new OutboundError('too-big', `answer larger than ${maxBytes} bytes`);
  }
  const parts: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        throw new OutboundError('too-big', `answer larger than ${maxBytes} bytes`);
      }
      parts.push(chunk);
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    if (signal.aborted) throw new OutboundError('timeout', 'the provider did not answer in time');
    throw new OutboundError('network', (err as Error).message);
  }
  return Buffer.concat(parts);
}

/** GET `url` under `rules`; any HTTP status is an answer (the caller decides what it means). */
export async function outboundGet(
  url: string,
  rules: OutboundRules,
  headers: Record<string, string> = {},
): Promise<OutboundAnswer> {
  const signal = AbortSignal.timeout(rules.timeoutMs);
  let current = allowedUrl(url, rules);
  if (!current) throw new OutboundError('refused', 'address not allowed');
  for (let hop = 0; ; hop++) {
    const res = await once(current, headers, rules, signal);
    const location = res.headers.location;
    if (res.statusCode && res.statusCode >= 300 && res.statusCode < 400 && location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new OutboundError('refused', 'too many redirects');
      const next: URL | null = URL.canParse(location, current.toString())
        ? allowedUrl(new URL(location, current).toString(), rules)
        : null;
      if (!next) throw new OutboundError('refused', 'redirect to an address not allowed');
      current = next;
      continue;
    }
    const body = await readBody(res, rules.maxBytes, signal);
    return {
      status: res.statusCode ?? 0,
      contentType: String(res.headers['content-type'] ?? ''),
      body,
      url: current.toString(),
    };
  }
}
