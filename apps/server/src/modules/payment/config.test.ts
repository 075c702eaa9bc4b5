import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { paymentSettings } from './config.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const bareBase64 = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

const wechat = {
  PAYMENT_PROVIDER: 'wechat',
  WECHAT_APP_ID: 'wxapp',
  WECHAT_MCH_ID: '1900000109',
  WECHAT_MCH_SERIAL_NO: 'SERIAL',
  WECHAT_MCH_PRIVATE_KEY: privatePem.replace(/\n/g, '\\n'),
  WECHAT_API_V3_KEY: 'a'.repeat(32),
  WECHAT_PLATFORM_PUBLIC_KEY: publicPem,
  WECHAT_PLATFORM_SERIAL: 'PUB_KEY_ID_1',
};

function error(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('payment settings', () => {
  it('defaults to the sandbox, and to off in production', () => {
    expect(loadConfig({}).payment).toEqual({ mode: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'production' }).payment).toEqual({ mode: 'off' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).payment).toEqual({
      mode: 'sandbox',
    });
  });

  it('reads WeChat Pay keys from escaped PEM text, bare base64 and files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pay-keys-'));
    writeFileSync(join(dir, 'platform.pem'), publicPem);
    for (const env of [
      wechat,
      {
        ...wechat,
        WECHAT_MCH_PRIVATE_KEY: bareBase64(privatePem),
        WECHAT_PLATFORM_PUBLIC_KEY: join(dir, 'platform.pem'),
      },
    ]) {
      const settings = paymentSettings(env);
      expect(settings.mode).toBe('live');
      const w = settings.mode === 'live' ? settings.wechat! : null;
      expect(w).toMatchObject({ apiBase: 'https://api.mch.weixin.qq.com', mchId: '1900000109' });
      expect((w!.privateKey as KeyObject).asymmetricKeyType).toBe('rsa');
      expect((w!.platformPublicKey as KeyObject).type).toBe('public');
    }
  });

  it('names the missing or bad setting without echoing secrets', () => {
    expect(error({ PAYMENT_PROVIDER: 'wechat' })).toBe(
      'Invalid setting WECHAT_API_V3_KEY: required when PAYMENT_PROVIDER includes wechat',
    );
    expect(error({ ...wechat, WECHAT_API_V3_KEY: 'short-secret' })).toBe(
      'Invalid setting WECHAT_API_V3_KEY: expected 32 characters',
    );
    const bad = error({
      ...wechat,
      WECHAT_MCH_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnotakey\\n-----END PRIVATE KEY-----',
    });
    expect(bad).toMatch(/^Invalid setting WECHAT_MCH_PRIVATE_KEY: not a readable RSA key/);
    expect(error({ PAYMENT_PROVIDER: 'paypal,stripe' })).toMatch(
      /^Invalid setting PAYMENT_PROVIDER: expected sandbox, off/,
    );
    expect(
      error({ PAYMENT_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'topsecret' }),
    ).toBe('Invalid setting PAYPAL_WEBHOOK_ID: required when PAYMENT_PROVIDER includes paypal');
    expect(error({ PAYMENT_PROVIDER: 'alipay', ALIPAY_GATEWAY: 'ftp://x' })).toBe(
      'Invalid setting ALIPAY_GATEWAY: expected an http(s) URL',
    );
  });

  it('configures several real providers together, never with the sandbox', () => {
    const settings = paymentSettings({
      ...wechat,
      PAYMENT_PROVIDER: 'wechat, alipay,paypal',
      ALIPAY_APP_ID: '2021',
      ALIPAY_PRIVATE_KEY: privatePem,
      ALIPAY_PUBLIC_KEY: bareBase64(publicPem),
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com/',
    });
    expect(settings.mode).toBe('live');
    if (settings.mode !== 'live') return;
    expect(Object.keys(settings).sort()).toEqual(['alipay', 'mode', 'paypal', 'wechat']);
    expect(settings.paypal!.apiBase).toBe('https://api-m.sandbox.paypal.com');
    expect(error({ PAYMENT_PROVIDER: 'sandbox,paypal' })).toMatch(/^Invalid setting PAYMENT_PROVIDER/);
  });
});
