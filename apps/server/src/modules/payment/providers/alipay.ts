import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { alipayBillDetail, alipayBillPayments } from './alipay-bill.ts';
import { jsonOf, providerFetch, providerFetchBytes, type HttpAnswer } from './http.ts';
import {
  majorUnits,
  minorUnits,
  NotificationRejected,
  ProviderError,
  type PaymentAdapter,
  type ProviderState,
  type ProviderStatement,
  type RawNotification,
  type RefundAccepted,
  type RefundForProvider,
  type TradeForProvider,
} from './types.ts';

/** Alipay open platform settings (ALIPAY_* variables). */
export interface AlipayOptions {
  /** https://openapi.alipay.com/gateway.do */
  gateway: string;
  appId: string;
  /** The application's private key (signs our requests). */
  privateKey: KeyObject;
  /** Alipay's public key (verifies notifications and answers). */
  alipayPublicKey: KeyObject;
  /** The merchant's partner id (2088…); when set, notifications for another seller are refused. */
  sellerId?: string;
  notifyUrl: string;
}

/** Sorted "k=v" pairs joined by "&", empty values and the `omit` keys left out (values not encoded). */
export function signContent(params: Readonly<Record<string, string>>, omit: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !omit.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** RSA2: SHA256withRSA, base64. Requests sign every parameter but `sign`. */
export function signParams(params: Readonly<Record<string, string>>, key: KeyObject): string {
  return createSign('RSA-SHA256')
    .update(signContent(params, ['sign']), 'utf8')
    .sign(key, 'base64');
}

/** Verifies an async notification: every parameter but `sign` and `sign_type`. */
export function verifyNotifyParams(params: Readonly<Record<string, string>>, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(signContent(params, ['sign', 'sign_type']), 'utf8')
      .verify(key, params.sign ?? '', 'base64');
  } catch {
    return false;
  }
}

