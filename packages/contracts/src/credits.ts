import { z } from 'zod';
import { pageRequestOf } from './task.ts';

/*
 * Credits, memberships, orders, function payment, invites and the video reward (spec sections 3-9).
 * All calls are POST with the `{code, message, data}` envelope; `data` is what the `...Response`
 * schemas describe. Times are ISO 8601 strings (UTC) unless a name ends in `Mills`.
 *
 * The payment family is served under each of the three prefixes /ut/v1, /ut/i2 and /ut/p3 (the
 * client picks one at random); `paymentPaths` maps the terse paths to what they do. Logged-in calls
 * send `accessToken` (no or a dead token answers 001); tourist calls are counted by client address.
 *
 * timezoneOffset is what the browser's `new Date().getTimezoneOffset()` returns: minutes to add to
 * local time to get UTC (China -480, New York 300). The user's "day" (daily credits, free uses, the
 * video reward) is the calendar date of `now - timezoneOffset minutes`.
 */

export * from './credits-paths.ts';

export const timezoneOffsetSchema = z
  .number()
  .int()
  .min(-14 * 60)
  .max(14 * 60);

/** Request of /qh, /qt, /qv. */
export const creditsQueryRequest = z.object({ timezoneOffset: timezoneOffsetSchema.default(0) });

/** Today's credits: remaining = totalFuncPoint - useFuncPoint. */
export const currentCreditsSchema = z.object({
  totalFuncPoint: z.number().int(),
  useFuncPoint: z.number().int(),
  /** The user's day these credits belong to, YYYY-MM-DD. */
  day: z.string(),
  /** When today's credits were last changed (the profile's "update date"). */
  updateTime: z.string(),
});
export type CurrentCredits = z.infer<typeof currentCreditsSchema>;

export const vipLevelPeriodSchema = z.object({
  level: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
});
export type VipLevelPeriod = z.infer<typeof vipLevelPeriodSchema>;

