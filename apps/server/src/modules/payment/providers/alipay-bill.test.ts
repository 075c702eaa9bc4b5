import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { alipayBillZip, gbkBytes } from '../alipay-fake.ts';
import { alipayBillDetail, alipayBillPayments } from './alipay-bill.ts';
import { ProviderError } from './types.ts';

const lines = [
  {
    tradeNo: '2026112622001400001',
    outTradeNo: 'Tone',
    kind: '交易',
    amount: '12.00',
    time: '2026-11-26 09:00:00',
  },
  {
    tradeNo: '2026112622001400002',
    outTradeNo: 'Ttwo',
    kind: '交易',
    amount: '0.50',
    time: '2026-11-26 10:00:00',
  },
  {
    tradeNo: '2026112622001400001',
    outTradeNo: 'Tone',
    kind: '退款',
    amount: '-12.00',
    time: '2026-11-26 11:00:00',
  },
] as const;

describe("Alipay's trade bill", () => {
  it('reads the detail file of the zip (GBK names and text) and lists its payments, not its refunds', () => {
    const csv = alipayBillDetail(alipayBillZip('2026-11-26', lines));
    expect(csv.startsWith('#支付宝业务明细查询')).toBe(true);
    expect(alipayBillPayments(csv)).toEqual([
      { orderNo: 'Tone', transactionId: '2026112622001400001', amount: 1200, currency: 'CNY' },
      { orderNo: 'Ttwo', transactionId: '2026112622001400002', amount: 50, currency: 'CNY' },
    ]);
  });

  it('takes UTF-8-flagged names as they are', () => {
    const csv = '支付宝交易号,商户订单号,业务类型,订单金额（元）\r\n2088,Tx,交易,1.00\r\n#end';
    const zip = zipSync({ 'x_业务明细.csv': gbkBytes(csv), 'x_业务明细(汇总).csv': gbkBytes('#汇总') });
    expect(alipayBillPayments(alipayBillDetail(zip))).toEqual([
      { orderNo: 'Tx', transactionId: '2088', amount: 100, currency: 'CNY' },
    ]);
  });

  it('refuses what is not a bill: not a zip, no detail file, an unknown header, an unreadable amount', () => {
    expect(() => alipayBillDetail(new TextEncoder().encode('<html>error</html>'))).toThrow(ProviderError);
    expect(() => alipayBillDetail(zipSync({ 'readme.txt': new Uint8Array([1]) }))).toThrow(/0 detail files/);
    expect(() => alipayBillPayments('#only comments\r\n#more')).toThrow(/no header line/);
    expect(() => alipayBillPayments('商户订单号,金额\r\nT1,1.00')).toThrow(/unexpected header/);
    expect(() =>
      alipayBillPayments('支付宝交易号,商户订单号,业务类型,订单金额（元）\r\n2088,Tx,交易,abc'),
    ).toThrow(/unreadable amount/);
  });
});
