import { TRADE_REFUNDED, type Locale, type OrderRecord } from '@toolbox/contracts';
import { translate } from '../../http/i18n.ts';
import { cycleTexts, orderStatusTexts, orderTypeTexts, payTypeTexts } from './messages.ts';
import { statusAt } from './orders.ts';
import type { VipOrderRow } from './tables.ts';

/** An order as the spec's membership order record; a `refunded` one reads status 3, "Refunded". */
export function presentOrder(order: VipOrderRow, locale: Locale, now: Date, refunded = false): OrderRecord {
  const status = refunded ? TRADE_REFUNDED : statusAt(order, now);
  return {
    id: order.id,
    createTime: order.createdAt.toISOString(),
    level: order.level,
    cycle: order.cycle,
    cycleText: translate(locale, cycleTexts[order.cycle]),
    startTime: order.startTime?.toISOString() ?? null,
    endTime: order.endTime?.toISOString() ?? null,
    type: order.type,
    typeText: orderTypeTexts[order.type]
      ? translate(locale, orderTypeTexts[order.type]!)
      : String(order.type),
    price: order.amount / 100,
    currency: order.currency,
    status,
    statusText: orderStatusTexts[status] ? translate(locale, orderStatusTexts[status]!) : String(status),
    payTypeText:
      order.payType && payTypeTexts[order.payType] ? translate(locale, payTypeTexts[order.payType]!) : '',
  };
}
