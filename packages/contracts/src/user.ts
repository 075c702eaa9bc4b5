import { z } from 'zod';
import type { Locale } from './func.ts';
import { HIDDEN_CHARACTER } from './text.ts';

/*
 * Accounts and sign-in (spec sections 3-5, 7): the payloads of /open/user/*, /open/user-email-verify/*
 * and /open/user-wx/*. All are POST with the `{code, message, data}` envelope; `data` is described
 * by the `...Response` schemas. Logged-in calls send the `accessToken` header; an expired, revoked
 * or unknown token answers code `001` (Code.loginExpired) and the client clears its login info.
 *
 * Request schemas only check types: the server applies the spec's rules itself so that every
 * failing rule is reported at once (messages joined by "\n", code 40000). The same rules are
 * exported below (`checkAccountForm`) so the web client shows the same messages before sending.
 */

/** Codes of account calls, besides the shared ones in `Code` (000, 001, 006, 40000, 42900, 50000). */
export const UserCode = {
  /** Email and password do not match an account (the same answer whether the email exists or not). */
  loginFailed: '40101',
  /** Wrong, used, burnt or expired email/SMS code ('invalid verification code'). */
  verifyCodeInvalid: '40102',
  /** Wrong or expired image captcha on send-login-sms: the client reloads the captcha. */
  captchaInvalid: '40103',
  /**
   * login-by-email: this account had too many failed sign-ins lately; send `captchaId` and
   * `captchaCode` from /open/user/get-login-captcha (a wrong one answers captchaInvalid).
   */
  captchaRequired: '40106',
  /** login-by-desktop-handover: the code is unknown, used, expired, or from another address. */
  handoverInvalid: '41003',
  /** The phone number is blocked ('login restricted'). */
  loginRestricted: '40301',
  /** The method is not offered in this edition or not configured (e.g. Google without a client id). */
  methodUnavailable: '40302',
  /** QR login code expired or already used ('QR code expired'). */
  qrExpired: '41001',
  /** The QR code is not confirmed yet (login-by-qr-code called too early). */
  qrNotConfirmed: '41002',
  /** 'user already exists' (only where telling is harmless, e.g. binding a taken address). */
  userExists: '40901',
  /** 'operation failed' */
  operationFailed: '40001',
  /** 'email send failed' (SMTP refused or unreachable). */
  emailSendFailed: '50201',
} as const;

// ---------------------------------------------------------------------------------------------
// Validation rules (spec section 5), shared by the server and the web client.

/** The spec's validation messages, exact English wording. */
export const accountFormMessages = {
  email: { en: 'Invalid email format.', 'zh-CN': '邮箱格式不正确。' },
  emailHidden: {
    en: 'The email address contains invisible or control characters. Please type it again.',
    'zh-CN': '邮箱地址包含不可见字符或控制字符，请重新输入。',
  },
  password: {
    en: 'Invalid password format: 8-20 characters, include letters and numbers.',
    'zh-CN': '密码格式不正确：8-20 位，需同时包含字母和数字。',
  },
  passwordConfirmation: { en: 'Confirm password does not match.', 'zh-CN': '两次输入的密码不一致。' },
  agreement: {
    en: 'Please agree to the User Agreement and Privacy Policy.',
    'zh-CN': '请阅读并同意用户协议和隐私政策。',
  },
  phoneEmpty: { en: 'Phone number cannot be empty.', 'zh-CN': '手机号不能为空' },
  phoneFormat: {
    en: 'Please enter an 11-digit mainland China mobile number.',
    'zh-CN': '请输入 11 位中国大陆手机号',
  },
  captchaEmpty: { en: 'Please enter the image code.', 'zh-CN': '请输入图形验证码' },
} as const satisfies Record<string, Record<Locale, string>>;
export type AccountFormRule = keyof typeof accountFormMessages;

/**
 * A plain `name@domain.tld` address, at most 254 characters, no spaces and no invisible or control
 * characters (bidi overrides, zero-width characters and the like could show one address as another).
 */
export function isValidEmail(email: string): boolean {
  return (
    email.length <= 254 && !HIDDEN_CHARACTER.test(email) && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)
  );
}

