import { Code, UserCode } from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { appSuite, backends, post } from '../../test/backends.ts';
import { answerHash } from '../sms/captcha.ts';
import { captchas } from '../verify/tables.ts';
import { DEVICE_COOKIE } from '../session/device.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './repository.ts';

const password = 'Owner1234';

describe.each(backends)('sign-in throttling without locking the owner out, on %s', (kind) => {
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
  const from = (address: string, device?: string) => ({
    'x-forwarded-for': address,
    ...(device ? { cookie: `${DEVICE_COOKIE}=${device.padEnd(43, 'd')}` } : {}),
  });
  const signIn = (headers: Record<string, string>, email: string, pw: string, extra = {}) =>
    post(app, '/open/user/login-by-email', { email, password: pw, ...extra }, headers);

  /** A sign-in captcha whose answer the test knows (the real one is stored hashed only). */
  async function captcha(headers: Record<string, string>) {
    const res = await post(app, '/open/user/get-login-captcha', {}, headers);
    expect(res.body.code).toBe('000');
    const data = res.body.data as { id: string; imageBase64: string };
    expect(data.imageBase64).toMatch(/^data:image\/svg\+xml;base64,/);
    await handle.db
      .update(captchas)
      .set({ answerHash: answerHash(data.id, 'K7PX') })
      .where(eq(captchas.id, data.id));
    return data.id;
  }

  it("lets the owner in from another address while the attacker's address is throttled", async () => {
    await account('victim@example.com');
    const attacker = from('198.51.100.7');
    const owner = from('203.0.113.9');
    // The attacker fails many times; after 20 in 15 minutes their address gets 429.
    const codes: string[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await signIn(attacker, 'victim@example.com', `Wrong${i}xx`)).body.code);
    expect(
      codes.slice(0, 20).every((c) => c === UserCode.loginFailed || c === UserCode.captchaRequired),
    ).toBe(true);
    expect(codes[20]).toBe(Code.tooManyRequests);
    // The right password from the attacker's address is refused too: the address is throttled.
    expect((await signIn(attacker, 'victim@example.com', password)).body.code).toBe(Code.tooManyRequests);

    // The owner, elsewhere, is asked for a captcha (the account saw many failures), not refused.
    const asked = await signIn(owner, 'victim@example.com', password);
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: UserCode.captchaRequired });
    expect(asked.body.message).toMatch(/image code/);
    const zh = await post(
      app,
      '/open/user/login-by-email',
      { email: 'victim@example.com', password },
      { ...owner, lang: 'zh-CN' },
    );
    expect(zh.body.message).toMatch(/图形验证码/);
    // A wrong captcha answer is refused (and the captcha is used up).
    const wrongId = await captcha(owner);
    expect(
      (await signIn(owner, 'victim@example.com', password, { captchaId: wrongId, captchaCode: 'AAAA' })).body
        .code,
    ).toBe(UserCode.captchaInvalid);
    const id = await captcha(owner);
    const ok = await signIn(owner, 'victim@example.com', password, { captchaId: id, captchaCode: 'k7px' });
    expect(ok.body.code).toBe('000');
    expect((ok.body.data as { email: string }).email).toBe('victim@example.com');
    // A captcha works once.
    expect(
      (await signIn(owner, 'victim@example.com', password, { captchaId: id, captchaCode: 'K7PX' })).body.code,
    ).toBe(UserCode.captchaInvalid);
  });

  it('asks for the captcha after 5 failures on the account, whatever the password, and not before', async () => {
    await account('five@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await signIn(from(`192.0.2.${i + 1}`), 'five@example.com', 'Wrong1234')).body.code).toBe(
        UserCode.loginFailed,
      );
    }
    // The 6th try gets no answer about the password without a captcha, right or wrong.
    expect((await signIn(from('192.0.2.50'), 'five@example.com', 'Wrong1234')).body.code).toBe(
      UserCode.captchaRequired,
    );
    expect((await signIn(from('192.0.2.51'), 'five@example.com', password)).body.code).toBe(
      UserCode.captchaRequired,
    );
    // An unknown account behaves the same (no account enumeration).
    for (let i = 0; i < 5; i++) await signIn(from(`192.0.2.${60 + i}`), 'nobody@example.com', 'Wrong1234');
    expect((await signIn(from('192.0.2.70'), 'nobody@example.com', 'Wrong1234')).body.code).toBe(
      UserCode.captchaRequired,
    );
    // Another account is untouched.
    await account('calm@example.com');
    expect((await signIn(from('192.0.2.50'), 'calm@example.com', password)).body.code).toBe('000');
    // After 15 quiet minutes no captcha is needed.
    app.clock.advance(16 * 60_000);
    expect((await signIn(from('192.0.2.80'), 'five@example.com', password)).body.code).toBe('000');
  });

  it('throttles one device that changes address, by its device cookie', async () => {
    await account('roam@example.com');
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await signIn(from(`100.64.0.${i + 1}`, 'roaming'), `guess${i}@example.com`, 'Wrong1234')).body.code,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === UserCode.loginFailed)).toBe(true);
    expect(codes[10]).toBe(Code.tooManyRequests);
    // The same device is refused on a fresh address; another device on that address is not.
    expect((await signIn(from('100.64.0.99', 'roaming'), 'roam@example.com', password)).body.code).toBe(
      Code.tooManyRequests,
    );
    expect((await signIn(from('100.64.0.99', 'other'), 'roam@example.com', password)).body.code).toBe('000');
  });

  it('lets exactly 5 of 20 concurrent wrong passwords reach the password check before the captcha', async () => {
    await account('burst2@example.com');
    let n = 0;
    const codes = (
      await Promise.all(
        Array.from({ length: 20 }, () => signIn(from(`198.18.0.${++n}`), 'burst2@example.com', 'Wrong1234')),
      )
    ).map((r) => r.body.code);
    expect(codes.filter((c) => c === UserCode.loginFailed)).toHaveLength(5);
    expect(codes.filter((c) => c === UserCode.captchaRequired)).toHaveLength(15);
  });
});
