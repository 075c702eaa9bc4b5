import { createHmac, randomUUID } from 'node:crypto';
import type { AliyunSmsOptions } from './aliyun-options.ts';
import { SmsSendError, type SmsMessage, type SmsProvider } from './provider.ts';

export type { AliyunSmsOptions };

/** RFC 3986 percent-encoding as Alibaba Cloud's RPC signature wants it: space %20, * %2A, ~ kept. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Parameters sorted by key, encoded and joined with "&" (the Signature itself excluded). */
export function canonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Readonly<Record<string, string>>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** Signature version 1.0: base64 HMAC-SHA1 of the string to sign, keyed by `secret + "&"`. */
export function signRpc(
  method: 'GET' | 'POST',
  params: Readonly<Record<string, string>>,
  secret: string,
): string {
  return createHmac('sha1', `${secret}&`).update(stringToSign(method, params)).digest('base64');
}

/** The Dysmsapi SendSms parameters, common ones included, unsigned. */
export function sendSmsParams(
  options: AliyunSmsOptions,
  phone: string,
  code: string,
  now = new Date(),
  nonce: string = randomUUID(),
): Record<string, string> {
  return {
    AccessKeyId: options.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    RegionId: options.region,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
    // Mainland numbers go without the country code.
    PhoneNumbers: phone.replace(/^\+86/, ''),
    SignName: options.signName,
    TemplateCode: options.templateCode,
    TemplateParam: JSON.stringify({ code }),
  };
}

/** Codes Aliyun answers when a number or the account has sent too much. */
const limitCodes = new Set([
  'isv.BUSINESS_LIMIT_CONTROL',
  'isv.DAY_LIMIT_CONTROL',
  'isv.MONTH_LIMIT_CONTROL',
]);

const TIMEOUT_MS = 10_000;

/** Alibaba Cloud SMS (Dysmsapi SendSms, 2017-05-25): the code goes into the approved template. */
export function aliyunSmsProvider(options: AliyunSmsOptions): SmsProvider {
  return {
    name: 'aliyun',
    async send(phone: string, message: SmsMessage) {
      const params = sendSmsParams(options, phone, message.code);
      const body = new URLSearchParams({
        ...params,
        Signature: signRpc('POST', params, options.accessKeySecret),
      });
      let res: Response;
      try {
        res = await fetch(options.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: body.toString().replace(/\+/g, '%20'),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new SmsSendError(`Aliyun SMS unreachable: ${(err as Error).message}`, 'network');
      }
      const text = await res.text().catch(() => '');
      let answer: { Code?: unknown; Message?: unknown; RequestId?: unknown };
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        throw new SmsSendError(`Aliyun SMS answered HTTP ${res.status} without JSON`, `http-${res.status}`);
      }
      const code = typeof answer.Code === 'string' ? answer.Code : `http-${res.status}`;
      if (code === 'OK' && res.ok) return;
      throw new SmsSendError(
        `Aliyun SMS refused the message: ${code} ${String(answer.Message ?? '')} (RequestId ${String(answer.RequestId ?? '-')})`,
        code,
        limitCodes.has(code),
      );
    },
  };
}
