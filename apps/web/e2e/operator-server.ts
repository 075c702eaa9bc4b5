// A server of a spec's own with an operator: the role is granted by the real command line
// (`npm run operator -- grant`), which on embedded PGlite needs the server stopped. So `start` starts a
// server on a fresh data directory, signs two accounts up, stops it, grants the first, starts it again.
import { expect, request as apiRequest, type APIRequestContext } from '@playwright/test';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { accountViaApi, type Account } from './auth-helpers.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface OperatorSetup {
  base: string;
  operator: Account;
  member: Account;
  /** What the grant command printed. */
  granted: string;
}

/** `name` names the data directory; `publicUrl` sets PUBLIC_URL (payment return pages need it). */
export function operatorServer(name: string, options: { publicUrl?: boolean } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `toolbox-e2e-${name}-`));
  let base = '';
  let server: ChildProcess | null = null;

  async function startServer(port: number): Promise<void> {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(options.publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
        LOG_LEVEL: 'warn',
        CHECK_RESPONSES: '1',
        MAIL_CODES_PER_ADDRESS_HOUR: '1000',
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    });
    // A loaded machine starts the server slowly: give it room.
    await expect(async () => {
      expect((await fetch(`${base}/healthz`)).ok).toBe(true);
    }).toPass({ timeout: 240_000 });
  }

  async function stopServer(): Promise<void> {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Runs `run` with an API client of the server, disposed afterwards. */
  async function withApi<T>(run: (api: APIRequestContext) => Promise<T>): Promise<T> {
    const api = await apiRequest.newContext({ baseURL: base });
    try {
      return await run(api);
    } finally {
      await api.dispose();
    }
  }

  return {
    withApi,
    /** Starts the server with two accounts signed up (emails from `names`), the first an operator. */
    async start(names: [operator: string, member: string]): Promise<OperatorSetup> {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      await startServer(port);
      const [operator, member] = await withApi((api) => Promise.all(names.map((n) => accountViaApi(api, n))));
      await stopServer();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/operator.ts', 'grant', operator!.email],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      );
      await startServer(port);
      return { base, operator: operator!, member: member!, granted: stdout };
    },
    /** Stops the server and removes its data. */
    async stop(): Promise<void> {
      await stopServer();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
