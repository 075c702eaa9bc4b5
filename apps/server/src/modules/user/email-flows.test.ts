import { Code, loginInfoSchema, UserCode } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  backends,
  createBackend,
  post,
  setupSuite,
  startTestApp,
  type TestBackend,
} from '../../test/backends.ts';
import { authed, codeIn, startSmtp } from '../../test/accounts.ts';
import { DAY } from '../session/clock.ts';

const password = 'secret123A';

describe.each(backends)('email accounts on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let clientNo = 0;
  /** A fresh client address per test, so address limits of one test do not reach the next. */
  const fresh = () => ({ 'x-forwarded-for': `203.0.113.${++clientNo}` });

  setupSuite(async () => {
    smtp = await startSmtp();
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend, {
      config: {
        smtpUrl: smtp.url,
        smtpFrom: 'Toolbox <no-reply@example.com>',
        trustedProxies: ['127.0.0.1'],
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
    await smtp?.close();
  });

  /** Sends a code; the clock first moves past the 60 s resend wait unless `wait` is false. */
  async function sendCode(email: string, type = 'open_user_register', headers = fresh(), wait = true) {
    if (wait) app.clock.advance(61_000);
    const before = smtp.mails.length;
    const res = await post(app, '/open/user-email-verify/send-for-open', { type, email }, headers);
    const mail = smtp.mails.slice(before).find((m) => m.to.includes(email.toLowerCase()));
    return {
      res,
      mail,
      code: mail ? codeIn(mail.raw) : null,
      id: (res.body.data as { id: string } | null)?.id ?? '',
    };
  }

  async function register(email: string) {
    const sent = await sendCode(email);
    const res = await post(app, '/open/user/register-by-email', {
      type: 1,
      email,
      password,
      passwordConfirmation: password,
      agreeUserAgreementAndPrivacyPolicy: true,
      agreeMarketingMessage: true,
      agreeProtocolList: ['000', '001'],
      verifyCodeEmailId: sent.id,
      verifyCode: sent.code,
    });
    return { sent, res };
  }

  it('signs up with the code read from a real SMTP mail, then calls an authed route', async () => {
    const { sent, res } = await register('New.User@Example.com');
    expect(sent.res.body.code).toBe('000');
    expect(sent.code).toMatch(/^\d{6}$/);
    expect(res.body.code).toBe('000');
    const info = loginInfoSchema.parse(res.body.data);
    expect(info).toMatchObject({ email: 'new.user@example.com', phoneNumber: null, emptyPassword: false });
    expect(Buffer.from(info.accessToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await authed(app, '/open/user/get-login-info', info.accessToken);
    expect(me.body).toMatchObject({
      code: '000',
      data: { email: 'new.user@example.com', idCode: info.idCode },
    });
    // A replayed code does not work twice.
    const again = await post(app, '/open/user/register-by-email', {
      email: 'new.user@example.com',
      password,
      passwordConfirmation: password,
      agreeUserAgreementAndPrivacyPolicy: true,
      agreeProtocolList: ['000', '001'],
      verifyCodeEmailId: sent.id,
      verifyCode: sent.code,
    });
    expect(again.body.code).toBe(UserCode.verifyCodeInvalid);
  });

  it('reports every failing rule at once with the exact wording', async () => {
    const res = await post(app, '/open/user/register-by-email', {
      email: 'nope',
      password: 'short',
      passwordConfirmation: 'other',
      agreeUserAgreementAndPrivacyPolicy: false,
      verifyCodeEmailId: 'x',
      verifyCode: '000000',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      [
        'Invalid email format.',
        'Invalid password format: 8-20 characters, include letters and numbers.',
        'Confirm password does not match.',
        'Please agree to the User Agreement and Privacy Policy.',
      ].join('\n'),
    );
    const zh = await post(
      app,
      '/open/user/register-by-email',
      {
        email: 'a@b.co',
        password: 'abcdefgh',
        passwordConfirmation: 'abcdefgh',
        agreeUserAgreementAndPrivacyPolicy: true,
        agreeProtocolList: ['000', '001'],
        verifyCodeEmailId: 'x',
        verifyCode: '1',
      },
      { lang: 'zh-CN' },
    );
    expect(zh.body.message).toBe('密码格式不正确：8-20 位，需同时包含字母和数字。');
  });

  it('refuses a wrong code, burns a code after 5 wrong tries, and voids an older code', async () => {
    const email = 'codes@example.com';
    const first = await sendCode(email);
    const body = (id: string, verifyCode: string) => ({
      email,
      password,
      passwordConfirmation: password,
      agreeUserAgreementAndPrivacyPolicy: true,
      agreeProtocolList: ['000', '001'],
      verifyCodeEmailId: id,
      verifyCode,
    });
    const wrong = first.code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await post(app, '/open/user/register-by-email', body(first.id, wrong));
      expect(res.body).toMatchObject({
        code: UserCode.verifyCodeInvalid,
        message: 'Invalid verification code.',
      });
    }
    expect((await post(app, '/open/user/register-by-email', body(first.id, first.code!))).body.code).toBe(
      UserCode.verifyCodeInvalid,
    );
    app.clock.advance(61_000);
    const second = await sendCode(email);
    app.clock.advance(61_000);
    const third = await sendCode(email);
    expect((await post(app, '/open/user/register-by-email', body(second.id, second.code!))).body.code).toBe(
      UserCode.verifyCodeInvalid,
    );
    expect((await post(app, '/open/user/register-by-email', body(third.id, third.code!))).body.code).toBe(
      '000',
    );
  });

  it('answers the same for known and unknown emails (sign-up, sign-in, reset)', async () => {
    await register('known@example.com');
    const known = await sendCode('known@example.com');
    const unknown = await sendCode('unknown@example.com');
    expect(known.res.body.code).toBe('000');
    expect(unknown.res.body.code).toBe('000');
    // The owner of a taken address gets a notice instead of a code.
    expect(known.code).toBeNull();
    expect(known.mail?.raw.replace(/=\r?\n/g, '')).toContain('already has an account');
    const login = (email: string) =>
      post(app, '/open/user/login-by-email', { email, password: 'Wrong1234', type: 1 }, fresh());
    const a = await login('known@example.com');
    const b = await login('unknown@example.com');
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ code: UserCode.loginFailed, message: 'Incorrect email or password.' });
    const ra = await sendCode('known@example.com', 'open_user_password_reset');
    const rb = await sendCode('unknown@example.com', 'open_user_password_reset');
    expect([ra.res.body.code, rb.res.body.code]).toEqual(['000', '000']);
    expect(ra.code).toMatch(/^\d{6}$/);
    expect(rb.code).toBeNull();
    expect(rb.mail).toBeDefined();
  });

  it('signs in, expires sessions after 7 days (001), logs out server-side', async () => {
    await register('session@example.com');
    const login = await post(app, '/open/user/login-by-email', {
      email: 'SESSION@example.com',
      password,
      type: 1,
    });
    const token = (login.body.data as { accessToken: string }).accessToken;
    const remembered = await post(app, '/open/user/login-by-email', {
      email: 'session@example.com',
      password,
      rememberMe: true,
    });
    const longToken = (remembered.body.data as { accessToken: string }).accessToken;
    expect((await authed(app, '/open/user/get-login-info', token)).body.code).toBe('000');
    // Both are used on day 4, so neither is idle at day 7: the short one ends by its absolute life.
    app.clock.advance(4 * DAY);
    expect((await authed(app, '/open/user/get-login-info', token)).body.code).toBe('000');
    expect((await authed(app, '/open/user/get-login-info', longToken)).body.code).toBe('000');
    app.clock.advance(3 * DAY + 1000);
    const expired = await authed(app, '/open/user/get-login-info', token);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      code: Code.loginExpired,
      message: 'Session expired. Please log in again',
    });
    const zh = await post(app, '/open/user/get-login-info', {}, { accesstoken: token, lang: 'zh-CN' });
    expect(zh.body.message).toBe('登录信息已过期，请重新登录');
    expect((await authed(app, '/open/user/get-login-info', longToken)).body.code).toBe('000');
    expect((await authed(app, '/open/user/logout', longToken)).body.code).toBe('000');
    expect((await authed(app, '/open/user/get-login-info', longToken)).body.code).toBe(Code.loginExpired);
    expect((await authed(app, '/open/user/get-login-info', 'not-a-token')).body.code).toBe(Code.loginExpired);
    expect((await post(app, '/open/user/get-login-info', {})).body.code).toBe(Code.loginExpired);
  });

  it('changes the password with a code and revokes the other sessions', async () => {
    await register('change@example.com');
    const signIn = async () =>
      (
        (await post(app, '/open/user/login-by-email', { email: 'change@example.com', password: pw })).body
          .data as {
          accessToken: string;
        }
      ).accessToken;
    let pw = password;
    const keep = await signIn();
    const other = await signIn();
    const withoutCode = await authed(app, '/open/user/update-password', keep, {
      password: 'newpass123',
      passwordConfirmation: 'newpass123',
    });
    expect(withoutCode.body.code).toBe(UserCode.verifyCodeInvalid);
    const before = smtp.mails.length;
    app.clock.advance(61_000);
    const sent = await authed(app, '/open/user-email-verify/send-for-user', keep, {});
    expect(sent.body.code).toBe('000');
    const code = codeIn(smtp.mails.slice(before).at(-1)!.raw);
    const changed = await authed(app, '/open/user/update-password', keep, {
      password: 'newpass123',
      passwordConfirmation: 'newpass123',
      verifyCodeEmailId: (sent.body.data as { id: string }).id,
      verifyCode: code,
    });
    expect(changed.body.code).toBe('000');
    expect((await authed(app, '/open/user/get-login-info', keep)).body.code).toBe('000');
    expect((await authed(app, '/open/user/get-login-info', other)).body.code).toBe(Code.loginExpired);
    pw = 'newpass123';
    expect(await signIn()).toBeTruthy();
  });

  it('resets the password with an emailed code and revokes every session', async () => {
    await register('reset@example.com');
    const old = (
      (await post(app, '/open/user/login-by-email', { email: 'reset@example.com', password })).body.data as {
        accessToken: string;
      }
    ).accessToken;
    app.clock.advance(61_000);
    const sent = await sendCode('reset@example.com', 'open_user_password_reset');
    const bad = await post(app, '/open/user/reset-password', {
      email: 'reset@example.com',
      password: 'x',
      passwordConfirmation: 'y',
      verifyCodeEmailId: sent.id,
      verifyCode: sent.code,
    });
    expect(bad.body.message).toBe(
      'Invalid password format: 8-20 characters, include letters and numbers.\nConfirm password does not match.',
    );
    const res = await post(app, '/open/user/reset-password', {
      type: 1,
      email: 'reset@example.com',
      password: 'Another123',
      passwordConfirmation: 'Another123',
      verifyCodeEmailId: sent.id,
      verifyCode: sent.code,
    });
    expect(res.body.code).toBe('000');
    expect((await authed(app, '/open/user/get-login-info', old)).body.code).toBe(Code.loginExpired);
    expect(
      (await post(app, '/open/user/login-by-email', { email: 'reset@example.com', password: 'Another123' }))
        .body.code,
    ).toBe('000');
    expect(
      (await post(app, '/open/user/login-by-email', { email: 'reset@example.com', password })).body.code,
    ).toBe(UserCode.loginFailed);
  });

  it('throttles sign-in per account and per address, and code sending per address', async () => {
    await register('brute@example.com');
    const attempt = (headers: Record<string, string>, email = 'brute@example.com', pw = 'Wrong1234') =>
      post(app, '/open/user/login-by-email', { email, password: pw }, headers);
    for (let i = 0; i < 5; i++) expect((await attempt(fresh())).body.code).toBe(UserCode.loginFailed);
    // The account saw 5 failures: the right password from a new address now needs a captcha (not a
    // refusal: sign-in-throttle.test.ts signs the owner in with it).
    const asked = await attempt(fresh(), 'brute@example.com', password);
    expect(asked.body.code).toBe(UserCode.captchaRequired);
    // One address trying many accounts fills its own bucket.
    const one = fresh();
    for (let i = 0; i < 20; i++)
      expect((await attempt(one, `guess${i}@example.com`)).body.code).toBe(UserCode.loginFailed);
    const blocked = await attempt(one, 'other@example.com');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: Code.tooManyRequests,
      message: 'Too many requests, try again later.',
    });
    // Codes: once a minute per address.
    expect((await sendCode('limit@example.com')).res.body.code).toBe('000');
    expect((await sendCode('limit@example.com', undefined, fresh(), false)).res.body.code).toBe(
      Code.tooManyRequests,
    );
    app.clock.advance(16 * 60_000);
    expect((await attempt(fresh(), 'brute@example.com', password)).body.code).toBe('000');
  });

  it('lets exactly 5 of 20 concurrent wrong passwords be tried without a captcha; a success does not count', async () => {
    await register('burst@example.com');
    const attempt = (pw: string) =>
      post(app, '/open/user/login-by-email', { email: 'burst@example.com', password: pw }, fresh());
    // Successful sign-ins give their slot back.
    for (let i = 0; i < 6; i++) expect((await attempt(password)).body.code).toBe('000');
    const codes = (await Promise.all(Array.from({ length: 20 }, () => attempt('Wrong1234')))).map(
      (r) => r.body.code,
    );
    expect(codes.filter((c) => c === UserCode.loginFailed)).toHaveLength(5);
    expect(codes.filter((c) => c === UserCode.captchaRequired)).toHaveLength(15);
    expect((await attempt(password)).body.code).toBe(UserCode.captchaRequired);
  });

  it('keeps the dev pages off when SMTP is configured, and /dev never falls back to the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: Code.notFound });
  });
});
