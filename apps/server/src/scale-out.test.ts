import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import S3rver from 's3rver';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFilesConfig, repoRoot } from './config.ts';
import type { DatabaseHandle } from './db/open.ts';
import { createJobs, type Jobs } from './jobs/queue.ts';
import { creditAccounts, creditEntries } from './modules/credits/tables.ts';
import { addTestFunc } from './modules/credits/testing.ts';
import { storedFiles } from './modules/file/tables.ts';
import { largeDocx, sha256 } from './modules/file/testing.ts';
import { seedCatalog } from './modules/func/seed.ts';
import { funcUses } from './modules/func-use/tables.ts';
import { createSession } from './modules/session/service.ts';
import { Clock } from './modules/session/clock.ts';
import { createStorage } from './modules/storage/index.ts';
import { tasks } from './modules/task/tables.ts';
import { recoverTasks, STALE_MS } from './modules/task/worker.ts';
import { createUser } from './modules/user/repository.ts';
import { createBackend, setupSuite, type TestBackend } from './test/backends.ts';
import { freePort } from './test/server-process.ts';

/*
 * Issue 15's scale-out, proven with real processes: two API processes (TASK_WORKERS=0) and two
 * `npm run worker` processes on one PostgreSQL database and one S3 bucket (s3rver), each with a
 * data directory of its own, so nothing can pass through a shared disk. One user's calls go to
 * both API processes in turn.
 */

type Envelope = { code: string; message: string; data: never };

/** Whether a process of the tree under `pid` is LibreOffice (read from `ps`). */
function runsConverter(pid: number): boolean {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='])
    .toString()
    .trim()
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .flatMap((m) => (m ? [{ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }] : []));
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows)
      if (tree.has(row.ppid) && !tree.has(row.pid)) {
        tree.add(row.pid);
        grew = true;
      }
  }
  return rows.some((row) => tree.has(row.pid) && row.pid !== pid && /soffice/.test(row.args));
}

interface Proc {
  name: string;
  child: ChildProcess;
  stderr: () => string;
}

/** An API process: its base URL and calls in the web client's wire format. */
interface Api extends Proc {
  base: string;
  post(path: string, body: unknown, token?: string): Promise<Envelope>;
}

const PRICE = 5;
const BALANCE = 53;

