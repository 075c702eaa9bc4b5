import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { editionSchema, type Edition } from '@toolbox/contracts';
import type { AliyunSmsOptions } from './modules/sms/aliyun-options.ts';
import { defaultFilesConfig, type FilesConfig } from './config-files.ts';
import type { S3Options } from './modules/storage/s3.ts';
import type { PaymentSettings } from './modules/payment/config.ts';
import type { LlmSettings } from './modules/gpt/settings.ts';
import type { CouponSettings } from './modules/coupon/settings.ts';
import type { FreeImageSettings } from './modules/free-image/settings.ts';
import { ConfigError, moduleConfig } from './config-modules.ts';

/** The repository root, found from this file so defaults do not depend on the cwd. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, {
      message: 'expected an integer from 1 to 65535',
    })
    .transform(Number)
    .default(8080),
  HOST: z.string().trim().min(1, 'expected a host name or address').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'expected a directory path').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^postgres(ql)?:\/\/\S+$/.test(v), {
      message: 'expected empty (embedded PGlite) or a postgres:// URL',
    }),
  DATABASE_PREPARE: z.enum(['0', '1'], { message: 'expected 1 (on) or 0 (off)' }).default('1'),
  EDITION: z.enum(editionSchema.options, { message: 'expected intl or cn' }).default('intl'),
  PUBLIC_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || URL.canParse(v), {
      message: 'expected an absolute URL such as https://example.com',
    }),
  LOG_LEVEL: z.enum(logLevels, { message: `expected one of ${logLevels.join(', ')}` }).default('info'),
  WEB_DIST: z.string().trim().default(''),
  DESKTOP_DIST: z.string().trim().default(''),
  CONTACT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('support@example.com'),
  CHECK_RESPONSES: z.enum(['', '0', '1'], { message: 'expected 0 or 1' }).default(''),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isAddressOrCidr), {
      message: 'expected comma-separated IP addresses or CIDR ranges such as 10.0.0.0/8',
    }),
  MAP_TILE_URL: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) => v === '' || (/^https?:\/\/\S+$/.test(v) && ['{z}', '{x}', '{y}'].every((k) => v.includes(k))),
      {
        message: 'expected empty or an http(s) URL template containing {z}, {x} and {y}',
      },
    ),
  MAP_TILE_ATTRIBUTION: z.string().trim().max(300, 'expected at most 300 characters').default(''),
  SMTP_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^smtps?:\/\/\S+$/.test(v), {
      message: 'expected empty (local outbox) or an smtp:// or smtps:// URL',
    }),
  SMTP_FROM: z.string().trim().min(3, 'expected a sender address').default('Toolbox <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['outbox', 'aliyun'], { message: 'expected outbox or aliyun' }).default('outbox'),
  SMS_ALIYUN_ENDPOINT: z
    .string()
    .trim()
    .default('https://dysmsapi.aliyuncs.com/')
    .refine((v) => /^https?:\/\/\S+$/.test(v) && URL.canParse(v), { message: 'expected an http(s) URL' }),
  SMS_ALIYUN_ACCESS_KEY_ID: z.string().trim().optional(),
  SMS_ALIYUN_ACCESS_KEY_SECRET: z.string().trim().optional(),
  SMS_ALIYUN_SIGN_NAME: z.string().trim().optional(),
  SMS_ALIYUN_TEMPLATE_CODE: z.string().trim().optional(),
  SMS_ALIYUN_REGION: z
    .string()
    .trim()
    .default('cn-hangzhou')
    .refine((v) => /^[a-z0-9-]+$/.test(v), { message: 'expected a region id such as cn-hangzhou' }),
  SMS_DAILY_BUDGET: z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v), { message: 'expected a whole number of messages per day' })
    .transform(Number)
    .default(1000),
  MAIL_CODES_PER_ADDRESS_HOUR: z
    .string()
    .trim()
    .refine((v) => /^[1-9]\d*$/.test(v), { message: 'expected a positive whole number of codes per hour' })
    .transform(Number)
    .default(30),
  BLOCKED_PHONES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => /^[0-9a-f]{64}$/.test(s) || /^(\+?86)?1\d{10}$/.test(s)), {
      message: 'expected comma-separated SHA-256 hex digests (or 11-digit numbers) of phone numbers',
    }),
  GOOGLE_CLIENT_ID: z.string().trim().default(''),
  GOOGLE_JWKS_URL: z
    .string()
    .trim()
    .default('https://www.googleapis.com/oauth2/v3/certs')
    .refine((v) => /^https?:\/\/\S+$/.test(v), { message: 'expected an http(s) URL' }),
  DEV_OUTBOX: z.enum(['', '0', '1'], { message: 'expected 1 (on) or 0 (off)' }).default(''),
  VIDEO_AD_SECRET: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || v.length >= 32, { message: 'expected at least 32 characters' }),
  VIDEO_AD_URL: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || URL.canParse(v), { message: 'expected empty or a URL' }),
  FILE_CACHE_DAY: positiveInt('days').default(3),
  FILE_MAX_MB: positiveInt('megabytes').default(256),
  FILE_USER_QUOTA_MB: positiveInt('megabytes').default(1024),
  FILE_SPLIT_KB: positiveInt('KiB').default(2048),
  SOFFICE_PATH: z.string().trim().default('soffice'),
  PDFTOPPM_PATH: z.string().trim().default('pdftoppm'),
  CONVERT_TIMEOUT_SECONDS: positiveInt('seconds').default(120),
  CONVERT_MEMORY_MB: positiveInt('megabytes').default(2048),
  TASK_WORKERS: z
    .enum(['0', '1'], { message: 'expected 1 (in this process) or 0 (npm run worker)' })
    .default('1'),
  S3_ENDPOINT: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || (/^https?:\/\/\S+$/.test(v) && URL.canParse(v)), {
      message: 'expected empty (AWS by region) or an http(s) URL',
    }),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_BUCKET: z.string().trim().default(''),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_PREFIX: z.string().trim().default(''),
  S3_FORCE_PATH_STYLE: z.enum(['', '0', '1'], { message: 'expected 1 (on) or 0 (off)' }).default(''),
  NODE_ENV: z.string().trim().default('development'),
});

/** A whole number above zero, read from text. */
function positiveInt(unit: string) {
  return z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) > 0, {
      message: `expected a whole number of ${unit} above 0`,
    })
    .transform(Number);
}

