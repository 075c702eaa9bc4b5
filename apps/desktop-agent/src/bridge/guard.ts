import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { pairingHeader } from '@toolbox/contracts';

/** Who may talk to the bridge. */
export interface GuardOptions {
  /** Exact origins of our web app (scheme://host[:port]). */
  webOrigins: readonly string[];
  /** The loopback port the bridge listens on. */
  port: number;
  /** The pairing secret handed to the web through client registration. */
  secret: string;
}

/** Why a request is refused, or null when it may go on. */
export type Refusal = 'host' | 'origin' | 'pairing' | null;

/**
 * The Host must name the loopback port itself: a page of another site that rebinds its own DNS
 * name to 127.0.0.1 still sends its own name as Host, and is refused here.
 */
export function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}` || host === `[::1]:${port}`;
}

/** Only our own web app's origin (browsers always send Origin on cross-origin calls). */
export function originAllowed(origin: string | undefined, webOrigins: readonly string[]): boolean {
  return origin !== undefined && webOrigins.includes(origin);
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a request: Host, Origin and, unless it is a CORS preflight (which carries no custom
 * header), the pairing secret.
 */
export function refusal(headers: IncomingHttpHeaders, preflight: boolean, options: GuardOptions): Refusal {
  if (!hostAllowed(headers.host, options.port)) return 'host';
  if (!originAllowed(headers.origin, options.webOrigins)) return 'origin';
  if (preflight) return null;
  const given = headers[pairingHeader];
  if (typeof given !== 'string' || !sameSecret(given, options.secret)) return 'pairing';
  return null;
}
