import { createHash } from 'node:crypto';

/**
 * The Taobao open platform (TOP) request signature, sign_method=md5: the parameters other than
 * `sign` (and empty ones) sorted by name in byte order, each written as name then value with
 * nothing between, the app secret added before and after, MD5 of the UTF-8 bytes, upper-case hex.
 */
export function signTop(params: Record<string, string>, secret: string): string {
  const names = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const joined = names.map((name) => `${name}${params[name]}`).join('');
  return createHash('md5').update(`${secret}${joined}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** TOP's `timestamp`: yyyy-MM-dd HH:mm:ss in China time (GMT+8), whatever the server's zone. */
export function topTimestamp(at: Date): string {
  const china = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 19)}`;
}
