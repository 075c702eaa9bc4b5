import type {
  CreateOrderRequest,
  CreateOrderResponse,
  CreditChangeRecord,
  CurrentCredits,
  FuncUseResponse,
  InviterInfo,
  OrderRecord,
  TradeResponse,
  TradeStatusResponse,
  UserSettings,
  VipInfo,
  VipLevel,
} from '@toolbox/contracts';
import { post, type PostOptions } from '../../api/client.ts';
import { getAccessToken } from '../auth/login-store.ts';
import { payPath, timezoneOffset } from './pay-path.ts';

/** The spec's page size for most lists (section 9). */
export const PAGE_SIZE = 15;

/** A page of a list, as the server answers paged requests. */
export interface Page<T> {
  list: T[];
  totalCount: number;
  totalPage: number;
  pageSize: number;
  pageNum: number;
}

export type CreditSettings = { hideConfirm: boolean; autoDeduct: boolean };

/** Which payment the visitor picked in the order dialog. */
export type TradeKind = 'wechat' | 'wechat-applet' | 'alipay' | 'paypal';

/**
 * The terse payment-family paths (after a random /ut/v1 | /ut/i2 | /ut/p3 prefix). Equal to the
 * contracts' `paymentPaths` (checked by a test), repeated so the top bar does not load zod.
 */
export const PAY_OPS = {
  useFunc: '/h',
  useFuncTourist: '/t',
  credits: '/qh',
  creditsTourist: '/qt',
  vipInfo: '/qv',
  creditRecords: '/page-func-point-change-record',
  levels: '/list-vip-info',
  orderRecords: '/page-order-record',
  createOrder: '/create-order',
  payByPoint: '/pay-by-point',
  wechat: '/get-wechat-trade-code',
  wechatApplet: '/pre-create-wx-applet-pay',
  alipay: '/get-ali-trade-page',
  paypal: '/get-pay-pal-trade-page',
  queryTrade: '/query-trade',
} as const;

const tradeOps: Record<TradeKind, string> = {
  wechat: PAY_OPS.wechat,
  'wechat-applet': PAY_OPS.wechatApplet,
  alipay: PAY_OPS.alipay,
  paypal: PAY_OPS.paypal,
};

const tz = () => ({ timezoneOffset: timezoneOffset() });
const page = (pageNum: number, qo: Record<string, unknown> = {}) => ({ pageNum, pageSize: PAGE_SIZE, qo });

/** The credits, membership, order, trade, invite and video-reward calls (spec section 7). */
export const creditsApi = {
  currentCredits: (options?: PostOptions) =>
    post<CurrentCredits>(payPath(PAY_OPS.credits), tz(), { silent: true, ...options }),
  touristCredits: (options?: PostOptions) =>
    post<CurrentCredits>(payPath(PAY_OPS.creditsTourist), tz(), { silent: true, ...options }),
  /** Today's credits of whoever is here: the login's, or the tourist's by address. */
  credits: (options?: PostOptions) =>
    getAccessToken() ? creditsApi.currentCredits(options) : creditsApi.touristCredits(options),

  /** Asks to use a function before it runs; the server prices it and deducts (or answers 40104). */
  useFunction: (body: { code: string; pages?: number }, options?: PostOptions) =>
    post<FuncUseResponse>(
      payPath(getAccessToken() ? PAY_OPS.useFunc : PAY_OPS.useFuncTourist),
      { code: body.code, pageCount: body.pages, ...tz() },
      options,
    ),

  vipInfo: (options?: PostOptions) => post<VipInfo>(payPath(PAY_OPS.vipInfo), tz(), options),
  levels: (options?: PostOptions) => post<VipLevel[]>(payPath(PAY_OPS.levels), {}, options),
  creditRecords: (pageNum: number, vipId?: string) =>
    post<Page<CreditChangeRecord>>(payPath(PAY_OPS.creditRecords), page(pageNum, vipId ? { vipId } : {})),
  orderRecords: (pageNum: number) => post<Page<OrderRecord>>(payPath(PAY_OPS.orderRecords), page(pageNum)),

  createOrder: (body: Omit<CreateOrderRequest, 'timezoneOffset'>, options?: PostOptions) =>
    post<CreateOrderResponse>(payPath(PAY_OPS.createOrder), { ...body, ...tz() }, options),
  payByPoint: (orderId: string) => post<OrderRecord>(payPath(PAY_OPS.payByPoint), { orderId }),
  /** Starts paying an order; platform 1 = mobile, 0 = desktop. */
  trade: (kind: TradeKind, orderId: string, platform: 0 | 1, options?: PostOptions) =>
    post<TradeResponse>(
      payPath(tradeOps[kind]),
      { orderId, platform, ...(kind === 'paypal' ? { domain: location.origin, ...tz() } : {}) },
      options,
    ),
  queryTrade: (orderId: string, options?: PostOptions) =>
    post<TradeStatusResponse>(payPath(PAY_OPS.queryTrade), { orderId }, options),

  settings: async (options?: PostOptions): Promise<CreditSettings> =>
    fromServer(await post<UserSettings>('/ut/user-setting/get', {}, options)),
  saveSettings: async (change: Partial<CreditSettings>): Promise<CreditSettings> =>
    fromServer(
      await post<UserSettings>('/ut/user-setting/save', {
        ...(change.hideConfirm === undefined ? {} : { hideDeductConfirm: change.hideConfirm }),
        ...(change.autoDeduct === undefined ? {} : { autoDeduct: change.autoDeduct }),
      }),
    ),

  inviter: (options?: PostOptions) => post<InviterInfo>('/open/user-inviter/get-inviter', {}, options),
  saveInviter: (inviterIdCode: string) => post<null>('/open/user-inviter/save', { inviterIdCode }),
  exchangeRecords: (pageNum: number) =>
    post<Page<CreditChangeRecord>>('/ut/user-vip-exchange-point/page', page(pageNum)),

  videoCode: () =>
    post<{ code: string; wxAppletUrl: string; success: boolean }>('/ut/video-bd/get-t-code', tz()),
  videoStatus: (options?: PostOptions) =>
    post<{ success: boolean; rewardPoint: number }>('/ut/video-bd/get-code', tz(), options),
};

function fromServer(settings: UserSettings): CreditSettings {
  return { hideConfirm: settings.hideDeductConfirm, autoDeduct: settings.autoDeduct };
}
