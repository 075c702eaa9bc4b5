import type { Locale } from '@toolbox/contracts';
import type { Mail } from './sender.ts';

type Template = (to: string, vars: { code?: string; url: string }) => Omit<Mail, 'to'>;

/** The account mails, per language. Codes sit on a line of their own so they are easy to copy. */
const templates: Record<string, Record<Locale, Template>> = {
  register: {
    en: (_to, { code }) => ({
      subject: 'Your Toolbox activation code',
      text: `Your activation code is:\n\n${code}\n\nIt is valid for 10 minutes. If you did not sign up, ignore this mail.`,
    }),
    'zh-CN': (_to, { code }) => ({
      subject: '工具箱注册验证码',
      text: `您的注册验证码为：\n\n${code}\n\n10 分钟内有效。如果不是您本人操作，请忽略本邮件。`,
    }),
  },
  alreadyRegistered: {
    en: (_to, { url }) => ({
      subject: 'You already have a Toolbox account',
      text: `Someone (probably you) tried to sign up with this address, but it already has an account.\n\nSign in at ${url}/login, or reset your password there if you forgot it. If it was not you, ignore this mail.`,
    }),
    'zh-CN': (_to, { url }) => ({
      subject: '您已经注册过工具箱账号',
      text: `有人（可能是您）尝试用此邮箱注册，但该邮箱已有账号。\n\n请在 ${url}/login 登录；如忘记密码，可在登录页重置。如果不是您本人操作，请忽略本邮件。`,
    }),
  },
  reset: {
    en: (_to, { code }) => ({
      subject: 'Your Toolbox password reset code',
      text: `Your verification code is:\n\n${code}\n\nIt is valid for 10 minutes. If you did not ask to reset your password, ignore this mail.`,
    }),
    'zh-CN': (_to, { code }) => ({
      subject: '工具箱重置密码验证码',
      text: `您的验证码为：\n\n${code}\n\n10 分钟内有效。如果不是您本人操作，请忽略本邮件。`,
    }),
  },
  resetNoAccount: {
    en: (_to, { url }) => ({
      subject: 'Toolbox password reset',
      text: `Someone asked to reset the password of a Toolbox account with this address, but there is no account for it.\n\nYou can sign up at ${url}/login. If it was not you, ignore this mail.`,
    }),
    'zh-CN': (_to, { url }) => ({
      subject: '工具箱重置密码',
      text: `有人请求重置此邮箱对应的工具箱账号密码，但该邮箱尚未注册。\n\n可在 ${url}/login 注册。如果不是您本人操作，请忽略本邮件。`,
    }),
  },
  passwordUpdate: {
    en: (_to, { code }) => ({
      subject: 'Your Toolbox verification code',
      text: `Your verification code to change your password is:\n\n${code}\n\nIt is valid for 10 minutes.`,
    }),
    'zh-CN': (_to, { code }) => ({
      subject: '工具箱修改密码验证码',
      text: `您修改密码的验证码为：\n\n${code}\n\n10 分钟内有效。`,
    }),
  },
};

export type MailKind = 'register' | 'alreadyRegistered' | 'reset' | 'resetNoAccount' | 'passwordUpdate';

export function accountMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  vars: { code?: string; url: string },
): Mail {
  return { to, ...templates[kind]![locale](to, vars) };
}