/** "2026-11-22 22:41:34": Alipay's timestamp format, in China time. */
export function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The exact text of a top-level object member of a JSON text (answers are signed over it). */
export function rawJsonMember(text: string, key: string): string | null {
  const at = text.indexOf(`"${key}"`);
  if (at < 0) return null;
  let i = text.indexOf('{', at + key.length + 2);
  if (i < 0) return null;
  const start = i;
  let depth = 0;
  let inString = false;
  for (; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

const states: Record<string, ProviderState['state']> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  WAIT_BUYER_PAY: 'paying',
  TRADE_CLOSED: 'closed',
};

/** A trade's state from the fields Alipay reports it with (in a notification or a query answer). */
function stateOf(tradeId: string, fields: Record<string, string | undefined>): ProviderState {
  // A wholly refunded trade reads TRADE_CLOSED with its trade_no; a partly refunded one stays paid.
  if (fields.trade_status === 'TRADE_CLOSED' && fields.trade_no && fields.send_pay_date)
    return {
      tradeId,
      state: 'paid',
      transactionId: fields.trade_no,
      amount: minorUnits(fields.total_amount ?? ''),
      currency: 'CNY',
      detail: fields.trade_status,
      refunded: true,
    };
  return {
    tradeId,
    state: states[fields.trade_status ?? ''] ?? 'pending',
    transactionId: fields.trade_no,
    amount: minorUnits(fields.total_amount ?? ''),
    currency: 'CNY',
    detail: fields.trade_status,
  };
}

/** Alipay: computer-website page pay (redirect URL), async notify, alipay.trade.query. */
export function alipayAdapter(options: AlipayOptions): PaymentAdapter {
  function common(method: string, now: Date): Record<string, string> {
    return {
      app_id: options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(now),
      version: '1.0',
    };
  }

  function signed(params: Record<string, string>): URLSearchParams {
    return new URLSearchParams({ ...params, sign: signParams(params, options.privateKey) });
  }

  /** POSTs one signed gateway call about a trade (its out_trade_no) and answers Alipay's answer. */
  function tradeCall(method: string, trade: TradeForProvider, extra: Record<string, string> = {}) {
    return gatewayCall(method, { out_trade_no: trade.id, ...extra });
  }

  /** POSTs one signed gateway call with its biz_content and answers Alipay's answer. */
  function gatewayCall(method: string, biz: Record<string, string>) {
    const params = { ...common(method, new Date()), biz_content: JSON.stringify(biz) };
    return providerFetch('alipay', options.gateway, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
        accept: 'application/json',
      },
      body: signed(params).toString(),
    });
  }

  /** The verified `<name>` member of a gateway answer (signed over its exact text). */
  function verifiedAnswer(answer: HttpAnswer, name: string): Record<string, string | undefined> {
    const raw = rawJsonMember(answer.text, name);
    const json = jsonOf<{ sign?: string }>('alipay', answer);
    const verified =
      raw !== null &&
      !!json.sign &&
      createVerify('RSA-SHA256').update(raw, 'utf8').verify(options.alipayPublicKey, json.sign, 'base64');
    if (!verified)
      throw new ProviderError(
        'alipay',
        `Alipay answer (HTTP ${answer.status}) failed signature verification`,
      );
    return JSON.parse(raw) as Record<string, string | undefined>;
  }

  return {
    name: 'alipay',
    async open(trade: TradeForProvider) {
      const params = {
        ...common('alipay.trade.page.pay', new Date()),
        notify_url: options.notifyUrl,
        return_url: trade.returnUrl,
        biz_content: JSON.stringify({
          out_trade_no: trade.id,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: majorUnits(trade.amount),
          subject: trade.subject.slice(0, 256),
          time_expire: alipayTime(trade.expiresAt),
        }),
      };
      return { tradePage: `${options.gateway}?${signed(params).toString()}` };
    },

    async verifyNotification(raw: RawNotification) {
      const params = Object.fromEntries(new URLSearchParams(raw.body));
      if (!params.sign || !params.out_trade_no)
        throw new NotificationRejected('malformed', 'no sign or out_trade_no');
      if (!verifyNotifyParams(params, options.alipayPublicKey))
        throw new NotificationRejected('signature', 'RSA2 signature does not verify');
      if (params.app_id !== options.appId || (options.sellerId && params.seller_id !== options.sellerId))
        throw new NotificationRejected(
          'merchant',
          `for app_id ${params.app_id} seller_id ${params.seller_id}`,
        );
      return stateOf(params.out_trade_no, params);
    },

    async query(trade: TradeForProvider) {
      const answer = await tradeCall('alipay.trade.query', trade);
      const raw = rawJsonMember(answer.text, 'alipay_trade_query_response');
      const json = jsonOf<{ sign?: string }>('alipay', answer);
      const verified =
        raw !== null &&
        !!json.sign &&
        createVerify('RSA-SHA256').update(raw, 'utf8').verify(options.alipayPublicKey, json.sign, 'base64');
      if (!verified)
        throw new ProviderError(
          'alipay',
          `Alipay answer (HTTP ${answer.status}) failed signature verification`,
        );
      const body = JSON.parse(raw) as Record<string, string | undefined>;
      if (body.code === '40004' && body.sub_code === 'ACQ.TRADE_NOT_EXIST')
        return { tradeId: trade.id, state: 'pending', detail: body.sub_code };
      if (body.code !== '10000')
        throw new ProviderError(
          'alipay',
          `Alipay query failed: ${body.code} ${body.sub_code ?? ''} ${body.msg ?? ''}`,
        );
      return stateOf(trade.id, body);
    },

    async close(trade: TradeForProvider) {
      const answer = await tradeCall('alipay.trade.close', trade);
      const body = jsonOf<{ alipay_trade_close_response?: { code?: string; sub_code?: string } }>(
        'alipay',
        answer,
      ).alipay_trade_close_response;
      // A page-pay trade the payer never opened does not exist at Alipay yet: nothing to close.
      if (body?.code === '10000' || body?.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      throw new ProviderError(
        'alipay',
        `Alipay did not close ${trade.id}: ${body?.code} ${body?.sub_code ?? ''}`,
      );
    },

    async refund(trade: TradeForProvider, refund: RefundForProvider): Promise<RefundAccepted> {
      // alipay.trade.refund; the same out_request_no again answers the first refund.
      const answer = await tradeCall('alipay.trade.refund', trade, {
        refund_amount: majorUnits(refund.amount),
        out_request_no: refund.refundId,
        refund_reason: refund.reason.slice(0, 256),
      });
      const body = verifiedAnswer(answer, 'alipay_trade_refund_response');
      if (body.code !== '10000' || minorUnits(body.refund_fee ?? '') < refund.amount)
        throw new ProviderError(
          'alipay',
          `Alipay refused the refund: ${body.code} ${body.sub_code ?? ''} ${body.sub_msg ?? body.msg ?? ''}`,
        );
      // fund_change is 'N' when the same out_request_no was refunded before: done either way.
      return { providerRefundId: body.trade_no ?? refund.refundId, state: 'done' };
    },

    async statement({ day }): Promise<ProviderStatement> {
      const answer = await gatewayCall('alipay.data.dataservice.bill.downloadurl.query', {
        bill_type: 'trade',
        bill_date: day,
      });
      const body = verifiedAnswer(answer, 'alipay_data_dataservice_bill_downloadurl_query_response');
      if (body.code === '40004' && body.sub_code === 'isp.bill_not_exist')
        return { state: 'none', detail: `${body.sub_code} ${body.sub_msg ?? ''}`.trim() };
      if (body.code !== '10000' || !body.bill_download_url)
        throw new ProviderError(
          'alipay',
          `Alipay bill query failed: ${body.code} ${body.sub_code ?? ''} ${body.sub_msg ?? body.msg ?? ''}`.trim(),
        );
      // The link comes in a signed answer; still, only Alipay's own hosts (or the gateway's) are asked.
      const url = new URL(body.bill_download_url);
      const gatewayHost = new URL(options.gateway).hostname;
      if (url.hostname !== gatewayHost && !/\.alipay(dev)?\.com$/.test(url.hostname))
        throw new ProviderError('alipay', `Alipay bill link is on another host: ${url.hostname}`);
      const file = await providerFetchBytes('alipay', url.href, { method: 'GET', headers: {} });
      if (file.status !== 200)
        throw new ProviderError('alipay', `Alipay bill download failed: HTTP ${file.status}`);
      return { state: 'ready', payments: alipayBillPayments(alipayBillDetail(file.bytes)) };
    },

    answer(accepted) {
      return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'failure' };
    },
  };
}