describe('two API processes and two workers on PostgreSQL and S3 (scale-out)', () => {
  let backend: TestBackend;
  let s3rver: S3rver;
  let handle: DatabaseHandle;
  let env: NodeJS.ProcessEnv;
  let jobs: Jobs | null = null;
  const root = mkdtempSync(join(tmpdir(), 'toolbox-scale-'));
  const procs: Proc[] = [];
  let a: Api;
  let b: Api;
  let workers: Proc[] = [];

  function start(name: string, script: string, extra: NodeJS.ProcessEnv): Proc {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: repoRoot,
      env: { ...env, ...extra, DATA_DIR: mkdtempSync(join(root, `${name}-`)) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const proc = { name, child, stderr: () => stderr };
    procs.push(proc);
    return proc;
  }

  async function startApi(name: string): Promise<Api> {
    const port = await freePort();
    const proc = start(name, 'apps/server/src/main.ts', { PORT: String(port), TASK_WORKERS: '0' });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/healthz`).catch(() => null);
      if (up?.ok) break;
      if (proc.child.exitCode !== null || i > 400) throw new Error(`${name} did not start: ${proc.stderr()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return {
      ...proc,
      base,
      async post(path, body, token) {
        const res = await fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) },
          body: JSON.stringify(body),
        });
        return (await res.json()) as Envelope;
      },
    };
  }

  /** A signed-in user (a session row, as a sign-in makes it) with today's credit account. */
  async function user(email: string): Promise<{ id: string; token: string }> {
    const now = new Date();
    const row = await createUser(handle.db, { email, now });
    const token = await createSession(handle.db, {
      userId: row!.id,
      rememberMe: true,
      method: 'email',
      clientAddress: '127.0.0.1',
      now,
    });
    return { id: row!.id, token };
  }

  setupSuite(async () => {
    backend = await createBackend('postgres');
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(root, 's3rver'),
      configureBuckets: [{ name: 'toolbox' }],
    });
    const { port } = await s3rver.run();
    env = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE_URL: backend.config.databaseUrl,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'toolbox',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'files',
      MAIL_CODES_PER_ADDRESS_HOUR: '4',
      // Small chunks: a 1 MB file is sent in five.
      FILE_SPLIT_KB: '256',
      WEB_DIST: join(root, 'no-web-build'),
      LOG_LEVEL: 'warn',
    };
    // Migrations run once, before the processes start (docs/deploy.md).
    handle = await backend.open();
    await handle.migrate();
    await seedCatalog(handle.db);
    await addTestFunc(handle.db, 'zz_scale', { openLevel: 0, point: PRICE, freeCount: 0 });
    a = await startApi('api-a');
    b = await startApi('api-b');
    workers = [
      start('worker-1', 'apps/server/src/worker.ts', {}),
      start('worker-2', 'apps/server/src/worker.ts', {}),
    ];
  });

  afterAll(async () => {
    for (const proc of procs) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await jobs?.stop();
    await handle?.close();
    await backend?.dispose();
    await s3rver?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('shares sessions: a sign-in works on both, a sign-out through one ends it on the other', async () => {
    const alice = await user('scale-alice@example.com');
    for (const api of [a, b]) {
      const info = await api.post('/open/user/get-login-info', {}, alice.token);
      expect(info.code, api.name).toBe('000');
      expect((info.data as { email: string }).email).toBe('scale-alice@example.com');
    }
    expect((await b.post('/open/user/logout', {}, alice.token)).code).toBe('000');
    const after = await a.post('/open/user/get-login-info', {}, alice.token);
    expect(after.code).not.toBe('000');
  });

  it('hands a desktop agent registered through one process to the page asking the other', async () => {
    const clientId = 'scale-agent-0000000001';
    const pairingSecret = 'p'.repeat(43);
    const registered = await a.post('/ut/client/register', { clientId, port: 42001, pairingSecret });
    expect(registered.code).toBe('000');
    const found = await b.post('/ut/client/query-client', { clientId });
    expect(found.data).toEqual({ clientId, port: 42001, pairingSecret, versionInt: null });
    // Another secret cannot take the id over through the other process either.
    const hijack = await b.post('/ut/client/register', {
      clientId,
      port: 42002,
      pairingSecret: 'h'.repeat(43),
    });
    expect(hijack.code).toBe('40401');
    expect((await a.post('/ut/client/query-client', { clientId })).data).toMatchObject({ port: 42001 });
  });

  it('counts rate limits across processes: the fifth code an hour from one address is refused', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const api = i % 2 ? b : a;
      const res = await api.post('/open/user-email-verify/send-for-open', {
        type: 'open_user_register',
        email: `scale-rate-${i}@example.com`,
      });
      answers.push(res.code);
    }
    expect(answers.slice(0, 4)).toEqual(['000', '000', '000', '000']);
    expect(answers[4]).not.toBe('000');
  });

  it('keeps credits exact with one user draining the balance through both processes at once', async () => {
    const bob = await user('scale-bob@example.com');
    const id = `u:${bob.id}`;
    // Today's account first (the daily grant), then the balance to drain.
    expect((await a.post('/ut/v1/qh', { timezoneOffset: 0 }, bob.token)).code).toBe('000');
    await handle.db.update(creditAccounts).set({ balance: BALANCE }).where(eq(creditAccounts.id, id));
    // Half of the asks go to each process; which of them win the account's lock is up to timing.
    const asks = Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b));
    const answers = await Promise.all(
      asks.map((api) => api.post('/ut/v1/h', { code: 'zz_scale', timezoneOffset: 0 }, bob.token)),
    );
    const granted = Math.floor(BALANCE / PRICE);
    expect(answers.filter((r) => r.code === '000')).toHaveLength(granted);
    expect(answers.filter((r) => r.code === '40104')).toHaveLength(40 - granted);
    const [account] = await handle.db.select().from(creditAccounts).where(eq(creditAccounts.id, id));
    expect(account!.balance).toBe(BALANCE % PRICE);
    const deductions = await handle.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.accountId, id), eq(creditEntries.type, 'deduct')));
    expect(deductions).toHaveLength(granted);
    expect(await handle.db.select().from(funcUses).where(eq(funcUses.accountId, id))).toHaveLength(granted);
  });

  /** Uploads `bytes` with its chunks sent to A and B in turn; the file id. */
  async function spreadUpload(bytes: Buffer, name: string, token: string): Promise<string> {
    const started = await a.post(
      '/file/trans-start',
      { name, size: bytes.length, hash: sha256(bytes), funcCode: 'word_to_pdf' },
      token,
    );
    expect(started.code, started.message).toBe('000');
    const { fileId, splitSizeKB, splitCount } = started.data as {
      fileId: string;
      splitSizeKB: number;
      splitCount: number;
    };
    expect(splitCount).toBeGreaterThan(1);
    let status = 0;
    for (let i = 0; i < splitCount; i++) {
      const api = i % 2 ? b : a;
      const res = await fetch(`${api.base}/file/trans-data?fileId=${fileId}&index=${i}`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', accesstoken: token },
        body: bytes.subarray(i * splitSizeKB * 1024, (i + 1) * splitSizeKB * 1024),
      });
      const body = (await res.json()) as Envelope;
      expect(body.code, `chunk ${i} to ${api.name}: ${body.message}`).toBe('000');
      status = (body.data as { status: number }).status;
    }
    expect(status).toBe(2);
    return fileId;
  }

  async function submit(fileId: string, token: string): Promise<string> {
    const used = await b.post('/ut/v1/h', { code: 'word_to_pdf', timezoneOffset: 0 }, token);
    expect(used.code, used.message).toBe('000');
    const { useId } = used.data as { useId: string };
    const submitted = await a.post(
      '/task/submit',
      { funcCode: 'word_to_pdf', fileIds: [fileId], useId },
      token,
    );
    expect(submitted.code, submitted.message).toBe('000');
    return (submitted.data as { id: string }).id;
  }

  async function poll(id: string, token: string, until: (status: number) => boolean): Promise<number> {
    for (let i = 0; ; i++) {
      // Progress is read from either process.
      const res = await (i % 2 ? a : b).post('/task/query', { id }, token);
      const { status } = res.data as { status: number };
      if (until(status)) return status;
      if (i > 1200) throw new Error(`task ${id} stuck at ${status}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Downloads the result with its chunks fetched from A and B in turn. */
  async function spreadDownload(fileId: string, token: string): Promise<Buffer> {
    const started = await b.post('/file/down-start', { fileId }, token);
    expect(started.code, started.message).toBe('000');
    const { url, splitCount } = started.data as { url: string; splitCount: number };
    const parts: Buffer[] = [];
    for (let i = 0; i < splitCount; i++) {
      const res = await fetch(`${(i % 2 ? a : b).base}${url}/${i}`);
      expect(res.status).toBe(200);
      parts.push(Buffer.from(await res.arrayBuffer()));
    }
    return Buffer.concat(parts);
  }

  it('uploads one file in chunks to both processes, converts it on a worker and downloads it from both', async () => {
    const carol = await user('scale-carol@example.com');
    const fileId = await spreadUpload(largeDocx(1), 'spread.docx', carol.token);
    const id = await submit(fileId, carol.token);
    expect(await poll(id, carol.token, (s) => s === 2 || s === -1)).toBe(2);
    const task = (await a.post('/task/query', { id }, carol.token)).data as { resultDTO: { fileId: string } };
    const pdf = await spreadDownload(task.resultDTO.fileId, carol.token);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('loses nothing when the worker converting a task is killed: the other worker finishes it once', async () => {
    const dave = await user('scale-dave@example.com');
    const fileId = await spreadUpload(largeDocx(1), 'killed.docx', dave.token);
    const id = await submit(fileId, dave.token);
    await poll(id, dave.token, (s) => s === 1);
    // The worker with LibreOffice among its descendants is the one converting (a worker may also
    // have short-lived children of its own, e.g. the sandbox check at start).
    const busy = await (async () => {
      for (let i = 0; i < 200; i++) {
        const found = workers.find((w) => runsConverter(w.child.pid!));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no worker runs a converter');
    })();
    busy.child.kill('SIGKILL');
    await new Promise((resolve) =>
      busy.child.exitCode !== null ? resolve(null) : busy.child.once('exit', resolve),
    );
    const survivor = workers.find((w) => w !== busy)!;
    expect(survivor.child.exitCode, survivor.stderr()).toBeNull();

    // Any process's recovery sweep finds the silent task once its heartbeat is STALE_MS old; this
    // one runs here with its clock moved on, rather than the test waiting a minute.
    jobs = createJobs(handle.jobsConnection, () => {});
    await jobs.start();
    const clock = new Clock();
    clock.advance(STALE_MS + 5_000);
    const files = { ...defaultFilesConfig, inProcessWorkers: false };
    const ctx = {
      db: handle.db,
      storage: await createStorage(
        {
          ...files,
          s3: {
            endpoint: env.S3_ENDPOINT!,
            region: 'us-east-1',
            bucket: 'toolbox',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
            prefix: 'files',
            forcePathStyle: true,
          },
        },
        root,
      ),
      files,
      clock,
      log: pino({ level: 'silent' }),
    };
    expect(await recoverTasks(ctx, jobs)).toBe(1);
    expect(await poll(id, dave.token, (s) => s === 2 || s === -1), survivor.stderr()).toBe(2);
    const [row] = await handle.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row!.attempts).toBe(2);
    const results = await handle.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.taskId, id), eq(storedFiles.kind, 'result')));
    expect(results).toHaveLength(1);
    const task = (await b.post('/task/query', { id }, dave.token)).data as { resultDTO: { fileId: string } };
    expect((await spreadDownload(task.resultDTO.fileId, dave.token)).subarray(0, 5).toString()).toBe('%PDF-');
    // One use, charged once, and nothing given back (the task did not fail).
    const uses = await handle.db
      .select()
      .from(funcUses)
      .where(eq(funcUses.accountId, `u:${dave.id}`));
    expect(uses).toHaveLength(1);
    const entries = await handle.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.accountId, `u:${dave.id}`));
    expect(entries.filter((e) => e.type === 'increase')).toEqual([]);
  });
});
