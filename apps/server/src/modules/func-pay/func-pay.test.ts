import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { addTestFunc, newUser } from '../credits/testing.ts';
import { tasks } from '../task/tables.ts';
import { insertFinishedTask } from '../task/testing.ts';
import { funcPays } from './tables.ts';
import { settleFuncPay } from './service.ts';

describe.each(backends)('function payment on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend));
    await addTestFunc(app.database.db, 'zz_wm', { openLevel: 1, point: 5, freeCount: 0, price: 0.99 });
    await addTestFunc(app.database.db, 'zz_wm_dear', { openLevel: 1, point: 20, freeCount: 0, price: 1.5 });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  /** A finished paid-result task waiting for payment. */
  const task = (owner: string, funcCode: string) =>
    insertFinishedTask(app.database.db, { owner, funcCode, now: app.clock.now() });
  const paidFlag = async (id: string) =>
    (await app.database.db.select().from(tasks).where(eq(tasks.id, id)))[0]!.paid;

  it('pays a task result with credits once, releases the file and lists the record', async () => {
    const user = await newUser(app);
    const id = await task(`u:${user.id}`, 'zz_wm');
    const res = await authed(app, '/ut/func-pay/pay-by-func-point', user.token, {
      taskId: id,
      code: 'zz_wm',
    });
    expect(res.body.data).toMatchObject({
      taskId: id,
      funcCode: 'zz_wm',
      status: 2,
      statusText: 'Paid',
      deductPoint: 5,
    });
    expect(await paidFlag(id)).toBe(true);
    expect((await authed(app, '/ut/v1/qh', user.token, {})).body.data).toMatchObject({ useFuncPoint: 5 });
    const again = await authed(app, '/ut/func-pay/pay-by-func-point', user.token, {
      taskId: id,
      code: 'zz_wm',
    });
    expect(again.body.code).toBe('40903');
    const page = await authed(app, '/ut/func-pay/page', user.token, {});
    expect(page.body.data).toMatchObject({
      totalCount: 1,
      list: [{ taskId: id, funcCode: 'zz_wm', remark: 'Test zz_wm', payTypeText: 'Credits', price: null }],
    });
  });

  it("refuses another owner's task and a short balance (40104), changing nothing", async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const id = await task(`u:${a.id}`, 'zz_wm');
    expect(
      (await authed(app, '/ut/func-pay/pay-by-func-point', b.token, { taskId: id, code: 'zz_wm' })).body.code,
    ).toBe('40401');
    const dear = await task(`u:${a.id}`, 'zz_wm_dear');
    const short = await authed(app, '/ut/func-pay/pay-by-func-point', a.token, {
      taskId: dear,
      code: 'zz_wm_dear',
    });
    expect(short.body.code).toBe('40104');
    expect(await paidFlag(dear)).toBe(false);
    expect(await app.database.db.select().from(funcPays).where(eq(funcPays.taskId, dear))).toHaveLength(0);
    expect((await authed(app, '/ut/v1/qh', a.token, {})).body.data).toMatchObject({ useFuncPoint: 0 });
  });

  it('lets a tourist pay for its own task by address', async () => {
    const id = await task('a:192.0.2.44', 'zz_wm');
    const call = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/ut/func-pay/pay-by-func-point-tourist',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ taskId: id, code: 'zz_wm' }),
      });
    expect((await call('192.0.2.45')).json().code).toBe('40401');
    expect((await call('192.0.2.44')).json().data).toMatchObject({ status: 2, deductPoint: 5 });
    expect(await paidFlag(id)).toBe(true);
  });

  it("lets a tourist's browser pay for its own task, not another browser's at the same address", async () => {
    const secret = 'b'.repeat(43);
    const key = createHash('sha256').update(secret).digest('base64url').slice(0, 22);
    const id = await task(`a:192.0.2.46#${key}`, 'zz_wm');
    const call = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/ut/func-pay/pay-by-func-point-tourist',
        remoteAddress: '192.0.2.46',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        payload: JSON.stringify({ taskId: id, code: 'zz_wm' }),
      });
    expect((await call(`toolbox_device=${'c'.repeat(43)}`)).json().code).toBe('40401');
    expect((await call()).json().code).toBe('40401');
    expect((await call(`toolbox_device=${secret}`)).json().data).toMatchObject({ status: 2, deductPoint: 5 });
    expect(await paidFlag(id)).toBe(true);
  });

  it('settles a money payment once and only for the right amount', async () => {
    const user = await newUser(app);
    const id = await task(`u:${user.id}`, 'zz_wm');
    const input = {
      userId: user.id,
      taskId: id,
      funcCode: 'zz_wm',
      provider: 'sandbox',
      transactionId: `t-${id}`,
      edition: 'intl' as const,
    };
    expect((await settleFuncPay(app.database.db, { ...input, amount: 98, currency: 'USD' })).outcome).toBe(
      'mismatch',
    );
    expect(await paidFlag(id)).toBe(false);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        settleFuncPay(app.database.db, {
          ...input,
          transactionId: `t-${id}-${i % 2}`,
          amount: 99,
          currency: 'USD',
        }),
      ),
    );
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'granted',
    ]);
    expect(await paidFlag(id)).toBe(true);
    const page = await authed(app, '/ut/func-pay/page', user.token, {});
    expect(page.body.data).toMatchObject({ list: [{ taskId: id, payTypeText: 'Sandbox', price: 0.99 }] });
  });
});
