import type { Message } from '../../http/i18n.ts';

/** Remarks of ledger entries, stored as keys and translated when read. */
export const remarks = {
  dailyLevel: { en: 'Daily credits of Lv.{level}', 'zh-CN': 'Lv.{level} 每日积分' },
  dailyTourist: { en: 'Free daily credits', 'zh-CN': '每日免费积分' },
  expired: { en: 'Credits of {day} expired', 'zh-CN': '{day} 的积分已过期' },
  funcUse: { en: 'Used {func}', 'zh-CN': '使用 {func}' },
  funcUsePages: { en: 'Used {func} ({pages} pages)', 'zh-CN': '使用 {func}（{pages} 页）' },
  funcPay: { en: 'Paid for the result of {func}', 'zh-CN': '支付 {func} 的结果' },
  refund: { en: 'Refund: {func}', 'zh-CN': '退还：{func}' },
  videoReward: { en: 'Video ad reward', 'zh-CN': '观看视频广告奖励' },
  membershipStart: { en: 'Lv.{level} membership started', 'zh-CN': 'Lv.{level} 会员开通' },
  inviteReward: { en: 'Invited user {user}', 'zh-CN': '邀请用户 {user}' },
  exchangeOrder: { en: 'Redeemed Lv.{level} monthly membership', 'zh-CN': '兑换 Lv.{level} 月度会员' },
  adjust: { en: 'Adjustment', 'zh-CN': '调整' },
  operatorAdjust: { en: 'Adjusted by {operator}: {reason}', 'zh-CN': '运营调整（{operator}）：{reason}' },
  resultPayRefund: {
    en: 'Credits for the result of {func} given back by {operator}: {reason}',
    'zh-CN': '{func} 结果的点数已由 {operator} 退还：{reason}',
  },
  orderRefund: {
    en: 'Lv.{level} order {order} refunded by {operator}: {reason}',
    'zh-CN': 'Lv.{level} 订单 {order} 已由 {operator} 退款：{reason}',
  },
} as const satisfies Record<string, Message>;
export type RemarkKey = keyof typeof remarks;

/** Ledger entry type names (spec: deduct, increase, reset, daily reset, initialize default). */
export const typeTexts = {
  deduct: { en: 'Deduct', 'zh-CN': '扣除' },
  increase: { en: 'Increase', 'zh-CN': '增加' },
  reset: { en: 'Reset', 'zh-CN': '重置' },
  daily_reset: { en: 'Daily reset', 'zh-CN': '每日重置' },
  init_default: { en: 'Initialize default', 'zh-CN': '初始化默认' },
} as const satisfies Record<string, Message>;

/** Error messages of the credit calls (spec section 8 wording where it has one). */
export const creditMessages = {
  notEnoughCredits: { en: 'Not enough credits.', 'zh-CN': '积分不足' },
  notEnoughExchangePoints: {
    en: 'Not enough exchange points: {need} needed, {have} available.',
    'zh-CN': '兑换积分不足：需要 {need}，当前 {have}。',
  },
  desktopOnly: {
    en: 'This function needs the Windows desktop version.',
    'zh-CN': '该功能需要使用 Windows 桌面版',
  },
  unknownFunc: { en: 'Unknown function: {code}', 'zh-CN': '功能不存在：{code}' },
  pageCountRequired: {
    en: 'This function is priced per page: pageCount is required.',
    'zh-CN': '该功能按页计费，请提供页数 pageCount。',
  },
} as const satisfies Record<string, Message>;
