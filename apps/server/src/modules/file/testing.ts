import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { createUser } from '../user/repository.ts';
import { createSession } from '../session/service.ts';
import type { Task } from '@toolbox/contracts';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { createJobs } from '../../jobs/queue.ts';
import { afterAll } from 'vitest';
import { createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { seedCatalog } from '../func/seed.ts';

/** Test helpers for the file and task calls (not used by the server itself). */

export type Caller = { headers?: Record<string, string>; remoteAddress?: string };

export async function call(app: FastifyInstance, url: string, body: unknown, caller: Caller = {}) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...caller.headers },
    payload: JSON.stringify(body),
    remoteAddress: caller.remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as { code: string; message: string; data: never } };
}

export async function sendChunk(
  app: FastifyInstance,
  fileId: string,
  index: number,
  bytes: Buffer,
  caller: Caller = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/file/trans-data?fileId=${fileId}&index=${index}`,
    headers: { 'content-type': 'application/octet-stream', ...caller.headers },
    payload: bytes,
    remoteAddress: caller.remoteAddress,
  });
  return { status: res.statusCode, body: res.json() as { code: string; message: string; data: never } };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Uploads a whole file the way the web client does; returns the last answer's body. */
export async function upload(
  app: FastifyInstance,
  bytes: Buffer,
  name: string,
  funcCode: string,
  caller: Caller = {},
) {
  const start = await call(
    app,
    '/file/trans-start',
    { name, size: bytes.length, hash: sha256(bytes), funcCode },
    caller,
  );
  if (start.body.code !== '000') return { fileId: '', last: start.body };
  const { fileId, splitSizeKB, splitCount, alreadyWriteIndexList } = start.body.data as {
    fileId: string;
    splitSizeKB: number;
    splitCount: number;
    alreadyWriteIndexList: number[];
  };
  let last = start.body as { code: string; message: string; data: unknown };
  const size = splitSizeKB * 1024;
  for (let i = 0; i < splitCount; i++) {
    if (alreadyWriteIndexList.includes(i)) continue;
    last = (await sendChunk(app, fileId, i, bytes.subarray(i * size, (i + 1) * size), caller)).body;
  }
  return { fileId, last };
}

/** Downloads a file through down-start and the binary chunks. */
export async function download(app: FastifyInstance, fileId: string, caller: Caller = {}) {
  const start = await call(app, '/file/down-start', { fileId }, caller);
  if (start.body.code !== '000') return { start: start.body, bytes: null };
  const info = start.body.data as { url: string; splitCount: number; name: string; watermarked: boolean };
  const parts: Buffer[] = [];
  for (let i = 0; i < info.splitCount; i++) {
    const res = await app.inject({ method: 'GET', url: `${info.url}/${i}` });
    if (res.statusCode !== 200) throw new Error(`chunk ${i}: ${res.statusCode} ${res.body}`);
    parts.push(res.rawPayload);
  }
  return { start: start.body, info, bytes: Buffer.concat(parts) };
}

/** A signed-in user's accessToken header. */
export async function signedIn(app: FastifyInstance, email: string): Promise<Caller> {
  const now = app.clock.now();
  const user = await createUser(app.database.db, { email, now });
  const token = await createSession(app.database.db, {
    userId: user!.id,
    rememberMe: false,
    method: 'email',
    clientAddress: '127.0.0.1',
    now,
  });
  return { headers: { accesstoken: token } };
}

/** An app with a started job queue (the conversion worker runs in it once ready). */
export async function startTaskApp(backend: TestBackend, config: Partial<Config> = {}) {
  const handle = await backend.open();
  await handle.migrate();
  await seedCatalog(handle.db);
  const queueErrors: Error[] = [];
  const jobs = createJobs(handle.jobsConnection, (err) => queueErrors.push(err));
  await jobs.start();
  const app = await buildApp({ config: { ...backend.config, ...config }, db: handle, jobs, logger: false });
  return {
    app,
    handle,
    jobs,
    queueErrors,
    /** Stops like the server does on SIGTERM: HTTP, then the queue, then the database. */
    async stop() {
      await app.close();
      await jobs.stop();
      await handle.close();
    },
  };
}

export type TaskApp = Awaited<ReturnType<typeof startTaskApp>>;

/**
 * The usual suite of a task test: before all, a fresh backend and a ready task app on it (with
 * `config`), handed to `started`; after all, the app is stopped and the backend disposed.
 * `start()` starts a new app on the same backend (after the test stopped the last one), hands it
 * to `started` again and is the one stopped at the end.
 */
export function taskSuite(
  kind: TestBackend['kind'],
  started: (suite: { backend: TestBackend; run: TaskApp }) => unknown,
  config: Partial<Config> = {},
): { start(): Promise<void> } {
  let backend: TestBackend | undefined;
  let run: TaskApp | undefined;
  async function start() {
    run = await startTaskApp(backend!, config);
    await run.app.ready();
    await started({ backend: backend!, run });
  }
  setupSuite(async () => {
    backend = await createBackend(kind);
    await start();
  });
  afterAll(async () => {
    await run?.stop();
    await backend?.dispose();
  });
  return { start };
}

/** Polls /task/query until the task is done or failed (or the time is up). */
export async function waitForTask(
  app: FastifyInstance,
  id: string,
  caller: Caller = {},
  until: (task: Task) => boolean = (task) => task.status === 2 || task.status === -1,
  timeoutMs = 100_000,
): Promise<Task> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(app, '/task/query', { id }, caller);
    const task = res.body.data as Task;
    if (res.body.code !== '000') throw new Error(`task/query: ${res.body.code} ${res.body.message}`);
    if (until(task) || Date.now() > deadline) return task;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A real .docx of about `megabytes` MB: the fixture's entries plus a large stored media file of
 * random bytes (so it cannot be compressed away).
 */
export function largeDocx(megabytes: number): Buffer {
  const fixture = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/chinese-image.docx'));
  const entries = unzipSync(new Uint8Array(fixture));
  entries['word/media/large.bin'] = new Uint8Array(randomBytes(megabytes * 1024 * 1024));
  return Buffer.from(zipSync(entries, { level: 0 }));
}
