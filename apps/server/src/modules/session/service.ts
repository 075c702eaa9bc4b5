import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { users, type UserRow } from '../user/tables.ts';
import { DAY } from './clock.ts';
import { sessions } from './tables.ts';

/** Session life: 7 days by default (the spec's login cookie), 30 with "remember me". */
export const SESSION_DAYS = 7;
export const REMEMBER_ME_DAYS = 30;

export type SignInMethod = 'email' | 'google' | 'phone' | 'qr';

/** SHA-256 of a token, the only form stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session and returns its token: 256 random bits, base64url. */
export async function createSession(
  db: Database,
  input: { userId: string; rememberMe: boolean; method: SignInMethod; clientAddress: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const life = (input.rememberMe ? REMEMBER_ME_DAYS : SESSION_DAYS) * DAY;
  await db.insert(sessions).values({
    id: randomUUID(),
    userId: input.userId,
    tokenHash: tokenHash(token),
    rememberMe: input.rememberMe,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + life),
    method: input.method,
    clientAddress: input.clientAddress,
  });
  return token;
}

export interface SignedIn {
  sessionId: string;
  user: UserRow;
}

/** The live session of a token (not revoked, not expired) with its user, or null. */
export async function findLiveSession(db: Database, token: string, now: Date): Promise<SignedIn | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes one session (logout). */
export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user except `keepSessionId` (password change) or all (reset). */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const filter = keepSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: now }).where(filter);
}
