import type { JWTVerifyGetKey } from 'jose';

/** Google signs ID tokens as either issuer spelling. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

const keySets = new Map<string, JWTVerifyGetKey>();

/** jose, imported with the first Google sign-in: most servers never verify a token. */
const loadJose = () => import('jose');

/** One cached key set per JWKS URL (jose refetches on an unknown key id, at most every 30 s). */
async function keySetOf(url: string): Promise<JWTVerifyGetKey> {
  let set = keySets.get(url);
  if (!set) {
    const { createRemoteJWKSet } = await loadJose();
    // Looked up again: another sign-in may have made the set while jose was loading.
    set = keySets.get(url) ?? createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

export interface GoogleIdentity {
  sub: string;
  /** Only when Google says it is verified. */
  email: string | null;
}

/**
 * Verifies a Google Identity Services ID token: RS256 signature by a key of the JWKS, audience =
 * our client id, Google's issuer, not expired. Throws on anything else (including `alg: none`).
 */
export async function verifyGoogleIdToken(
  token: string,
  options: { clientId: string; jwksUrl: string; now: Date },
): Promise<GoogleIdentity> {
  const { jwtVerify } = await loadJose();
  const { payload } = await jwtVerify(token, await keySetOf(options.jwksUrl), {
    issuer: GOOGLE_ISSUERS,
    audience: options.clientId,
    algorithms: ['RS256'],
    currentDate: options.now,
    requiredClaims: ['exp', 'iat', 'sub'],
    clockTolerance: 30,
  });
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('no sub');
  const email =
    typeof payload.email === 'string' && payload.email_verified === true ? payload.email.toLowerCase() : null;
  return { sub: payload.sub, email };
}
