import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/open.ts';
import type { Jobs } from '../jobs/queue.ts';
import { seedCatalog } from '../modules/func/seed.ts';

/** Every integration test runs on both databases the product supports. */
export const backends: DatabaseKind[] = ['pglite', 'postgres'];

/** The PostgreSQL server tests create their databases on. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const startHint = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';

/** A config for tests: a temp data dir, no web app unless asked, silent logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 8080,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'toolbox-test-')),
    databaseUrl: '',
    edition: 'intl',
    publicUrl: 'http://127.0.0.1:8080',
    logLevel: 'silent',
    webDist: join(tmpdir(), 'toolbox-no-web-dist'),
    contactEmail: 'support@example.com',
    checkResponses: true,
    ...overrides,
  };
}

/** Runs SQL on the test server's maintenance connection; fails with how to start PostgreSQL. */
async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${testDatabaseUrl} (${(err as Error).message}). ` +
        `Start it with: ${startHint} (or set TEST_DATABASE_URL)`,
    );
  }
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh, closed PGlite cluster (initdb only: no migrations) that suites copy (pglite-template.ts). */
    pgliteTemplate: string;
  }
}

/**
 * A fresh cluster without PGlite's initdb (14–23 s under load here, against 4 s to copy and open): a copy of the one the server project's
 * global setup (pglite-template.ts) made, unless the data dir already holds a cluster.
 */
function copyPgliteTemplate(dataDir: string): void {
  let template: string | undefined;
  try {
    template = inject('pgliteTemplate');
  } catch {
    return; // outside a vitest run (the benches): a fresh initdb
  }
  const target = join(dataDir, 'pglite');
  if (template && existsSync(template) && !existsSync(target)) cpSync(template, target, { recursive: true });
}

/** One isolated database: a fresh PGlite data dir, or a fresh PostgreSQL database. */
export interface TestBackend {
  kind: DatabaseKind;
  config: Config;
  /** Opens the database (PGlite allows one open handle at a time: close before reopening). */
  open(): Promise<DatabaseHandle>;
  /** Closes what `open` opened, drops the PostgreSQL database and removes the data dir. */
  dispose(): Promise<void>;
}

export async function createBackend(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
): Promise<TestBackend> {
  const config = testConfig(overrides);
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `toolbox_t_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    config.databaseUrl = url.toString();
    drop = () =>
      withAdmin(async (c) => {
        // pg's pool.end() resolves before its sockets have closed; FORCE would kill the closing
        // sessions and their clients would throw 57P01 into the test run. Wait for them (≤ 3 s).
        for (let i = 0; i < 60; i++) {
          const { rows } = await c.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
  }
  if (kind === 'pglite') copyPgliteTemplate(config.dataDir);
  const handles: DatabaseHandle[] = [];
  return {
    kind,
    config,
    async open() {
      const handle = await openDatabase(config);
      handles.push(handle);
      return handle;
    },
    async dispose() {
      for (const handle of handles) await handle.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects JSON log lines so tests can look at what the server logged. */
export function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/** Opens, migrates and seeds a backend's database and builds the app on it. */
export async function startTestApp(
  backend: TestBackend,
  options: { config?: Partial<Config>; jobs?: Jobs; logger?: object } = {},
): Promise<{ app: FastifyInstance; handle: DatabaseHandle }> {
  const handle = await backend.open();
  await handle.migrate();
  await seedCatalog(handle.db);
  const app = await buildApp({
    config: { ...backend.config, ...options.config },
    db: handle,
    jobs: options.jobs ?? null,
    logger: options.logger ?? false,
  });
  return { app, handle };
}

/** POSTs a shared-layer call the way the web client does and returns status and parsed body. */
export async function post(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code: string; message: string; data: unknown } }> {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * Runs a suite's one-time setup. When it throws (PostgreSQL down, say) every test of the suite
 * fails with that error, rather than being reported as skipped.
 */
export function setupSuite(setup: () => Promise<void>): void {
  let error: unknown = null;
  beforeAll(async () => {
    try {
      await setup();
    } catch (err) {
      error = err;
    }
  });
  beforeEach(() => {
    if (error) throw error;
  });
}

/**
 * The usual suite of an app test: before all, a fresh backend (`backend`: config overrides) and a
 * migrated, seeded app on it (`app`: startTestApp options), handed to `started`; after all, the
 * app is closed and the backend disposed. A failed setup fails every test of the suite.
 */
export function appSuite(
  kind: DatabaseKind,
  started: (suite: { app: FastifyInstance; handle: DatabaseHandle; backend: TestBackend }) => unknown,
  options: { backend?: Partial<Config>; app?: Parameters<typeof startTestApp>[1] } = {},
): void {
  let backend: TestBackend | undefined;
  let app: FastifyInstance | undefined;
  setupSuite(async () => {
    backend = await createBackend(kind, options.backend);
    const run = await startTestApp(backend, options.app);
    app = run.app;
    await started({ ...run, backend });
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
  });
}
