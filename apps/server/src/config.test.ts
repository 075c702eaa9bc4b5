import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults, resolving paths against the cwd and the repository', () => {
    // toMatchObject: other features add their own settings next to these.
    expect(loadConfig({}, '/srv/toolbox')).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/toolbox/data',
      databaseUrl: '',
      edition: 'intl',
      publicUrl: 'http://127.0.0.1:8080',
      logLevel: 'info',
      webDist: join(repoRoot, 'apps/web/dist'),
      contactEmail: 'support@example.com',
    });
  });

  it('reads every setting, treating empty strings as unset', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgresql://u:p@db:5432/toolbox',
        EDITION: 'cn',
        PUBLIC_URL: 'https://tools.example.cn/',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/opt/web',
        CONTACT_EMAIL: 'help@example.cn',
        CONTACT_PHONE: '',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/var/data',
      databaseUrl: 'postgresql://u:p@db:5432/toolbox',
      edition: 'cn',
      publicUrl: 'https://tools.example.cn',
      logLevel: 'warn',
      webDist: '/opt/web',
      contactEmail: 'help@example.cn',
    });
    expect(loadConfig({ PORT: '', EDITION: '' }).port).toBe(8080);
    expect(loadConfig({ HOST: '10.0.0.5', PORT: '81' }).publicUrl).toBe('http://10.0.0.5:81');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT: expected an integer from 1 to 65535, got "abc"'],
    [{ PORT: '70000' }, 'Invalid setting PORT: expected an integer from 1 to 65535, got "70000"'],
    [{ PORT: '8080.5' }, 'Invalid setting PORT: expected an integer from 1 to 65535, got "8080.5"'],
    [{ EDITION: 'us' }, 'Invalid setting EDITION: expected intl or cn, got "us"'],
    [
      { PUBLIC_URL: 'example.com' },
      'Invalid setting PUBLIC_URL: expected an absolute URL such as https://example.com, got "example.com"',
    ],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid setting LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [{ CONTACT_EMAIL: 'nobody' }, 'Invalid setting CONTACT_EMAIL: expected an e-mail address, got "nobody"'],
    [
      { DATABASE_URL: 'mysql://root:secret@db/x' },
      'Invalid setting DATABASE_URL: expected empty (embedded PGlite) or a postgres:// URL, got "mysql://***@db/x"',
    ],
    [
      { COLORIZE_MODEL: '/nonexistent/colour.onnx' },
      'Invalid setting COLORIZE_MODEL: no such file (expected the path of an .onnx model)',
    ],
  ])('rejects %o with one readable line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});

describe('Aliyun SMS settings', () => {
  const full = {
    SMS_PROVIDER: 'aliyun',
    SMS_ALIYUN_ACCESS_KEY_ID: 'id',
    SMS_ALIYUN_ACCESS_KEY_SECRET: 'secret',
    SMS_ALIYUN_SIGN_NAME: '工具箱',
    SMS_ALIYUN_TEMPLATE_CODE: 'SMS_1',
  };

  it('limits e-mail codes per client address to 30 an hour unless told otherwise', () => {
    expect(loadConfig({}).mailCodesPerAddressHour).toBe(30);
    expect(loadConfig({ MAIL_CODES_PER_ADDRESS_HOUR: '500' }).mailCodesPerAddressHour).toBe(500);
    expect(() => loadConfig({ MAIL_CODES_PER_ADDRESS_HOUR: '0' })).toThrow(ConfigError);
  });

  it('keeps the outbox by default and reads the Aliyun settings with their defaults', () => {
    expect(loadConfig({}).smsProvider).toBe('outbox');
    expect(loadConfig({}).smsAliyun).toBeUndefined();
    expect(loadConfig(full)).toMatchObject({
      smsProvider: 'aliyun',
      smsAliyun: {
        endpoint: 'https://dysmsapi.aliyuncs.com/',
        accessKeyId: 'id',
        accessKeySecret: 'secret',
        signName: '工具箱',
        templateCode: 'SMS_1',
        region: 'cn-hangzhou',
      },
    });
  });

  it('names the first missing Aliyun setting in one line', () => {
    expect(() => loadConfig({ ...full, SMS_ALIYUN_ACCESS_KEY_SECRET: '' })).toThrow(
      new ConfigError(
        'Invalid setting SMS_ALIYUN_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun, got nothing',
      ),
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent' })).toThrow(
      /Invalid setting SMS_PROVIDER: expected outbox or aliyun/,
    );
    expect(() => loadConfig({ ...full, SMS_ALIYUN_ENDPOINT: 'dysmsapi' })).toThrow(
      /Invalid setting SMS_ALIYUN_ENDPOINT/,
    );
  });
});

describe('account settings', () => {
  it('turns the dev pages on only without SMTP outside production, unless forced', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
  });

  it('hashes plain blocked numbers and keeps digests', () => {
    const digest = 'a'.repeat(64);
    const config = loadConfig({ BLOCKED_PHONES: `13900000000, ${digest}` });
    expect(config.blockedPhoneHashes).toEqual([
      createHash('sha256').update('13900000000').digest('hex'),
      digest,
    ]);
    expect(() => loadConfig({ BLOCKED_PHONES: 'nope' })).toThrow(/Invalid setting BLOCKED_PHONES/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/Invalid setting SMTP_URL/);
  });
});
