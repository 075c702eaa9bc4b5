import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { memberships } from '../membership/tables.ts';
import { paymentTrades } from '../payment/tables.ts';
import { DAY, HOUR } from '../session/clock.ts';
import { tasks } from '../task/tables.ts';
import { hashPassword } from '../user/passwords.ts';
import { createUser } from '../user/repository.ts';
import { users } from '../user/tables.ts';
import { grantOperator } from './roles.ts';
import { operatorAudit } from './tables.ts';

const cli = { id: null, name: 'cli:test' };
const password = 'Block1234';

describe.each(backends)('operator user page and blocking on %s', (kind) => {
  let app: FastifyInstance;
  let operator: { id: string; token: string };
  appSuite(kind, async (suite) => {
    app = suite.app;
    operator = await newUser(app);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, operator.id));
    await grantOperator(app.database.db, row!.email!, cli, app.clock.now());
  });

  const signIn = (email: string, lang = 'en') =>
    post(app, '/open/user/login-by-email', { email, password }, { lang });

  it("shows a user's levels, orders and tasks", async () => {
    const db = app.database.db;
    const user = await newUser(app);
    const now = app.clock.now();
    await db.insert(memberships).values([
      {
        userId: user.id,
        level: 2,
        startTime: new Date(now.getTime() - DAY),
        endTime: new Date(now.getTime() + 29 * DAY),
      },
      {
        userId: user.id,
        level: 3,
        startTime: new Date(now.getTime() - 60 * DAY),
        endTime: new Date(now.getTime() - 30 * DAY),
      },
    ]);
    await db.insert(paymentTrades).values({
      id: 'blockt1',
      kind: 'order',
      userId: user.id,
      orderId: 'o1',
      provider: 'sandbox',
      channel: 'page',
      amount: 1990,
      currency: 'CNY',
      subject: 'VIP level 2',
      status: 2,
      transactionId: 'sbx1',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + HOUR),
      paidAt: now,
    });
    await db.insert(tasks).values({
      id: 'blocktask1',
      owner: `u:${user.id}`,
      funcCode: 'word_to_pdf',
      apiType: 'convert',
      inputFileIds: [],
      options: {},
      status: -1,
      progressKey: 'queued',
      errorKey: 'convert_failed',
      createdAt: now,
    });
    const res = await authed(app, '/ut/op/user/records', operator.token, { userId: user.id });
    expect(res.body.data).toMatchObject({
      blockedAt: null,
      levels: [
        { level: 3, active: false },
        { level: 2, active: true },
      ],
      orders: [{ id: 'blockt1', provider: 'sandbox', amount: 1990, currency: 'CNY', status: 2 }],
      tasks: [{ id: 'blocktask1', funcCode: 'word_to_pdf', status: -1, errorKey: 'convert_failed' }],
    });
    const missing = await authed(app, '/ut/op/user/records', operator.token, { userId: 'nobody' });
    expect(missing.body.code).toBe('40400');
  });

  it('blocks: sessions end, sign-in and calls answer 40301 in the user language; unblocks; audited', async () => {
    const db = app.database.db;
    const email = `blocked-${kind}@example.com`;
    const user = (await createUser(db, {
      email,
      passwordHash: await hashPassword(password),
      now: app.clock.now(),
    }))!;
    const token = ((await signIn(email)).body.data as { accessToken: string }).accessToken;
    expect((await authed(app, '/open/user/get-login-info', token)).body.code).toBe('000');

    const noReason = await authed(app, '/ut/op/user/block', operator.token, {
      userId: user.id,
      blocked: true,
    });
    expect(noReason.body.code).toBe('40000');
    const blocked = await authed(app, '/ut/op/user/block', operator.token, {
      userId: user.id,
      blocked: true,
      reason: 'card fraud',
    });
    expect(blocked.body.data).toMatchObject({ revoked: 1 });
    const blockedAt = (blocked.body.data as { blockedAt: string }).blockedAt;
    expect(blockedAt).toBeTruthy();
    // The old session is over; signing in again is refused, in the user's language.
    expect((await authed(app, '/open/user/get-login-info', token)).body.code).toBe('001');
    const en = await signIn(email);
    expect([en.status, en.body.code, en.body.message]).toEqual([
      403,
      '40301',
      'Login restricted: this account has been blocked. Please contact support.',
    ]);
    expect((await signIn(email, 'zh-CN')).body.message).toBe('登录受限：该账号已被封禁，请联系客服。');
    // Blocking again changes nothing and writes nothing.
    const again = await authed(app, '/ut/op/user/block', operator.token, {
      userId: user.id,
      blocked: true,
      reason: 'twice',
    });
    expect(again.body.data).toEqual({ blockedAt, revoked: 0 });
    const records = await authed(app, '/ut/op/user/records', operator.token, { userId: user.id });
    expect((records.body.data as { blockedAt: string }).blockedAt).toBe(blockedAt);

    const unblocked = await authed(app, '/ut/op/user/block', operator.token, {
      userId: user.id,
      blocked: false,
      reason: 'cleared by the bank',
    });
    expect(unblocked.body.data).toEqual({ blockedAt: null, revoked: 0 });
    const back = await signIn(email);
    expect(back.body.code).toBe('000');
    const fresh = (back.body.data as { accessToken: string }).accessToken;

    // A session that outlived a block (one made while the block was being written) is refused too.
    await db.update(users).set({ blockedAt: app.clock.now() }).where(eq(users.id, user.id));
    const call = await post(app, '/open/user/get-login-info', {}, { accesstoken: fresh, lang: 'zh-CN' });
    expect([call.status, call.body.code, call.body.message]).toEqual([
      403,
      '40301',
      '登录受限：该账号已被封禁，请联系客服。',
    ]);
    await db.update(users).set({ blockedAt: null }).where(eq(users.id, user.id));

    const log = await db.select().from(operatorAudit).where(eq(operatorAudit.target, user.id));
    expect(log.map((e) => [e.action, e.before, e.after, e.reason, e.operatorId])).toEqual([
      ['user.block', { blockedAt: null }, { blockedAt, sessionsEnded: 1 }, 'card fraud', operator.id],
      ['user.unblock', { blockedAt }, { blockedAt: null }, 'cleared by the bank', operator.id],
    ]);
  });

  it('does not let an operator block themselves', async () => {
    const res = await authed(app, '/ut/op/user/block', operator.token, {
      userId: operator.id,
      blocked: true,
      reason: 'oops',
    });
    expect(res.body.code).toBe('40000');
    expect((await authed(app, '/ut/op/me', operator.token)).body.code).toBe('000');
  });
});
