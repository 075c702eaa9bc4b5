import { createSign, type KeyObject } from 'node:crypto';
import { jsonOf, providerFetch, type HttpAnswer } from './http.ts';
import { wechatStatement } from './wechat-bill.ts';
import { appletPayParams, type AppletPayParams, type WechatApplet } from './wechat-applet.ts';
import { authorizationHeader, decryptResource, verifyWechatSignature } from './wechat-crypto.ts';
import {
  headerOf,
  NotificationRejected,
  ProviderError,
  type PaymentAdapter,
  type RefundAccepted,
  type RefundProgress,
  type RefundForProvider,
  type PayChannel,
  type ProviderState,
  type RawNotification,
  type TradeForProvider,
} from './types.ts';

/** WeChat Pay API v3 settings (WECHAT_* variables). */
export interface WechatPayOptions {
  /** https://api.mch.weixin.qq.com */
  apiBase: string;
  appId: string;
  mchId: string;
  /** Serial number of the merchant API certificate. */
  serialNo: string;
  privateKey: KeyObject;
  /** The 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate key) that signs answers and callbacks. */
  platformPublicKey: KeyObject;
  /** Its id (PUB_KEY_ID_… or the certificate serial) as Wechatpay-Serial carries it. */
  platformSerial: string;
  notifyUrl: string;
}

/** Callbacks older or newer than this are refused (replays of captured requests). */
export const WECHAT_WINDOW_SECONDS = 300;

/** A transaction as the order query answers and the decrypted callback resource holds it. */
interface WechatTransaction {
  appid?: string;
  mchid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  trade_state_desc?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

const states: Record<string, ProviderState['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid', // paid, then refunded: `refunded` says so
  USERPAYING: 'paying',
  NOTPAY: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

/** RFC 3339 in China time, as WeChat's examples write time_expire. */
function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00');
}

/** The WeChat adapter, plus the mini-program's JSAPI payment when a mini-program is configured. */
export interface WechatPayAdapter extends PaymentAdapter {
  /** wx.requestPayment parameters for a trade, the payer known by a wx.login code. */
  appletPay?: (trade: TradeForProvider, jsCode: string) => Promise<AppletPayParams>;
}

/**
 * WeChat Pay API v3: native (QR) orders, JSAPI orders for the mini-program, order query, signed
 * and verified both ways. With `applet`, phone trades open as a mini-program link.
 */
export function wechatPayAdapter(options: WechatPayOptions, applet?: WechatApplet): WechatPayAdapter {
  const appIds = [options.appId, ...(applet ? [applet.appId] : [])];
  /** Verifies an API answer's signature before its body is believed. */
  function checkAnswer(answer: HttpAnswer): void {
    const ok =
      answer.headers.get('wechatpay-serial') === options.platformSerial &&
      verifyWechatSignature(
        options.platformPublicKey,
        answer.headers.get('wechatpay-timestamp') ?? '',
        answer.headers.get('wechatpay-nonce') ?? '',
        answer.text,
        answer.headers.get('wechatpay-signature') ?? '',
      );
    if (!ok)
      throw new ProviderError(
        'wechat',
        `WeChat Pay answer (HTTP ${answer.status}) failed signature verification`,
      );
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
    verify = true,
  ): Promise<HttpAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const answer = await providerFetch('wechat', options.apiBase.replace(/\/+$/, '') + path, {
      method,
      headers: {
        authorization: authorizationHeader(options, method, path, body),
        accept: 'application/json',
        'user-agent': 'toolbox-payments',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body || undefined,
    });
    if (answer.status >= 500) throw new ProviderError('wechat', `WeChat Pay answered HTTP ${answer.status}`);
    if (verify) checkAnswer(answer);
    return answer;
  }

  function stateOf(tx: WechatTransaction, tradeId: string): ProviderState {
    const state = states[tx.trade_state ?? ''] ?? 'pending';
    return {
      tradeId,
      state,
      transactionId: tx.transaction_id,
      amount: tx.amount?.total,
      currency: tx.amount?.currency,
      detail: tx.trade_state_desc ?? tx.trade_state,
      ...(tx.trade_state === 'REFUND' ? { refunded: true } : {}),
    };
  }

  function orderBody(trade: TradeForProvider, appid: string) {
    return {
      appid,
      mchid: options.mchId,
      description: trade.subject.slice(0, 127),
      out_trade_no: trade.id,
      time_expire: chinaTime(trade.expiresAt),
      notify_url: options.notifyUrl,
      amount: { total: trade.amount, currency: trade.currency },
    };
  }

  return {
    name: 'wechat',
    appletPay: applet
      ? async (trade, jsCode) => {
          const openid = await applet.openidOf(jsCode);
          const answer = await call('POST', '/v3/pay/transactions/jsapi', {
            ...orderBody(trade, applet.appId),
            payer: { openid },
          });
          const json = jsonOf<{ prepay_id?: string; code?: string; message?: string }>('wechat', answer);
          if (answer.status !== 200 || !json.prepay_id)
            throw new ProviderError(
              'wechat',
              `WeChat Pay refused the JSAPI order: ${json.code ?? answer.status}`,
            );
          return appletPayParams(applet.appId, json.prepay_id, (message) =>
            createSign('RSA-SHA256').update(message).sign(options.privateKey, 'base64'),
          );
        }
      : undefined,

    async open(trade: TradeForProvider, channel: PayChannel) {
      if (channel === 'applet' && applet) return { tradePage: await applet.schemeFor(trade) };
      const answer = await call('POST', '/v3/pay/transactions/native', orderBody(trade, options.appId));
      const json = jsonOf<{ code_url?: string; code?: string; message?: string }>('wechat', answer);
      if (answer.status !== 200 || !json.code_url)
        throw new ProviderError(
          'wechat',
          `WeChat Pay refused the order: ${json.code ?? answer.status} ${json.message ?? ''}`,
        );
      return { tradePage: json.code_url };
    },

    async verifyNotification(raw: RawNotification, at: Date) {
      const h = (name: string) => headerOf(raw.headers, name);
      const timestamp = h('wechatpay-timestamp');
      if (!/^\d{9,11}$/.test(timestamp))
        throw new NotificationRejected('malformed', 'no Wechatpay-Timestamp');
      if (h('wechatpay-serial') !== options.platformSerial)
        throw new NotificationRejected('signature', `unknown Wechatpay-Serial ${h('wechatpay-serial')}`);
      if (
        !verifyWechatSignature(
          options.platformPublicKey,
          timestamp,
          h('wechatpay-nonce'),
          raw.body,
          h('wechatpay-signature'),
        )
      )
        throw new NotificationRejected('signature', 'Wechatpay-Signature does not verify');
      if (Math.abs(at.getTime() / 1000 - Number(timestamp)) > WECHAT_WINDOW_SECONDS)
        throw new NotificationRejected(
          'late',
          `Wechatpay-Timestamp ${timestamp} is outside the 5-minute window`,
        );
      let tx: WechatTransaction;
      try {
        const event = JSON.parse(raw.body) as {
          resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string };
        };
        if (event.resource?.algorithm !== 'AEAD_AES_256_GCM')
          throw new Error('not an AEAD_AES_256_GCM resource');
        tx = JSON.parse(decryptResource(options.apiV3Key, event.resource)) as WechatTransaction;
      } catch (err) {
        throw new NotificationRejected(
          'malformed',
          `resource cannot be decrypted: ${(err as Error).message}`,
        );
      }
      if (tx.mchid !== options.mchId || !appIds.includes(tx.appid ?? ''))
        throw new NotificationRejected('merchant', `for mchid ${tx.mchid} appid ${tx.appid}`);
      if (!tx.out_trade_no) throw new NotificationRejected('malformed', 'no out_trade_no');
      return stateOf(tx, tx.out_trade_no);
    },

    async query(trade: TradeForProvider) {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(trade.id)}?mchid=${encodeURIComponent(options.mchId)}`;
      const answer = await call('GET', path);
      const json = jsonOf<WechatTransaction & { code?: string; message?: string }>('wechat', answer);
      if (answer.status === 404) return { tradeId: trade.id, state: 'pending', detail: json.code };
      if (answer.status !== 200)
        throw new ProviderError('wechat', `WeChat Pay query failed: ${json.code} ${json.message}`);
      if (json.mchid !== options.mchId || !appIds.includes(json.appid ?? ''))
        throw new ProviderError('wechat', `WeChat Pay query answered for another merchant (${json.mchid})`);
      return stateOf(json, trade.id);
    },

    async close(trade: TradeForProvider) {
      // Nothing in the answer is believed: it only has to say the order is closed (204).
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(trade.id)}/close`;
      const answer = await call('POST', path, { mchid: options.mchId }, false);
      if (answer.status !== 204 && answer.status !== 200)
        throw new ProviderError(
          'wechat',
          `WeChat Pay did not close ${trade.id}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`,
        );
    },

