import { z } from 'zod';
import { OutboundError, outboundGet, type OutboundRules } from '../free-image/outbound.ts';
import { ProviderError } from '../free-image/providers.ts';
import type { CouponSettings } from './settings.ts';
import { signTop, topTimestamp } from './sign.ts';

/** The material search of the affiliate API: items by keyword, with their coupons. */
export const SEARCH_METHOD = 'taobao.tbk.dg.material.optional';
export const PAGE_SIZE = 20;

const text = z.union([z.string(), z.number()]).transform(String);

const itemSchema = z.object({
  item_id: text,
  title: z.string(),
  pict_url: z.string().optional().default(''),
  shop_title: z.string().optional().default(''),
  zk_final_price: text.optional().default(''),
  reserve_price: text.optional().default(''),
  coupon_amount: text.optional().default(''),
  coupon_info: z.string().optional().default(''),
  coupon_start_time: z.string().optional().default(''),
  coupon_end_time: z.string().optional().default(''),
  coupon_share_url: z.string().optional().default(''),
  url: z.string().optional().default(''),
  volume: z.number().optional().default(0),
});
export type TaobaoItem = z.infer<typeof itemSchema>;

const answerSchema = z.union([
  z.object({
    tbk_dg_material_optional_response: z.object({
      total_results: z.number().int().optional().default(0),
      result_list: z.object({ map_data: z.array(itemSchema) }).optional(),
    }),
  }),
  z.object({
    error_response: z.object({
      code: z.number(),
      msg: z.string().optional().default(''),
      sub_code: z.string().optional().default(''),
      sub_msg: z.string().optional().default(''),
    }),
  }),
]);

/** TOP's system error codes: 7 app call limited (the rate limit); 11, 25-29 key, signature, session. */
function failureOf(code: number): ProviderError['kind'] {
  if (code === 7) return 'busy';
  if (code === 11 || (code >= 25 && code <= 29)) return 'auth';
  return 'failed';
}

/** The signed query of one search call. */
export function searchParams(
  settings: CouponSettings,
  q: string,
  page: number,
  now: Date,
): Record<string, string> {
  const params: Record<string, string> = {
    method: SEARCH_METHOD,
    app_key: settings.appKey,
    timestamp: topTimestamp(now),
    format: 'json',
    v: '2.0',
    sign_method: settings.signMethod,
    adzone_id: settings.adzoneId,
    q,
    page_no: String(page),
    page_size: String(PAGE_SIZE),
    has_coupon: 'true',
  };
  return { ...params, sign: signTop(params, settings.appSecret) };
}

export async function searchTaobao(
  settings: CouponSettings,
  rules: OutboundRules,
  q: string,
  page: number,
  now: Date,
): Promise<{ total: number; items: TaobaoItem[] }> {
  const url = `${settings.apiUrl}?${new URLSearchParams(searchParams(settings, q, page, now))}`;
  let answer;
  try {
    answer = await outboundGet(url, rules, { accept: 'application/json' });
  } catch (err) {
    if (err instanceof OutboundError)
      throw new ProviderError(
        err.kind === 'timeout' || err.kind === 'network' ? 'timeout' : 'failed',
        err.message,
      );
    throw err;
  }
  if (answer.status === 429) throw new ProviderError('busy', 'HTTP 429');
  if (answer.status !== 200)
    throw new ProviderError(answer.status >= 500 ? 'timeout' : 'failed', `HTTP ${answer.status}`);
  let parsed;
  try {
    parsed = answerSchema.parse(JSON.parse(answer.body.toString('utf8')));
  } catch {
    throw new ProviderError('failed', 'unexpected answer');
  }
  if ('error_response' in parsed) {
    const e = parsed.error_response;
    throw new ProviderError(
      failureOf(e.code),
      `TOP error ${e.code} ${e.msg} ${e.sub_code} ${e.sub_msg}`.trim(),
    );
  }
  const found = parsed.tbk_dg_material_optional_response;
  return { total: found.total_results, items: found.result_list?.map_data ?? [] };
}

/** A protocol-relative or http address from the API as https (their links and pictures are all https). */
export function https(url: string): string {
  if (url.startsWith('//')) return `https:${url}`;
  return url.replace(/^http:\/\/(?=[\w-]+\.(taobao|tmall|alicdn)\.com\/)/, 'https://');
}
