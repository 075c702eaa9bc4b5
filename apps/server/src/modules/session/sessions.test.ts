import { Code, sessionInfoSchema, UserCode } from '@toolbox/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { authed } from '../../test/accounts.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { hashPassword } from '../user/passwords.ts';
import { createUser } from '../user/repository.ts';
import { DAY, HOUR } from './clock.ts';
import { SESSION_IDLE_DAYS, tokenHash } from './service.ts';
import { sessions } from './tables.ts';

const password = 'Sessions123';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(backends)('sessions: idle timeout, list and revoke, on %s', (kind) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  appSuite(
    kind,
    (suite) => {
      ({ app, handle } = suite);
    },
    { app: { config: { trustedProxies: ['127.0.0.1'] } } },
  );

  async function account(email: string) {
    await createUser(handle.db, { email, passwordHash: await hashPassword(password), now: app.clock.now() });
  }
  async function signIn(email: string, rememberMe: boolean, agent = chrome, address = '203.0.113.20') {
    const res = await post(
      app,
      '/open/user/login-by-email',
      { email, password, rememberMe },
      { 'user-agent': agent, 'x-forwarded-for': address },
    );
    expect(res.body.code).toBe('000');
    return (res.body.data as { accessToken: string }).accessToken;
  }
  const alive = async (token: string) => (await authed(app, '/open/user/get-login-info', token)).body.code;

  it(`ends a remembered (30-day) session after ${SESSION_IDLE_DAYS} idle days, and keeps a used one`, async () => {
    await account('idle@example.com');
    const idle = await signIn('idle@example.com', true);
    const busy = await signIn('idle@example.com', true);
    for (let day = 0; day < 20; day += 5) {
      app.clock.advance(5 * DAY);
      expect(await alive(busy)).toBe('000');
    }
    // 20 days: the idle one has not been used since sign-in; the busy one is used every 5 days.
    const ended = await authed(app, '/open/user/get-login-info', idle);
    expect(ended.body).toMatchObject({
      code: Code.loginExpired,
      message: 'Session expired. Please log in again',
    });
    // The absolute life still holds: 30 days after sign-in the busy one ends too.
    app.clock.advance(5 * DAY);
    expect(await alive(busy)).toBe('000');
    app.clock.advance(4 * DAY);
    expect(await alive(busy)).toBe('000');
    app.clock.advance(1 * DAY + 1000);
    expect(await alive(busy)).toBe(Code.loginExpired);
  });

  it('a session unused for exactly less than the idle time is still live', async () => {
    await account('edge@example.com');
    const token = await signIn('edge@example.com', true);
    app.clock.advance(SESSION_IDLE_DAYS * DAY - HOUR);
    expect(await alive(token)).toBe('000');
    app.clock.advance(SESSION_IDLE_DAYS * DAY - HOUR);
    expect(await alive(token)).toBe('000');
    app.clock.advance(SESSION_IDLE_DAYS * DAY + HOUR);
    expect(await alive(token)).toBe(Code.loginExpired);
  });

  it('keeps sessions made before last use was recorded live through the upgrade (migration 0010)', async () => {
    await account('before@example.com');
    const token = await signIn('before@example.com', true);
    // As an older server left it: no last use, signed in 10 days ago.
    const tenDaysAgo = new Date(app.clock.now().getTime() - 10 * DAY);
    await handle.db
      .update(sessions)
      .set({ lastUsedAt: null, createdAt: tenDaysAgo })
      .where(eq(sessions.tokenHash, tokenHash(token)));
    expect(await alive(token)).toBe(Code.loginExpired);
    const backfill = readFileSync(
      join(import.meta.dirname, '../../../drizzle/0010_session_last_use_backfill.sql'),
      'utf8',
    );
    // The migration runs at the server's real time; the test clock may be ahead of it.
    await handle.db.execute(
      sql.raw(backfill.replace('now()', `'${app.clock.now().toISOString()}'::timestamptz`)),
    );
    expect(await alive(token)).toBe('000');
  });

  it("lists the user's live sessions with device, address and last use, and revokes one", async () => {
    await account('list@example.com');
    await account('stranger@example.com');
    const laptop = await signIn('list@example.com', false, chrome, '198.51.100.1');
    app.clock.advance(HOUR);
    const phone = await signIn('list@example.com', true, firefox, '198.51.100.2');
    const ended = await signIn('list@example.com', false, firefox, '198.51.100.3');
    expect((await authed(app, '/open/user/logout', ended)).body.code).toBe('000');
    const strangerToken = await signIn('stranger@example.com', false);

    app.clock.advance(HOUR);
    const res = await authed(app, '/open/user/list-sessions', laptop);
    expect(res.body.code).toBe('000');
    const list = sessionInfoSchema.array().parse(res.body.data);
    // Only this user's live sessions: not the logged-out one, not the stranger's.
    expect(list).toHaveLength(2);
    const mine = list.find((s) => s.current)!;
    const other = list.find((s) => !s.current)!;
    expect(mine).toMatchObject({ userAgent: chrome, clientAddress: '198.51.100.1', method: 'email' });
    // Last use: this very call for the current one; sign-in time for the phone, unused since.
    expect(Math.abs(mine.lastUsedTime - app.clock.now().getTime())).toBeLessThan(5000);
    expect(other.lastUsedTime).toBe(other.createTime);
    expect(mine.lastUsedTime).toBeGreaterThan(other.lastUsedTime);
    expect(other).toMatchObject({ userAgent: firefox, clientAddress: '198.51.100.2' });
    expect(other.expireTime - other.createTime).toBe(30 * DAY);
    // Most recently used first.
    expect(list[0]!.current).toBe(true);

    // Another user's session id cannot be revoked by this user.
    const theirs = sessionInfoSchema
      .array()
      .parse((await authed(app, '/open/user/list-sessions', strangerToken)).body.data)[0]!;
    const refused = await authed(app, '/open/user/revoke-session', laptop, { id: theirs.id });
    expect(refused.body).toMatchObject({
      code: UserCode.operationFailed,
      message: 'This session has already ended.',
    });
    expect(await alive(strangerToken)).toBe('000');

    // Revoking the phone's session ends it at once; the laptop stays.
    expect((await authed(app, '/open/user/revoke-session', laptop, { id: other.id })).body.code).toBe('000');
    expect(await alive(phone)).toBe(Code.loginExpired);
    expect(await alive(laptop)).toBe('000');
    const zh = await post(
      app,
      '/open/user/revoke-session',
      { id: other.id },
      { accesstoken: laptop, lang: 'zh-CN' },
    );
    expect(zh.body.message).toBe('该登录会话已结束');
    // Revoking the current session signs this device out.
    expect((await authed(app, '/open/user/revoke-session', laptop, { id: mine.id })).body.code).toBe('000');
    expect(await alive(laptop)).toBe(Code.loginExpired);
    // Without a login: 001.
    expect((await post(app, '/open/user/list-sessions', {})).body.code).toBe(Code.loginExpired);
  });
});
