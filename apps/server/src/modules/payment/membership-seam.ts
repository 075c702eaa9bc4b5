import type { Edition } from '@toolbox/contracts';
import { funcPayPrice, settleFuncPay } from '../func-pay/service.ts';
import { loadPayableOrder, settleOrderIn } from '../membership/orders.ts';
import { findTask } from '../task/queries.ts';
import type { PaymentSeam } from './seam.ts';

/** The seam over modules/membership (orders) and modules/func-pay (one task's result). */
export function membershipSeam(edition: Edition): PaymentSeam {
  return {
    async loadPayableOrder(db, orderId, now) {
      const order = await loadPayableOrder(db, orderId, now);
      return order && { ...order, payable: order.status === 0 };
    },
    async settleOrder(db, settlement, now) {
      return (await settleOrderIn(db, settlement, now)).outcome;
    },
    async loadPayableFuncPay(db, { userId, taskId, funcCode }) {
      const task = await findTask(db, taskId);
      if (!task || task.owner !== `u:${userId}` || task.funcCode !== funcCode) return null;
      const price = await funcPayPrice(db, funcCode, edition);
      if (!price) return null;
      return { taskId, funcCode, userId, ...price, payable: !task.paid };
    },
    async settleFuncPay(db, settlement, now) {
      return (await settleFuncPay(db, { ...settlement, edition }, now)).outcome;
    },
  };
}
