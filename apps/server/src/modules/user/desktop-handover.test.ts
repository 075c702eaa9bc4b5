import { Code, loginInfoSchema, UserCode } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './repository.ts';

const password = 'Desktop123';
const home = { 'x-forwarded-for': '203.0.113.77' };

describe.each(backends)('desktop to browser hand-over on %s', (kind) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  appSuite(
    kind,
    (suite) => {
      ({ app, handle } = suite);
    },
    { app: { config: { trustedProxies: ['127.0.0.1'] } } },
  );

  /** An account signed in on "the desktop" (a session made from `headers`' address). */
  async function desktop(email: string, headers: Record<string, string> = home) {
    await createUser(handle.db, { email, passwordHash: await hashPassword(password), now: app.clock.now() });
    const res = await post(app, '/open/user/login-by-email', { email, password }, headers);
    return (res.body.data as { accessToken: string }).accessToken;
  }
  const handover = async (token: string, headers: Record<string, string> = home) => {
    const res = await post(app, '/open/user/create-desktop-handover', {}, { ...headers, accesstoken: token });
    expect(res.body.code).toBe('000');
    return res.body.data as { code: string; expireTime: number };
  };
  const exchange = (code: string, headers: Record<string, string> = home) =>
    post(app, '/open/user/login-by-desktop-handover', { code }, headers);
  const who = async (token: string) =>
    (await post(app, '/open/user/get-login-info', {}, { accesstoken: token })).body;

  it('issues a one-minute code to the desktop session and exchanges it once for a new session', async () => {
    const desktopToken = await desktop('desk@example.com');
    const { code, expireTime } = await handover(desktopToken);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expireTime - app.clock.now().getTime()).toBeGreaterThan(55_000);
    expect(expireTime - app.clock.now().getTime()).toBeLessThanOrEqual(60_000);

    const res = await exchange(code);
    expect(res.body.code).toBe('000');
    const info = loginInfoSchema.parse(res.body.data);
    expect(info.email).toBe('desk@example.com');
    expect(info.accessToken).not.toBe(desktopToken);
    expect(await who(info.accessToken)).toMatchObject({ code: '000', data: { email: 'desk@example.com' } });
    // The desktop keeps its own session.
    expect((await who(desktopToken)).code).toBe('000');

    // A replay gets nothing, in both languages.
    const again = await exchange(code);
    expect(again.body).toMatchObject({
      code: UserCode.handoverInvalid,
      message:
        'This sign-in link from the desktop app is no longer valid. Please open it from the desktop app again.',
    });
    const zh = await post(app, '/open/user/login-by-desktop-handover', { code }, { ...home, lang: 'zh-CN' });
    expect(zh.body.message).toBe('桌面端登录链接已失效，请在桌面端重新打开');
  });

  it('refuses an expired code, a code from another address, and one whose desktop session ended', async () => {
    const token = await desktop('late@example.com');
    const late = await handover(token);
    app.clock.advance(61_000);
    expect((await exchange(late.code)).body.code).toBe(UserCode.handoverInvalid);

    // An attacker's code made on their own machine, opened by a victim elsewhere, signs nobody in.
    const attackerToken = await desktop('attacker@example.com', { 'x-forwarded-for': '198.51.100.66' });
    const attackers = await handover(attackerToken, { 'x-forwarded-for': '198.51.100.66' });
    expect((await exchange(attackers.code, home)).body.code).toBe(UserCode.handoverInvalid);
    // That try burnt it: not even the attacker's own address can use it now.
    expect((await exchange(attackers.code, { 'x-forwarded-for': '198.51.100.66' })).body.code).toBe(
      UserCode.handoverInvalid,
    );

    const code = (await handover(token)).code;
    expect((await post(app, '/open/user/logout', {}, { accesstoken: token })).body.code).toBe('000');
    expect((await exchange(code)).body.code).toBe(UserCode.handoverInvalid);
  });

  it('accepts no access token in place of a code, and needs a live session to make one', async () => {
    const token = await desktop('raw@example.com');
    // The old hand-over carried the raw token: it is not a code and signs nobody in.
    const res = await exchange(token);
    expect(res.body.code).toBe(UserCode.handoverInvalid);
    expect((await post(app, '/open/user/create-desktop-handover', {}, home)).body.code).toBe(
      Code.loginExpired,
    );
    // Two concurrent exchanges of one code: exactly one wins.
    const { code } = await handover(token);
    const both = await Promise.all([exchange(code), exchange(code)]);
    expect(both.map((r) => r.body.code).sort()).toEqual(['000', UserCode.handoverInvalid].sort());
  });
});
