import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/* WeChat Pay API v3 signatures and notification decryption (node:crypto only). */

/** The string WeChat Pay signs a request with: method, path with query, time, nonce, body. */
export function requestMessage(method: string, path: string, timestamp: string, nonce: string, body: string) {
  return `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** The Authorization header of an API v3 request (WECHATPAY2-SHA256-RSA2048). */
export function authorizationHeader(
  options: { mchId: string; serialNo: string; privateKey: KeyObject },
  method: string,
  path: string,
  body: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
  nonce = randomBytes(16).toString('hex'),
): string {
  const signature = createSign('RSA-SHA256')
    .update(requestMessage(method, path, timestamp, nonce, body))
    .sign(options.privateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchId}",nonce_str="${nonce}",` +
    `signature="${signature}",timestamp="${timestamp}",serial_no="${options.serialNo}"`
  );
}

/** Checks a Wechatpay-Signature over "timestamp\nnonce\nbody\n". */
export function verifyWechatSignature(
  key: KeyObject,
  timestamp: string,
  nonce: string,
  body: string,
  signature: string,
): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** AEAD_AES_256_GCM decryption of a notification resource; the tag is the last 16 bytes. */
export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
