import type { Message } from '../../http/i18n.ts';
import type { ProviderFailure } from './providers.ts';

export const freeImageMessages = {
  notFound: { en: 'This photo is not in the library.', 'zh-CN': '图库中没有这张图片。' },
  badLink: { en: 'This picture link is not valid.', 'zh-CN': '图片链接无效。' },
} as const satisfies Record<string, Message>;

/** What the user is told when the photo provider fails. */
export const providerMessages: Record<ProviderFailure, Message> = {
  auth: {
    en: 'The photo service refused this site’s key. Please tell the site operator.',
    'zh-CN': '图片服务拒绝了本站的密钥，请联系本站运营者。',
  },
  busy: {
    en: 'The photo service is busy (too many searches). Please try again in a minute.',
    'zh-CN': '图片服务繁忙（搜索次数过多），请过一分钟再试。',
  },
  timeout: {
    en: 'The photo service did not answer in time. Please try again.',
    'zh-CN': '图片服务响应超时，请重试。',
  },
  failed: {
    en: 'The photo service gave an answer we could not read. Please try again later.',
    'zh-CN': '图片服务返回了无法识别的结果，请稍后再试。',
  },
};
