import { createHash, type KeyObject } from 'node:crypto';
import { jsonOf, providerFetchBytes, type HttpAnswer } from './http.ts';
import { authorizationHeader } from './wechat-crypto.ts';
import { minorUnits, ProviderError, type ProviderStatement, type StatementPayment } from './types.ts';

/*
 * WeChat Pay API v3 trade bill (交易账单): GET /v3/bill/tradebill answers a download_url and the
 * file's hash; the file, fetched with a signed GET (its answer carries no signature), is a CSV whose
 * data fields each start with a backtick, followed by a summary header and line.
 */

/** The signed API call of the adapter (verifying the answer's signature). */
type SignedCall = (method: 'GET', path: string) => Promise<HttpAnswer>;

/** The SUCCESS payments of a bill's CSV, one per 商户订单号. */
export function wechatBillPayments(csv: string): StatementPayment[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim());
  const col = (name: string) => header.indexOf(name);
  const at = {
    orderNo: col('商户订单号'),
    transactionId: col('微信订单号'),
    state: col('交易状态'),
    currency: col('货币种类'),
    // 订单金额 (the order's amount, coupons included) when the bill has it, else 应结订单金额.
    amount: col('订单金额') >= 0 ? col('订单金额') : col('应结订单金额'),
  };
  if (Object.values(at).some((i) => i < 0))
    throw new ProviderError('wechat', `WeChat Pay bill has an unexpected header: ${lines[0]?.slice(0, 200)}`);
  const found = new Map<string, StatementPayment>();
  for (const line of lines.slice(1)) {
    // Data lines start with a backtick; the summary header (总交易单数,…) ends the data.
    if (!line.startsWith('`')) break;
    const fields = line.slice(1).split(',`');
    const field = (i: number) => (fields[i] ?? '').trim();
    if (field(at.state) !== 'SUCCESS') continue;
    const amount = minorUnits(field(at.amount));
    if (!Number.isFinite(amount))
      throw new ProviderError('wechat', `WeChat Pay bill has an unreadable amount: ${field(at.amount)}`);
    const orderNo = field(at.orderNo);
    if (!found.has(orderNo))
      found.set(orderNo, {
        orderNo,
        transactionId: field(at.transactionId),
        amount,
        currency: field(at.currency) || 'CNY',
      });
  }
  return [...found.values()];
}

/** The day's trade bill (bill_type ALL); `none` while WeChat has not made it (NO_STATEMENT_EXIST). */
export async function wechatStatement(
  options: { apiBase: string; mchId: string; serialNo: string; privateKey: KeyObject },
  call: SignedCall,
  day: string,
): Promise<ProviderStatement> {
  const answer = await call('GET', `/v3/bill/tradebill?bill_date=${encodeURIComponent(day)}&bill_type=ALL`);
  const json = jsonOf<{
    download_url?: string;
    hash_type?: string;
    hash_value?: string;
    code?: string;
    message?: string;
  }>('wechat', answer);
  if (answer.status === 400 && json.code === 'NO_STATEMENT_EXIST')
    return { state: 'none', detail: `NO_STATEMENT_EXIST ${json.message ?? ''}`.trim() };
  if (answer.status !== 200 || !json.download_url)
    throw new ProviderError(
      'wechat',
      `WeChat Pay bill query failed: ${json.code ?? answer.status} ${json.message ?? ''}`.trim(),
    );
  // Our signed request goes only to WeChat Pay's own API host.
  const url = new URL(json.download_url);
  if (url.origin !== new URL(options.apiBase).origin)
    throw new ProviderError('wechat', `WeChat Pay bill download_url is on another host: ${url.origin}`);
  const path = url.pathname + url.search;
  const file = await providerFetchBytes('wechat', url.href, {
    method: 'GET',
    headers: {
      authorization: authorizationHeader(options, 'GET', path, ''),
      accept: 'application/json',
      'user-agent': 'toolbox-payments',
    },
  });
  if (file.status !== 200)
    throw new ProviderError('wechat', `WeChat Pay bill download failed: HTTP ${file.status}`);
  const hash = createHash('sha1').update(file.bytes).digest('hex');
  if (json.hash_type !== 'SHA1' || hash !== (json.hash_value ?? '').toLowerCase())
    throw new ProviderError('wechat', `WeChat Pay bill does not match its ${json.hash_type ?? ''} hash`);
  return { state: 'ready', payments: wechatBillPayments(file.bytes.toString('utf8')) };
}
