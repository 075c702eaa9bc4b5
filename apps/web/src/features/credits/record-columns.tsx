import type { TFunction } from 'i18next';
import type { CreditChangeRecord, OrderRecord } from '@toolbox/contracts';
import { formatPrice, formatTime } from './format.ts';
import type { RecordColumn } from './records-dialog.tsx';

function Delta({ value }: { value: number }) {
  return (
    <span className={value > 0 ? 'delta-up' : value < 0 ? 'delta-down' : undefined}>
      {value > 0 ? `+${value}` : value}
    </span>
  );
}

/** Credit change (and exchange-point) records: time, type, remark, change, resulting credits. */
export function creditColumns(t: TFunction, locale: string): RecordColumn<CreditChangeRecord>[] {
  return [
    { key: 'time', label: t('credits.records.time'), cell: (r) => formatTime(r.createTime, locale) },
    { key: 'type', label: t('credits.records.type'), cell: (r) => r.typeText },
    { key: 'remark', label: t('credits.records.remark'), cell: (r) => r.remark || '–' },
    { key: 'delta', label: t('credits.records.delta'), cell: (r) => <Delta value={r.deltaPoint} /> },
    { key: 'result', label: t('credits.records.result'), cell: (r) => r.resultPoint },
  ];
}

/** The status of a membership order given back by the operator (payment refunded). */
const ORDER_REFUNDED = 3;

/** Membership orders: create time, level, period, valid range, type, price, payment method. */
export function orderColumns(t: TFunction, locale: string): RecordColumn<OrderRecord>[] {
  return [
    { key: 'time', label: t('credits.records.createTime'), cell: (r) => formatTime(r.createTime, locale) },
    {
      key: 'level',
      label: t('credits.records.level'),
      cell: (r) => t('credits.vip.levelN', { level: r.level }),
    },
    { key: 'cycle', label: t('credits.records.cycle'), cell: (r) => r.cycleText },
    {
      key: 'valid',
      label: t('credits.records.valid'),
      // A refunded order's period was taken back with the refund: it says so instead.
      cell: (r) =>
        r.status === ORDER_REFUNDED ? (
          <span data-testid="order-refunded">{t('credits.records.refunded')}</span>
        ) : r.startTime ? (
          `${formatTime(r.startTime, locale)} – ${formatTime(r.endTime, locale)}`
        ) : (
          r.statusText
        ),
    },
    { key: 'type', label: t('credits.records.type'), cell: (r) => r.typeText },
    {
      key: 'price',
      label: t('credits.records.price'),
      cell: (r) => formatPrice(r.price, r.currency, locale),
    },
    { key: 'payType', label: t('credits.records.payType'), cell: (r) => r.payTypeText || '–' },
  ];
}
