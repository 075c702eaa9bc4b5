import { z } from 'zod';

/*
 * Payments (spec sections 2-4, 7): trades that pay a membership order or one task's function
 * payment through WeChat Pay, Alipay, PayPal or the built-in sandbox cashier.
 *
 * Membership trades (logged in; every path under each of /ut/v1, /ut/i2 and /ut/p3):
 *   /get-wechat-trade-code      WeChat native QR        -> TradeResponse (payType -1, QR)
 *   /pre-create-wx-applet-pay   mini-program pre-create -> TradeResponse (mobile, not iOS)
 *   /get-ali-trade-page         Alipay page pay         -> TradeResponse (payType 5, page)
 *   /get-pay-pal-trade-page     PayPal Orders v2        -> TradeResponse (payType 5, popup)
 *   /query-trade                {orderId}               -> TradeStatus (polled every 4 s; also the
 *                               check of /pay-pal-result?id=<orderId>: it asks the provider itself)
 * Function payment of one task (logged in):
 *   /ut/func-pay/get-wechat-trade-code, /ut/func-pay/pre-create-wx-applet-pay  FuncPayTradeRequest
 *   /ut/func-pay/get-trade-result {id}                                          FuncPayTradeStatus
 *
 * With the sandbox configured (the embedded default), every one of these goes to the sandbox:
 * `provider` is 'sandbox' and `tradePage` is our own /sandbox-pay/{id} page, which shows Pay,
 * Fail and Abandon and then notifies our callback as a real provider would.
 */

/** Payment providers; the sandbox stands in for all of them on a developer's machine. */
export const paymentProviderSchema = z.enum(['wechat', 'alipay', 'paypal', 'sandbox']);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Codes of payment calls, besides the shared ones in `Code`. */
export const PaymentCode = {
  /** 'order expired, please resubmit payment' (order gone, expired, already paid or not the user's); as CreditsCode.orderExpired. */
  orderExpired: '40904',
  /** The provider refused or could not be reached; the message says which. */
  providerFailed: '50202',
  /** This provider is not configured on this server. */
  providerUnavailable: '40305',
} as const;

/**
 * Trade status: -2 payment failed, -1 creation invalid (closed, abandoned or expired), 0 creation
 * phase (pending), 1 payment phase (in progress), 2 payment successful. Web polling stops on any
 * value other than 0 and 1.
 */
export const TradeStatus = { failed: -2, invalid: -1, pending: 0, inProgress: 1, paid: 2 } as const;
export type TradeStatusValue = (typeof TradeStatus)[keyof typeof TradeStatus];

/** Pay-type codes of the order dialog: 0 waiting, -1 QR scan, 5 popup page. */
export const PayType = { waiting: 0, qr: -1, popup: 5 } as const;

/** Trade request: platform 1 mobile, 0 desktop; PayPal also sends domain and timezoneOffset. */
export const tradeRequest = z.object({
  orderId: z.string().trim().min(1).max(64),
  platform: z.union([z.literal(0), z.literal(1)]).default(0),
  domain: z.string().max(300).optional(),
  timezoneOffset: z.number().int().min(-900).max(900).optional(),
});
export type TradeRequest = z.infer<typeof tradeRequest>;

export const tradeResponseSchema = z.object({
  /** Our trade id. */
  id: z.string(),
  orderId: z.string().nullable(),
  /** Where to pay: a weixin:// code URL (QR), a cashier page URL, a PayPal approve link, a mini-program link. */
  tradePage: z.string(),
  /** A PNG data URL of the QR code of tradePage, for QR trades; null otherwise. */
  qrImage: z.string().nullable(),
  /** In major units (yuan or dollars), as the order dialog shows it. */
  price: z.number(),
  currency: z.string(),
  provider: paymentProviderSchema,
  /** True when the sandbox cashier stands in for the provider asked for. */
  sandbox: z.boolean(),
  payType: z.union([z.literal(PayType.qr), z.literal(PayType.popup), z.literal(PayType.waiting)]),
  status: z.number().int(),
  statusText: z.string(),
  /** ISO time after which the trade can no longer be paid. */
  expireTime: z.string(),
});
export type TradeResponse = z.infer<typeof tradeResponseSchema>;

export const queryTradeRequest = z.object({ orderId: z.string().trim().min(1).max(64) });

export const tradeStatusSchema = z.object({
  id: z.string().nullable(),
  orderId: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  price: z.number().nullable(),
  provider: paymentProviderSchema.nullable(),
});
export type TradeStatusResponse = z.infer<typeof tradeStatusSchema>;

/** Function payment of one task's result: platform 1 mobile, 0 desktop. */
export const funcPayTradeRequest = z.object({
  funcCode: z.string().trim().min(1).max(64),
  taskId: z.string().trim().min(1).max(64),
  platform: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type FuncPayTradeRequest = z.infer<typeof funcPayTradeRequest>;

export const funcPayResultRequest = z.object({ id: z.string().trim().min(1).max(64) });

/** Function payment status: 1 pending, 2 paid, -2 failed (others show statusText). */
export const funcPayTradeStatusSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  funcCode: z.string(),
  status: z.number().int(),
  statusText: z.string(),
});
export type FuncPayTradeStatus = z.infer<typeof funcPayTradeStatusSchema>;

/**
 * POST /open/pay/wx-applet/pay-params, called by our WeChat mini-program (opened by the
 * weixin://dl/business link of a phone trade) with the trade id from its query and a wx.login code.
 * Answers what wx.requestPayment takes. Only when WECHAT_APPLET_* is configured.
 */
export const appletPayRequest = z.object({
  tradeId: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(256),
});

export const appletPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
