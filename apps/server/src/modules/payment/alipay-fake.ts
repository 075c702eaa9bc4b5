import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
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

/** One line of a day's trade bill: a payment (交易) or a refund (退款) of `outTradeNo`. */
export interface AlipayBillLine {
  tradeNo: string;
  outTradeNo: string;
  kind: '交易' | '退款';
  /** Yuan, "12.00" (a refund's negative: "-12.00"). */
  amount: string;
  time: string;
}

let gbkTable: Map<string, number[]> | null = null;

/** Text in GBK, as Alipay writes its bills (Node decodes GBK but has no encoder: the table is read off the decoder). */
export function gbkBytes(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++)
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(new Uint8Array([lead, trail]));
        if (char.length === 1 && char !== '\uFFFD' && !gbkTable.has(char)) gbkTable.set(char, [lead, trail]);
      }
  }
  const out: number[] = [];
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) out.push(char.charCodeAt(0));
    else {
      const bytes = gbkTable.get(char);
      if (!bytes) throw new Error(`no GBK code for ${char}`);
      out.push(...bytes);
    }
  }
  return new Uint8Array(out);
}

const BILL_HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,' +
  '订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,' +
  '商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

/** The 业务明细 CSV of a day, as Alipay lays it out: '#' lines around the header and the data. */
export function alipayBillCsv(day: string, lines: readonly AlipayBillLine[]): string {
  const [y, m, d] = day.split('-');
  const sum = (kind: string) => lines.filter((l) => l.kind === kind);
  const total = (kind: string) => sum(kind).reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0);
  return [
    '#支付宝业务明细查询',
    `#账号：[${sellerId}0156]`,
    `#起始日期：[${y}年${m}月${d}日 00:00:00]   终止日期：[${y}年${m}月${Number(d) + 1}日 00:00:00]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    BILL_HEADER,
    ...lines.map((l) =>
      [
        `${l.tradeNo}\t`,
        `${l.outTradeNo}\t`,
        l.kind,
        'Lv.3 membership',
        l.time,
        l.time,
        ' ',
        ' ',
        ' ',
        ' ',
        '159****5620',
        l.amount,
        l.amount,
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        l.kind === '退款' ? `R${l.outTradeNo.slice(1)}` : '',
        '0.00',
        '0.00',
        '',
      ].join(','),
    ),
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${sum('交易').length}笔，商家实收：${(total('交易') / 100).toFixed(2)}元，商家优惠：0.00元`,
    `#退款合计：${sum('退款').length}笔，商家实收：${(total('退款') / 100).toFixed(2)}元，商家优惠：0.00元`,
    `#导出时间：[${y}年${m}月${d}日 09:00:00]`,
  ].join('\r\n');
}

/**
 * The bill zip Alipay's download link answers: the detail and its summary, GBK text under GBK names
 * without the zip's UTF-8 flag (fflate flags non-ASCII names, so ASCII stand-ins of the same length
 * are written and then overwritten with the GBK bytes).
 */
export function alipayBillZip(day: string, lines: readonly AlipayBillLine[]): Uint8Array {
  const stem = `${sellerId}0156_${day.replaceAll('-', '')}`;
  const files = [
    { name: `${stem}_业务明细.csv`, text: alipayBillCsv(day, lines), pad: 'Q' },
    { name: `${stem}_业务明细(汇总).csv`, text: '#支付宝业务汇总查询\r\n', pad: 'W' },
  ].map((f) => {
    const name = gbkBytes(f.name);
    return { ...f, name, standIn: f.pad.repeat(name.length) };
  });
  const zip = zipSync(Object.fromEntries(files.map((f) => [f.standIn, gbkBytes(f.text)])));
  for (const f of files) {
    const standIn = Buffer.from(f.standIn, 'ascii');
    for (
      let at = Buffer.from(zip.buffer).indexOf(standIn);
      at >= 0;
      at = Buffer.from(zip.buffer).indexOf(standIn, at + 1)
    )
      zip.set(f.name, at);
  }
  return zip;
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
  /** The trade bills by bill_date (YYYY-MM-DD); a day without one answers isp.bill_not_exist. */
  const bills = new Map<string, AlipayBillLine[]>();
  const downloads = new Map<string, string>();

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

  /** alipay.data.dataservice.bill.downloadurl.query: a one-time link to the day's zip. */
  function billLink(req: FakeRequest, biz: { bill_type?: string; bill_date?: string }): FakeAnswer {
    const name = 'alipay_data_dataservice_bill_downloadurl_query_response';
    if (biz.bill_type !== 'trade' || !biz.bill_date || !bills.has(biz.bill_date))
      return alipayAnswer(name, {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'isp.bill_not_exist',
        sub_msg: '账单不存在',
      });
    const fileId = randomBytes(8).toString('hex');
    downloads.set(fileId, biz.bill_date);
    const link =
      `http://${req.headers.host}/downloadBillFile.resource?bizType=trade&userId=${sellerId}` +
      `&fileType=csv.zip&bizDates=${biz.bill_date.replaceAll('-', '')}&fileId=${fileId}`;
    return alipayAnswer(name, { code: '10000', msg: 'Success', bill_download_url: link });
  }

  function handle(req: FakeRequest): FakeAnswer {
    if (req.method === 'GET' && req.url.startsWith('/downloadBillFile.resource?')) {
      const day = downloads.get(new URL(req.url, 'http://x').searchParams.get('fileId') ?? '');
      if (!day) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'no such file' };
      return {
        status: 200,
        headers: { 'content-type': 'application/oct-stream' },
        body: '',
        bytes: alipayBillZip(day, bills.get(day)!),
      };
    }
    const params = Object.fromEntries(new URLSearchParams(req.body));
    if (!appSigned(params) || params.app_id !== appId || params.sign_type !== 'RSA2')
      return {
        status: 200,
        body: JSON.stringify({ error_response: { code: '40002', sub_code: 'isv.invalid-signature' } }),
      };
    const biz = JSON.parse(params.biz_content ?? '{}') as {
      out_trade_no: string;
      bill_type?: string;
      bill_date?: string;
    };
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
    if (params.method === 'alipay.data.dataservice.bill.downloadurl.query') return billLink(req, biz);
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

  return { trades, refunds, closed, bills, handle };
}