/** "10.0.0.1", "::1" or "10.0.0.0/8", "fd00::/8". */
function isAddressOrCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory (PGlite files, uploads). */
  dataDir: string;
  /** Empty means the embedded PGlite database under dataDir. */
  databaseUrl: string;
  /**
   * Prepare each parameterised statement once per connection (db/named-statements.ts on PostgreSQL,
   * db/pglite-statements.ts on PGlite).
   * Off only behind a pooler that cannot keep prepared statements (PgBouncer in transaction mode
   * before 1.21). Absent means on.
   */
  databasePrepare?: boolean;
  edition: Edition;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /** Absolute path of the built web app. */
  webDist: string;
  /**
   * Where `npm run build:desktop` put the desktop app: when its Windows executable is there, the
   * download page offers it (GET /download/toolbox-desktop-win-x64.exe). Absent in tests' configs.
   */
  desktopDist?: string;
  contactEmail: string;
  /** Check every endpoint's answer against its response schema (tests; off in production for speed). */
  checkResponses?: boolean;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustedProxies?: readonly string[];
  /** Map tile URL template ({z}/{x}/{y}); empty = the self-hosted vector base map only. */
  mapTileUrl?: string;
  /** Attribution text the tile provider requires. */
  mapTileAttribution?: string;
  /** SMTP server for mail (`smtp://user:pass@host:587`); empty = mail goes to the local outbox. */
  smtpUrl?: string;
  /** The From header of our mail. */
  smtpFrom?: string;
  /** SMS adapter: the local outbox (default) or Alibaba Cloud SMS. */
  smsProvider?: 'outbox' | 'aliyun';
  /** Set (complete) when smsProvider is aliyun. */
  smsAliyun?: AliyunSmsOptions;
  /** Most SMS sent per UTC day, all numbers together. */
  smsDailyBudget?: number;
  /** Most e-mail codes one client address may ask for in an hour (all recipients together). */
  mailCodesPerAddressHour?: number;
  /** SHA-256 hex digests of blocked 11-digit phone numbers (plain numbers are hashed at load). */
  blockedPhoneHashes?: readonly string[];
  /** Google sign-in is offered only when set. */
  googleClientId?: string;
  googleJwksUrl?: string;
  /** The dev pages (/dev/outbox, /dev/qr-confirm) are served. */
  devOutbox?: boolean;
  /** Key of the video-ad completion proofs (cn); without it the reward exists only with dev pages. */
  videoAdSecret?: string;
  /** The mini-program link of the video ad; the ticket code is added as `code`. */
  videoAdUrl?: string;
  /** PAYMENT_PROVIDER and the WECHAT_*, ALIPAY_*, PAYPAL_* settings; the sandbox when absent. */
  payment?: PaymentSettings;
  /** File transfer and server tasks; `defaultFilesConfig` when absent. */
  files?: FilesConfig;
  /** The text-generation provider (LLM_*); none when absent or null: the AI writers say so. */
  llm?: LlmSettings | null;
  /** free_image's photo API (FREE_IMAGE_*) or library; the seed library when absent. */
  freeImage?: FreeImageSettings;
  /** taobao_coupon's affiliate account (TAOBAO_*); none when absent or null: the tool is hidden. */
  coupon?: CouponSettings | null;
}

