import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, UserCode } from '@toolbox/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/open.ts';
import {
  backends,
  createBackend,
  post,
  setupSuite,
  startTestApp,
  type TestBackend,
} from '../../test/backends.ts';
import { latestOutboxMessages } from '../outbox/service.ts';
import { captchas } from '../verify/tables.ts';
import {
  aliyunSmsProvider,
  percentEncode,
  sendSmsParams,
  signRpc,
  stringToSign,
  type AliyunSmsOptions,
} from './aliyun.ts';
import { answerHash } from './captcha.ts';
import { SmsSendError } from './provider.ts';

const secret = 'testsecret';

/** RFC 3986 unreserved characters stay, every other UTF-8 byte becomes %XX (written apart from aliyun.ts). */
function encodeByBytes(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const required = [
  'AccessKeyId',
  'Action',
  'Format',
  'RegionId',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'Timestamp',
  'Version',
  'PhoneNumbers',
  'SignName',
  'TemplateCode',
  'TemplateParam',
  'Signature',
];

interface Received {
  phone: string;
  code: string;
  params: Record<string, string>;
}

/** A stand-in for dysmsapi.aliyuncs.com that checks the signature the way Aliyun does. */
function fakeAliyun(options: { answerCode?: () => string } = {}) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const reply = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const requestId = `REQ-${received.length + 1}`;
      const params = Object.fromEntries(new URLSearchParams(body));
      const missing = required.find((key) => !params[key]);
      if (req.method !== 'POST' || missing) {
        return reply(400, {
          Code: 'MissingParameter',
          Message: `The input parameter "${missing}" that is mandatory for processing this request is not supplied.`,
          RequestId: requestId,
          Recommend: 'https://api.aliyun.com/troubleshoot',
        });
      }
      const { Signature: signature, ...rest } = params;
      const canonical = Object.keys(rest)
        .sort()
        .map((k) => `${encodeByBytes(k)}=${encodeByBytes(rest[k]!)}`)
        .join('&');
      const toSign = `POST&${encodeByBytes('/')}&${encodeByBytes(canonical)}`;
      const expected = createHmac('sha1', `${secret}&`).update(toSign).digest('base64');
      if (signature !== expected) {
        return reply(400, {
          Code: 'SignatureDoesNotMatch',
          Message: `Specified signature is not matched with our calculation. server string to sign is:${toSign}`,
          RequestId: requestId,
          Recommend: 'https://api.aliyun.com/troubleshoot',
        });
      }
      const code = options.answerCode?.() ?? 'OK';
      if (code !== 'OK') {
        return reply(200, { Code: code, Message: 'refused by the fake', RequestId: requestId });
      }
      received.push({
        phone: rest.PhoneNumbers!,
        code: (JSON.parse(rest.TemplateParam!) as { code: string }).code,
        params: rest,
      });
      reply(200, {
        Code: 'OK',
        Message: 'OK',
        RequestId: requestId,
        BizId: `900619746936498440^${received.length}`,
      });
    });
  });
  return { server, received };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    ),
  );
}

const options = (endpoint: string, overrides: Partial<AliyunSmsOptions> = {}): AliyunSmsOptions => ({
  endpoint,
  accessKeyId: 'testid',
  accessKeySecret: secret,
  signName: '工具箱',
  templateCode: 'SMS_123456789',
  region: 'cn-hangzhou',
  ...overrides,
});

