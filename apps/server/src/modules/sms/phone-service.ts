import { createHash } from 'node:crypto';
import {
  Code,
  normalizeMainlandPhone,
  UserCode,
  type LoginInfo,
  type loginByPhoneRequest,
  type sendLoginSmsRequest,
} from '@toolbox/contracts';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { Accounts } from '../auth/context.ts';
import { accountMessages } from '../auth/messages.ts';
import { bucketOf, type Limit } from '../auth/rate-limit.ts';
import { DAY, HOUR, MINUTE } from '../session/clock.ts';
import { createSession, type SignInMethod } from '../session/service.ts';
import type { Caller } from '../user/email-service.ts';
import { formError, invalidCode, operationFailed } from '../user/errors.ts';
import { loginInfoOf } from '../user/present.ts';
import { createUser, findUserByPhone, type UserRow } from '../user/service.ts';
import { consumeCode, issueCode, randomId, voidCode } from '../verify/codes.ts';
import { consumeCaptcha } from './captcha.ts';
import { SmsSendError } from './provider.ts';

const SMS_PURPOSE = 'login_sms';

/** "+8613800138000" from the payload's purePhoneNumber or phoneNumber; 40000 when missing or wrong. */
export function phoneOf(input: { purePhoneNumber?: string; phoneNumber?: string }): string {
  const raw = (input.purePhoneNumber || input.phoneNumber || '').trim();
  // The client may send "+86" alone when the field is empty.
  if (!raw || /^\+?86$/.test(raw)) throw formError(['phoneEmpty']);
  const phone = normalizeMainlandPhone(raw);
  if (!phone) throw formError(['phoneFormat']);
  return phone;
}

/** BLOCKED_PHONES holds SHA-256 digests of bare 11-digit numbers. */
export function assertNotBlocked(ctx: Accounts, phone: string): void {
  const digest = createHash('sha256').update(phone.replace(/^\+86/, '')).digest('hex');
  if (ctx.config.blockedPhoneHashes?.includes(digest)) {
    throw new AppError(UserCode.loginRestricted, accountMessages.loginRestricted, {}, 403);
  }
}

/** Per number 1/minute, 5/hour, 10/day; per client address 10/hour, 20/day; the global daily budget. */
function smsLimits(ctx: Accounts, phone: string, address: string): Limit[] {
  return [
    { bucket: bucketOf('sms:phone', phone), max: 1, windowMs: MINUTE },
    { bucket: bucketOf('sms:phone', phone), max: 5, windowMs: HOUR },
    { bucket: bucketOf('sms:phone', phone), max: 10, windowMs: DAY },
    { bucket: bucketOf('sms:ip', address), max: 10, windowMs: HOUR },
    { bucket: bucketOf('sms:ip', address), max: 20, windowMs: DAY },
    { bucket: 'sms:global', max: ctx.config.smsDailyBudget ?? 1000, windowMs: DAY },
  ];
}

const smsText = {
  en: (code: string) => `[Toolbox] Your login code is ${code}, valid for 10 minutes. Do not share it.`,
  'zh-CN': (code: string) => `【工具箱】您的登录验证码为 ${code}，10 分钟内有效，请勿泄露。`,
};

/**
 * /open/user/send-login-sms. Order: form, captcha (wrong → 40103, the client reloads it), blocked
 * number, limits (→ 006, the client stops), then the code goes out.
 */
export async function sendLoginSms(
  ctx: Accounts,
  caller: Caller,
  input: z.output<typeof sendLoginSmsRequest>,
): Promise<{ id: string; expireTime: number; userId: string }> {
  const phone = phoneOf(input);
  if (!(await consumeCaptcha(ctx, input.userCaptchaId, input.captchaCode))) {
    throw new AppError(UserCode.captchaInvalid, accountMessages.captchaInvalid, {}, 400);
  }
  assertNotBlocked(ctx, phone);
  const now = ctx.clock.now();
  const limits = smsLimits(ctx, phone, caller.address);
  if ((await ctx.limiter.take(limits, now)).reached) {
    throw new AppError(Code.smsSendStop, accountMessages.tooManyRequests, {}, 429);
  }
  // An opaque handle instead of a real user id: the answer must not tell whether the number is known.
  const ticket = randomId();
  const issued = await issueCode(ctx.db, {
    channel: 'sms',
    purpose: SMS_PURPOSE,
    target: phone,
    ticket,
    now,
  });
  try {
    await ctx.sms.send(phone, { code: issued.code, text: smsText[caller.locale](issued.code) });
  } catch (err) {
    ctx.log.warn({ err, provider: ctx.sms.name }, 'login SMS not sent');
    await voidCode(ctx.db, issued.id, now);
    // The gateway's own per-number limits: the same answer as ours, the client stops.
    if (err instanceof SmsSendError && err.limited) {
      throw new AppError(Code.smsSendStop, accountMessages.tooManyRequests, {}, 429);
    }
    throw operationFailed();
  }
  return { id: issued.id, expireTime: issued.expiresAt.getTime(), userId: ticket };
}

/** The account of a phone number, created on first sign-in (no password: emptyPassword). */
export async function userOfPhone(ctx: Accounts, phone: string, now: Date): Promise<UserRow> {
  const user =
    (await findUserByPhone(ctx.db, phone)) ??
    (await createUser(ctx.db, { phone, agreements: ['000', '001'], now })) ??
    (await findUserByPhone(ctx.db, phone));
  if (!user) throw operationFailed();
  return user;
}

export async function signIn(
  ctx: Accounts,
  caller: Caller,
  user: UserRow,
  method: SignInMethod,
  rememberMe: boolean,
): Promise<LoginInfo> {
  const token = await createSession(ctx.db, {
    userId: user.id,
    rememberMe,
    method,
    clientAddress: caller.address,
    userAgent: caller.userAgent,
    now: ctx.clock.now(),
  });
  return loginInfoOf(user, token);
}

/** /open/user/login-by-phone-number: the SMS code with its handle; creates the account if new. */
export async function loginByPhone(
  ctx: Accounts,
  caller: Caller,
  input: z.output<typeof loginByPhoneRequest>,
): Promise<LoginInfo> {
  const phone = phoneOf({ phoneNumber: input.phoneNumber });
  assertNotBlocked(ctx, phone);
  const now = ctx.clock.now();
  const used = await consumeCode(ctx.db, {
    id: input.verifySmsId,
    purpose: SMS_PURPOSE,
    target: phone,
    code: input.verifySmsCode,
    ticket: input.userId,
    now,
  });
  if (!used) throw invalidCode();
  return signIn(ctx, caller, await userOfPhone(ctx, phone, now), 'phone', input.rememberMe);
}
