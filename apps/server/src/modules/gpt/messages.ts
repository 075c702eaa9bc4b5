import type { Message } from '../../http/i18n.ts';
import type { ProviderFailure } from './provider/errors.ts';

export const gptMessages = {
  notConfigured: {
    en: 'The AI writers are not available: the operator of this site has not configured a text-generation provider.',
    'zh-CN': 'AI 写作暂不可用：本站运营者尚未配置文本生成服务。',
  },
  blockedRequest: {
    en: 'This request cannot be written: it contains words this site does not allow.',
    'zh-CN': '无法生成：请求中包含本站不允许的内容。',
  },
  userRate: {
    en: 'Too many requests, try again later. (At most {count} texts a minute.)',
    'zh-CN': '请求过于频繁，请稍后再试。（每分钟最多生成 {count} 次）',
  },
  serverBusy: {
    en: 'The AI writers are busy right now. Please try again in a minute.',
    'zh-CN': 'AI 写作服务正忙，请过一分钟再试。',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again later.',
    'zh-CN': '服务器开小差了，请稍后再试。',
  },
} as const satisfies Record<string, Message>;

/** What the user is told when the provider fails, by the kind of failure. */
export const failureMessages: Record<ProviderFailure | 'blocked', Message> = {
  busy: {
    en: 'The AI service is busy right now. Please try again in a minute.',
    'zh-CN': 'AI 服务正忙，请过一分钟再试。',
  },
  timeout: {
    en: 'The AI service did not answer in time. Please try again.',
    'zh-CN': 'AI 服务响应超时，请重试。',
  },
  failed: {
    en: 'The AI service could not write this text. Please try again later.',
    'zh-CN': 'AI 服务暂时无法生成，请稍后再试。',
  },
  broken: {
    en: 'The answer broke off before the end: the text is incomplete.',
    'zh-CN': '生成中途中断，内容不完整。',
  },
  filtered: {
    en: 'The answer was stopped: the AI service filtered its content.',
    'zh-CN': '生成已停止：AI 服务过滤了其中的内容。',
  },
  blocked: {
    en: 'The answer was stopped: it contained words this site does not allow.',
    'zh-CN': '生成已停止：内容中包含本站不允许的词语。',
  },
};
