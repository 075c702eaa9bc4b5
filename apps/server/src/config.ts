import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { z } from 'zod';
import { editionSchema, type Edition } from '@toolbox/contracts';

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
  CONTACT_EMAIL: z.email({ message: 'expected an e-mail address' }).default('support@example.com'),
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
});

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
  edition: Edition;
  publicUrl: string;
  logLevel: (typeof logLevels)[number];
  /** Absolute path of the built web app. */
  webDist: string;
  contactEmail: string;
  /** Proxies whose X-Forwarded-For is believed (addresses or CIDR ranges); none by default. */
  trustedProxies?: readonly string[];
  /** Map tile URL template ({z}/{x}/{y}); empty = the self-hosted vector base map only. */
  mapTileUrl?: string;
  /** Attribution text the tile provider requires. */
  mapTileAttribution?: string;
}

/** Thrown for one bad setting; `message` is the single line printed at start. */
export class ConfigError extends Error {}

function shown(key: string, value: unknown): string {
  if (value === undefined) return 'nothing';
  // A database URL may carry a password; never echo it.
  const text = key === 'DATABASE_URL' ? String(value).replace(/\/\/[^@/]*@/, '//***@') : value;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    edition: e.EDITION,
    publicUrl: (e.PUBLIC_URL || `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(cwd, e.WEB_DIST) : resolve(repoRoot, 'apps/web/dist'),
    contactEmail: e.CONTACT_EMAIL,
    trustedProxies: e.TRUSTED_PROXIES,
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
  };
}
