import { describe, expect, it } from 'vitest';
import { presentOrder } from './order-record.ts';
import type { VipOrderRow } from './tables.ts';

/** A Lv.3 monthly order paid by Alipay. */
const order: VipOrderRow = {
  id: 'o1',
  userId: 'u1',
  type: 1,
  cycle: 'monthly',
  level: 3,
  amount: 2500,
  currency: 'CNY',
  status: 2,
  timezoneOffset: -480,
  createdAt: new Date('2026-11-20T08:00:00Z'),
  paidAt: new Date('2026-11-20T08:01:00Z'),
  startTime: new Date('2026-11-20T08:01:00Z'),
  endTime: new Date('2026-12-20T16:00:00Z'),
  payType: 'alipay',
  transactionId: '2026112022001400001',
};
const now = new Date('2026-11-26T09:00:00Z');

describe('the buyer’s membership order record', () => {
  it('reads a paid order as paid, and a refunded one as refunded in both languages', () => {
    expect(presentOrder(order, 'en', now)).toMatchObject({ status: 2, statusText: 'Payment successful' });
    expect(presentOrder(order, 'en', now, true)).toMatchObject({
      status: 3,
      statusText: 'Refunded',
      payTypeText: 'Alipay',
      price: 25,
    });
    expect(presentOrder(order, 'zh-CN', now, true)).toMatchObject({
      status: 3,
      statusText: '已退款',
      payTypeText: '支付宝',
    });
  });
});
