import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { DAY } from './clock.ts';
import { live } from './service.ts';
import { loginHandovers, sessions } from './tables.ts';

/** A hand-over code lives a minute: the desktop opens the browser at once. */
export const HANDOVER_LIFE_MS = 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A one-time code for the desktop's session `sessionId` (256 random bits). Bound to the address the
 * desktop called from: the browser it opens on the same machine comes from there too, while a
 * code an attacker made on their own machine and sent as a link does not.
 */
export async function createHandover(
  db: Database,
  input: { userId: string; sessionId: string; clientAddress: string; now: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + HANDOVER_LIFE_MS);
  await db.insert(loginHandovers).values({
    codeHash: hashOf(code),
    userId: input.userId,
    sessionId: input.sessionId,
    clientAddress: input.clientAddress,
    createdAt: input.now,
    expiresAt,
  });
  // Dead codes are only kept for a day; pruned now and then rather than with a job.
  if (Math.random() < 0.05) {
    await db.delete(loginHandovers).where(lt(loginHandovers.expiresAt, new Date(input.now.getTime() - DAY)));
  }
  return { code, expiresAt };
}

/**
 * Uses up a code: one conditional update, so a replay (or a race of two) gets nothing. Any try
 * burns it, even one from the wrong address. Returns the user id when the code was live, asked from
 * `clientAddress`, and the desktop's session is still live; otherwise null.
 */
export async function consumeHandover(
  db: Database,
  input: { code: string; clientAddress: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .update(loginHandovers)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(loginHandovers.codeHash, hashOf(input.code)),
        isNull(loginHandovers.usedAt),
        gt(loginHandovers.expiresAt, input.now),
      ),
    )
    .returning();
  if (!row || row.clientAddress !== input.clientAddress) return null;
  const [desktop] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, row.sessionId), live(input.now)));
  return desktop ? row.userId : null;
}
