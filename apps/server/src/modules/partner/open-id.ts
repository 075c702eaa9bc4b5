import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signed partner link value, split: `<partner id>.<expiry unix seconds>.<hex signature>`. */
export interface OpenIdParts {
  partnerId: string;
  expires: number;
  signature: string;
}

const FORMAT = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([0-9a-f]{64})$/;

/** The parts of an openId, or null when it is not shaped like one. */
export function parseOpenId(openId: string): OpenIdParts | null {
  const match = FORMAT.exec(openId);
  if (!match) return null;
  return { partnerId: match[1]!, expires: Number(match[2]), signature: match[3]! };
}

/** The signature a partner puts in its links (hex HMAC-SHA256 of `<id>.<expires>`). */
export function openIdSignature(partnerId: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`${partnerId}.${expires}`).digest('hex');
}

/** A whole openId, as a partner (or a test) makes one. */
export function signOpenId(partnerId: string, expires: number, secret: string): string {
  return `${partnerId}.${expires}.${openIdSignature(partnerId, expires, secret)}`;
}

/** Whether `parts` carry the right signature for `secret` (compared in constant time). */
export function signatureMatches(parts: OpenIdParts, secret: string): boolean {
  const expected = Buffer.from(openIdSignature(parts.partnerId, parts.expires, secret), 'hex');
  const given = Buffer.from(parts.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
