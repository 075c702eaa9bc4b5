import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import type { FakeAnswer, FakeRequest } from './fake-http.ts';

/*
 * The Alipay open-platform gateway for the fakes of alipay.test.ts and the operator's refund tests,
 * written apart from providers/alipay.ts from Alipay's description of RSA2 and its JSON answers.
 */
export const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const appId = '2021000000000001';
export const sellerId = '2088000000000001';

/** The live Alipay settings of the tests: the test app against a fake gateway at `fakeUrl`. */
export function liveAlipay(fakeUrl: string) {
  return {
    gateway: `${fakeUrl}/gateway.do`,
    appId,
    privateKey: appKeys.privateKey,
    alipayPublicKey: alipayKeys.publicKey,
    sellerId,
  };
}

/** Alipay's rule: sorted k=v of non-empty params without the excluded keys. */
export function content(params: Record<string, string>, exclude: string[]): string {
  return Object.entries(params)
    .filter(([k, v]) => !exclude.includes(k) && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** What the gateway does with a request: the app's RSA2 signature over every parameter but sign. */
export function appSigned(params: Record<string, string>): boolean {
  return createVerify('RSA-SHA256')
    .update(content(params, ['sign']))
    .verify(appKeys.publicKey, params.sign ?? '', 'base64');
}

/** A gateway answer: `{"<method>_response":{…},"sign":"…"}`, signed by Alipay over the inner text. */
export function alipayAnswer(name: string, inner: unknown): FakeAnswer {
  const raw = JSON.stringify(inner);
  const sign = createSign('RSA-SHA256').update(raw).sign(alipayKeys.privateKey, 'base64');
  return { status: 200, body: `{"${name}":${raw},"sign":"${sign}"}` };
}

export interface FakeTrade {
  /** Yuan, "12.00". */
  total: string;
  status: string;
  tradeNo: string;
  /** Yuan refunded so far. */
  refunded?: string;
  /** The next refunds are refused with this sub_code and sub_msg. */
  refuse?: { subCode: string; subMsg: string };
  /** The next refund is done but its answer never arrives (the gateway answers 504). */
  loseAnswer?: boolean;
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const yuan = (minor: number) => (minor / 100).toFixed(2);

/**
 * A fake gateway: its books (`trades` by out_trade_no, `refunds` by out_request_no, `closed`) and
 * `handle`, answering alipay.trade.query, .close and .refund the way the gateway does.
 */
export function alipayGateway() {
  const trades = new Map<string, FakeTrade>();
  const refunds = new Map<string, { outTradeNo: string; amount: string }>();
  const closed: string[] = [];

  function refund(biz: {
    out_trade_no: string;
    refund_amount?: string;
    out_request_no?: string;
  }): FakeAnswer {
    const name = 'alipay_trade_refund_response';
    const t = trades.get(biz.out_trade_no);
    const fail = (subCode: string, subMsg: string) =>
      alipayAnswer(name, { code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });
    if (!t) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在');
    if (t.refuse) return fail(t.refuse.subCode, t.refuse.subMsg);
    // out_request_no defaults to out_trade_no (a whole refund); the same one again is the same refund.
    const requestNo = biz.out_request_no ?? biz.out_trade_no;
    const seen = refunds.get(requestNo);
    let fundChange = 'N';
    if (seen) {
      if (seen.amount !== biz.refund_amount || seen.outTradeNo !== biz.out_trade_no)
        return fail('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求');
    } else {
      const paid = t.status === 'TRADE_SUCCESS' || t.status === 'TRADE_FINISHED' || !!t.refunded;
      if (!paid) return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      const asked = fen(biz.refund_amount ?? '');
      const left = fen(t.total) - fen(t.refunded ?? '0');
      if (!(asked > 0) || asked > left) return fail('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      refunds.set(requestNo, { outTradeNo: biz.out_trade_no, amount: biz.refund_amount! });
      t.refunded = yuan(fen(t.refunded ?? '0') + asked);
      if (fen(t.refunded) === fen(t.total)) t.status = 'TRADE_CLOSED';
      fundChange = 'Y';
      if (t.loseAnswer) {
        t.loseAnswer = false;
        return {
          status: 504,
          headers: { 'content-type': 'text/html' },
          body: '<html>504 Gateway Time-out</html>',
        };
      }
    }
    return alipayAnswer(name, {
      code: '10000',
      msg: 'Success',
      buyer_logon_id: '159****5620',
      buyer_user_id: '2088101117955611',
      fund_change: fundChange,
      gmt_refund_pay: '2026-11-26 17:00:00',
      out_trade_no: biz.out_trade_no,
      // The trade's whole refunded amount so far, not this request's.
      refund_fee: t.refunded,
      send_back_fee: biz.refund_amount,
      trade_no: t.tradeNo,
    });
  }

  function handle(req: FakeRequest): FakeAnswer {
    const params = Object.fromEntries(new URLSearchParams(req.body));
    if (!appSigned(params) || params.app_id !== appId || params.sign_type !== 'RSA2')
      return {
        status: 200,
        body: JSON.stringify({ error_response: { code: '40002', sub_code: 'isv.invalid-signature' } }),
      };
    const biz = JSON.parse(params.biz_content ?? '{}') as { out_trade_no: string };
    const t = trades.get(biz.out_trade_no);
    if (params.method === 'alipay.trade.close') {
      closed.push(biz.out_trade_no);
      if (t) t.status = 'TRADE_CLOSED';
      const inner = t
        ? { code: '10000', msg: 'Success' }
        : { code: '40004', sub_code: 'ACQ.TRADE_NOT_EXIST' };
      return { status: 200, body: JSON.stringify({ alipay_trade_close_response: inner, sign: 'x' }) };
    }
    if (params.method === 'alipay.trade.refund') return refund(biz);
    const inner = t
      ? {
          code: '10000',
          msg: 'Success',
          out_trade_no: biz.out_trade_no,
          trade_no: t.tradeNo,
          trade_status: t.status,
          total_amount: t.total,
          // Paid trades (refunded ones too) carry the day they were paid.
          ...(t.status === 'TRADE_SUCCESS' || t.refunded ? { send_pay_date: '2026-11-26 16:00:00' } : {}),
        }
      : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    return alipayAnswer('alipay_trade_query_response', inner);
  }

  return { trades, refunds, closed, handle };
}
