import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { post } from '../../test/backends.ts';
import { creditEntries } from '../credits/tables.ts';
import { newUser } from '../credits/testing.ts';
import { membershipsOf, tradeRow } from '../payment/testing.ts';
import { users } from '../user/tables.ts';
import { grantOperator } from './roles.ts';
import { operatorAudit } from './tables.ts';

/** A new signed-in account made an operator, as `npm run operator -- grant` does it. */
export async function newOperator(app: FastifyInstance): Promise<Awaited<ReturnType<typeof newUser>>> {
  const operator = await newUser(app);
  const [row] = await app.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, operator.id));
  await grantOperator(app.database.db, row!.email!, { id: null, name: 'cli:test' }, app.clock.now());
  return operator;
}

/** The ledger entries that took an order's credits back from a user. */
export const refundEntries = (app: FastifyInstance, userId: string) =>
  app.database.db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.accountId, `u:${userId}`), eq(creditEntries.remarkKey, 'orderRefund')));

/** The operator audit entries about one order. */
export const auditOf = (app: FastifyInstance, orderId: string) =>
  app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, orderId));

/** The buyer's own order list (/page-order-record) in a language: the row of this order. */
export async function buyerSees(
  app: FastifyInstance,
  buyer: { token: string },
  orderId: string,
  lang: string,
) {
  const page = await post(app, '/ut/v1/page-order-record', {}, { accesstoken: buyer.token, lang });
  const list = (page.body.data as { list: { id: string; status: number; statusText: string }[] }).list;
  return list.find((o) => o.id === orderId);
}

/**
 * Asks for a refund the provider will refuse and checks what must hold then: the operator is told
 * the provider's reason (`reasons`, in English), and the order stays paid with nothing taken back.
 */
export async function expectRefusedRefund(
  app: FastifyInstance,
  operatorToken: string,
  paid: { buyer: { id: string; token: string }; orderId: string; tradeId: string },
  reasons: string[],
): Promise<void> {
  const refused = await post(
    app,
    '/ut/op/money/order-refund',
    { orderId: paid.orderId, reason: 'try' },
    { accesstoken: operatorToken, lang: 'en' },
  );
  expect(refused.body.code).toBe('50202');
  for (const reason of reasons) expect(refused.body.message).toContain(reason);
  expect((await tradeRow(app.database.db, paid.tradeId)).status).toBe(2);
  expect(await auditOf(app, paid.orderId)).toEqual([]);
  expect(await refundEntries(app, paid.buyer.id)).toEqual([]);
  const [level] = await membershipsOf(app.database.db, paid.buyer.id);
  expect(level!.endTime.getTime()).toBeGreaterThan(app.clock.now().getTime());
  expect(await buyerSees(app, paid.buyer, paid.orderId, 'en')).toMatchObject({ status: 2 });
}
