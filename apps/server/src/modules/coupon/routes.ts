import { StockCode, stockEndpoints, type CouponItem } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/errors.ts';
import { defineEndpoint } from '../../http/endpoint.ts';
import type { OutboundRules } from '../free-image/outbound.ts';
import { pictureRoute, pictureSigner, providerAppError } from '../free-image/pictures.ts';
import { couponMessages, couponProviderMessages } from './messages.ts';
import type { CouponSettings } from './settings.ts';
import { https, searchTaobao, type TaobaoItem } from './taobao.ts';

export const COUPON_PICTURE_PATH = '/ut/coupon/picture';

/** Where item pictures may come from: Alibaba's image hosts, and the gateway's own origin. */
const IMAGE_ORIGINS = ['https://img.alicdn.com', 'https://gw.alicdn.com'];

/** The tools this server hides for want of an affiliate account. */
export function couponUnavailable(config: Pick<Config, 'coupon'>): string[] {
  return config.coupon ? [] : ['taobao_coupon'];
}

export function couponRoutes(app: FastifyInstance, settings: CouponSettings | null): void {
  defineEndpoint(app, stockEndpoints.couponStatus, () => ({ configured: settings !== null }));
  const signer = pictureSigner(COUPON_PICTURE_PATH);
  const api = settings ? new URL(settings.apiUrl).origin : '';
  const rules: OutboundRules = {
    allowed: new Set([api, ...IMAGE_ORIGINS].filter(Boolean)),
    trusted: new Set(api ? [api] : []),
    timeoutMs: settings?.timeoutMs ?? 10_000,
    maxBytes: 2 * 1024 * 1024,
  };
  const present = (item: TaobaoItem): CouponItem => ({
    id: item.item_id,
    title: item.title,
    shop: item.shop_title,
    image: item.pict_url ? signer.link(https(item.pict_url)) : '',
    price: item.zk_final_price || item.reserve_price,
    couponAmount: item.coupon_amount,
    couponInfo: item.coupon_info,
    couponStart: item.coupon_start_time,
    couponEnd: item.coupon_end_time,
    url: https(item.coupon_share_url || item.url),
    sales: Math.max(0, Math.round(item.volume)),
  });
  defineEndpoint(app, stockEndpoints.couponSearch, async (input) => {
    if (!settings) throw new AppError(StockCode.notConfigured, couponMessages.notConfigured);
    const found = await searchTaobao(settings, rules, input.q, input.page, app.clock.now()).catch(
      (err: unknown) => {
        throw providerAppError(err, couponProviderMessages);
      },
    );
    return { page: input.page, total: found.total, items: found.items.map(present) };
  });
  if (settings) pictureRoute(app, COUPON_PICTURE_PATH, signer, rules);
}
