import type { Message } from '../../http/i18n.ts';

/** The network module's messages. */
export const networkMessages = {
  badQuery: {
    en: 'Enter an IPv4 or IPv6 address, or a domain name such as example.com.',
    'zh-CN': '请输入 IPv4 或 IPv6 地址，或 example.com 这样的域名。',
  },
  hostNotFound: {
    en: 'The domain {host} could not be resolved to an address.',
    'zh-CN': '无法解析域名 {host} 的 IP 地址。',
  },
  tooLarge: {
    en: 'The upload is larger than the speed test allows ({max} MB).',
    'zh-CN': '上传的数据超过了测速允许的大小（{max} MB）。',
  },
  busy: {
    en: 'Too many speed tests are running right now. Please try again in a minute.',
    'zh-CN': '当前测速的人太多了，请稍后再试。',
  },
} as const satisfies Record<string, Message>;