describe('Aliyun SMS signature (RPC v1)', () => {
  it('percent-encodes per RFC 3986 as Aliyun wants', () => {
    expect(percentEncode("a b*c~d!'()/+=&")).toBe('a%20b%2Ac~d%21%27%28%29%2F%2B%3D%26');
    expect(percentEncode('工')).toBe('%E5%B7%A5');
  });

  it('matches a vector computed independently (python quote + openssl dgst -sha1 -hmac)', () => {
    const params = sendSmsParams(
      options('https://dysmsapi.aliyuncs.com/', { signName: '工具箱 Box*~' }),
      '+8613800138000',
      '123456',
      new Date('2026-11-22T05:06:07.890Z'),
      '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    );
    expect(stringToSign('POST', params)).toBe(
      'POST&%2F&AccessKeyId%3Dtestid%26Action%3DSendSms%26Format%3DJSON%26PhoneNumbers%3D13800138000' +
        '%26RegionId%3Dcn-hangzhou%26SignName%3D%25E5%25B7%25A5%25E5%2585%25B7%25E7%25AE%25B1%2520Box%252A~' +
        '%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466' +
        '%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_123456789' +
        '%26TemplateParam%3D%257B%2522code%2522%253A%2522123456%2522%257D' +
        '%26Timestamp%3D2026-11-22T05%253A06%253A07Z%26Version%3D2017-05-25',
    );
    expect(signRpc('POST', params, secret)).toBe('YUbhM94afpjNkm5gQZmyXs2wO4c=');
  });
});

describe('Aliyun SMS provider against a local fake', () => {
  let endpoint: string;
  let answerCode = 'OK';
  const fake = fakeAliyun({ answerCode: () => answerCode });

  beforeAll(async () => {
    endpoint = await listen(fake.server);
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('sends the code to the number without +86, signed, with every required parameter', async () => {
    await aliyunSmsProvider(options(endpoint)).send('+8613800138000', { code: '654321', text: 'ignored' });
    const last = fake.received.at(-1)!;
    expect(last).toMatchObject({ phone: '13800138000', code: '654321' });
    expect(last.params).toMatchObject({
      AccessKeyId: 'testid',
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      Version: '2017-05-25',
      SignName: '工具箱',
      TemplateCode: 'SMS_123456789',
      TemplateParam: '{"code":"654321"}',
    });
    expect(last.params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('fails clearly with a wrong secret (SignatureDoesNotMatch)', async () => {
    const before = fake.received.length;
    const sending = aliyunSmsProvider(options(endpoint, { accessKeySecret: 'wrong' })).send(
      '+8613800138000',
      {
        code: '111111',
        text: '',
      },
    );
    await expect(sending).rejects.toThrow(SmsSendError);
    await expect(sending).rejects.toMatchObject({ code: 'SignatureDoesNotMatch', limited: false });
    await expect(sending).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(fake.received).toHaveLength(before);
  });

  it('surfaces a provider error code as a send failure; its sending limits as limited', async () => {
    const provider = aliyunSmsProvider(options(endpoint));
    try {
      answerCode = 'isv.MOBILE_NUMBER_ILLEGAL';
      await expect(provider.send('+8613800138000', { code: '1', text: '' })).rejects.toMatchObject({
        code: 'isv.MOBILE_NUMBER_ILLEGAL',
        limited: false,
      });
      answerCode = 'isv.BUSINESS_LIMIT_CONTROL';
      await expect(provider.send('+8613800138000', { code: '1', text: '' })).rejects.toMatchObject({
        code: 'isv.BUSINESS_LIMIT_CONTROL',
        limited: true,
      });
    } finally {
      answerCode = 'OK';
    }
  });

  it('fails when the endpoint is unreachable', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      aliyunSmsProvider(options(url)).send('+8613800138000', { code: '1', text: '' }),
    ).rejects.toMatchObject({ code: 'network' });
  });
});

describe.each(backends)('phone sign-in with SMS_PROVIDER=aliyun on %s', (kind) => {
  let backend: TestBackend;
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let answerCode = 'OK';
  const fake = fakeAliyun({ answerCode: () => answerCode });
  let clientNo = 0;

  setupSuite(async () => {
    const endpoint = await listen(fake.server);
    backend = await createBackend(kind);
    ({ app, handle } = await startTestApp(backend, {
      config: {
        edition: 'cn',
        trustedProxies: ['127.0.0.1'],
        smsProvider: 'aliyun',
        smsAliyun: options(endpoint),
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  async function sendSms(phone: string) {
    const headers = { 'x-forwarded-for': `203.0.113.${++clientNo}` };
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
    return post(
      app,
      '/open/user/send-login-sms',
      { userCaptchaId: id, captchaCode: 'abcd', purePhoneNumber: phone, phoneNumber: `+86${phone}`, type: 1 },
      headers,
    );
  }

  it('delivers the code through Aliyun (not the outbox) and signs in with it', async () => {
    const sent = await sendSms('13912345678');
    expect(sent.body.code).toBe(Code.success);
    const { id, userId } = sent.body.data as { id: string; userId: string };
    const delivered = fake.received.filter((m) => m.phone === '13912345678');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.code).toMatch(/^\d{6}$/);
    expect(await latestOutboxMessages(handle.db, 50)).toEqual([]);
    const res = await post(app, '/open/user/login-by-phone-number', {
      userId,
      phoneNumber: '+8613912345678',
      verifySmsId: id,
      verifySmsCode: delivered[0]!.code,
    });
    expect(res.body.code).toBe(Code.success);
  });

  it("answers 006 for Aliyun's sending limits and a failure for other refusals", async () => {
    try {
      answerCode = 'isv.BUSINESS_LIMIT_CONTROL';
      expect((await sendSms('13912340001')).body.code).toBe(Code.smsSendStop);
      answerCode = 'isv.OUT_OF_SERVICE';
      expect((await sendSms('13912340002')).body.code).toBe(UserCode.operationFailed);
    } finally {
      answerCode = 'OK';
    }
  });
});
