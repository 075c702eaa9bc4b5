import type {
  EmailVerifyType,
  GoogleSignInRequest,
  LoginByEmailRequest,
  LoginByPhoneRequest,
  ProtocolType,
  RegisterByEmailRequest,
  ResetPasswordRequest,
  UpdatePasswordRequest,
} from '@toolbox/contracts';
import { call } from '../../api/call.ts';
import type { PostOptions } from '../../api/client.ts';
import { ApiError, ERR_NETWORK } from '../../api/api-error.ts';
import { i18n } from '../../i18n/i18n.ts';
import { createResource } from '../../queries/resource.ts';

/** The account calls of the spec (section 7); paths and shapes from `@toolbox/contracts`. */
export const authApi = {
  loginConfig: () => call('loginConfig', {}, { silent: true }),
  currentUser: (options?: PostOptions) => call('currentUser', {}, options),

  loginByEmail: (body: LoginByEmailRequest, options?: PostOptions) => call('loginByEmail', body, options),
  registerByEmail: (body: RegisterByEmailRequest, options?: PostOptions) =>
    call('registerByEmail', body, options),
  loginByGoogle: (body: GoogleSignInRequest, options?: PostOptions) => call('loginByGoogle', body, options),
  logout: () => call('logout', {}, { silent: true }),
  /** The image captcha login-by-email asks for (40106) after many failures on the account. */
  loginCaptcha: (options?: PostOptions) => call('loginCaptcha', {}, options),
  /** /from-desktop: the desktop's one-time code for a session of its user. */
  loginByDesktopHandover: (code: string, options?: PostOptions) =>
    call('loginByDesktopHandover', { code }, options),
  listSessions: (options?: PostOptions) => call('listSessions', {}, options),
  revokeSession: (id: string, options?: PostOptions) => call('revokeSession', { id }, options),

  sendEmailCode: (type: EmailVerifyType, email: string, options?: PostOptions) =>
    call('emailCodeForOpen', { type, email }, options),
  sendEmailCodeForUser: (options?: PostOptions) =>
    call('emailCodeForUser', { type: 'open_user_password_reset' }, options),
  updatePassword: (body: UpdatePasswordRequest, options?: PostOptions) =>
    call('updatePassword', body, options),
  resetPassword: (body: ResetPasswordRequest, options?: PostOptions) => call('resetPassword', body, options),

  smsCaptcha: (phone: string, options?: PostOptions) =>
    call('smsCaptcha', { purePhoneNumber: phone, phoneNumber: `+86${phone}`, type: 1 }, options),
  sendLoginSms: (phone: string, userCaptchaId: string, captchaCode: string, options?: PostOptions) =>
    call(
      'sendLoginSms',
      { purePhoneNumber: phone, phoneNumber: `+86${phone}`, type: 1, userCaptchaId, captchaCode },
      options,
    ),
  loginByPhone: (body: LoginByPhoneRequest, options?: PostOptions) => call('loginByPhone', body, options),

  queryQr: (id: string, options?: PostOptions) => call('qrQuery', { id }, options),
  loginByQr: (id: string) => call('qrLogin', { id }),

  protocol: (type: ProtocolType, options?: PostOptions) => call('protocol', { type }, options),
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
