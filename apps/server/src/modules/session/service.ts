import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { refuseBlockedSignIn } from '../user/blocked.ts';
import { userRowSource, type UserRow } from '../user/service.ts';
import { DAY, MINUTE } from './clock.ts';
import { sessions } from './tables.ts';

/** Session life: 7 days by default (the spec's login cookie), 30 with "remember me". */
export const SESSION_DAYS = 7;
export const REMEMBER_ME_DAYS = 30;
/** A session not used for this long ends, whatever its absolute life (issue 12: sessions idle out). */
export const SESSION_IDLE_DAYS = 7;
/** Last use is written at most this often: a page's burst of calls costs one write, not one each. */
const LAST_USE_STEP_MS = MINUTE;

export type SignInMethod = 'email' | 'google' | 'phone' | 'qr' | 'desktop';

/** SHA-256 of a token, the only form stored. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opens a session and returns its token: 256 random bits, base64url. */
export async function createSession(
  db: Database,
  input: {
    userId: string;
    rememberMe: boolean;
    method: SignInMethod;
    clientAddress: string;
    userAgent?: string | null;
    now: Date;
  },
): Promise<string> {
  await refuseBlockedSignIn(db, input.userId);
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
    userAgent: input.userAgent ? input.userAgent.slice(0, 300) : null,
    lastUsedAt: input.now,
  });
  return token;
}

export interface SignedIn {
  sessionId: string;
  user: UserRow;
}

/** A session is live: not revoked, before its absolute end, and used within SESSION_IDLE_DAYS. */
export function live(now: Date) {
  return liveAt(now.toISOString(), idleSince(now));
}

/** The last use a session live at `now` must have had. */
function idleSince(now: Date): string {
  return new Date(now.getTime() - SESSION_IDLE_DAYS * DAY).toISOString();
}

/** `live` with its instants as values or placeholders (ISO strings), for a prepared statement. */
function liveAt(now: unknown, idleSinceAt: unknown) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`${now}::timestamptz`),
    sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) > ${idleSinceAt}::timestamptz`,
  );
}

/** The live session of a token joined to its user, one prepared statement per database (see `findLiveSession`). */
const liveSessionQueries = new WeakMap<Database, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: Database) {
  return db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: userRowSource.columns })
    .from(sessions)
    .innerJoin(userRowSource.table, eq(userRowSource.columns.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        liveAt(sql.placeholder('now'), sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('live_session');
}

/**
 * The live session of a token with its user, or null. Using it counts as activity: its last use
 * moves to `now` (written when a minute or more has passed). One statement, prepared once per
 * database (every signed-in call looks its session up; issue 15).
 */
export async function findLiveSession(db: Database, token: string, now: Date): Promise<SignedIn | null> {
  if (!token || token.length > 200) return null;
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = prepareLiveSession(db)));
  const [row] = await query.execute({
    tokenHash: tokenHash(token),
    now: now.toISOString(),
    idleSince: idleSince(now),
  });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USE_STEP_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: row.user };
}

/** The user's live sessions, most recently used first. */
export async function listLiveSessions(db: Database, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(now)))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`));
}

/** Revokes one of the user's own live sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return done.length === 1;
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

/**
 * The live session of a token without counting the look as a use (its last use is left as it was):
 * for checks that need the time since the session's previous call (the operator console's idle time).
 */
export async function peekLiveSession(db: Database, token: string, now: Date) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash(token)), live(now)))
    .limit(1);
  return row ?? null;
}
