import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/open.ts';
import { captchas } from './tables.ts';

// The store of image captchas; drawing them and the rate limit live with the SMS sign-in (sms/captcha.ts).

/** Stores a new captcha by the hash of its answer. */
export async function saveCaptcha(
  db: Database,
  captcha: { id: string; answerHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/**
 * Uses up a live captcha in one conditional update (one try each, right or wrong); returns the hash
 * of its answer, or undefined when it was unknown, used or past its time.
 */
export async function useUpCaptcha(db: Database, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}
