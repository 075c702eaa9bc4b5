import type { Message } from '../../http/i18n.ts';
import type { ProviderFailure } from '../free-image/providers.ts';

export const couponMessages = {
  notConfigured: {
    en: 'Taobao coupons are not available: the operator of this site has not set up a Taobao affiliate account.',
    'zh-CN': '淘宝优惠券暂不可用：本站运营者尚未配置淘宝联盟账号。',
  },
} as const satisfies Record<string, Message>;

/** What the user is told when the affiliate API fails. */
export const couponProviderMessages: Record<ProviderFailure, Message> = {
  auth: {
    en: 'Taobao refused this site’s affiliate key. Please tell the site operator.',
    'zh-CN': '淘宝拒绝了本站的联盟密钥，请联系本站运营者。',
  },
  busy: {
    en: 'The Taobao coupon service is busy (too many searches). Please try again in a minute.',
    'zh-CN': '淘宝优惠券服务繁忙（搜索次数过多），请过一分钟再试。',
  },
  timeout: {
    en: 'The Taobao coupon service did not answer in time. Please try again.',
    'zh-CN': '淘宝优惠券服务响应超时，请重试。',
  },
  failed: {
    en: 'The Taobao coupon service gave an answer we could not read. Please try again later.',
    'zh-CN': '淘宝优惠券服务返回了无法识别的结果，请稍后再试。',
  },
};
