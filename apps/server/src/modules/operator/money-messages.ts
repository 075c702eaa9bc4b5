import type { Message } from '../../http/i18n.ts';

/** Messages of the console's memberships and money (money.ts, money-refund.ts, money-reconcile.ts). */
export const moneyMessages = {
  unknownLevel: {
    en: 'Edition {edition} has no level {level}.',
    'zh-CN': '版本 {edition} 没有等级 {level}。',
  },
  unknownOrder: { en: 'No order with id {id}.', 'zh-CN': '没有 id 为 {id} 的订单。' },
  notPaid: {
    en: 'Order {id} has no paid trade to refund.',
    'zh-CN': '订单 {id} 没有可退款的已支付交易。',
  },
  alreadyRefunded: {
    en: 'Order {id} is refunded already (or its refund is under way).',
    'zh-CN': '订单 {id} 已退款（或退款正在进行）。',
  },
  noRefundApi: {
    en: '{provider} is not configured on this server, or offers no refund call: refund it in its merchant console.',
    'zh-CN': '本服务器未配置 {provider}，或其不提供退款接口：请在其商户后台退款。',
  },
  refundRefused: {
    en: '{provider} refused the refund: {detail}',
    'zh-CN': '{provider} 拒绝了退款：{detail}',
  },
  badRange: {
    en: 'The start day must not be after the end day.',
    'zh-CN': '开始日期不能晚于结束日期。',
  },
} as const satisfies Record<string, Message>;

/** Messages of the console's per-result payments (result-pay.ts). */
export const resultPayMessages = {
  unknown: { en: 'No result payment with id {id}.', 'zh-CN': '没有 id 为 {id} 的结果付费记录。' },
  alreadyRefunded: {
    en: 'Result payment {id} is refunded already (or its refund is under way).',
    'zh-CN': '结果付费 {id} 已退款（或退款正在进行）。',
  },
} as const satisfies Record<string, Message>;
