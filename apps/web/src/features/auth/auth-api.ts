import type {
  CurrentUser,
  EmailVerifyType,
  GoogleSignInRequest,
  LoginByEmailRequest,
  LoginByPhoneRequest,
  LoginConfig,
  LoginInfo,
  ProtocolType,
  RegisterByEmailRequest,
  ResetPasswordRequest,
  SessionInfo,
  UpdatePasswordRequest,
} from '@toolbox/contracts';
import { post, type PostOptions } from '../../api/client.ts';
import { ApiError, ERR_NETWORK } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createResource } from '../../queries/resource.ts';

/** The account calls of the spec (section 7); shapes from `@toolbox/contracts` (user.ts). */
export const authApi = {
  loginConfig: () => post<LoginConfig>('/open/user/get-login-config', {}, { silent: true }),
  currentUser: (options?: PostOptions) => post<CurrentUser>('/open/user/get-login-info', {}, options),

  loginByEmail: (body: LoginByEmailRequest, options?: PostOptions) =>
    post<LoginInfo>('/open/user/login-by-email', body, options),
  registerByEmail: (body: RegisterByEmailRequest, options?: PostOptions) =>
    post<LoginInfo>('/open/user/register-by-email', body, options),
  loginByGoogle: (body: GoogleSignInRequest) => post<LoginInfo>('/open/user/login-by-google', body),
  logout: () => post<null>('/open/user/logout', {}, { silent: true }),
  /** The image captcha login-by-email asks for (40106) after many failures on the account. */
  loginCaptcha: (options?: PostOptions) =>
    post<{ id: string; imageBase64: string }>('/open/user/get-login-captcha', {}, options),
  /** /from-desktop: the desktop's one-time code for a session of its user. */
  loginByDesktopHandover: (code: string, options?: PostOptions) =>
    post<LoginInfo>('/open/user/login-by-desktop-handover', { code }, options),
  listSessions: (options?: PostOptions) => post<SessionInfo[]>('/open/user/list-sessions', {}, options),
  revokeSession: (id: string, options?: PostOptions) =>
    post<null>('/open/user/revoke-session', { id }, options),

  sendEmailCode: (type: EmailVerifyType, email: string, options?: PostOptions) =>
    post<{ id: string; expireTime?: number }>(
      '/open/user-email-verify/send-for-open',
      { type, email },
      options,
    ),
  sendEmailCodeForUser: (options?: PostOptions) =>
    post<{ id: string; expireTime?: number }>(
      '/open/user-email-verify/send-for-user',
      { type: 'open_user_password_reset' },
      options,
    ),
  updatePassword: (body: UpdatePasswordRequest, options?: PostOptions) =>
    post<null>('/open/user/update-password', body, options),
  resetPassword: (body: ResetPasswordRequest, options?: PostOptions) =>
    post<null>('/open/user/reset-password', body, options),

  smsCaptcha: (phone: string, options?: PostOptions) =>
    post<{ id: string; imageBase64: string }>(
      '/open/user/get-login-sms-captcha',
      { purePhoneNumber: phone, phoneNumber: `+86${phone}`, type: 1 },
      options,
    ),
  sendLoginSms: (phone: string, userCaptchaId: string, captchaCode: string, options?: PostOptions) =>
    post<{ id: string; expireTime: number; userId: string }>(
      '/open/user/send-login-sms',
      { purePhoneNumber: phone, phoneNumber: `+86${phone}`, type: 1, userCaptchaId, captchaCode },
      options,
    ),
  loginByPhone: (body: LoginByPhoneRequest, options?: PostOptions) =>
    post<LoginInfo>('/open/user/login-by-phone-number', body, options),

  queryQr: (id: string, options?: PostOptions) =>
    post<{ id: string; status: 1 | 2 | 3 | -1 }>('/open/user-wx/query-login-qr-code', { id }, options),
  loginByQr: (id: string) => post<LoginInfo>('/open/user-wx/login-by-qr-code', { id }),

  protocol: (type: ProtocolType, options?: PostOptions) =>
    post<{ type: ProtocolType; title: string; html: string }>(
      '/ut/func/user-protocol.html',
      { type },
      options,
    ),
};

/** Which sign-in methods this server offers (Google only with a client id); asked once per page load. */
export const loginConfigResource = createResource(() => authApi.loginConfig(), Number.POSITIVE_INFINITY);

export interface QrCode {
  id: string;
  /** What the QR encodes: the mini-program (or the built-in confirm page) link. */
  url: string;
  /** An object URL of the PNG; revoke it when replaced. */
  imageUrl: string;
}

/** The spec's QR environment: the release mini-program in a production build, develop otherwise. */
export const QR_ENV: 'release' | 'develop' = import.meta.env.PROD ? 'release' : 'develop';

/** GET the QR PNG; its `id` and `url` come in the response headers (spec section 7). */
export async function fetchQrCode(signal?: AbortSignal): Promise<QrCode> {
  let response: Response;
  try {
    response = await fetch(`/open/user-wx/get-login-qr-code/${QR_ENV}.png`, {
      headers: { lang: i18n.language },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(ERR_NETWORK, i18n.t('errors.ERR_NETWORK'), { cause });
  }
  const id = response.headers.get('id');
  const url = response.headers.get('url');
  if (!response.ok || !id || !url) {
    throw new ApiError(ERR_NETWORK, i18n.t('errors.bad_response', { status: response.status }));
  }
  const blob = await response.blob();
  return { id, url: decodeHeader(url), imageUrl: URL.createObjectURL(blob) };
}

function decodeHeader(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
