import { createHash } from 'node:crypto';
import { Code, loginInfoSchema, UserCode } from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import { codeIn } from '../../test/accounts.ts';
import {
  backends,
  createBackend,
  post,
  setupSuite,
  startTestApp,
  type TestBackend,
} from '../../test/backends.ts';
import { latestOutboxMessages } from '../outbox/service.ts';
import { DAY } from '../session/clock.ts';
import { captchas } from '../verify/tables.ts';
import { answerHash } from './captcha.ts';

const blocked = '13900000000';

describe.each(backends)('cn phone and QR sign-in on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let clientNo = 0;
  const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++clientNo % 250}`, 'x-test': String(clientNo) });

  setupSuite(async () => {
    backend = await createBackend(kind);
    ({ app, handle } = await startTestApp(backend, {
      config: {
        edition: 'cn',
        trustedProxies: ['127.0.0.1'],
        smsDailyBudget: 12,
        blockedPhoneHashes: [createHash('sha256').update(blocked).digest('hex')],
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  /** A captcha whose answer the test knows (the real one is only stored hashed). */
  async function captcha(headers: Record<string, string>) {
    const res = await post(
      app,
      '/open/user/get-login-sms-captcha',
      { purePhoneNumber: '', type: 1 },
      headers,
    );
    const id = (res.body.data as { id: string }).id;
    await handle.db
      .update(captchas)
      .set({ answerHash: answerHash(id, 'ABCD') })
      .where(eq(captchas.id, id));
    return id;
  }

  async function sendSms(phone: string, headers = fresh(), answer = 'abcd') {
    const userCaptchaId = await captcha(headers);
    return post(
      app,
      '/open/user/send-login-sms',
      { userCaptchaId, captchaCode: answer, purePhoneNumber: phone, phoneNumber: `+86${phone}`, type: 1 },
      headers,
    );
  }

  async function lastSmsCode(phone: string) {
    const [message] = (await latestOutboxMessages(handle.db, 20)).filter(
      (m) => m.recipient === `+86${phone}`,
    );
    return codeIn(message!.body);
  }

  it('reads the real answer of a captcha at /dev/captcha (dev pages on) and signs in by phone with it', async () => {
    const headers = fresh();
    const res = await post(
      app,
      '/open/user/get-login-sms-captcha',
      { purePhoneNumber: '', type: 1 },
      headers,
    );
    const id = (res.body.data as { id: string }).id;
    const page = await app.inject({ method: 'GET', url: `/dev/captcha?id=${id}` });
    expect(page.statusCode).toBe(200);
    const answer = page.body.trim();
    expect(answer).toMatch(/^[A-Z0-9]{4,6}$/);
    expect((await app.inject({ method: 'GET', url: '/dev/captcha?id=nope' })).statusCode).toBe(404);

    const phone = '13700001111';
    const sent = await post(
      app,
      '/open/user/send-login-sms',
      {
        userCaptchaId: id,
        captchaCode: answer.toLowerCase(),
        purePhoneNumber: phone,
        phoneNumber: `+86${phone}`,
        type: 1,
      },
      headers,
    );
    expect(sent.body.code).toBe(Code.success);
  });

  it('draws an SVG captcha without the answer in the markup; a wrong or reused one asks for a reload', async () => {
    const res = await post(app, '/open/user/get-login-sms-captcha', {
      purePhoneNumber: '13800138000',
      type: 1,
    });
    const { imageBase64 } = res.body.data as { imageBase64: string };
    expect(imageBase64).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(imageBase64.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    const wrong = await sendSms('13800138001', fresh(), 'zzzz');
    expect(wrong.body).toMatchObject({
      code: UserCode.captchaInvalid,
      message: '图形验证码错误，请重新输入',
    });
    const headers = fresh();
    const id = await captcha(headers);
    const body = { userCaptchaId: id, captchaCode: 'ABCD', purePhoneNumber: '13800138002' };
    expect((await post(app, '/open/user/send-login-sms', body, headers)).body.code).toBe('000');
    expect((await post(app, '/open/user/send-login-sms', body, headers)).body.code).toBe(
      UserCode.captchaInvalid,
    );
  });

  it('signs in by SMS code, creating the account once', async () => {
    const sent = await sendSms('13800138000');
    expect(sent.body.code).toBe('000');
    const { id, userId, expireTime } = sent.body.data as { id: string; userId: string; expireTime: number };
    expect(expireTime).toBeGreaterThan(Date.now());
    const code = await lastSmsCode('13800138000');
    const wrongTicket = await post(app, '/open/user/login-by-phone-number', {
      userId: 'someone-else',
      phoneNumber: '+8613800138000',
      verifySmsId: id,
      verifySmsCode: code,
    });
    expect(wrongTicket.body).toMatchObject({ code: UserCode.verifyCodeInvalid, message: '验证码错误' });
    const res = await post(app, '/open/user/login-by-phone-number', {
      userId,
      phoneNumber: '+8613800138000',
      verifySmsId: id,
      verifySmsCode: code,
    });
    expect(res.body.code).toBe('000');
    const info = loginInfoSchema.parse(res.body.data);
    expect(info).toMatchObject({ phoneNumber: '+8613800138000', email: null, emptyPassword: true });
    const replay = await post(app, '/open/user/login-by-phone-number', {
      userId,
      phoneNumber: '13800138000',
      verifySmsId: id,
      verifySmsCode: code,
    });
    expect(replay.body.code).toBe(UserCode.verifyCodeInvalid);
    app.clock.advance(61_000);
    const again = await sendSms('13800138000');
    const second = await post(app, '/open/user/login-by-phone-number', {
      userId: (again.body.data as { userId: string }).userId,
      phoneNumber: '13800138000',
      verifySmsId: (again.body.data as { id: string }).id,
      verifySmsCode: await lastSmsCode('13800138000'),
    });
    expect((second.body.data as { idCode: string }).idCode).toBe(info.idCode);
  });

  it('refuses blocked and malformed numbers', async () => {
    const res = await sendSms(blocked);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: UserCode.loginRestricted, message: '登录受限' });
    const en = await post(
      app,
      '/open/user/send-login-sms',
      { userCaptchaId: await captcha({}), captchaCode: 'abcd', purePhoneNumber: blocked },
      { lang: 'en' },
    );
    expect(en.body.message).toBe('Login restricted.');
    expect((await sendSms('12345')).body).toMatchObject({
      code: Code.badRequest,
      message: '请输入 11 位中国大陆手机号',
    });
    expect((await sendSms('')).body).toMatchObject({ code: Code.badRequest, message: '手机号不能为空' });
  });

  it('limits SMS per number (1 a minute, 5 an hour) with code 006', async () => {
    app.clock.advance(DAY);
    const phone = '13700000001';
    expect((await sendSms(phone)).body.code).toBe('000');
    const soon = await sendSms(phone);
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({ code: Code.smsSendStop, message: '请求过于频繁，请稍后再试。' });
    for (let i = 0; i < 4; i++) {
      app.clock.advance(61_000);
      expect((await sendSms(phone)).body.code).toBe('000');
    }
    app.clock.advance(61_000);
    expect((await sendSms(phone)).body.code).toBe(Code.smsSendStop);
  });

  it('limits SMS per client address and by the global daily budget', async () => {
    app.clock.advance(DAY);
    const one = fresh();
    for (let i = 0; i < 10; i++) expect((await sendSms(`1360000000${i}`, one)).body.code).toBe('000');
    expect((await sendSms('13611111111', one)).body.code).toBe(Code.smsSendStop);
    // 10 sent today, budget 12.
    expect((await sendSms('13622222222')).body.code).toBe('000');
    expect((await sendSms('13633333333')).body.code).toBe('000');
    expect((await sendSms('13644444444')).body.code).toBe(Code.smsSendStop);
  });

  it('runs the QR flow: PNG with id/url headers, waiting → scanned → confirmed → signed in once', async () => {
    const png = await app.inject({ method: 'GET', url: '/open/user-wx/get-login-qr-code/release.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['access-control-expose-headers']).toBe('id, url');
    const id = String(png.headers['id']);
    const url = String(png.headers['url']);
    expect(url).toBe(`http://127.0.0.1:8080/dev/qr-confirm?id=${id}`);
    const status = async () =>
      ((await post(app, '/open/user-wx/query-login-qr-code', { id })).body.data as { status: number }).status;
    expect(await status()).toBe(1);
    expect((await post(app, '/open/user-wx/login-by-qr-code', { id })).body.code).toBe(
      UserCode.qrNotConfirmed,
    );
    const page = await app.inject({ method: 'GET', url: url.replace('http://127.0.0.1:8080', '') });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(id);
    expect((await post(app, '/dev/qr-confirm/scan', { id })).body.code).toBe('000');
    expect(await status()).toBe(2);
    expect((await post(app, '/dev/qr-confirm/confirm', { id, phoneNumber: '13500000000' })).body.code).toBe(
      '000',
    );
    expect(await status()).toBe(3);
    const login = await post(app, '/open/user-wx/login-by-qr-code', { id });
    expect(loginInfoSchema.parse(login.body.data).phoneNumber).toBe('+8613500000000');
    const twice = await post(app, '/open/user-wx/login-by-qr-code', { id });
    expect(twice.body).toMatchObject({ code: UserCode.qrExpired, message: '二维码已过期' });
  });

  it('expires a QR code after about 2 minutes; the JSON variant carries the image', async () => {
    const res = await post(app, '/open/user-wx/get-login-qr-code-simple', { env: 'develop' });
    const { id, imageBase64, url } = res.body.data as { id: string; imageBase64: string; url: string };
    expect(imageBase64).toMatch(/^data:image\/png;base64,/);
    expect(url).toContain(id);
    app.clock.advance(121_000);
    expect((await post(app, '/open/user-wx/query-login-qr-code', { id })).body.data).toEqual({
      id,
      status: -1,
    });
    expect((await post(app, '/dev/qr-confirm/confirm', { id, phoneNumber: '13500000000' })).body.code).toBe(
      UserCode.qrExpired,
    );
  });

  it('shows sent SMS at the dev outbox', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('+8613800138000');
    expect(res.body).toContain('登录验证码');
  });

  it('serves the protocol texts as HTML in both languages', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/ut/func/user-protocol.html?type=001',
      headers: { lang: 'en' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Privacy Policy</h1>');
    const zh = await post(app, '/ut/func/user-protocol.html', { type: '002' });
    expect(zh.body.data).toMatchObject({ type: '002', title: 'Cookie 政策' });
    expect((await post(app, '/ut/func/user-protocol.html', { type: '009' })).body.code).toBe(Code.badRequest);
  });
});

describe('cn dev pages switched off', () => {
  let backend: TestBackend;
  let app: FastifyInstance;

  setupSuite(async () => {
    backend = await createBackend('pglite');
    ({ app } = await startTestApp(backend, { config: { edition: 'cn', devOutbox: false } }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });

  it('serves neither captcha answers nor the QR confirm page', async () => {
    const res = await post(app, '/open/user/get-login-sms-captcha', { purePhoneNumber: '', type: 1 });
    const id = (res.body.data as { id: string }).id;
    expect((await app.inject({ method: 'GET', url: `/dev/captcha?id=${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/dev/qr-confirm?id=${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
