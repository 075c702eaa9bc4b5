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
import { codeIn, startSmtp } from '../../test/accounts.ts';

const hidden = {
  en: 'The email address contains invisible or control characters. Please type it again.',
  'zh-CN': '邮箱地址包含不可见字符或控制字符，请重新输入。',
};
const control = {
  en: 'Invalid email: control characters are not allowed.',
  'zh-CN': '参数 email 不正确：不能包含控制字符。',
};
/** Bidi overrides and isolates, zero-width characters, the BOM, a soft hyphen (Cf); C0 and C1 (Cc). */
const tricks = [
  '\u202E',
  '\u202A',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200F',
  '\uFEFF',
  '\u00AD',
  '\u0000',
  '\u0085',
];

describe.each(backends)('e-mail address characters on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let clientNo = 0;
  const fresh = (lang = 'en') => ({ 'x-forwarded-for': `198.51.100.${++clientNo}`, lang });

  setupSuite(async () => {
    smtp = await startSmtp();
    backend = await createBackend(kind);
    ({ app } = await startTestApp(backend, {
      config: { smtpUrl: smtp.url, trustedProxies: ['127.0.0.1'], mailCodesPerAddressHour: 1000 },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
    await smtp?.close();
  });

  it('refuses invisible and control characters at code-send, sign-up and sign-in, with a clear 40000', async () => {
    for (const c of tricks) {
      const email = `a${c}b@x.co`;
      // C0 and C1 are refused by the check every call makes first; the others by the e-mail rule.
      const code = c.charCodeAt(0);
      const expected = code < 0x20 || (code >= 0x80 && code < 0xa0) ? control : hidden;
      const send = await post(
        app,
        '/open/user-email-verify/send-for-open',
        { type: 'open_user_register', email },
        fresh(),
      );
      expect(send.body, JSON.stringify(c)).toMatchObject({ code: '40000', message: expected.en });
      const signUp = await post(
        app,
        '/open/user/register-by-email',
        {
          type: 1,
          email,
          password: 'secret123A',
          passwordConfirmation: 'secret123A',
          agreeUserAgreementAndPrivacyPolicy: true,
          agreeMarketingMessage: false,
          agreeProtocolList: ['000', '001'],
          verifyCodeEmailId: 'x',
          verifyCode: '123456',
        },
        fresh('zh-CN'),
      );
      expect(signUp.body, JSON.stringify(c)).toMatchObject({ code: '40000', message: expected['zh-CN'] });
      const signIn = await post(
        app,
        '/open/user/login-by-email',
        { type: 1, email, password: 'secret123A', rememberMe: false },
        fresh(),
      );
      expect(signIn.body, JSON.stringify(c)).toMatchObject({ code: '40000', message: expected.en });
    }
    expect(smtp.mails).toHaveLength(0);
  });

  it('normalises the address (NFKC, trimmed, lower case) before sending the code', async () => {
    const send = await post(
      app,
      '/open/user-email-verify/send-for-open',
      { type: 'open_user_register', email: ' Ｆｕｌｌ＠Example．com ' },
      fresh(),
    );
    expect(send.body.code).toBe('000');
    const mail = smtp.mails.at(-1)!;
    expect(mail.to).toEqual(['full@example.com']);
    expect(codeIn(mail.raw)).toMatch(/^\d{6}$/);
  });
});
