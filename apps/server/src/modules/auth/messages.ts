import type { Message } from '../../http/i18n.ts';

/** Server messages of the account calls (spec section 8 wording where it has one). */
export const accountMessages = {
  loginExpired: { en: 'Session expired. Please log in again', 'zh-CN': '登录信息已过期，请重新登录' },
  userExists: { en: 'User already exists.', 'zh-CN': '用户已存在' },
  verifyCodeInvalid: { en: 'Invalid verification code.', 'zh-CN': '验证码错误' },
  tooManyRequests: { en: 'Too many requests, try again later.', 'zh-CN': '请求过于频繁，请稍后再试。' },
  emailSendFailed: { en: 'Email send failed.', 'zh-CN': '邮件发送失败' },
  operationFailed: { en: 'Operation failed.', 'zh-CN': '操作失败' },
  loginFailed: { en: 'Incorrect email or password.', 'zh-CN': '邮箱或密码错误' },
  loginRestricted: { en: 'Login restricted.', 'zh-CN': '登录受限' },
  captchaInvalid: {
    en: 'Incorrect image code, please try again.',
    'zh-CN': '图形验证码错误，请重新输入',
  },
  captchaRequired: {
    en: 'There were many failed sign-ins to this account. Please enter the image code to continue.',
    'zh-CN': '该账号近期登录失败次数较多，请输入图形验证码后继续',
  },
  handoverInvalid: {
    en: 'This sign-in link from the desktop app is no longer valid. Please open it from the desktop app again.',
    'zh-CN': '桌面端登录链接已失效，请在桌面端重新打开',
  },
  sessionUnknown: {
    en: 'This session has already ended.',
    'zh-CN': '该登录会话已结束',
  },
  qrExpired: { en: 'QR code expired.', 'zh-CN': '二维码已过期' },
  qrNotConfirmed: { en: 'The QR code has not been confirmed yet.', 'zh-CN': '二维码尚未确认' },
  googleFailed: { en: 'Google sign-in failed. Please try again.', 'zh-CN': 'Google 登录失败，请重试' },
  methodUnavailable: {
    en: 'This sign-in method is not available here.',
    'zh-CN': '当前版本不支持该登录方式',
  },
  verificationRequired: {
    en: 'Please enter the verification code sent to your email.',
    'zh-CN': '请输入发送到邮箱的验证码',
  },
} as const satisfies Record<string, Message>;
