import { createHash, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeRequest } from './fake-http.ts';

/*
 * Test keys and the WeChat Pay side of the wire for the fakes in wechat*.test.ts, written apart
 * from providers/wechat.ts from WeChat Pay's description of the signatures.
 */
export const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const apiV3Key = 'k'.repeat(16) + 'K'.repeat(16);
export const mch = {
  appId: 'wxTESTAPP0001',
  mchId: '1900000109',
  serialNo: 'MCHSERIAL01',
  platformSerial: 'PUB_KEY_ID_0001',
};

/** The live WeChat Pay settings of the tests: the test merchant against a fake at `apiBase`. */
export function liveWechat(apiBase: string) {
  return {
    apiBase,
    ...mch,
    privateKey: merchant.privateKey,
    apiV3Key,
    platformPublicKey: platform.publicKey,
  };
}

/** Written apart from wechat.ts, from WeChat Pay's description of the Authorization header. */
export function checkAuthorization(req: FakeRequest): boolean {
  const header = String(req.headers.authorization ?? '');
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
  const fields = Object.fromEntries(
    [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as [string, string]),
  );
  if (fields.mchid !== mch.mchId || fields.serial_no !== mch.serialNo) return false;
  const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${req.body}\n`;
  return createVerify('RSA-SHA256')
    .update(message)
    .verify(merchant.publicKey, fields.signature ?? '', 'base64');
}

/** Signs a platform answer or callback: "timestamp\nnonce\nbody\n". */
export function platformHeaders(
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  serial = mch.platformSerial,
) {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(platform.privateKey, 'base64');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
  };
}

export function signed(status: number, payload: unknown, spoil = false): FakeAnswer {
  const body = JSON.stringify(payload);
  const headers = platformHeaders(body);
  if (spoil)
    headers['wechatpay-signature'] = headers['wechatpay-signature'].replace(/^./, (c) =>
      c === 'A' ? 'B' : 'A',
    );
  return { status, headers, body };
}

/** The fake's own books: one transaction per out_trade_no. */
export interface FakeTx {
  total: number;
  state: string;
  transactionId: string;
  /** The fake's word differs from what was paid (a reconciliation must find it). */
  reportTotal?: number;
  refuseRefund?: boolean;
  /** The next refund is accepted as PROCESSING (as WeChat Pay mostly answers); its state is then the refund's `status`. */
  refundProcessing?: boolean;
}

/** One line of a trade bill (交易账单, bill_type ALL): a payment, or the refund of one. */
export interface BillLine {
  time: string;
  transactionId: string;
  outTradeNo: string;
  state: 'SUCCESS' | 'REFUND' | 'REVOKED';
  /** Fen. */
  total: number;
  refund?: { refundId: string; outRefundNo: string; amount: number };
  /** 商品名称 (may hold a comma: the fields are told apart by their backticks). */
  product?: string;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * A trade bill's CSV as WeChat Pay writes it: a header, each field of a data line after a backtick,
 * then the summary header and line. Written apart from providers/wechat-bill.ts from WeChat Pay's
 * description of the 交易账单 file.
 */
export function tradeBillCsv(lines: readonly BillLine[]): string {
  const header =
    '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,' +
    '应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,' +
    '手续费,费率,订单金额,申请退款金额,费率备注';
  const rows = lines.map((l) => {
    const refunded = l.state === 'REFUND' && l.refund;
    return [
      l.time,
      mch.appId,
      mch.mchId,
      '0',
      '',
      l.transactionId,
      l.outTradeNo,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      l.state,
      'OTHERS',
      'CNY',
      yuan(l.total),
      '0.00',
      refunded ? l.refund!.refundId : '0',
      refunded ? l.refund!.outRefundNo : '0',
      refunded ? yuan(l.refund!.amount) : '0.00',
      '0.00',
      refunded ? 'ORIGINAL' : '',
      refunded ? 'SUCCESS' : '',
      l.product ?? '会员月卡',
      '',
      '0.00000',
      '0.60%',
      yuan(l.total),
      refunded ? yuan(l.refund!.amount) : '0.00',
      '',
    ]
      .map((f) => '`' + f)
      .join(',');
  });
  const paid = lines.filter((l) => l.state === 'SUCCESS');
  const sum = (fen: number[]) => yuan(fen.reduce((a, b) => a + b, 0));
  const summary = [
    String(lines.length),
    sum(paid.map((l) => l.total)),
    sum(lines.map((l) => (l.state === 'REFUND' ? (l.refund?.amount ?? 0) : 0))),
    '0.00',
    '0.00000',
    sum(paid.map((l) => l.total)),
    sum(lines.map((l) => (l.state === 'REFUND' ? (l.refund?.amount ?? 0) : 0))),
  ]
    .map((f) => '`' + f)
    .join(',');
  return `${header}\r\n${rows.map((r) => `${r}\r\n`).join('')}总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n${summary}\r\n`;
}

/**
 * A WeChat Pay merchant API v3 on loopback with its own books: native orders, order query, close,
 * refunds (idempotent by out_refund_no) and trade bills by day (`bills`: bill_date → CSV, with
 * `spoilHash` the hash it answers is wrong). Every request must carry the merchant's signature;
 * every API answer is signed (the bill file itself is not, as at WeChat Pay: its hash vouches).
 */
