// The server bench's database: migrated and seeded, with signed-in users whose credit accounts are
// on today's day and hold enough credits for every deduction of the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { repoRoot, type Config } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { seedCatalog } from '../apps/server/src/modules/func/seed.ts';
import { createSession } from '../apps/server/src/modules/session/service.ts';
import { createUser } from '../apps/server/src/modules/user/repository.ts';

/** The priced server function every /h of the bench uses (5 credits a use, 3 free a day). */
export const BENCH_FUNC = 'word_to_pdf';
export const BENCH_USERS = 50;

/** Creates the users and brings their accounts to today with a large balance; returns their tokens. */
export async function prepareDatabase(config: Config): Promise<string[]> {
  const handle = await openDatabase(config);
  try {
    await handle.migrate();
    await seedCatalog(handle.db);
    const app = await buildApp({ config: { ...config, checkResponses: false }, db: handle, logger: false });
    const tokens: string[] = [];
    const now = new Date();
    for (let i = 0; i < BENCH_USERS; i++) {
      const user = await createUser(handle.db, { email: `bench-${i}-${now.getTime()}@example.com`, now });
      const token = await createSession(handle.db, {
        userId: user!.id,
        rememberMe: true,
        method: 'email',
        clientAddress: '127.0.0.1',
        now,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/ut/v1/h',
        headers: { 'content-type': 'application/json', accesstoken: token },
        payload: JSON.stringify({ code: BENCH_FUNC, timezoneOffset: 0 }),
      });
      if (res.json<{ code: string }>().code !== '000') throw new Error(`bench setup: /h ${res.body}`);
      tokens.push(token);
    }
    await handle.db.execute(sql`update credit_account set balance = 100000000 where id like 'u:%'`);
    await app.close();
    return tokens;
  } finally {
    await handle.close();
  }
}

/** The uses of `funcCode` recorded so far (the bench checks every answered /h recorded one). */
export async function countRows(config: Config, funcCode: string): Promise<number> {
  const handle = await openDatabase(config);
  try {
    const result = await handle.db.execute(
      sql`select count(*)::int as n from func_use where func_code = ${funcCode}`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  } finally {
    await handle.close();
  }
}

/** A server process started for the bench and how long it took to answer /healthz. */
export interface BenchProcess {
  child: ChildProcess;
  base: string;
  startupMs: number;
  /** Resident memory (MiB) of the process now. */
  rssMiB(): number;
  /** CPU time (user + system, ms) the process has used so far. */
  cpuMs(): number;
  stop(): Promise<void>;
}

function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Spawns `node <script>` (a `.mjs`: as `npm run serve` starts the server) or `node --import tsx
 * <script>` with `env`, and waits until GET /healthz answers 200.
 */
export async function spawnServer(script: string, env: Record<string, string>): Promise<BenchProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const started = performance.now();
  const args = script.endsWith('.mjs') ? [script] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${stderr}`);
    if ((await get(`${base}/healthz`)) === 200) break;
    if (performance.now() - started > 300_000) throw new Error(`${script} not healthy in 300 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = performance.now() - started;
  return {
    child,
    base,
    startupMs,
    rssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses), in 1/100 s.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
