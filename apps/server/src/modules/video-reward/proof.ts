import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a proof may be when it arrives, and how far ahead of our clock it may claim to be. */
export const PROOF_MAX_AGE_MS = 5 * 60 * 1000;
const PROOF_MAX_SKEW_MS = 60 * 1000;

/**
 * How the reward is given on this server:
 * - `signed`: VIDEO_AD_SECRET is set; a claim must carry the ad-completion proof (below).
 * - `dev`: no secret and the dev pages are on; /dev/video-ad stands in for the mini-program and its
 *   claims need no proof.
 * - `off`: no secret and no dev pages (production): no reward at all.
 */
export type VideoRewardMode =
  { kind: 'signed'; secret: string; adUrl: string } | { kind: 'dev' } | { kind: 'off' };

export function videoRewardMode(config: {
  videoAdSecret?: string;
  videoAdUrl?: string;
  devPages: boolean;
}): VideoRewardMode {
  if (config.videoAdSecret)
    return { kind: 'signed', secret: config.videoAdSecret, adUrl: config.videoAdUrl ?? '' };
  return config.devPages ? { kind: 'dev' } : { kind: 'off' };
}

/**
 * The ad-completion proof: HMAC-SHA256, keyed with VIDEO_AD_SECRET, of `<code>.<timestamp>`
 * (timestamp in milliseconds since 1970), as lower-case hex. The mini-program's back end (its
 * cloud function, which holds the secret; never the mini-program's own code) signs it when the
 * rewarded-video ad reports it was watched to the end, and posts {code, timestamp, signature}.
 */
export function signVideoProof(secret: string, code: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${code}.${timestamp}`).digest('hex');
}

/** Whether a claim's proof was signed with our secret for this code, recently. */
export function verifyVideoProof(
  secret: string,
  claim: { code: string; timestamp?: number; signature?: string },
  now: Date,
): boolean {
  if (claim.timestamp === undefined || claim.signature === undefined) return false;
  const age = now.getTime() - claim.timestamp;
  if (age > PROOF_MAX_AGE_MS || age < -PROOF_MAX_SKEW_MS) return false;
  const expected = Buffer.from(signVideoProof(secret, claim.code, claim.timestamp), 'hex');
  const given = Buffer.from(claim.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