export function wechatPayFake() {
  const books = new Map<string, FakeTx>();
  /** By out_refund_no; `status` is SUCCESS, PROCESSING, CLOSED or ABNORMAL (tests move it on). */
  const refunds = new Map<string, { refundId: string; tradeNo: string; amount: number; status: string }>();
  const bills = new Map<string, { csv: string; spoilHash?: boolean }>();
  const downloads = new Map<string, string>();

  /** A refund as WeChat Pay describes it (申请退款 and 查询单笔退款 answer alike). */
  function refundJson(outRefundNo: string) {
    const refund = refunds.get(outRefundNo)!;
    const tx = books.get(refund.tradeNo)!;
    return {
      refund_id: refund.refundId,
      out_refund_no: outRefundNo,
      transaction_id: tx.transactionId,
      out_trade_no: refund.tradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      status: refund.status,
      amount: {
        total: tx.total,
        refund: refund.amount,
        payer_total: tx.total,
        payer_refund: refund.amount,
        currency: 'CNY',
      },
    };
  }

  function handle(req: FakeRequest): FakeAnswer {
    if (!checkAuthorization(req))
      return { status: 401, body: JSON.stringify({ code: 'SIGN_ERROR', message: 'bad signature' }) };
    if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
      const order = JSON.parse(req.body) as { out_trade_no: string; amount: { total: number } };
      books.set(order.out_trade_no, {
        total: order.amount.total,
        state: 'NOTPAY',
        transactionId: `42000${randomBytes(8).toString('hex')}`,
      });
      return signed(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(-8)}` });
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\/close$/.exec(req.url);
    if (req.method === 'POST' && close) {
      const tx = books.get(close[1]!);
      if (tx?.state === 'SUCCESS') return signed(400, { code: 'ORDERPAID', message: 'paid' });
      if (tx) tx.state = 'CLOSED';
      return { status: 204, headers: platformHeaders(''), body: '' };
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\?mchid=(\d+)$/.exec(req.url);
    if (req.method === 'GET' && query) {
      const tx = books.get(query[1]!);
      if (!tx) return signed(404, { code: 'ORDER_NOT_EXIST', message: 'no order' });
      const total = tx.reportTotal ?? tx.total;
      return signed(200, {
        appid: mch.appId,
        mchid: query[2],
        out_trade_no: query[1],
        transaction_id: tx.transactionId,
        trade_state: tx.state,
        trade_state_desc: tx.state,
        amount: { total, payer_total: total, currency: 'CNY' },
      });
    }
    // Refunds (API v3 "申请退款"): idempotent by out_refund_no; only a paid trade, only its total.
    if (req.method === 'POST' && req.url === '/v3/refund/domestic/refunds') {
      const ask = JSON.parse(req.body) as {
        out_trade_no: string;
        out_refund_no: string;
        amount: { refund: number; total: number; currency: string };
      };
      const tx = books.get(ask.out_trade_no);
      if (!tx) return signed(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      if (tx.refuseRefund) return signed(403, { code: 'NOT_ENOUGH', message: '基本账户余额不足' });
      const seen = refunds.get(ask.out_refund_no);
      if (!seen) {
        if (tx.state !== 'SUCCESS' || ask.amount.total !== tx.total || ask.amount.refund > tx.total)
          return signed(400, { code: 'INVALID_REQUEST', message: 'bad refund' });
        refunds.set(ask.out_refund_no, {
          refundId: `50000${randomBytes(8).toString('hex')}`,
          tradeNo: ask.out_trade_no,
          amount: ask.amount.refund,
          status: tx.refundProcessing ? 'PROCESSING' : 'SUCCESS',
        });
        tx.state = 'REFUND';
      }
      return signed(200, refundJson(ask.out_refund_no));
    }
    // 查询单笔退款: by out_refund_no.
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/(\w+)$/.exec(req.url);
    if (req.method === 'GET' && refundQuery) {
      if (!refunds.has(refundQuery[1]!))
        return signed(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return signed(200, refundJson(refundQuery[1]!));
    }
    // 申请交易账单: the bill's download link and SHA1; NO_STATEMENT_EXIST while there is none.
    const bill = /^\/v3\/bill\/tradebill\?bill_date=(\d{4}-\d{2}-\d{2})&bill_type=ALL$/.exec(req.url);
    if (req.method === 'GET' && bill) {
      const found = bills.get(bill[1]!);
      if (!found) return signed(400, { code: 'NO_STATEMENT_EXIST', message: '账单文件不存在' });
      const token = randomBytes(12).toString('hex');
      downloads.set(token, found.csv);
      const hash = createHash('sha1').update(found.csv, 'utf8').digest('hex');
      return signed(200, {
        hash_type: 'SHA1',
        hash_value: found.spoilHash ? hash.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) : hash,
        download_url: `http://${req.headers.host}/v3/billdownload/file?token=${token}`,
      });
    }
    const download = /^\/v3\/billdownload\/file\?token=(\w+)$/.exec(req.url);
    if (req.method === 'GET' && download && downloads.has(download[1]!))
      return {
        status: 200,
        headers: { 'content-type': 'application/octet-stream' },
        body: downloads.get(download[1]!)!,
      };
    return { status: 404, body: '{}' };
  }

  return { books, refunds, bills, handle };
}
