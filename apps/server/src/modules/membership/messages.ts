import type { Message } from '../../http/i18n.ts';

export const membershipMessages = {
  noPrice: {
    en: 'Lv.{level} cannot be bought {cycle}.',
    'zh-CN': 'Lv.{level} 不支持按{cycle}购买。',
  },
  unknownLevel: { en: 'Unknown level: {level}', 'zh-CN': '会员等级不存在：{level}' },
  renewNotHeld: {
    en: 'You do not hold Lv.{level}: choose upgrade or overlay instead of renew.',
    'zh-CN': '您当前没有 Lv.{level}，请选择升级或叠加，而不是续费。',
  },
  renewHeld: {
    en: 'You already hold Lv.{level}: choose renew.',
    'zh-CN': '您已拥有 Lv.{level}，请选择续费。',
  },
  upgradeNotHigher: {
    en: 'Upgrade needs a level above Lv.{max}: choose overlay for Lv.{level}.',
    'zh-CN': '升级需选择高于 Lv.{max} 的等级；Lv.{level} 请选择叠加。',
  },
  overlayNotLower: {
    en: 'Lv.{level} is above your levels: choose upgrade.',
    'zh-CN': 'Lv.{level} 高于您当前的等级，请选择升级。',
  },
  orderExpired: { en: 'Order expired, please resubmit payment.', 'zh-CN': '订单已过期，请重新提交支付' },
  exchangeOnlyLevel2: {
    en: 'Exchange points redeem a Lv.2 monthly membership only.',
    'zh-CN': '兑换积分只能兑换 Lv.2 月度会员。',
  },
} as const satisfies Record<string, Message>;

export const cycleTexts = {
  monthly: { en: 'Monthly', 'zh-CN': '月度' },
  quarterly: { en: 'Quarterly', 'zh-CN': '季度' },
  yearly: { en: 'Yearly', 'zh-CN': '年度' },
} as const satisfies Record<string, Message>;

export const orderTypeTexts: Record<number, Message> = {
  1: { en: 'Upgrade', 'zh-CN': '升级' },
  2: { en: 'Renew', 'zh-CN': '续费' },
  3: { en: 'Overlay', 'zh-CN': '叠加' },
};

export const orderStatusTexts: Record<number, Message> = {
  0: { en: 'Awaiting payment', 'zh-CN': '待支付' },
  2: { en: 'Payment successful', 'zh-CN': '支付成功' },
  [-2]: { en: 'Payment failed', 'zh-CN': '支付失败' },
  [-1]: { en: 'Expired', 'zh-CN': '已失效' },
  3: { en: 'Refunded', 'zh-CN': '已退款' },
};

export const payTypeTexts: Record<string, Message> = {
  wechat: { en: 'WeChat Pay', 'zh-CN': '微信支付' },
  alipay: { en: 'Alipay', 'zh-CN': '支付宝' },
  paypal: { en: 'PayPal', 'zh-CN': 'PayPal' },
  sandbox: { en: 'Sandbox', 'zh-CN': '沙箱支付' },
  exchange: { en: 'Exchange points', 'zh-CN': '兑换积分' },
  point: { en: 'Credits', 'zh-CN': '积分' },
};
