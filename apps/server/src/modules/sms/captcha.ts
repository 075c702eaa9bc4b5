import { createHash } from 'node:crypto';
import type { Accounts } from '../auth/context.ts';
import { bucketOf } from '../auth/rate-limit.ts';
import { MINUTE } from '../session/clock.ts';
import { tooManyRequests } from '../user/errors.ts';
import { captchaDataUrl, randomCaptchaText } from '../verify/captcha-image.ts';
import { randomId } from '../verify/codes.ts';
import { saveCaptcha, useUpCaptcha } from '../verify/captchas.ts';

export { DevCaptchaAnswers } from './dev-captcha.ts';

const CAPTCHA_LIFE_MS = 5 * MINUTE;

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
  await saveCaptcha(ctx.db, {
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
  const stored = await useUpCaptcha(ctx.db, id, ctx.clock.now());
  return stored !== undefined && stored === answerHash(id, answer);
}
