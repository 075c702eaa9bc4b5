import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { hotlinkOrigins } from '../modules/free-image/pictures.ts';
import { blockListOf, normalizeAddress } from '../modules/network/addresses.ts';

/**
 * Browser features the app may use. Everything not named keeps the browser's default (our own
 * origin only). Geolocation is the map tool's "locate me"; a tool that needs the camera, the
 * microphone or screen capture turns it on here, with `(self)`, and nowhere else.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  // screen_record: the screen (or a window or tab) and the microphone mixed into the recording.
  'microphone=(self)',
  'display-capture=(self)',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/** HSTS for answers reached over HTTPS: a year; subdomains are the operator's business. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** JSON answers are never documents or scripts: they may load nothing and be framed by no one. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Google Identity Services, when GOOGLE_CLIENT_ID is set (its script, button frame, styles and calls). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/**
 * The origin pattern of a map tile URL template, for img-src: `https://{s}.tile.example.org/{z}/…`
 * becomes `https://*.tile.example.org`. The template comes from the operator's configuration.
 */
export function tileSource(template: string): string | null {
  const match = /^(https?:)\/\/([^/?#]+)/.exec(template);
  if (!match) return null;
  const [, scheme, host = ''] = match;
  const wildcard = host.replace(/^\{[a-z]+\}\./, '*.');
  // A placeholder anywhere else in the host cannot be a source expression: allow the scheme.
  return /[{}]/.test(wildcard) ? scheme! : `${scheme}//${wildcard}`;
}

/** The desktop agent's bridge, on a loopback port it picks. */
const DESKTOP_BRIDGE = 'http://127.0.0.1:*';

/**
 * The Content-Security-Policy of the web app, its workers and the server's own HTML pages. Every
 * script, style, font and wasm module is served by us; `nonce` admits the inline script and style
 * of one server-rendered page.
 *
 * - 'wasm-unsafe-eval': pdf.js and the image codecs compile WebAssembly (no JavaScript eval).
 * - blob: workers, images, media and frames: results and previews are object URLs made in the page.
 * - frame-src http: https:: web_batch_refresh shows the pages the user lists; framing others is
 *   harmless to us (they cannot read our storage), being framed is what frame-ancestors forbids.
 * - form-action 'self': payment pages open in a window we navigate (a GET), never a posted form.
 * - connect-src http://127.0.0.1:*: the desktop agent's bridge on its loopback port (the agent
 *   itself answers only our origin with its pairing secret).
 */
export function documentPolicy(config: Config, nonce?: string): string {
  const google = config.googleClientId ? GOOGLE_SIGN_IN : null;
  const tiles = config.mapTileUrl ? tileSource(config.mapTileUrl) : null;
  const inline = nonce ? `'nonce-${nonce}'` : null;
  // free_image's Unsplash pictures, hotlinked as their API guidelines ask (only with that provider).
  const photos = hotlinkOrigins(config.freeImage);
  const directives: [string, ...(string | null)[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", inline, google && `${google}client`],
    ['style-src', "'self'", inline, google && `${google}style`],
    ['img-src', "'self'", 'data:', 'blob:', tiles, ...photos],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'blob:', 'data:', google, DESKTOP_BRIDGE],
    ['media-src', "'self'", 'blob:', 'data:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", 'blob:', 'http:', 'https:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.filter(Boolean).join(' ')).join('; ');
}

const nonces = new WeakMap<FastifyReply, string>();

/** A fresh nonce for this answer's inline `<script>` and `<style>`; the policy admits it. */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}

/**
 * Sets the security headers on every answer: the document policy (or the API's on JSON), nosniff,
 * no framing, the referrer and permissions policies, the opener policy, and HSTS over HTTPS.
 * Call it before any route is registered.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  const config = app.config;
  const plain = documentPolicy(config);
  const trusted = config.trustedProxies?.length ? blockListOf(config.trustedProxies) : null;

  function overHttps(request: FastifyRequest): boolean {
    if (config.publicUrl.startsWith('https://')) return true;
    if ((request.socket as TLSSocket).encrypted) return true;
    const peer = normalizeAddress(request.socket.remoteAddress ?? '');
    if (!trusted || !isIP(peer) || !trusted.check(peer, isIP(peer) === 4 ? 'ipv4' : 'ipv6')) return false;
    const proto = String(request.headers['x-forwarded-proto'] ?? '');
    return proto.split(',')[0]?.trim().toLowerCase() === 'https';
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const nonce = nonces.get(reply);
    const json = type.startsWith('application/json');
    const policy = json ? API_POLICY : nonce ? documentPolicy(config, nonce) : plain;
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Not same-origin: the PayPal and Alipay windows we open, and Google's sign-in popup, must stay ours.
    // Only on documents: a JSON answer opened in a window of another origin (web_batch_refresh opens
    // whatever the user lists) would otherwise cut that window off from its opener.
    if (!json) reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    if (overHttps(request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    return payload;
  });
}
