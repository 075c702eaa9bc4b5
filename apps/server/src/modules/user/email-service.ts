import {
  checkAccountForm,
  hasHiddenCharacter,
  isValidEmail,
  normalizeEmail as normalizeSharedEmail,
  UserCode,
  type EmailVerifyType,
  type LoginInfo,
  type Locale,
} from '@toolbox/contracts';
import type { z } from 'zod';
import type {
  loginByEmailRequest,
  registerByEmailRequest,
  resetPasswordRequest,
  updatePasswordRequest,
} from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import type { Accounts } from '../auth/context.ts';
import { accountMessages } from '../auth/messages.ts';
import { bucketOf, type Limit } from '../auth/rate-limit.ts';
import { accountMail, type MailKind } from '../mail/templates.ts';
import { DAY, HOUR, MINUTE } from '../session/clock.ts';
import type { AuthUser } from '../session/plugin.ts';
import { createSession, revokeUserSessions } from '../session/service.ts';
import { consumeCode, issueCode, voidCode } from '../verify/codes.ts';
import { consumeCaptcha } from '../sms/captcha.ts';
import {
  captchaInvalid,
  captchaRequired,
  formError,
  invalidCode,
  operationFailed,
  tooManyRequests,
} from './errors.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { loginInfoOf, shownEmail } from './present.ts';
import { createUser, findUserByEmail, replacePasswordHash, setPasswordHash } from './repository.ts';

/** Where a request comes from, for limits and the session record. */
export interface Caller {
  address: string;
  locale: Locale;
  /** The device cookie's key (see session/device.ts); null when the client sent none. */
  device?: string | null;
  userAgent?: string | null;
}

/**
 * Emails are compared NFKC-normalised, trimmed and lower-cased. An address with invisible or control
 * characters (bidi overrides, zero-width characters) is refused here, for every call, with its own 40000.
 */
export function normalizeEmail(email: string): string {
  if (hasHiddenCharacter(email)) throw formError(['emailHidden']);
  return normalizeSharedEmail(email);
}

const UPDATE_PURPOSE = 'open_user_password_update';

/**
 * Sending codes: one per e-mail address per minute and 10 a day, and per client address
 * `perAddressHour` an hour (30 unless MAIL_CODES_PER_ADDRESS_HOUR says otherwise).
 */
function mailLimits(to: string, address: string, perAddressHour = 30): Limit[] {
  return [
    { bucket: bucketOf('mail:to', to), max: 1, windowMs: MINUTE },
    { bucket: bucketOf('mail:to', to), max: 10, windowMs: DAY },
    { bucket: bucketOf('mail:ip', address), max: perAddressHour, windowMs: HOUR },
  ];
}

/**
 * Failed sign-ins of one caller: 20 per client address and 10 per device in 15 minutes, then 429.
 * This throttles whoever is guessing, wherever the account's owner is.
 */
function callerSignInLimits(caller: Caller): Limit[] {
  const limits: Limit[] = [
    { bucket: bucketOf('login-fail:ip', caller.address), max: 20, windowMs: 15 * MINUTE },
  ];
  if (caller.device) {
    limits.push({ bucket: bucketOf('login-fail:device', caller.device), max: 10, windowMs: 15 * MINUTE });
  }
  return limits;
}

/**
 * Failed sign-ins of one account, from anywhere: after 5 in 15 minutes every sign-in to it needs an
 * image captcha. Never a refusal, so nobody can lock an owner out by failing on purpose.
 */
function accountSignInLimit(email: string, max = 5): Limit {
  return { bucket: bucketOf('login-fail:account', email), max, windowMs: 15 * MINUTE };
}

/**
 * Issues a code and mails `kind`. With `deliverCode` false the code is still stored (same work,
 * same answer) but the mail says something else, so the answer never tells whether an account exists.
 */
async function mailCode(
  ctx: Accounts,
  caller: Caller,
  input: { purpose: string; to: string; kind: MailKind },
): Promise<{ id: string; expireTime: number }> {
  const now = ctx.clock.now();
  const limits = mailLimits(input.to, caller.address, ctx.config.mailCodesPerAddressHour);
  if ((await ctx.limiter.take(limits, now)).reached) throw tooManyRequests();
  const issued = await issueCode(ctx.db, { channel: 'email', purpose: input.purpose, target: input.to, now });
  const mail = accountMail(input.kind, caller.locale, input.to, {
    code: issued.code,
    url: ctx.config.publicUrl,
  });
  try {
    await ctx.mail.send(mail);
  } catch (err) {
    ctx.log.warn({ err }, 'account mail not sent');
    await voidCode(ctx.db, issued.id, now);
    throw new AppError(UserCode.emailSendFailed, accountMessages.emailSendFailed, {}, 502);
  }
  return { id: issued.id, expireTime: issued.expiresAt.getTime() };
}

/** /open/user-email-verify/send-for-open: sign-up or reset code (or the matching notice mail). */
export async function sendCodeForOpen(
  ctx: Accounts,
  caller: Caller,
  type: EmailVerifyType,
  rawEmail: string,
) {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) throw formError(['email']);
  const user = await findUserByEmail(ctx.db, email);
  if (type === 'open_user_register') {
    return mailCode(ctx, caller, { purpose: type, to: email, kind: user ? 'alreadyRegistered' : 'register' });
  }
  return mailCode(ctx, caller, { purpose: type, to: email, kind: user ? 'reset' : 'resetNoAccount' });
}