/** How addresses are compared and stored: NFKC (full-width ＠ and letters fold), trimmed, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** Whether an address holds invisible or control characters (refused with `emailHidden`). */
export function hasHiddenCharacter(email: string): boolean {
  return HIDDEN_CHARACTER.test(email);
}

/** 8 to 20 characters, at least one ASCII letter and one digit, no whitespace. */
export function isValidPassword(password: string): boolean {
  const length = [...password].length;
  return (
    length >= 8 && length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password) && !/\s/.test(password)
  );
}

/** An 11-digit mainland China mobile number, given bare or with +86 / 86 in front. */
export function normalizeMainlandPhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(digits) ? `+86${digits}` : null;
}

export interface AccountFormFields {
  /** Checked unless undefined (not asked on change password when logged in). */
  email?: string;
  password?: string;
  /** Checked when defined. */
  passwordConfirmation?: string;
  /** Checked when defined (sign-up only): true and protocols 000 and 001 listed. */
  agreeUserAgreementAndPrivacyPolicy?: boolean;
  agreeProtocolList?: readonly string[];
}

/** Every failing rule, in the order fields appear on the form; empty when all pass. */
export function checkAccountForm(fields: AccountFormFields): AccountFormRule[] {
  const failing: AccountFormRule[] = [];
  if (fields.email !== undefined && hasHiddenCharacter(fields.email)) failing.push('emailHidden');
  else if (fields.email !== undefined && !isValidEmail(fields.email.trim())) failing.push('email');
  if (fields.password !== undefined && !isValidPassword(fields.password)) failing.push('password');
  if (fields.passwordConfirmation !== undefined && fields.passwordConfirmation !== fields.password)
    failing.push('passwordConfirmation');
  if (fields.agreeUserAgreementAndPrivacyPolicy !== undefined) {
    const list = fields.agreeProtocolList;
    const listed = list === undefined || (list.includes('000') && list.includes('001'));
    if (!fields.agreeUserAgreementAndPrivacyPolicy || !listed) failing.push('agreement');
  }
  return failing;
}

