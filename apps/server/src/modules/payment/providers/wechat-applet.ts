import { randomBytes } from 'node:crypto';
import { jsonOf, providerFetch } from './http.ts';
import { ProviderError, type TradeForProvider } from './types.ts';

/** The mini-program that pays on phones (WECHAT_APPLET_* variables). */
export interface WechatAppletOptions {
  /** https://api.weixin.qq.com */
  apiBase: string;
  appId: string;
  secret: string;
  /** The mini-program page that asks us for pay parameters, e.g. pages/pay/index. */
  path: string;
}

/** What wx.requestPayment takes (JSAPI), signed with the merchant key. */
export interface AppletPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** The mini-program's side of WeChat: its access token, URL scheme links, and wx.login codes. */
export function wechatApplet(options: WechatAppletOptions) {
  const base = options.apiBase.replace(/\/+$/, '');
  let token: { value: string; until: number } | null = null;

  async function get<T>(url: string, body?: unknown): Promise<T> {
    const answer = await providerFetch('wechat', url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = jsonOf<T & { errcode?: number; errmsg?: string }>('wechat', answer);
    if (answer.status !== 200 || (json.errcode ?? 0) !== 0)
      throw new ProviderError(
        'wechat',
        `WeChat mini-program API: ${json.errcode ?? answer.status} ${json.errmsg ?? ''}`,
      );
    return json;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const q = new URLSearchParams({
      grant_type: 'client_credential',
      appid: options.appId,
      secret: options.secret,
    });
    const json = await get<{ access_token?: string; expires_in?: number }>(`${base}/cgi-bin/token?${q}`);
    if (!json.access_token) throw new ProviderError('wechat', 'WeChat gave no access_token');
    token = {
      value: json.access_token,
      until: Date.now() + Math.max(0, (json.expires_in ?? 0) - 300) * 1000,
    };
    return token.value;
  }

  return {
    appId: options.appId,

    /** A weixin://dl/business link that opens the pay page with the trade id; it ends with the trade. */
    async schemeFor(trade: TradeForProvider): Promise<string> {
      const json = await get<{ openlink?: string }>(
        `${base}/wxa/generatescheme?access_token=${encodeURIComponent(await accessToken())}`,
        {
          jump_wxa: { path: options.path, query: `tradeId=${trade.id}` },
          is_expire: true,
          expire_type: 0,
          expire_time: Math.floor(trade.expiresAt.getTime() / 1000),
        },
      );
      if (!json.openlink) throw new ProviderError('wechat', 'WeChat gave no openlink');
      return json.openlink;
    },

    /** The payer's openid from a wx.login code (jscode2session). */
    async openidOf(jsCode: string): Promise<string> {
      const q = new URLSearchParams({
        appid: options.appId,
        secret: options.secret,
        js_code: jsCode,
        grant_type: 'authorization_code',
      });
      const json = await get<{ openid?: string }>(`${base}/sns/jscode2session?${q}`);
      if (!json.openid) throw new ProviderError('wechat', 'WeChat gave no openid');
      return json.openid;
    },
  };
}

export type WechatApplet = ReturnType<typeof wechatApplet>;

/** paySign: SHA256withRSA over "appId\ntimeStamp\nnonceStr\npackage\n". */
export function appletPayParams(
  appId: string,
  prepayId: string,
  sign: (message: string) => string,
): AppletPayParams {
  const timeStamp = String(Math.floor(Date.now() / 1000));
  const nonceStr = randomBytes(16).toString('hex');
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: sign(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`),
  };
}
