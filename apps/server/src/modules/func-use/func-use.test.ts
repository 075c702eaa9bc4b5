import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { backends, createBackend, setupSuite, startTestApp, type TestBackend } from '../../test/backends.ts';
import { creditAccounts, creditEntries } from '../credits/tables.ts';
import { addTestFunc, newUser } from '../credits/testing.ts';

type Use = {
  deductPoint: number;
  free: boolean;
  freeCountLeft: number;
  payRequired: boolean;
  priority: boolean;
  totalFuncPoint: number;
  useFuncPoint: number;
};

describe.each(backends)('function use on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend));
    const db = app.database.db;
    await addTestFunc(db, 'zz_one', { openLevel: 0, point: 1, freeCount: 0 });
    await addTestFunc(db, 'zz_three_free2', { openLevel: 0, point: 3, freeCount: 2 });
    await addTestFunc(db, 'zz_pages', { openLevel: 3, point: 2, freeCount: 0 });
    await addTestFunc(db, 'zz_desktop', { openLevel: 4, point: 1, freeCount: 0 });
    await addTestFunc(db, 'zz_paid_result', { openLevel: 1, point: 5, freeCount: 0, price: 0.99 });
    await addTestFunc(db, 'zz_priority', { openLevel: 2, point: 4, freeCount: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  const use = (token: string, body: object) => authed(app, '/ut/v1/h', token, { timezoneOffset: 0, ...body });

  it('100 concurrent uses on a balance of 10 succeed exactly 10 times; the rest answer 40104', async () => {
    const user = await newUser(app);
    const answers = await Promise.all(Array.from({ length: 100 }, () => use(user.token, { code: 'zz_one' })));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === '000')).toHaveLength(10);
    expect(codes.filter((c) => c === '40104')).toHaveLength(90);
    const [account] = await app.database.db
      .select()
      .from(creditAccounts)
      .where(eq(creditAccounts.id, `u:${user.id}`));
    expect(account).toMatchObject({ balance: 0, dayTotal: 10 });
    const entries = await app.database.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.accountId, `u:${user.id}`));
    expect(entries.filter((e) => e.type === 'deduct')).toHaveLength(10);
    expect(entries.reduce((s, e) => s + e.delta, 0)).toBe(0);
    const failed = answers.find((a) => a.body.code === '40104')!;
    expect(failed.body.message).toBe('Not enough credits.');
  });

  it('takes the free uses of the day first, then the price', async () => {
    const user = await newUser(app);
    const a = (await use(user.token, { code: 'zz_three_free2' })).body.data as Use;
    const b = (await use(user.token, { code: 'zz_three_free2' })).body.data as Use;
    const c = (await use(user.token, { code: 'zz_three_free2' })).body.data as Use;
    expect([a.free, a.deductPoint, a.freeCountLeft]).toEqual([true, 0, 1]);
    expect([b.free, b.deductPoint, b.freeCountLeft]).toEqual([true, 0, 0]);
    expect([c.free, c.deductPoint, c.freeCountLeft]).toEqual([false, 3, 0]);
    expect(c).toMatchObject({ totalFuncPoint: 10, useFuncPoint: 3 });
  });

  it('prices openLevel 3 per page and needs the page count', async () => {
    const user = await newUser(app);
    expect((await use(user.token, { code: 'zz_pages' })).body.code).toBe('40000');
    const four = await use(user.token, { code: 'zz_pages', pageCount: 4 });
    expect(four.body.data).toMatchObject({ deductPoint: 8, useFuncPoint: 8 });
    // 2 credits left: 2 pages (4 credits) do not fit and nothing is taken; 1 page does.
    expect((await use(user.token, { code: 'zz_pages', pageCount: 2 })).body.code).toBe('40104');
    expect((await use(user.token, { code: 'zz_pages', pageCount: 1 })).body.code).toBe('000');
    const short = await use(user.token, { code: 'zz_pages', pageCount: 1 });
    expect(short.body.code).toBe('40104');
    const left = await authed(app, '/ut/v1/qh', user.token, {});
    expect(left.body.data).toMatchObject({ totalFuncPoint: 10, useFuncPoint: 10 });
  });

  it('refuses desktop-only functions on the web and allows them from the desktop client', async () => {
    const user = await newUser(app);
    const web = await use(user.token, { code: 'zz_desktop' });
    expect(web.body.code).toBe('40305');
    expect(web.body.message).toBe('This function needs the Windows desktop version.');
    expect((await use(user.token, { code: 'zz_desktop', desktop: true })).body.data).toMatchObject({
      deductPoint: 1,
    });
  });

  it('takes nothing for a paid-result function (the result is paid later) and refuses unknown codes', async () => {
    const user = await newUser(app);
    expect((await use(user.token, { code: 'zz_paid_result' })).body.data).toMatchObject({
      deductPoint: 0,
      payRequired: true,
      useFuncPoint: 0,
    });
    expect((await use(user.token, { code: 'no_such_tool' })).body.code).toBe('40401');
  });

  it('charges tourists through /t against their address, apart from users', async () => {
    const t = (body: object, address: string) =>
      app.inject({
        method: 'POST',
        url: '/ut/p3/t',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ timezoneOffset: 0, ...body }),
      });
    const first = await t({ code: 'zz_priority' }, '198.51.100.20');
    expect(first.json().data).toMatchObject({ deductPoint: 4, priority: false, useFuncPoint: 4 });
    await t({ code: 'zz_priority' }, '198.51.100.20');
    expect((await t({ code: 'zz_priority' }, '198.51.100.20')).json().code).toBe('40104');
    expect((await t({ code: 'zz_priority' }, '198.51.100.21')).json().code).toBe('000');
  });
});
