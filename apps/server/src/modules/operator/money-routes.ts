import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { actorOf } from './guard.ts';
import { listAllLevels, orderDetail, ordersCsv, pageOrders, saveLevel } from './money.ts';
import { reconcileDay } from './money-reconcile.ts';
import { queryOrderLive, refundOrder } from './money-refund.ts';
import { listResultPays, refundResultPay } from './result-pay.ts';

/** The console's memberships and money (/ut/op/money/…), 'operator' endpoints like the rest. */
export function moneyRoutes(app: FastifyInstance): void {
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.operatorLevelList, async () => ({ list: await listAllLevels(db()) }));
  defineEndpoint(app, endpoints.operatorLevelSave, (input, _user, request) =>
    saveLevel(db(), actorOf(request), input, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorOrderPage, (input) => pageOrders(db(), input, app.clock.now()));
  defineEndpoint(app, endpoints.operatorOrderCsv, (input) => ordersCsv(db(), input, app.clock.now()));
  defineEndpoint(app, endpoints.operatorOrderDetail, (input) =>
    orderDetail(db(), input.orderId, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorOrderQuery, async (input) => ({
    list: await queryOrderLive(app.payments, input.orderId),
  }));
  defineEndpoint(app, endpoints.operatorOrderRefund, (input, _user, request) =>
    refundOrder(app.payments, actorOf(request), input),
  );
  defineEndpoint(app, endpoints.operatorResultPayPage, (input) => listResultPays(db(), input));
  defineEndpoint(app, endpoints.operatorResultPayRefund, (input, _user, request) =>
    refundResultPay(app.payments, actorOf(request), input),
  );
  defineEndpoint(app, endpoints.operatorReconcile, (input) =>
    reconcileDay(app.payments, input.day, input.timezoneOffset),
  );
}
