import { act, screen, within } from '@testing-library/react';
import type { OrderRecord } from '@toolbox/contracts';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { Page } from './credits-api.ts';
import { formatTime } from './format.ts';
import { orderColumns } from './record-columns.tsx';
import { RecordsDialog } from './records-dialog.tsx';

/** Two Lv.3 monthly orders as /page-order-record answers them: one paid, one paid then refunded. */
const paid: OrderRecord = {
  id: 'o-paid',
  createTime: '2026-11-20T08:00:00.000Z',
  level: 3,
  cycle: 'monthly',
  cycleText: 'Monthly',
  startTime: '2026-11-20T08:00:00.000Z',
  endTime: '2026-12-20T08:00:00.000Z',
  type: 1,
  typeText: 'Upgrade',
  price: 4.99,
  currency: 'USD',
  status: 2,
  statusText: 'Payment successful',
  payTypeText: 'PayPal',
};
const refunded: OrderRecord = {
  ...paid,
  id: 'o-refunded',
  startTime: '2026-11-21T09:00:00.000Z',
  endTime: '2026-12-21T09:00:00.000Z',
  status: 3,
  statusText: 'Refunded',
};

/** The order records dialog as the user page mounts it. */
function Orders() {
  const { t, i18n: current } = useTranslation();
  const fetchPage = async (): Promise<Page<OrderRecord>> => ({
    list: [refunded, paid],
    totalCount: 2,
    totalPage: 1,
    pageSize: 15,
    pageNum: 1,
  });
  return (
    <RecordsDialog
      open
      title="Orders"
      columns={orderColumns(t, current.language)}
      fetchPage={fetchPage}
      rowKey={(r) => r.id}
      onClose={() => {}}
    />
  );
}

describe('membership order records', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('shows a refunded order as refunded instead of its period, in English and Chinese', async () => {
    renderWithProviders(<Orders />);
    const mark = await screen.findByTestId('order-refunded');
    expect(mark.textContent).toBe('Refunded');
    const [, refundedRow, paidRow] = screen.getAllByRole('row');
    expect(within(refundedRow!).queryByTestId('order-refunded')).toBe(mark);
    expect(refundedRow!.textContent).not.toContain(formatTime(refunded.startTime, 'en'));
    // The paid order still shows the period it bought.
    expect(within(paidRow!).queryByTestId('order-refunded')).toBeNull();
    expect(paidRow!.textContent).toContain(
      `${formatTime(paid.startTime, 'en')} – ${formatTime(paid.endTime, 'en')}`,
    );
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByTestId('order-refunded').textContent).toBe('已退款');
  });
});
