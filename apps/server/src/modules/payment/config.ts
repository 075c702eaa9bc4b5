import { loadPrivateKey, loadPublicKey } from './providers/keys.ts';
import type { AlipayOptions } from './providers/alipay.ts';
import type { PayPalOptions } from './providers/paypal.ts';
import type { WechatPayOptions } from './providers/wechat.ts';
import type { WechatAppletOptions } from './providers/wechat-applet.ts';

/** Which payments this server takes: the sandbox cashier, real providers, or none. */
export type PaymentSettings =
  | {
      mode: 'sandbox';
      /** HMAC key of the cashier's notifications; random per start when absent. */ key?: Buffer;
    }
  | { mode: 'off' }
  | {
      mode: 'live';
      wechat?: Omit<WechatPayOptions, 'notifyUrl'>;
      /** The mini-program that pays on phones (JSAPI); without it phones get the QR. */
      wechatApplet?: WechatAppletOptions;
      alipay?: Omit<AlipayOptions, 'notifyUrl'>;
      paypal?: PayPalOptions;
    };

type Env = Record<string, string | undefined>;

/** A setting problem: `key` and a message without the value (they are secrets). */
export class PaymentSettingError extends Error {
  constructor(
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

function required(env: Env, key: string, provider: string): string {
  const value = env[key]?.trim();
  if (!value) throw new PaymentSettingError(key, `required when PAYMENT_PROVIDER includes ${provider}`);
  return value;
}

function url(env: Env, key: string, fallback: string): string {
  const value = env[key]?.trim() || fallback;
  if (!/^https?:\/\/\S+$/.test(value) || !URL.canParse(value))
    throw new PaymentSettingError(key, 'expected an http(s) URL');
  return value.replace(/\/+$/, '');
}

function key<T>(env: Env, name: string, provider: string, load: (v: string) => T): T {
  const value = required(env, name, provider);
  try {
    return load(value);
  } catch (err) {
    throw new PaymentSettingError(
      name,
      `not a readable RSA key (PEM, base64 or a file path): ${(err as Error).message}`,
    );
  }
}

/**
 * PAYMENT_PROVIDER: `sandbox` (default, except with NODE_ENV=production where it is `off`), `off`,
 * or a comma list of `wechat`, `alipay`, `paypal` whose WECHAT_*, ALIPAY_*, PAYPAL_* settings must
 * then be complete. The sandbox never runs beside a real provider.
 */
export function paymentSettings(env: Env): PaymentSettings {
  const production = (env.NODE_ENV ?? '').trim() === 'production';
  const choice = (env.PAYMENT_PROVIDER?.trim() || (production ? 'off' : 'sandbox')).toLowerCase();
  if (choice === 'sandbox' || choice === 'off') return { mode: choice };
  const names = choice
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.find((n) => !['wechat', 'alipay', 'paypal'].includes(n));
  if (unknown || names.length === 0)
    throw new PaymentSettingError(
      'PAYMENT_PROVIDER',
      'expected sandbox, off, or a comma list of wechat, alipay, paypal',
    );
  const settings: PaymentSettings = { mode: 'live' };
  if (names.includes('wechat')) {
    const apiV3Key = required(env, 'WECHAT_API_V3_KEY', 'wechat');
    if (Buffer.byteLength(apiV3Key) !== 32)
      throw new PaymentSettingError('WECHAT_API_V3_KEY', 'expected 32 characters');
    settings.wechat = {
      apiBase: url(env, 'WECHAT_API_BASE', 'https://api.mch.weixin.qq.com'),
      appId: required(env, 'WECHAT_APP_ID', 'wechat'),
      mchId: required(env, 'WECHAT_MCH_ID', 'wechat'),
      serialNo: required(env, 'WECHAT_MCH_SERIAL_NO', 'wechat'),
      privateKey: key(env, 'WECHAT_MCH_PRIVATE_KEY', 'wechat', loadPrivateKey),
      apiV3Key,
      platformPublicKey: key(env, 'WECHAT_PLATFORM_PUBLIC_KEY', 'wechat', loadPublicKey),
      platformSerial: required(env, 'WECHAT_PLATFORM_SERIAL', 'wechat'),
    };
    if (env.WECHAT_APPLET_APP_ID?.trim()) {
      settings.wechatApplet = {
        apiBase: url(env, 'WECHAT_APPLET_API_BASE', 'https://api.weixin.qq.com'),
        appId: env.WECHAT_APPLET_APP_ID.trim(),
        secret: required(env, 'WECHAT_APPLET_SECRET', 'wechat and WECHAT_APPLET_APP_ID is set'),
        path: env.WECHAT_APPLET_PATH?.trim() || 'pages/pay/index',
      };
    }
  }
  if (names.includes('alipay')) {
    settings.alipay = {
      gateway: url(env, 'ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do'),
      appId: required(env, 'ALIPAY_APP_ID', 'alipay'),
      privateKey: key(env, 'ALIPAY_PRIVATE_KEY', 'alipay', loadPrivateKey),
      alipayPublicKey: key(env, 'ALIPAY_PUBLIC_KEY', 'alipay', loadPublicKey),
      sellerId: env.ALIPAY_SELLER_ID?.trim() || undefined,
    };
  }
  if (names.includes('paypal')) {
    settings.paypal = {
      apiBase: url(env, 'PAYPAL_API_BASE', 'https://api-m.paypal.com'),
      clientId: required(env, 'PAYPAL_CLIENT_ID', 'paypal'),
      clientSecret: required(env, 'PAYPAL_CLIENT_SECRET', 'paypal'),
      webhookId: required(env, 'PAYPAL_WEBHOOK_ID', 'paypal'),
    };
  }
  return settings;
}
