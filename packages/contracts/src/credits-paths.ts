/*
 * Codes and paths of the credit calls (see credits.ts for the payloads). The payment family is
 * served under each of the three prefixes; `paymentPaths` maps its terse paths to what they do.
 */

/** Codes of these calls, besides the shared ones (000, 001, 40000, 40104 in `Code`) and
 * PaymentCode.orderExpired (the order is paid, failed, expired (2 hours) or not the user's). */
export const CreditsCode = {
  /** The function needs the Windows desktop client (openLevel 4 used from the web). */
  desktopOnly: '40305',
  /** The order does not fit the user's levels (e.g. renewing a level not held, upgrading to a lower one). */
  orderInvalid: '40002',
  /** Not enough membership-exchange points (the invite page's balance). */
  notEnoughExchangePoints: '40105',
  /** The inviter code was already filled ('already submitted'). */
  inviterAlreadyFilled: '40902',
  /** Unknown invite code, or one's own. */
  inviterInvalid: '40003',
  /** The video reward is for level-1 users only, or was already claimed today. */
  videoRewardUnavailable: '40304',
  /** The task was already paid. */
  alreadyPaid: '40903',
  /** Unknown order, task or function. */
  notFound: '40401',
  /**
   * /task/submit of a priced function without a valid `useId` (none, already used, or from another
   * function or account): the use must be granted by /h or /t first.
   */
  useRequired: '40201',
} as const;

/** The terse payment-family paths (after the /ut/v1 | /ut/i2 | /ut/p3 prefix) and their operations. */
export const paymentPaths = {
  /** Use a function, logged in: `funcUseRequest` -> `funcUseResponse`. */
  useFunc: '/h',
  /** Use a function as a tourist (credits counted by client address). */
  useFuncTourist: '/t',
  /** What a use would take now, logged in: `funcUseRequest` -> `funcUseQuote` (changes nothing). */
  quoteFunc: '/hq',
  /** The same for a tourist. */
  quoteFuncTourist: '/tq',
  /** Current credits, logged in: `creditsQueryRequest` -> `currentCredits`. */
  credits: '/qh',
  /** Current credits of a tourist. */
  creditsTourist: '/qt',
  /** Membership info: `creditsQueryRequest` -> `vipInfo`. */
  vipInfo: '/qv',
  /** Credit change records (7 days): `pageRequest` -> page of `creditChangeRecord`. */
  creditRecords: '/page-func-point-change-record',
  /** All levels with daily credits and prices: {} -> `vipLevelList`. Tourists too. */
  levels: '/list-vip-info',
  /** Membership order records: `pageRequest` -> page of `orderRecord`. */
  orderRecords: '/page-order-record',
  /** `createOrderRequest` -> `createOrderResponse`. */
  createOrder: '/create-order',
  /** Pay an order with 2 membership-exchange points (level-2 monthly orders only): `payByPointRequest` -> `orderRecord`. */
  payByPoint: '/pay-by-point',
} as const;

/** The three interchangeable prefixes of the payment family. */
export const paymentPrefixes = ['/ut/v1', '/ut/i2', '/ut/p3'] as const;

/** Paths outside the payment family (no prefix choice). */
export const creditsPaths = {
  funcPayByPoint: '/ut/func-pay/pay-by-func-point',
  funcPayByPointTourist: '/ut/func-pay/pay-by-func-point-tourist',
  funcPayPage: '/ut/func-pay/page',
  exchangePointPage: '/ut/user-vip-exchange-point/page',
  exchangePointLast: '/ut/user-vip-exchange-point/get-last',
  inviterSave: '/open/user-inviter/save',
  inviterGet: '/open/user-inviter/get-inviter',
  /** Logged in: a one-time ticket code for the video ad and its mini-program link (`videoCodeResponse`). */
  videoCode: '/ut/video-bd/get-t-code',
  /** Logged in: whether today's video reward was claimed (`videoStatusResponse`). */
  videoStatus: '/ut/video-bd/get-code',
  /** Called by the mini-program when the ad finished: {code} -> `videoStatusResponse`. */
  videoClaim: '/open/video-bd/claim',
  settingsGet: '/ut/user-setting/get',
  settingsSave: '/ut/user-setting/save',
} as const;
