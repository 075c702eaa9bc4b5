import { SIGN_METHODS, type SignMethod } from './sign.ts';
/**
 * taobao_coupon's affiliate account on the Taobao open platform (淘宝联盟 / Alimama): the app's
 * key and secret and the promotion slot (adzone) the links earn for. Without TAOBAO_APP_KEY the
 * tool is hidden and its page says the operator has not set it up.
 */
export interface CouponSettings {
  appKey: string;
  appSecret: string;
  adzoneId: string;
  /** The TOP gateway (`https://eco.taobao.com/router/rest`); tests point it at a fake. */
  apiUrl: string;
  timeoutMs: number;
  /** TAOBAO_SIGN_METHOD: md5 (default), hmac (HMAC-MD5) or hmac-sha256, as the app is set up. */
  signMethod: SignMethod;
}

type Env = Record<string, string | undefined>;

export class CouponSettingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

export const TAOBAO_GATEWAY = 'https://eco.taobao.com/router/rest';

export function couponSettings(env: Env): CouponSettings | null {
  const read = (key: string) => env[key]?.trim() ?? '';
  const appKey = read('TAOBAO_APP_KEY');
  const appSecret = read('TAOBAO_APP_SECRET');
  const adzoneId = read('TAOBAO_ADZONE_ID');
  if (!appKey) {
    for (const key of ['TAOBAO_APP_SECRET', 'TAOBAO_ADZONE_ID'])
      if (read(key)) throw new CouponSettingError('TAOBAO_APP_KEY', `required when ${key} is set`);
    return null;
  }
  if (!appSecret) throw new CouponSettingError('TAOBAO_APP_SECRET', 'required when TAOBAO_APP_KEY is set');
  if (!/^\d+$/.test(adzoneId))
    throw new CouponSettingError(
      'TAOBAO_ADZONE_ID',
      'expected the promotion slot id (digits) with TAOBAO_APP_KEY',
    );
  const apiUrl = read('TAOBAO_API_URL') || TAOBAO_GATEWAY;
  if (!/^https?:\/\/\S+$/.test(apiUrl) || !URL.canParse(apiUrl))
    throw new CouponSettingError('TAOBAO_API_URL', 'expected an http(s) URL');
  const seconds = read('TAOBAO_TIMEOUT_SECONDS') || '10';
  if (!/^\d+$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > 120)
    throw new CouponSettingError(
      'TAOBAO_TIMEOUT_SECONDS',
      'expected a whole number of seconds from 1 to 120',
    );
  const signMethod = (read('TAOBAO_SIGN_METHOD').toLowerCase() || 'md5') as SignMethod;
  if (!SIGN_METHODS.includes(signMethod))
    throw new CouponSettingError('TAOBAO_SIGN_METHOD', 'expected md5, hmac or hmac-sha256');
  return { appKey, appSecret, adzoneId, apiUrl, timeoutMs: Number(seconds) * 1000, signMethod };
}
