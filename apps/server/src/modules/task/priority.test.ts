import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { defaultFilesConfig } from '../../config.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { call, startTaskApp, upload, waitForTask, type Caller, type TaskApp } from '../file/testing.ts';
import { grantUse } from '../func-use/testing.ts';
import { memberships } from '../membership/tables.ts';
import { createSession } from '../session/service.ts';
import { createUser } from '../user/repository.ts';
import { tasks } from './tables.ts';
import { WORK_DIR_PREFIX } from './temp-dirs.ts';
import { startTaskWorkers } from './workers.ts';

const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/chinese-image.docx'));

/** A signed-in user holding an active paid level 2. */
async function member(app: FastifyInstance, email: string): Promise<Caller> {
  const now = app.clock.now();
  const user = await createUser(app.database.db, { email, now });
  await app.database.db.insert(memberships).values({
    userId: user!.id,
    level: 2,
    startTime: new Date(now.getTime() - 86_400_000),
    endTime: new Date(now.getTime() + 30 * 86_400_000),
  });
  const token = await createSession(app.database.db, {
    userId: user!.id,
    rememberMe: false,
    method: 'email',
    clientAddress: '127.0.0.1',
    now,
  });
  return { headers: { accesstoken: token } };
}

async function submit(app: FastifyInstance, caller: Caller): Promise<string> {
  const { fileId } = await upload(app, docx, 'queued.docx', 'word_to_pdf', caller);
  const useId = await grantUse(app, 'word_to_pdf', caller);
  const res = await call(app, '/task/submit', { funcCode: 'word_to_pdf', fileIds: [fileId], useId }, caller);
  expect(res.body.code).toBe('000');
  return (res.body.data as { id: string }).id;
}

/**
 * Jobs are queued while no worker runs, then one worker (office concurrency 1) takes them one at
 * a time: the order they finish in is the order the queue handed them out.
 */
describe.each(backends)('task queue order on %s', (kind) => {
  let backend: TestBackend;
  let run: TaskApp | null = null;

  setupSuite(async () => {
    backend = await createBackend(kind);
  });
  afterAll(async () => {
    await run?.stop();
    await backend?.dispose();
  });

  it('runs a member’s job before queued tourist jobs, and one tourist’s backlog after another’s first job (and sweeps dead workers’ dirs at start)', async () => {
    run = await startTaskApp(backend, { files: { ...defaultFilesConfig, inProcessWorkers: false } });
    await run.app.ready();
    const touristA = { remoteAddress: '10.1.0.1' };
    const touristB = { remoteAddress: '10.1.0.2' };
    const a1 = await submit(run.app, touristA);
    const a2 = await submit(run.app, touristA);
    const a3 = await submit(run.app, touristA);
    const b1 = await submit(run.app, touristB);
    const paid = await member(run.app, `member-${kind}@example.com`);
    const m1 = await submit(run.app, paid);

    // A work dir a killed worker left (its process is gone): the start-up sweep removes it.
    const deadPid = Number(spawnSync('/bin/sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim());
    const stale = join(tmpdir(), `${WORK_DIR_PREFIX}stale-${kind}-${deadPid}`);
    mkdirSync(join(stale, 'profile'), { recursive: true });
    writeFileSync(join(stale, '.owner'), `${deadPid} 1`);

    const workers = await startTaskWorkers(run.app.files, run.jobs, run.app.log);
    try {
      await vi.waitFor(() => expect(existsSync(stale)).toBe(false), { timeout: 10_000, interval: 100 });
      for (const [id, caller] of [
        [a1, touristA],
        [a2, touristA],
        [a3, touristA],
        [b1, touristB],
        [m1, paid],
      ] as const) {
        expect((await waitForTask(run.app, id, caller)).status).toBe(2);
      }
    } finally {
      workers.stop();
    }
    const done = await run.handle.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inArray(tasks.id, [a1, a2, a3, b1, m1]))
      .orderBy(asc(tasks.finishedAt));
    const names = new Map([
      [m1, 'member'],
      [a1, 'A1'],
      [a2, 'A2'],
      [a3, 'A3'],
      [b1, 'B1'],
    ]);
    expect(done.map((row) => names.get(row.id))).toEqual(['member', 'A1', 'B1', 'A2', 'A3']);
  });
});
