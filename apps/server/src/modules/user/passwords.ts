import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const params = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
/** Algorithm.Argon2id (a const enum the isolated-modules build cannot read). */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { ...params, algorithm: ARGON2ID });
}

/** A hash of a random password, verified against when the account does not exist (same timing). */
let dummyHash: Promise<string> | null = null;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}-password`);
  return dummyHash;
}

/** True when `password` matches; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** True for a hash weaker than today's parameters (or another algorithm): rehash at login. */
export function needsRehash(stored: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m! < params.memoryCost || t! < params.timeCost || p! !== params.parallelism;
}

/** Warm the dummy hash at start so the first unknown-account sign-in is not faster than the rest. */
export function warmDummyHash(): Promise<unknown> {
  return dummy();
}
