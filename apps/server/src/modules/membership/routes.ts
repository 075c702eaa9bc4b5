import { payEndpoints, type CreateOrderResponse, type VipLevel } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { pageOf } from '../credits/page.ts';
import { payByExchangePoints } from '../invite/service.ts';
import { refundedOrderIds } from '../payment/user-trades.ts';
import { listLevels } from './levels.ts';
import { presentOrder } from './order-record.ts';
import { createOrder, pageOrders, previewPeriod } from './orders.ts';

const major = (minor: number | null) => (minor === null ? null : minor / 100);

/** /list-vip-info, /page-order-record, /create-order, /pay-by-point (under each payment-family prefix). */
export function membershipRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineEndpoint(app, payEndpoints.levels, async (): Promise<VipLevel[]> =>
    (await listLevels(db(), app.config.edition)).map((l) => ({
      level: l.level,
      dailyPoint: l.dailyPoint,
      monthlyPrice: major(l.monthlyPrice),
      quarterPrice: major(l.quarterPrice),
      yearlyPrice: major(l.yearlyPrice),
      currency: l.currency,
    })),
  );
  defineEndpoint(app, payEndpoints.orderRecords, async (input, user, request) => {
    const { rows, total } = await pageOrders(db(), user.id, input.pageNum, input.pageSize);
    const now = app.clock.now();
    const refunded = await refundedOrderIds(
      db(),
      rows.map((r) => r.id),
    );
    return pageOf(
      rows.map((r) => presentOrder(r, request.locale, now, refunded.has(r.id))),
      total,
      input.pageNum,
      input.pageSize,
    );
  });
  defineEndpoint(app, payEndpoints.createOrder, async (input, user): Promise<CreateOrderResponse> => {
    const now = app.clock.now();
    const order = await createOrder(db(), user.id, app.config.edition, input, now);
    const period = await previewPeriod(db(), order, now);
    return {
      id: order.id,
      price: order.amount / 100,
      currency: order.currency,
      startTime: period.start.toISOString(),
      endTime: period.end.toISOString(),
    };
  });
  defineEndpoint(app, payEndpoints.payByPoint, async (input, user, request) => {
    const now = app.clock.now();
    return presentOrder(await payByExchangePoints(db(), user.id, input.orderId, now), request.locale, now);
  });
}
