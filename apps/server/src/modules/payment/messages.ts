import type { Message } from '../../http/i18n.ts';

/** Payment messages in both languages (the spec's wording where it gives one). */
export const paymentMessages = {
  orderExpired: { en: 'Order expired, please resubmit payment.', 'zh-CN': '订单已过期，请重新提交支付' },
  providerUnavailable: {
    en: 'This payment method is not available on this server.',
    'zh-CN': '本站暂未开通该支付方式',
  },
  providerFailed: {
    en: 'The payment service could not be reached. Please try again later.',
    'zh-CN': '支付服务暂时无法连接，请稍后再试',
  },
  currencyUnsupported: {
    en: 'This payment method does not accept {currency}.',
    'zh-CN': '该支付方式不支持 {currency} 币种',
  },
  tradeNotFound: { en: 'Payment not found.', 'zh-CN': '未找到该支付记录' },
  alreadyPaid: { en: 'This has already been paid.', 'zh-CN': '该订单已支付' },
} as const satisfies Record<string, Message>;

/** The spec's payment outcomes by trade status. */
export const tradeStatusText: Record<number, Message> = {
  [-2]: { en: 'Payment failed', 'zh-CN': '支付失败' },
  [-1]: { en: 'Creation invalid', 'zh-CN': '创建无效' },
  0: { en: 'Creation phase', 'zh-CN': '创建阶段' },
  1: { en: 'Payment phase', 'zh-CN': '支付阶段' },
  2: { en: 'Payment successful', 'zh-CN': '支付成功' },
};

/** Function payment statuses: 1 pending, 2 paid, -2 failed (and -1 closed). */
export const funcPayStatusText: Record<number, Message> = {
  [-2]: { en: 'Payment failed', 'zh-CN': '支付失败' },
  [-1]: { en: 'Creation invalid', 'zh-CN': '创建无效' },
  1: { en: 'Waiting for payment', 'zh-CN': '等待支付' },
  2: {
    en: 'Payment succeeded, re-download the watermark-free image',
    'zh-CN': '支付成功，请重新下载无水印图片',
  },
};
