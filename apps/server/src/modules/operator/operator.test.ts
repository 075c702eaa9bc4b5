import { tools as catalogTools } from '@toolbox/catalog';
import { OPERATOR_PATH_PREFIX, endpoints, operatorContentPaths } from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { newUser } from '../credits/testing.ts';
import { seedCatalog } from '../func/seed.ts';
import { MINUTE } from '../session/clock.ts';
import { sessions } from '../session/tables.ts';
import { users } from '../user/tables.ts';
import { grantOperator, revokeOperator } from './roles.ts';
import { operatorAudit } from './tables.ts';

const cli = { id: null, name: 'cli:test' };
const paid = catalogTools.find((t) => t.built && t.openLevel === 0 && t.point > 0)!;

/** The e-mail of a test user, the name the command line grants the role by. */
async function emailOf(app: FastifyInstance, id: string): Promise<string> {
  const [row] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email!;
}

describe.each(backends)('operator console on %s', (kind) => {
  let app: FastifyInstance;
  let operator: { id: string; token: string };
  let member: { id: string; token: string };
  appSuite(kind, async (suite) => {
    app = suite.app;
    operator = await newUser(app);
    member = await newUser(app);
    expect(await grantOperator(app.database.db, await emailOf(app, operator.id), cli, app.clock.now())).toBe(
      'granted',
    );
  });

  const operatorRoutes = () =>
    app.routeList
      .filter((r) => r.split(' ')[1]!.startsWith(OPERATOR_PATH_PREFIX))
      .map((r) => r.split(' ')[1]!);

  it('answers 403 to a normal user and 001 to nobody on every operator route, and serves the operator', async () => {
    const routes = operatorRoutes();
    // Every operator endpoint of the contracts is among the routes walked (and nothing else is there).
    const declared = Object.values(endpoints)
      .filter((e) => e.access === 'operator')
      .map((e) => e.path);
    expect(new Set(routes)).toEqual(new Set(declared));
    // The Content tab's calls (holidays, notice, banners, partners) among them.
    for (const path of Object.values(operatorContentPaths)) expect(routes).toContain(path);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes).toEqual(
      expect.arrayContaining(['/ut/op/dashboard', '/ut/op/user/records', '/ut/op/user/block']),
    );
    for (const path of routes) {
      const asUser = await authed(app, path, member.token, {});
      expect([path, asUser.status, asUser.body.code]).toEqual([path, 403, '40300']);
      expect(asUser.body.data).toBeNull();
      const asNobody = await post(app, path, {});
      expect([path, asNobody.status, asNobody.body.code]).toEqual([path, 401, '001']);
    }
    const zh = await post(app, routes[0]!, {}, { accesstoken: member.token, lang: 'zh-CN' });
    expect(zh.body.message).toBe('仅限运营人员。');
    const me = await authed(app, '/ut/op/me', operator.token);
    expect(me.body).toMatchObject({ code: '000', data: { userId: operator.id, idleMinutes: 30 } });
  });

  it('grants and revokes the role from the command line only, each act audited', async () => {
    const db = app.database.db;
    const email = await emailOf(app, member.id);
    expect(await grantOperator(db, 'nobody@example.com', cli, app.clock.now())).toBe('no-such-user');
    expect(await grantOperator(db, email.toUpperCase(), cli, app.clock.now())).toBe('granted');
    expect(await grantOperator(db, member.id, cli, app.clock.now())).toBe('already');
    expect((await authed(app, '/ut/op/me', member.token)).body.code).toBe('000');
    expect(await revokeOperator(db, email, cli, app.clock.now())).toBe('revoked');
    expect((await authed(app, '/ut/op/me', member.token)).status).toBe(403);
    expect(await revokeOperator(db, email, cli, app.clock.now())).toBe('none');
    const log = await authed(app, '/ut/op/audit/page', operator.token, { action: 'role.' });
    const entries = (log.body.data as { list: { action: string; target: string; operator: string }[] }).list;
    expect(entries.filter((e) => e.target === email).map((e) => [e.action, e.operator])).toEqual([
      ['role.revoke', 'cli:test'],
      ['role.grant', 'cli:test'],
    ]);
  });

  it('changes a price at once for users, keeps it over a restart, resets it, and audits each change', async () => {
    const feeOf = async () => {
      const rules = (await post(app, '/ut/func/list-fee-rules', {})).body.data as {
        code: string;
        price: number;
      }[];
      const rule = rules.find((r) => r.code === paid.code) as { price: number; point: number } | undefined;
      return rule && { price: rule.price, point: rule.point };
    };
    expect(await feeOf()).toEqual({ price: paid.price, point: paid.point });
    const newPrice = paid.price + 1.5;
    const res = await authed(app, '/ut/op/func/update', operator.token, {
      code: paid.code,
      set: { price: newPrice, point: paid.point + 1, freeCount: paid.freeCount + 2 },
      reason: 'spring sale',
    });
    expect(res.body.data).toMatchObject({
      code: paid.code,
      current: { price: newPrice, point: paid.point + 1, freeCount: paid.freeCount + 2 },
      catalogue: { price: paid.price, point: paid.point, freeCount: paid.freeCount },
      overridden: ['price', 'point', 'freeCount'],
    });
    expect(await feeOf()).toEqual({ price: newPrice, point: paid.point + 1 });
    // The start's seed applies the catalogue again, and the operator's price with it.
    expect((await seedCatalog(app.database.db)).unchanged).toBe(true);
    expect(await feeOf()).toEqual({ price: newPrice, point: paid.point + 1 });
    const [entry] = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'func.update'));
    expect(entry).toMatchObject({
      operatorId: operator.id,
      target: paid.code,
      before: { price: paid.price, point: paid.point },
      after: { price: newPrice, point: paid.point + 1 },
      reason: 'spring sale',
    });
    const reset = await authed(app, '/ut/op/func/update', operator.token, {
      code: paid.code,
      reset: ['price', 'point', 'freeCount'],
    });
    expect(reset.body.data).toMatchObject({ current: { price: paid.price }, overridden: [] });
    expect(await feeOf()).toEqual({ price: paid.price, point: paid.point });
  });

  it('turns a tool off and on, refuses unknown tools and turning on an unbuilt one', async () => {
    const listed = async () =>
      ((await post(app, '/ut/func/query', {})).body.data as { code: string }[]).some(
        (f) => f.code === paid.code,
      );
    expect(await listed()).toBe(true);
    const off = await authed(app, '/ut/op/func/update', operator.token, {
      code: paid.code,
      set: { enabled: false },
    });
    expect(off.body.data).toMatchObject({ current: { enabled: false }, overridden: ['enabled'] });
    expect(await listed()).toBe(false);
    await seedCatalog(app.database.db);
    expect(await listed()).toBe(false);
    await authed(app, '/ut/op/func/update', operator.token, { code: paid.code, set: { enabled: true } });
    expect(await listed()).toBe(true);
    const unknown = await authed(app, '/ut/op/func/update', operator.token, {
      code: 'no_such',
      set: { price: 1 },
    });
    expect(unknown.body.code).toBe('40400');
    const unbuilt = catalogTools.find((t) => !t.built);
    if (unbuilt) {
      const on = await authed(app, '/ut/op/func/update', operator.token, {
        code: unbuilt.code,
        set: { enabled: true },
      });
      expect(on.body.code).toBe('40000');
    }
  });

  it('replaces the carousel picks, served to users at once', async () => {
    const before = (await authed(app, '/ut/op/picks/get', operator.token)).body.data as {
      recommend: string[];
    };
    const picks = catalogTools
      .filter((t) => t.built)
      .slice(0, 3)
      .map((t) => t.code)
      .reverse();
    const saved = await authed(app, '/ut/op/picks/save', operator.token, { list: 'recommend', codes: picks });
    expect((saved.body.data as { recommend: string[] }).recommend).toEqual(picks);
    const served = (await post(app, '/bd/ali/list', { code: 'func_recommend' })).body.data as {
      funcCode: string;
    }[];
    expect(served.map((i) => i.funcCode)).toEqual(picks);
    const bad = await authed(app, '/ut/op/picks/save', operator.token, {
      list: 'mascot',
      codes: ['no_such'],
    });
    expect(bad.body.code).toBe('40400');
    const [entry] = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'picks.recommend'));
    expect(entry).toMatchObject({ before: before.recommend, after: picks });
  });

  it('finds a user, grants and takes back credits in the ledger, and ends their sessions, all audited', async () => {
    const someone = await newUser(app);
    const email = await emailOf(app, someone.id);
    const find = async (query: string) =>
      (
        (await authed(app, '/ut/op/user/find', operator.token, { query })).body.data as {
          list: { id: string }[];
        }
      ).list;
    expect((await find(email.toUpperCase())).map((u) => u.id)).toEqual([someone.id]);
    expect((await find(someone.idCode)).map((u) => u.id)).toEqual([someone.id]);
    expect((await find(someone.id)).map((u) => u.id)).toEqual([someone.id]);
    expect(await find('nobody@example.com')).toEqual([]);

    // The user opens their day (the daily credits), so the balance read below is the one they have.
    await authed(app, '/ut/v1/qh', someone.token, { timezoneOffset: 0 });
    type Detail = { credits: number; ledger: { type: string; deltaPoint: number; remark: string }[] };
    const before = (await authed(app, '/ut/op/user/detail', operator.token, { userId: someone.id })).body
      .data as Detail;
    const granted = await authed(app, '/ut/op/user/credits', operator.token, {
      userId: someone.id,
      delta: 25,
      reason: 'sorry for the outage',
    });
    const afterGrant = granted.body.data as Detail;
    expect(afterGrant.credits).toBe(before.credits + 25);
    const operatorName = await emailOf(app, operator.id);
    expect(afterGrant.ledger[0]).toMatchObject({
      type: 'increase',
      deltaPoint: 25,
      remark: `Adjusted by ${operatorName}: sorry for the outage`,
    });
    // The user sees the same entry in their own records.
    const own = await authed(app, '/ut/v1/qh', someone.token, { timezoneOffset: 0 });
    const mine = own.body.data as { totalFuncPoint: number; useFuncPoint: number };
    expect(mine.totalFuncPoint - mine.useFuncPoint).toBe(afterGrant.credits);

    const tooMuch = await authed(app, '/ut/op/user/credits', operator.token, {
      userId: someone.id,
      delta: -(afterGrant.credits + 1),
      reason: 'too much',
    });
    expect(tooMuch.body.code).toBe('40104');
    const taken = await authed(app, '/ut/op/user/credits', operator.token, {
      userId: someone.id,
      delta: -5,
      reason: 'duplicate grant',
    });
    expect((taken.body.data as Detail).credits).toBe(afterGrant.credits - 5);
    expect((taken.body.data as Detail).ledger[0]).toMatchObject({ type: 'deduct', deltaPoint: -5 });
    const noReason = await authed(app, '/ut/op/user/credits', operator.token, {
      userId: someone.id,
      delta: 5,
    });
    expect(noReason.body.code).toBe('40000');

    const revoked = await authed(app, '/ut/op/user/revoke-sessions', operator.token, {
      userId: someone.id,
      reason: 'lost phone',
    });
    expect(revoked.body.data).toEqual({ revoked: 1 });
    expect((await authed(app, '/open/user/get-login-info', someone.token)).body.code).toBe('001');

    const log = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, someone.id));
    expect(log.map((e) => [e.action, e.before, e.after, e.reason])).toEqual([
      [
        'credits.grant',
        { credits: before.credits },
        { credits: before.credits + 25 },
        'sorry for the outage',
      ],
      ['credits.take', { credits: before.credits + 25 }, { credits: before.credits + 20 }, 'duplicate grant'],
      ['sessions.revoke', { liveSessions: 1 }, { liveSessions: 0 }, 'lost phone'],
    ]);
  });

  it('answers feedback from the inbox; the author sees the answer on their list; audited', async () => {
    const author = await newUser(app);
    const sent = await authed(app, '/open/user-feedback/save', author.token, { content: 'Please add EPUB' });
    const id = (sent.body.data as { id: string }).id;
    type Inbox = {
      list: { id: string; userId: string; userName: string; content: string }[];
      totalCount: number;
    };
    const inbox = (await authed(app, '/ut/op/feedback/page', operator.token, { status: 0 })).body
      .data as Inbox;
    expect(inbox.list.find((f) => f.id === id)).toMatchObject({
      userId: author.id,
      userName: await emailOf(app, author.id),
      content: 'Please add EPUB',
    });
    const answered = await authed(app, '/ut/op/feedback/answer', operator.token, {
      id,
      status: 2,
      ack: 'Added in the next release.',
    });
    expect(answered.body.data).toMatchObject({ status: 2, ack: 'Added in the next release.' });
    const handled = (await authed(app, '/ut/op/feedback/page', operator.token, { status: 0 })).body
      .data as Inbox;
    expect(handled.list.some((f) => f.id === id)).toBe(false);
    const own = await post(
      app,
      '/open/user-feedback/page',
      { pageNum: 1, pageSize: 15 },
      {
        accesstoken: author.token,
        lang: 'zh-CN',
      },
    );
    expect((own.body.data as { list: unknown[] }).list[0]).toMatchObject({
      id,
      status: 2,
      statusText: '已处理',
      ack: 'Added in the next release.',
    });
    const missing = await authed(app, '/ut/op/feedback/answer', operator.token, {
      id: 'nope',
      status: 2,
      ack: '',
    });
    expect(missing.body.code).toBe('40400');
    const [entry] = await app.database.db.select().from(operatorAudit).where(eq(operatorAudit.target, id));
    expect(entry).toMatchObject({
      action: 'feedback.answer',
      before: { status: 0, ack: null },
      after: { status: 2, ack: 'Added in the next release.' },
    });
  });

  it('edits a dictionary entry (the site notice): served at once, audited with the old value', async () => {
    type Entry = { code: string; edition: string; value: { id: string; text: { en: string } } };
    const list = (await authed(app, '/ut/op/dict/list', operator.token)).body.data as { list: Entry[] };
    const old = list.list.find((e) => e.code === 'site_notice' && e.edition === 'all')!;
    expect(old.value.id).toBeTruthy();
    const value = {
      ...old.value,
      id: 'maintenance-1',
      text: { en: 'Down for maintenance at 02:00.', 'zh-CN': '02:00 维护。' },
    };
    const saved = await authed(app, '/ut/op/dict/save', operator.token, {
      code: 'site_notice',
      value,
      reason: 'maintenance window',
    });
    expect(saved.body.data).toMatchObject({ code: 'site_notice', edition: 'all', value });
    const served = await post(app, '/open/dict/get', { code: 'site_notice' });
    expect((served.body.data as { value: unknown }).value).toEqual(value);
    const bad = await authed(app, '/ut/op/dict/save', operator.token, { code: 'Bad Code', value: 1 });
    expect(bad.body.code).toBe('40000');
    const [entry] = await app.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'dict.save'));
    expect(entry).toMatchObject({
      target: 'site_notice:all',
      before: old.value,
      after: value,
      reason: 'maintenance window',
    });
  });

  it('ends an operator session idle for 30 minutes', async () => {
    expect((await authed(app, '/ut/op/me', operator.token)).body.code).toBe('000');
    app.clock.advance(29 * MINUTE);
    expect((await authed(app, '/ut/op/me', operator.token)).body.code).toBe('000');
    app.clock.advance(30 * MINUTE + 1000);
    const idle = await authed(app, '/ut/op/me', operator.token);
    expect([idle.status, idle.body.code]).toEqual([401, '001']);
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.userId, operator.id));
    expect(session!.revokedAt).not.toBeNull();
    // The session is over for every call, not only the operator's.
    expect((await authed(app, '/open/user/get-login-info', operator.token)).body.code).toBe('001');
  });
});