/** A BLOCKED_PHONES entry as the SHA-256 hex of the bare 11-digit number. */
function phoneHashEntry(entry: string): string {
  if (/^[0-9a-f]{64}$/.test(entry)) return entry;
  return createHash('sha256')
    .update(entry.replace(/^\+?86/, ''))
    .digest('hex');
}

export { defaultFilesConfig, type FilesConfig };

export { ConfigError };

function shown(key: string, value: unknown): string {
  if (value === undefined) return 'nothing';
  // A database URL may carry a password; never echo it.
  const text =
    key === 'DATABASE_URL' || key === 'SMTP_URL' || key === 'S3_SECRET_ACCESS_KEY'
      ? String(value).replace(/\/\/[^@/]*@/, '//***@')
      : value;
  return JSON.stringify(text);
}

/** Reads and checks the settings; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Empty strings mean "not set", as they do in most .env files.
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0]);
    throw new ConfigError(`Invalid setting ${key}: ${issue.message}, got ${shown(key, raw[key])}`);
  }
  const e = parsed.data;
  const modules = moduleConfig(env);
  return {
    ...base(e, cwd),
    smsAliyun: e.SMS_PROVIDER === 'aliyun' ? aliyunOptions(e) : undefined,
    files: filesConfig(e),
    ...modules,
  };
}

function filesConfig(e: Env): FilesConfig {
  let s3: S3Options | null = null;
  if (e.S3_BUCKET) {
    for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[key])
        throw new ConfigError(`Invalid setting ${key}: required when S3_BUCKET is set, got nothing`);
    }
    s3 = {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      prefix: e.S3_PREFIX,
      // Self-hosted servers (an endpoint is given) nearly always want path-style URLs.
      forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || (e.S3_FORCE_PATH_STYLE === '' && e.S3_ENDPOINT !== ''),
    };
  }
  return {
    fileCacheDay: e.FILE_CACHE_DAY,
    maxFileBytes: e.FILE_MAX_MB * 1024 * 1024,
    userQuotaBytes: e.FILE_USER_QUOTA_MB * 1024 * 1024,
    splitSizeKB: e.FILE_SPLIT_KB,
    sofficePath: e.SOFFICE_PATH,
    pdftoppmPath: e.PDFTOPPM_PATH,
    convertTimeoutMs: e.CONVERT_TIMEOUT_SECONDS * 1000,
    convertMemoryMB: e.CONVERT_MEMORY_MB,
    s3,
    inProcessWorkers: e.TASK_WORKERS === '1',
  };
}

type Env = z.output<typeof envSchema>;

/** The Aliyun settings, every one required once SMS_PROVIDER=aliyun. */
function aliyunOptions(e: Env): AliyunSmsOptions {
  const required = [
    'SMS_ALIYUN_ACCESS_KEY_ID',
    'SMS_ALIYUN_ACCESS_KEY_SECRET',
    'SMS_ALIYUN_SIGN_NAME',
    'SMS_ALIYUN_TEMPLATE_CODE',
  ] as const;
  for (const key of required) {
    if (!e[key])
      throw new ConfigError(`Invalid setting ${key}: required when SMS_PROVIDER=aliyun, got nothing`);
  }
  return {
    endpoint: e.SMS_ALIYUN_ENDPOINT,
    accessKeyId: e.SMS_ALIYUN_ACCESS_KEY_ID!,
    accessKeySecret: e.SMS_ALIYUN_ACCESS_KEY_SECRET!,
    signName: e.SMS_ALIYUN_SIGN_NAME!,
    templateCode: e.SMS_ALIYUN_TEMPLATE_CODE!,
    region: e.SMS_ALIYUN_REGION,
  };
}

function base(e: Env, cwd: string): Config {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePrepare: e.DATABASE_PREPARE === '1',
    edition: e.EDITION,
    publicUrl: (e.PUBLIC_URL || `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : resolve(repoRoot, 'apps/web/dist'),
    desktopDist: e.DESKTOP_DIST ? resolve(cwd, e.DESKTOP_DIST) : resolve(repoRoot, 'dist/desktop'),
    contactEmail: e.CONTACT_EMAIL,
    checkResponses: e.CHECK_RESPONSES === '1',
    trustedProxies: e.TRUSTED_PROXIES,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsProvider: e.SMS_PROVIDER,
    smsDailyBudget: e.SMS_DAILY_BUDGET,
    mailCodesPerAddressHour: e.MAIL_CODES_PER_ADDRESS_HOUR,
    blockedPhoneHashes: e.BLOCKED_PHONES.map(phoneHashEntry),
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    // Dev pages show codes and let anyone confirm a QR login: only on a developer's machine.
    devOutbox: e.DEV_OUTBOX === '1' || (e.DEV_OUTBOX === '' && !e.SMTP_URL && e.NODE_ENV !== 'production'),
    videoAdSecret: e.VIDEO_AD_SECRET,
    videoAdUrl: e.VIDEO_AD_URL,
  };
}
