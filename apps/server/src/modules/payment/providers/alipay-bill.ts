import { unzipSync } from 'fflate';
import { minorUnits, ProviderError, type StatementPayment } from './types.ts';

/*
 * Alipay's trade bill (alipay.data.dataservice.bill.downloadurl.query, bill_type trade): a download
 * link to a zip of two GBK CSV files, the day's 业务明细 (one line per payment or refund) and its
 * 汇总 (totals). The detail file has '#' comment lines around a header line and the data lines.
 */

/** The largest bill file read out of the zip (a day's lines of a large merchant fit well within). */
export const MAX_BILL_BYTES = 64 * 1024 * 1024;

const gbk = new TextDecoder('gbk');

/**
 * A zip entry's name: Alipay writes it in GBK without the zip's UTF-8 flag, which fflate reads as
 * Latin-1 (a name read as UTF-8, flagged so, is taken as it is).
 */
const nameOf = (name: string) =>
  [...name].some((c) => c.charCodeAt(0) > 0xff) ? name : gbk.decode(Buffer.from(name, 'latin1'));

/** The 业务明细 CSV (not its 汇总) of a bill zip, decoded from GBK. */
export function alipayBillDetail(zip: Uint8Array): string {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        if (file.originalSize > MAX_BILL_BYTES)
          throw new ProviderError('alipay', `Alipay bill file is too large (${file.originalSize} bytes)`);
        return /\.csv$/i.test(file.name) && !nameOf(file.name).includes('汇总');
      },
    });
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    throw new ProviderError('alipay', `Alipay bill is not a readable zip: ${(err as Error).message}`);
  }
  const files = Object.values(entries);
  if (files.length !== 1)
    throw new ProviderError('alipay', `Alipay bill zip holds ${files.length} detail files, not one`);
  return gbk.decode(files[0]);
}

/** The payments (业务类型 交易) of a 业务明细 CSV, one per 商户订单号. */
export function alipayBillPayments(csv: string): StatementPayment[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const cells = (line: string) => line.split(',').map((cell) => cell.trim());
  const headerAt = lines.findIndex((line) => !line.startsWith('#') && line.includes('商户订单号'));
  if (headerAt < 0) throw new ProviderError('alipay', 'Alipay bill has no header line (商户订单号)');
  const header = cells(lines[headerAt]!);
  const at = {
    transactionId: header.indexOf('支付宝交易号'),
    orderNo: header.indexOf('商户订单号'),
    kind: header.indexOf('业务类型'),
    amount: header.indexOf('订单金额（元）'),
  };
  if (Object.values(at).some((i) => i < 0))
    throw new ProviderError(
      'alipay',
      `Alipay bill has an unexpected header: ${lines[headerAt]!.slice(0, 200)}`,
    );
  const found = new Map<string, StatementPayment>();
  for (const line of lines.slice(headerAt + 1)) {
    // The data ends at the first comment line (#---业务明细列表结束---).
    if (line.startsWith('#')) break;
    if (!line.trim()) continue;
    const row = cells(line);
    if (row[at.kind] !== '交易') continue; // 退款 lines are refunds of payments listed on their day
    const amount = minorUnits(row[at.amount] ?? '');
    if (!Number.isFinite(amount))
      throw new ProviderError('alipay', `Alipay bill has an unreadable amount: ${row[at.amount]}`);
    const orderNo = row[at.orderNo] ?? '';
    if (!found.has(orderNo))
      found.set(orderNo, { orderNo, transactionId: row[at.transactionId] ?? '', amount, currency: 'CNY' });
  }
  return [...found.values()];
}
