import { createHash, createHmac } from 'node:crypto';

/** TOP's signature methods (`sign_method`). */
export const SIGN_METHODS = ['md5', 'hmac', 'hmac-sha256'] as const;
export type SignMethod = (typeof SIGN_METHODS)[number];

/**
 * The Taobao open platform (TOP) request signature, by the request's own `sign_method`: the
 * parameters other than `sign` (and empty ones) sorted by name in byte order, each written as name
 * then value with nothing between; then
 * - `md5` (the default): the app secret added before and after, MD5 of the UTF-8 bytes;
 * - `hmac`: HMAC-MD5 of the joined text with the app secret as key (no secret around it);
 * - `hmac-sha256`: HMAC-SHA256 likewise.
 * The digest is written in upper-case hex.
 */
export function signTop(params: Record<string, string>, secret: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const joined = names.map((name) => `${name}${params[name]}`).join('');
  const method = params.sign_method || 'md5';
  const digest =
    method === 'hmac'
      ? createHmac('md5', secret).update(joined, 'utf8')
      : method === 'hmac-sha256'
        ? createHmac('sha256', secret).update(joined, 'utf8')
        : createHash('md5').update(`${secret}${joined}${secret}`, 'utf8');
  return digest.digest('hex').toUpperCase();
}

/** TOP's `timestamp`: yyyy-MM-dd HH:mm:ss in China time (GMT+8), whatever the server's zone. */
export function topTimestamp(at: Date): string {
  const china = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 19)}`;
}
