import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Accounts } from '../auth/context.ts';
import { bucketOf } from '../auth/rate-limit.ts';
import { MINUTE } from '../session/clock.ts';
import { tooManyRequests } from '../user/errors.ts';
import { captchaDataUrl, randomCaptchaText } from '../verify/captcha-image.ts';
import { randomId } from '../verify/codes.ts';
import { captchas } from '../verify/tables.ts';

const CAPTCHA_LIFE_MS = 5 * MINUTE;

/**
 * Dev pages only (cn): the plain answers of the latest captchas, read at GET /dev/captcha?id=, so a
 * person or a browser test can sign in by phone on one machine without reading the picture. Kept in
 * memory, bounded, and never created when the dev pages are off.
 */
export class DevCaptchaAnswers {
  private readonly answers = new Map<string, string>();

  remember(id: string, answer: string): void {
    this.answers.set(id, answer);
    if (this.answers.size > 200) this.answers.delete(this.answers.keys().next().value!);
  }

  answerOf(id: string): string | undefined {
    return this.answers.get(id);
  }
}

export function answerHash(id: string, answer: string): string {
  return createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');
}

/** /open/user/get-login-sms-captcha: a new image captcha (30 per client address in 10 minutes). */
export async function newCaptcha(
  ctx: Accounts,
  address: string,
): Promise<{ id: string; imageBase64: string }> {
  const now = ctx.clock.now();
  const limit = { bucket: bucketOf('captcha:ip', address), max: 30, windowMs: 10 * MINUTE };
  if ((await ctx.limiter.take([limit], now)).reached) throw tooManyRequests();
  const id = randomId();
  const text = randomCaptchaText();
  await ctx.db.insert(captchas).values({
    id,
    answerHash: answerHash(id, text),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_LIFE_MS),
  });
  ctx.devCaptchas?.remember(id, text);
  return { id, imageBase64: captchaDataUrl(text) };
}

/** Uses up a captcha (one try each, right or wrong); true when the answer was right and in time. */
export async function consumeCaptcha(ctx: Accounts, id: string, answer: string): Promise<boolean> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning();
  return !!row && row.answerHash === answerHash(id, answer);
}