/** /qv: the user's levels. Level 1 (free base) is always held and has no period. */
export const vipInfoSchema = z.object({
  id: z.string(),
  /** The highest active level (1 when no paid level is active). */
  level: z.number().int(),
  maxLevel: z.number().int(),
  /** End of the latest active paid level, 0 when none. */
  expireTimeMills: z.number().int(),
  /** True when a paid level was held and all have ended (spec: level not 1 and expiry past). */
  levelExpire: z.boolean(),
  /** Active paid levels, by level. */
  levelList: z.array(vipLevelPeriodSchema),
  /** Daily credits of the active levels together (e.g. 200 + 300). */
  funcPointDay: z.number().int(),
  totalFuncPoint: z.number().int(),
  useFuncPoint: z.number().int(),
  /** Whether today's video reward was claimed (level-1 users only can claim). */
  videoRewardClaimed: z.boolean(),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;

/** One row of /list-vip-info. Prices in yuan (cn) or dollars (intl); null = free (level 1). */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  dailyPoint: z.number().int(),
  monthlyPrice: z.number().nullable(),
  quarterPrice: z.number().nullable(),
  yearlyPrice: z.number().nullable(),
  currency: z.enum(['CNY', 'USD']),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;
export const vipLevelListResponse = z.array(vipLevelSchema);

/** Paged request of the credit, order, function-payment and exchange-point lists (15 per page). */
export const pageRequest = pageRequestOf(z.object({ vipId: z.string().optional() }).passthrough());
export type PageRequest = z.infer<typeof pageRequest>;

/** Ledger entry types (spec: deduct, increase, reset, daily reset, initialize default). */
export const creditChangeTypes = ['deduct', 'increase', 'reset', 'daily_reset', 'init_default'] as const;
export type CreditChangeType = (typeof creditChangeTypes)[number];

/** A credit change record (also the shape of a membership-exchange point record). */
export const creditChangeRecordSchema = z.object({
  id: z.string(),
  createTime: z.string(),
  type: z.enum(creditChangeTypes),
  typeText: z.string(),
  remark: z.string(),
  deltaPoint: z.number().int(),
  resultPoint: z.number().int(),
});
export type CreditChangeRecord = z.infer<typeof creditChangeRecordSchema>;

export const orderCycles = ['monthly', 'quarterly', 'yearly'] as const;
export type OrderCycle = (typeof orderCycles)[number];

/** Order types: 1 upgrade (a level above the current highest), 2 renew (extend a held level), 3 overlay (stack a lower level). */
export const OrderType = { upgrade: 1, renew: 2, overlay: 3 } as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];

/** Order status: 0 created (payable), 2 paid, -2 failed/cancelled, -1 expired. */
export const OrderStatus = { created: 0, paid: 2, failed: -2, expired: -1 } as const;

/** /create-order. Prices are computed on the server only. Defaults: type 1, monthly, level 4. */
export const createOrderRequest = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  cycle: z.enum(orderCycles).default('monthly'),
  level: z.number().int().min(2).max(9).default(4),
  timezoneOffset: timezoneOffsetSchema.default(0),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const createOrderResponse = z.object({
  id: z.string(),
  /** In yuan (cn) or dollars (intl). */
  price: z.number(),
  currency: z.enum(['CNY', 'USD']),
  /** The effective period if paid now. */
  startTime: z.string(),
  endTime: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** A membership order record (/page-order-record, /pay-by-point). */
export const orderRecordSchema = z.object({
  id: z.string(),
  createTime: z.string(),
  level: z.number().int(),
  cycle: z.enum(orderCycles),
  cycleText: z.string(),
  /** Null until paid. */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  type: z.number().int(),
  typeText: z.string(),
  price: z.number(),
  currency: z.enum(['CNY', 'USD']),
  status: z.number().int(),
  statusText: z.string(),
  /** Empty until paid. */
  payTypeText: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const payByPointRequest = z.object({ orderId: z.string().min(1) });

/** /h and /t: ask to use a function before it runs. */
export const funcUseRequest = z.object({
  code: z.string().min(1).max(100),
  /** Pages to process; required for openLevel 3 (priced per page). */
  pageCount: z.number().int().min(1).max(100_000).optional(),
  timezoneOffset: timezoneOffsetSchema.default(0),
  /** True when the call comes from the Windows desktop client. */
  desktop: z.boolean().default(false),
});
export type FuncUseRequest = z.infer<typeof funcUseRequest>;

export const funcUseResponse = z.object({
  code: z.string(),
  /** This granted use (free or paid): pass it to /task/submit as `useId`; it runs one task. */
  useId: z.string(),
  /** Credits taken for this use (0 when free). */
  deductPoint: z.number().int(),
  /** This use was one of the function's free uses of the day. */
  free: z.boolean(),
  /** Free uses left today for this function. */
  freeCountLeft: z.number().int(),
  /** openLevel 1: the result carries a watermark until paid (function payment). */
  payRequired: z.boolean(),
  /** openLevel 2 for members (level >= 2): processed with priority. */
  priority: z.boolean(),
  totalFuncPoint: z.number().int(),
  useFuncPoint: z.number().int(),
});
export type FuncUseResponse = z.infer<typeof funcUseResponse>;

/**
 * /hq and /tq: what using a function would take now, decided by the rule /h and /t charge with
 * (the confirm dialog says it before the user agrees). `kind`: 'free' one of today's free uses;
 * 'paid' `point` credits; 'short' `point` credits but fewer are left (/h would answer 40104);
 * 'none' nothing now (openLevel 1: the result is paid for later).
 */
export const funcUseQuote = z.object({
  code: z.string(),
  kind: z.enum(['free', 'paid', 'short', 'none']),
  /** Credits this use takes (0 when free or none). */
  point: z.number().int(),
  /** Credits per use, or per page for openLevel 3. */
  each: z.number().int(),
  /** The pages priced (openLevel 3), else null. */
  pages: z.number().int().nullable(),
  /** The function's free uses a day. */
  freeCount: z.number().int(),
  /** Free uses left today after this use. */
  freeCountLeft: z.number().int(),
  /** Credits left today before this use. */
  balance: z.number().int(),
  payRequired: z.boolean(),
  /** openLevel 2 for a member: processed with priority. */
  priority: z.boolean(),
});
export type FuncUseQuote = z.infer<typeof funcUseQuote>;

/** /ut/func-pay/pay-by-func-point(-tourist): pay one task's clean result with credits. */
export const funcPayByPointRequest = z.object({
  taskId: z.string().min(1).max(100),
  code: z.string().min(1).max(100),
  timezoneOffset: timezoneOffsetSchema.default(0),
});

/** Function payment status: 1 pending, 2 paid, -2 failed. */
export const FuncPayState = { pending: 1, paid: 2, failed: -2 } as const;

export const funcPayResultSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  funcCode: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  deductPoint: z.number().int(),
});
export type FuncPayResult = z.infer<typeof funcPayResultSchema>;

/** /ut/func-pay/page: paid-function records. price in yuan/dollars, null when paid in credits. */
export const funcPayRecordSchema = z.object({
  taskId: z.string(),
  funcCode: z.string(),
  remark: z.string(),
  createTime: z.string(),
  payTypeText: z.string(),
  price: z.number().nullable(),
  /** Refunded by the operator: the clean result is locked again (an extension of the spec's record). */
  refunded: z.boolean(),
});
export type FuncPayRecord = z.infer<typeof funcPayRecordSchema>;

/** /open/user-inviter/save (logged in). Can be filled once. */
export const inviterSaveRequest = z.object({ inviterIdCode: z.string().trim().min(1).max(32) });

/** /open/user-inviter/get-inviter (logged in). */
export const inviterInfoSchema = z.object({
  /** The user's own invite code. */
  idCode: z.string(),
  /** The inviter's code, null until filled. */
  inviterIdCode: z.string().nullable(),
  /** Membership-exchange points balance. */
  exchangePoint: z.number().int(),
  /** Users who filled this user's code. */
  inviteeCount: z.number().int(),
});
export type InviterInfo = z.infer<typeof inviterInfoSchema>;

/** Points one invitee gives its inviter, and the points a level-2 monthly membership costs. */
export const INVITE_REWARD_POINTS = 1;
export const EXCHANGE_POINTS_PER_LEVEL2_MONTH = 2;

/** /ut/user-vip-exchange-point/get-last: the latest record, or null. */
export const exchangePointLastResponse = creditChangeRecordSchema.nullable();

/** /ut/video-bd/get-t-code: a one-time code the mini-program sends back to /open/video-bd/claim. */
export const videoCodeResponse = z.object({
  code: z.string(),
  /** The mini-program link carrying the code. */
  wxAppletUrl: z.string(),
  success: z.boolean(),
});
/**
 * /open/video-bd/claim, posted by the mini-program's back end when the ad was watched to the end.
 * Where the server has VIDEO_AD_SECRET, `signature` is HMAC-SHA256(secret, `<code>.<timestamp>`) in
 * hex and `timestamp` the signing time in ms; a claim without a valid, recent proof is refused.
 */
export const videoClaimRequest = z.object({
  code: z.string().min(1).max(100),
  timezoneOffset: timezoneOffsetSchema.default(0),
  timestamp: z.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export const videoStatusRequest = z.object({ timezoneOffset: timezoneOffsetSchema.default(0) });
/** Whether today's reward was claimed. */
export const videoStatusResponse = z.object({ success: z.boolean(), rewardPoint: z.number().int() });

/** The two profile switches. autoDeduct is offered in the intl edition only. */
export const userSettingsSchema = z.object({ hideDeductConfirm: z.boolean(), autoDeduct: z.boolean() });
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const userSettingsSaveRequest = userSettingsSchema.partial();

/**
 * The order type that fits buying `level` given the active paid levels: renew when held, upgrade
 * when above the highest, overlay otherwise. The server refuses any other type.
 */
export function orderTypeFor(level: number, activeLevels: readonly number[]): OrderType {
  if (activeLevels.includes(level)) return OrderType.renew;
  const max = Math.max(1, ...activeLevels);
  return level > max ? OrderType.upgrade : OrderType.overlay;
}

/** The user's day (YYYY-MM-DD) at `now` for a browser timezoneOffset. */
export function userDay(now: Date, timezoneOffset: number): string {
  return new Date(now.getTime() - timezoneOffset * 60_000).toISOString().slice(0, 10);
}