    async refund(trade: TradeForProvider, refund: RefundForProvider): Promise<RefundAccepted> {
      // POST /v3/refund/domestic/refunds; the same out_refund_no again answers the first refund.
      const answer = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: trade.id,
        out_refund_no: refund.refundId,
        reason: refund.reason.slice(0, 80),
        amount: { refund: refund.amount, total: trade.amount, currency: refund.currency },
      });
      const json = jsonOf<{ refund_id?: string; status?: string; code?: string; message?: string }>(
        'wechat',
        answer,
      );
      if (answer.status !== 200 || !json.refund_id || json.status === 'CLOSED' || json.status === 'ABNORMAL')
        throw new ProviderError(
          'wechat',
          `WeChat Pay refused the refund: ${json.code ?? json.status ?? answer.status} ${json.message ?? ''}`,
        );
      return { providerRefundId: json.refund_id, state: json.status === 'SUCCESS' ? 'done' : 'pending' };
    },

    async refundProgress({ refundId }): Promise<RefundProgress> {
      // GET /v3/refund/domestic/refunds/{out_refund_no}: SUCCESS, PROCESSING, or CLOSED / ABNORMAL
      // (the money did not reach the payer: WeChat Pay asks the merchant to act).
      const answer = await call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`);
      const json = jsonOf<{ status?: string; code?: string; user_received_account?: string }>(
        'wechat',
        answer,
      );
      if (answer.status !== 200 || !json.status)
        throw new ProviderError('wechat', `WeChat Pay refund query failed: ${json.code ?? answer.status}`);
      const detail = [json.status, json.user_received_account].filter(Boolean).join(' ');
      if (json.status === 'SUCCESS') return { state: 'done', detail };
      if (json.status === 'PROCESSING') return { state: 'pending', detail };
      return { state: 'failed', detail };
    },

    statement: ({ day }) => wechatStatement(options, (method, path) => call(method, path), day),

    answer(accepted, message) {
      return accepted
        ? { status: 204, contentType: 'text/plain', body: '' }
        : { status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
    },
  };
}