/** /open/user-email-verify/send-for-user: a code to change the signed-in user's password. */
export async function sendCodeForUser(ctx: Accounts, caller: Caller, user: AuthUser) {
  const to = shownEmail(user.row);
  // Phone accounts have no address to send to (they set a password without a code, see README).
  if (!to) throw operationFailed();
  return mailCode(ctx, caller, { purpose: UPDATE_PURPOSE, to, kind: 'passwordUpdate' });
}

/** /open/user/register-by-email: checks the form, uses the code, creates the account, signs in. */
export async function registerByEmail(
  ctx: Accounts,
  caller: Caller,
  input: z.output<typeof registerByEmailRequest>,
): Promise<LoginInfo> {
  const email = normalizeEmail(input.email);
  const rules = checkAccountForm({
    email,
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
    agreeUserAgreementAndPrivacyPolicy: input.agreeUserAgreementAndPrivacyPolicy,
    agreeProtocolList: input.agreeProtocolList,
  });
  if (rules.length) throw formError(rules);
  const now = ctx.clock.now();
  const used = await consumeCode(ctx.db, {
    id: input.verifyCodeEmailId,
    purpose: 'open_user_register',
    target: email,
    code: input.verifyCode,
    now,
  });
  if (!used) throw invalidCode();
  const user = await createUser(ctx.db, {
    email,
    passwordHash: await hashPassword(input.password),
    marketingConsent: input.agreeMarketingMessage,
    agreements: ['000', '001'],
    now,
  });
  // Only reachable by someone who read a code sent to this address: telling them is harmless.
  if (!user) throw new AppError(UserCode.userExists, accountMessages.userExists, {}, 409);
  const token = await createSession(ctx.db, {
    userId: user.id,
    rememberMe: input.rememberMe,
    method: 'email',
    clientAddress: caller.address,
    userAgent: caller.userAgent,
    now,
  });
  return loginInfoOf(user, token);
}

/** /open/user/login-by-email: the same answer and about the same time for unknown emails. */
export async function loginByEmail(
  ctx: Accounts,
  caller: Caller,
  input: z.output<typeof loginByEmailRequest>,
): Promise<LoginInfo> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw formError(['email']);
  const now = ctx.clock.now();
  // Every attempt takes its slots first (atomically), and a successful one gives them back: so a
  // burst of concurrent guesses gets no more tries than the limits.
  const attempt = await ctx.limiter.take(callerSignInLimits(caller), now);
  if (attempt.reached) throw tooManyRequests();
  const free = await ctx.limiter.take([accountSignInLimit(email)], now);
  if (free.reached) {
    if (!input.captchaId || !input.captchaCode) throw captchaRequired();
    if (!(await consumeCaptcha(ctx, input.captchaId, input.captchaCode))) throw captchaInvalid();
  }
  const user = await findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !matches) {
    // Past the free tries the failure still counts, so the account keeps asking for a captcha.
    if (free.reached) await ctx.limiter.take([accountSignInLimit(email, Number.MAX_SAFE_INTEGER)], now);
    throw new AppError(UserCode.loginFailed, accountMessages.loginFailed, {}, 401);
  }
  await attempt.refund();
  await free.refund();
  if (needsRehash(user.passwordHash!)) {
    await replacePasswordHash(ctx.db, user.id, await hashPassword(input.password));
  }
  const token = await createSession(ctx.db, {
    userId: user.id,
    rememberMe: input.rememberMe,
    method: 'email',
    clientAddress: caller.address,
    userAgent: caller.userAgent,
    now,
  });
  return loginInfoOf(user, token);
}

/**
 * /open/user/update-password: a first password (emptyPassword) needs no code; changing one needs
 * the code from send-for-user. Every other session of the user is revoked.
 */
export async function updatePassword(
  ctx: Accounts,
  user: AuthUser,
  input: z.output<typeof updatePasswordRequest>,
): Promise<null> {
  const rules = checkAccountForm({
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
  });
  if (rules.length) throw formError(rules);
  const now = ctx.clock.now();
  if (user.row.passwordHash !== null) {
    const to = shownEmail(user.row);
    if (!input.verifyCodeEmailId || !input.verifyCode || !to) {
      throw new AppError(UserCode.verifyCodeInvalid, accountMessages.verificationRequired, {}, 400);
    }
    const used = await consumeCode(ctx.db, {
      id: input.verifyCodeEmailId,
      purpose: UPDATE_PURPOSE,
      target: to,
      code: input.verifyCode,
      now,
    });
    if (!used) throw invalidCode();
  }
  await setPasswordHash(ctx.db, user.id, await hashPassword(input.password), now);
  await revokeUserSessions(ctx.db, user.id, now, user.sessionId);
  return null;
}

/** /open/user/reset-password: email code, new password; every session of the account is revoked. */
export async function resetPassword(
  ctx: Accounts,
  input: z.output<typeof resetPasswordRequest>,
): Promise<null> {
  const email = normalizeEmail(input.email);
  const rules = checkAccountForm({
    email,
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
  });
  if (rules.length) throw formError(rules);
  const now = ctx.clock.now();
  const used = await consumeCode(ctx.db, {
    id: input.verifyCodeEmailId,
    purpose: 'open_user_password_reset',
    target: email,
    code: input.verifyCode,
    now,
  });
  // For an unknown email the stored code was never sent, so it cannot match: same answer.
  const user = used ? await findUserByEmail(ctx.db, email) : undefined;
  if (!user) throw invalidCode();
  await setPasswordHash(ctx.db, user.id, await hashPassword(input.password), now);
  await revokeUserSessions(ctx.db, user.id, now);
  return null;
}