/** The one alert text: failing messages joined by newlines. */
export function accountFormMessage(rules: readonly AccountFormRule[], locale: Locale): string {
  return rules.map((rule) => accountFormMessages[rule][locale]).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Shared shapes

/** Protocol codes: 000 user agreement, 001 privacy policy, 002 cookie policy. */
export const protocolTypeSchema = z.enum(['000', '001', '002']);
export type ProtocolType = z.infer<typeof protocolTypeSchema>;

/**
 * Login info: what every successful sign-in answers and the client stores (spec section 3).
 * `phoneNumber` is "+86…" for phone accounts, `email` lower-cased; the other is null.
 */
export const loginInfoSchema = z.object({
  accessToken: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** The user's invite code. */
  idCode: z.string(),
  /** True when the account has no password yet (after Google or phone sign-up). */
  emptyPassword: z.boolean(),
});
export type LoginInfo = z.infer<typeof loginInfoSchema>;

/** The sign-in type the spec's payloads carry; always 1. */
const signInType = z.coerce.number().int().optional().default(1);
const text = z.string().max(500);
const code = z.string().trim().max(20);
const id = z.string().trim().min(1).max(100);

// ---------------------------------------------------------------------------------------------
// Email verify

export const emailVerifyTypeSchema = z.enum(['open_user_register', 'open_user_password_reset']);
export type EmailVerifyType = z.infer<typeof emailVerifyTypeSchema>;

/**
 * POST /open/user-email-verify/send-for-open (not logged in). Always answers an id when the email is
 * well-formed, whether or not an account exists (no account enumeration); the mail says what to do.
 */
export const sendEmailCodeForOpenRequest = z.object({ type: emailVerifyTypeSchema, email: text });
/** POST /open/user-email-verify/send-for-user (logged in): a code to the account's own email. */
export const sendEmailCodeForUserRequest = z.object({ type: z.string().max(50).optional() });
/** Both send calls. `id` is the verifyCodeEmailId; `expireTime` epoch ms; resend allowed after 60 s. */
export const sendEmailCodeResponse = z.object({ id: z.string(), expireTime: z.number().optional() });

// ---------------------------------------------------------------------------------------------
// User (intl: email and Google; cn: phone and QR)

/** POST /open/user/register-by-email → LoginInfo (signs in at once). */
export const registerByEmailRequest = z.object({
  type: signInType,
  email: text,
  password: text,
  passwordConfirmation: text,
  agreeUserAgreementAndPrivacyPolicy: z.boolean().optional().default(false),
  agreeMarketingMessage: z.boolean().optional().default(false),
  agreeProtocolList: z.array(z.string().max(10)).max(10).optional().default([]),
  verifyCodeEmailId: id,
  verifyCode: code,
  rememberMe: z.boolean().optional().default(false),
});
export type RegisterByEmailRequest = z.input<typeof registerByEmailRequest>;

/** POST /open/user/login-by-email → LoginInfo. rememberMe: 30-day session instead of 7. */
export const loginByEmailRequest = z.object({
  type: signInType,
  email: text,
  password: text,
  rememberMe: z.boolean().optional().default(false),
  /** Only when the last answer was UserCode.captchaRequired: the captcha's id and the text read. */
  captchaId: id.optional(),
  captchaCode: code.optional(),
});
export type LoginByEmailRequest = z.input<typeof loginByEmailRequest>;

/**
 * POST /open/user/login-by-google and /open/user/register-by-google → LoginInfo. `credential` is
 * the ID token from Google Identity Services. Both find the account by Google `sub` or create it
 * (they differ only in name); `emptyPassword` true → offer the set-password dialog.
 */
export const googleSignInRequest = z.object({
  type: signInType,
  credential: z.string().min(1).max(10_000),
  agreeMarketingMessage: z.boolean().optional().default(false),
  rememberMe: z.boolean().optional().default(false),
});
export type GoogleSignInRequest = z.input<typeof googleSignInRequest>;

/**
 * POST /open/user/update-password (logged in) → null. With an empty password (set-password dialog)
 * `password` (and optional confirmation) suffices; otherwise the code from send-for-user is needed.
 * Revokes all the user's other sessions; the calling session stays signed in.
 */
export const updatePasswordRequest = z.object({
  type: signInType,
  password: text,
  passwordConfirmation: text.optional(),
  verifyCodeEmailId: id.optional(),
  verifyCode: code.optional(),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>;

/** POST /open/user/reset-password (not logged in) → null. Revokes every session of the account. */
export const resetPasswordRequest = z.object({
  type: signInType,
  email: text,
  password: text,
  passwordConfirmation: text,
  verifyCodeEmailId: id,
  verifyCode: code,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /open/user/logout → null (revokes the session of the accessToken header; no token is fine). */
export const logoutRequest = z.object({}).loose();

/** POST /open/user/get-login-info (logged in) → the current user, without the token. */
export const currentUserResponse = z.object({
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  idCode: z.string(),
  emptyPassword: z.boolean(),
  hasGoogle: z.boolean(),
  /** Epoch ms. */
  createTime: z.number(),
});
export type CurrentUser = z.infer<typeof currentUserResponse>;

/** POST /open/user/get-login-config → which sign-in methods this server offers. */
export const loginConfigResponse = z.object({
  edition: z.enum(['intl', 'cn']),
  /** Null when Google sign-in is not configured: hide the button. */
  googleClientId: z.string().nullable(),
  email: z.boolean(),
  phone: z.boolean(),
  qr: z.boolean(),
  /** Seconds before a code may be sent again. */
  resendSeconds: z.number(),
});
export type LoginConfig = z.infer<typeof loginConfigResponse>;

// ---------------------------------------------------------------------------------------------
// Phone + SMS (cn)

/** POST /open/user/get-login-sms-captcha. purePhoneNumber "13800138000", phoneNumber "+8613800138000". */
export const smsCaptchaRequest = z.object({
  purePhoneNumber: z.string().max(30).optional(),
  phoneNumber: z.string().max(30).optional(),
  type: z.union([z.string().max(20), z.number()]).optional(),
});
/** `imageBase64` is a complete data URL (`data:image/svg+xml;base64,…`): use it as an img src. */
export const smsCaptchaResponse = z.object({ id: z.string(), imageBase64: z.string() });

/**
 * POST /open/user/send-login-sms. Wrong/expired captcha → UserCode.captchaInvalid (reload captcha);
 * limits reached → Code.smsSendStop (006: show the message, nothing more).
 */
export const sendLoginSmsRequest = z.object({
  userCaptchaId: id,
  captchaCode: code,
  purePhoneNumber: z.string().max(30).optional(),
  phoneNumber: z.string().max(30).optional(),
  type: z.union([z.string().max(20), z.number()]).optional(),
});
/** `id` = verifySmsId, `expireTime` epoch ms, `userId` an opaque handle to send back on login. */
export const sendLoginSmsResponse = z.object({ id: z.string(), expireTime: z.number(), userId: z.string() });

/** POST /open/user/login-by-phone-number → LoginInfo (creates the account on first login). */
export const loginByPhoneRequest = z.object({
  userId: id,
  phoneNumber: z.string().max(30),
  verifySmsId: id,
  verifySmsCode: code,
  rememberMe: z.boolean().optional().default(false),
});
export type LoginByPhoneRequest = z.input<typeof loginByPhoneRequest>;

// ---------------------------------------------------------------------------------------------
// QR login (cn)

/** Status of a QR login code (spec section 4). */
export const QrLoginStatus = { waiting: 1, scanned: 2, confirmed: 3, expired: -1 } as const;
export const qrLoginStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(-1)]);

/**
 * GET /open/user-wx/get-login-qr-code/{env}.png (env release|develop): a PNG, with response headers
 * `id` and `url`. POST /open/user-wx/get-login-qr-code-simple: the same as JSON.
 */
export const qrCodeRequest = z.object({ env: z.enum(['release', 'develop']).optional().default('release') });
/** `imageBase64` is a PNG data URL; `expireTime` epoch ms (about 2 minutes). */
export const qrCodeResponse = z.object({
  id: z.string(),
  url: z.string(),
  imageBase64: z.string(),
  expireTime: z.number(),
});

/** POST /open/user-wx/query-login-qr-code → status, polled every 3 s. */
export const qrQueryRequest = z.object({ id });
export const qrQueryResponse = z.object({ id: z.string(), status: qrLoginStatusSchema });

/** POST /open/user-wx/login-by-qr-code (after status 3, once) → LoginInfo. */
export const qrLoginRequest = z.object({ id, rememberMe: z.boolean().optional().default(false) });

// ---------------------------------------------------------------------------------------------
// Protocol texts

/**
 * POST /ut/func/user-protocol.html {type} → `{type, title, html}` (an HTML fragment in the request's
 * language). GET /ut/func/user-protocol.html?type=000 answers a standalone HTML page.
 */
export const protocolRequest = z.object({ type: protocolTypeSchema });
export const protocolResponse = z.object({ type: protocolTypeSchema, title: z.string(), html: z.string() });

// ---------------------------------------------------------------------------------------------
// Desktop hand-over and sessions

/**
 * POST /open/user/create-desktop-handover (logged in, called by the desktop client's session): a
 * one-time code, valid 60 s, that the desktop puts in /from-desktop?param={"code":…,"url":…}.
 */
export const desktopHandoverResponse = z.object({ code: z.string(), expireTime: z.number() });
/**
 * POST /open/user/login-by-desktop-handover → LoginInfo (a new session of the desktop's user). The
 * code works once, within 60 s, from the client address that asked for it; otherwise
 * UserCode.handoverInvalid.
 */
export const desktopHandoverLoginRequest = z.object({
  code: z.string().trim().min(1).max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type DesktopHandoverLoginRequest = z.input<typeof desktopHandoverLoginRequest>;

/** One live session of the signed-in user (POST /open/user/list-sessions → SessionInfo[]). */
export const sessionInfoSchema = z.object({
  id: z.string(),
  /** How it was signed in: email, google, phone, qr, desktop. */
  method: z.string(),
  /** The browser's User-Agent at sign-in (may be null). */
  userAgent: z.string().nullable(),
  clientAddress: z.string().nullable(),
  createTime: z.number(),
  /** Last call made with it (to the minute), epoch ms. */
  lastUsedTime: z.number(),
  expireTime: z.number(),
  /** The session of this very call. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
/** POST /open/user/revoke-session: ends one of the user's own sessions (the current one too). */
export const revokeSessionRequest = z.object({ id });
