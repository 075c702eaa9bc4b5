import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { FakeAnswer, FakeRequest } from './fake-http.ts';

/*
 * Test keys and the WeChat Pay side of the wire for the fakes in wechat*.test.ts, written apart
 * from providers/wechat.ts from WeChat Pay's description of the signatures.
 */
export const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const apiV3Key = 'k'.repeat(16) + 'K'.repeat(16);
export const mch = {
  appId: 'wxTESTAPP0001',
  mchId: '1900000109',
  serialNo: 'MCHSERIAL01',
  platformSerial: 'PUB_KEY_ID_0001',
};

/** The live WeChat Pay settings of the tests: the test merchant against a fake at `apiBase`. */
export function liveWechat(apiBase: string) {
  return {
    apiBase,
    ...mch,
    privateKey: merchant.privateKey,
    apiV3Key,
    platformPublicKey: platform.publicKey,
  };
}

/** Written apart from wechat.ts, from WeChat Pay's description of the Authorization header. */
export function checkAuthorization(req: FakeRequest): boolean {
  const header = String(req.headers.authorization ?? '');
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
  const fields = Object.fromEntries(
    [...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]] as [string, string]),
  );
  if (fields.mchid !== mch.mchId || fields.serial_no !== mch.serialNo) return false;
  const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${req.body}\n`;
  return createVerify('RSA-SHA256')
    .update(message)
    .verify(merchant.publicKey, fields.signature ?? '', 'base64');
}

/** Signs a platform answer or callback: "timestamp\nnonce\nbody\n". */
export function platformHeaders(
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
  serial = mch.platformSerial,
) {
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${nonce}\n${body}\n`)
    .sign(platform.privateKey, 'base64');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': serial,
  };
}

export function signed(status: number, payload: unknown, spoil = false): FakeAnswer {
  const body = JSON.stringify(payload);
  const headers = platformHeaders(body);
  if (spoil)
    headers['wechatpay-signature'] = headers['wechatpay-signature'].replace(/^./, (c) =>
      c === 'A' ? 'B' : 'A',
    );
  return { status, headers, body };
}
