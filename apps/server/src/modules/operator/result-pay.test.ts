import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { creditEntries } from '../credits/tables.ts';
import { addTestFunc, newUser } from '../credits/testing.ts';
import { startPaymentApp, tradeRow } from '../payment/testing.ts';
import { DAY } from '../session/clock.ts';
import { tasks } from '../task/tables.ts';
import { insertFinishedTask } from '../task/testing.ts';
import { auditOf, newOperator } from './testing.ts';

type Row = {
  id: string;
  taskId: string;
  payType: string;
  point: number | null;
  amount: number | null;
  refundedAt: string | null;
  refundedBy: string | null;
  refundedPoint: number | null;
  refundState: string | null;
};

describe.each(backends)('operator: per-result payments refunded on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startPaymentApp(backend, { payment: { mode: 'sandbox', key: randomBytes(32) } }));
    await addTestFunc(app.database.db, 'zz_rp', { openLevel: 1, point: 7, freeCount: 0, price: 0.99 });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  /** A finished paid-result task of the user, waiting for payment. */
  const task = (userId: string) =>
    insertFinishedTask(app.database.db, { owner: `u:${userId}`, funcCode: 'zz_rp', now: app.clock.now() });
  const paid = async (id: string) =>
    (await app.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.paid;
  const balance = async (token: string) => {
    const qh = (await authed(app, '/ut/v1/qh', token, { timezoneOffset: 0 })).body.data as {
      totalFuncPoint: number;
      useFuncPoint: number;
    };
    return qh.totalFuncPoint - qh.useFuncPoint;
  };
  const listOf = async (token: string, body: object) => {
    const res = await authed(app, '/ut/op/money/result-pays', token, body);
    expect(res.body.code).toBe('000');
    return (res.body.data as { list: Row[]; totalCount: number }).list;
  };
  const refund = (token: string, id: string) =>
    authed(app, '/ut/op/money/result-pay-refund', token, { id, reason: 'blurred result' });

  it('gives money back through the provider once, locks the result again and lets it be bought anew', async () => {
    const operator = await newOperator(app);
    const user = await newUser(app);
    const taskId = await task(user.id);
    const pay = (body: object) => authed(app, '/ut/func-pay/get-wechat-trade-code', user.token, body);
    const trade = (await pay({ funcCode: 'zz_rp', taskId, platform: 0 })).body.data as { id: string };
    await app.inject({ method: 'POST', url: `/sandbox-pay/${trade.id}/pay` });
    expect(await paid(taskId)).toBe(true);

    const [row] = await listOf(operator.token, { user: user.id, open: true });
    expect(row).toMatchObject({ taskId, payType: 'sandbox', amount: 99, refundedAt: null });
    const answers = await Promise.all([1, 2, 3].map(() => refund(operator.token, row!.id)));
    expect(answers.map((a) => a.body.code).sort()).toEqual(['000', '40900', '40900']);
    const done = answers.find((a) => a.body.code === '000')!.body.data as Row;
    expect(done).toMatchObject({ refundedPoint: null, refundState: 'done' });
    expect(done.refundedBy).toContain('@');
    expect((await tradeRow(app.database.db, trade.id)).status).toBe(3);
    expect(await paid(taskId)).toBe(false);
    expect((await auditOf(app, row!.id)).map((a) => a.action)).toEqual(['result-pay.refund']);
    expect(await listOf(operator.token, { user: user.id, open: true })).toEqual([]);
    expect((await listOf(operator.token, { user: user.id, open: false }))[0]!.id).toBe(row!.id);

    // Locked again: the user can pay for the clean result anew, and that payment counts.
    const again = (await pay({ funcCode: 'zz_rp', taskId, platform: 0 })).body;
    expect(again.code).toBe('000');
    await app.inject({ method: 'POST', url: `/sandbox-pay/${(again.data as { id: string }).id}/pay` });
    expect(await paid(taskId)).toBe(true);
    expect(await listOf(operator.token, { user: user.id, open: true })).toHaveLength(1);
  });

  it('gives credits back into the payer’s day once, named in their ledger, and refuses a normal user', async () => {
    const operator = await newOperator(app);
    const user = await newUser(app);
    const start = await balance(user.token);
    const taskId = await task(user.id);
    const payRes = await authed(app, '/ut/func-pay/pay-by-func-point', user.token, { taskId, code: 'zz_rp' });
    expect(payRes.body.code).toBe('000');
    expect(await balance(user.token)).toBe(start - 7);

    const [row] = await listOf(operator.token, { user: user.id });
    expect((await refund(user.token, row!.id)).status).toBe(403);
    const answers = await Promise.all([1, 2].map(() => refund(operator.token, row!.id)));
    expect(answers.map((a) => a.body.code).sort()).toEqual(['000', '40900']);
    expect(answers.find((a) => a.body.code === '000')!.body.data).toMatchObject({ refundedPoint: 7 });
    expect(await balance(user.token)).toBe(start);
    expect(await paid(taskId)).toBe(false);
    const entries = await app.database.db
      .select()
      .from(creditEntries)
      .where(
        and(eq(creditEntries.accountId, `u:${user.id}`), eq(creditEntries.remarkKey, 'resultPayRefund')),
      );
    expect(entries.map((e) => e.delta)).toEqual([7]);
    expect(entries[0]!.remarkParams).toContain('blurred result');
    const records = await authed(app, '/ut/func-pay/page', user.token, {});
    expect(records.body.data).toMatchObject({ list: [{ taskId, refunded: true }] });
    // Bought again with credits: allowed, and charged again.
    const again = await authed(app, '/ut/func-pay/pay-by-func-point', user.token, { taskId, code: 'zz_rp' });
    expect(again.body.code).toBe('000');
    expect(await balance(user.token)).toBe(start - 7);
  });

  it('gives no credits back once the payer’s day has ended, and says so', async () => {
    const user = await newUser(app);
    await balance(user.token);
    const taskId = await task(user.id);
    await authed(app, '/ut/func-pay/pay-by-func-point', user.token, { taskId, code: 'zz_rp' });
    app.clock.advance(2 * DAY);
    const operator = await newOperator(app);
    const [row] = await listOf(operator.token, { user: user.id });
    const res = await refund(operator.token, row!.id);
    expect(res.body.data).toMatchObject({ refundedPoint: 0 });
    expect(await paid(taskId)).toBe(false);
  });

  it('answers 40400 for an unknown payment and lists nothing for an unknown user', async () => {
    const operator = await newOperator(app);
    expect((await refund(operator.token, 'nope')).body.code).toBe('40400');
    expect(await listOf(operator.token, { user: 'nobody@example.com' })).toEqual([]);
  });
});
