import type { CreateOrderRequest, UserSettings } from '@toolbox/contracts';
import { call, callPay } from '../../api/call.ts';
import type { PostOptions } from '../../api/client.ts';
import { getAccessToken } from '../auth/login-store.ts';
import { timezoneOffset } from './timezone.ts';

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

const tradeOps = {
  wechat: 'wechatTrade',
  'wechat-applet': 'wechatAppletTrade',
  alipay: 'alipayTrade',
  paypal: 'paypalTrade',
} as const satisfies Record<TradeKind, string>;

const tz = () => ({ timezoneOffset: timezoneOffset() });
const page = (pageNum: number, qo: Record<string, unknown> = {}) => ({ pageNum, pageSize: PAGE_SIZE, qo });

/** The credits, membership, order, trade, invite and video-reward calls (spec section 7). */
export const creditsApi = {
  currentCredits: (options?: PostOptions) => callPay('credits', tz(), { silent: true, ...options }),
  touristCredits: (options?: PostOptions) => callPay('creditsTourist', tz(), { silent: true, ...options }),
  /** Today's credits of whoever is here: the login's, or the tourist's by address. */
  credits: (options?: PostOptions) =>
    getAccessToken() ? creditsApi.currentCredits(options) : creditsApi.touristCredits(options),

  /** Asks to use a function before it runs; the server prices it and deducts (or answers 40104). */
  useFunction: (body: { code: string; pages?: number }, options?: PostOptions) =>
    callPay(
      getAccessToken() ? 'useFunc' : 'useFuncTourist',
      { code: body.code, pageCount: body.pages, ...tz() },
      options,
    ),

  /** What a use would take now, by the rule `useFunction` is charged by (nothing is deducted). */
  quoteUse: (body: { code: string; pages?: number; desktop?: boolean }, options?: PostOptions) =>
    callPay(
      getAccessToken() ? 'quoteFunc' : 'quoteFuncTourist',
      { code: body.code, pageCount: body.pages, desktop: body.desktop, ...tz() },
      options,
    ),

  vipInfo: (options?: PostOptions) => callPay('vipInfo', tz(), options),
  levels: (options?: PostOptions) => callPay('levels', {}, options),
  creditRecords: (pageNum: number, vipId?: string) =>
    callPay('creditRecords', page(pageNum, vipId ? { vipId } : {})),
  orderRecords: (pageNum: number) => callPay('orderRecords', page(pageNum)),

  createOrder: (body: Omit<CreateOrderRequest, 'timezoneOffset'>, options?: PostOptions) =>
    callPay('createOrder', { ...body, ...tz() }, options),
  payByPoint: (orderId: string) => callPay('payByPoint', { orderId }),
  /** Starts paying an order; platform 1 = mobile, 0 = desktop. */
  trade: (kind: TradeKind, orderId: string, platform: 0 | 1, options?: PostOptions) =>
    callPay(
      tradeOps[kind],
      { orderId, platform, ...(kind === 'paypal' ? { domain: location.origin, ...tz() } : {}) },
      options,
    ),
  queryTrade: (orderId: string, options?: PostOptions) => callPay('queryTrade', { orderId }, options),

  settings: async (options?: PostOptions): Promise<CreditSettings> =>
    fromServer(await call('settingsGet', {}, options)),
  saveSettings: async (change: Partial<CreditSettings>): Promise<CreditSettings> =>
    fromServer(
      await call('settingsSave', {
        ...(change.hideConfirm === undefined ? {} : { hideDeductConfirm: change.hideConfirm }),
        ...(change.autoDeduct === undefined ? {} : { autoDeduct: change.autoDeduct }),
      }),
    ),

  inviter: (options?: PostOptions) => call('inviterGet', {}, options),
  saveInviter: (inviterIdCode: string, options?: PostOptions) =>
    call('inviterSave', { inviterIdCode }, options),
  exchangeRecords: (pageNum: number) => call('exchangePointPage', page(pageNum)),

  videoCode: () => call('videoCode', tz()),
  videoStatus: (options?: PostOptions) => call('videoStatus', tz(), options),
};

function fromServer(settings: UserSettings): CreditSettings {
  return { hideConfirm: settings.hideDeductConfirm, autoDeduct: settings.autoDeduct };
}
