import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { freePort } from '../../test/server-process.ts';
import { sha256, startTaskApp, waitForTask, download } from '../file/testing.ts';
import { storedFiles } from '../file/tables.ts';
import { tasks } from './tables.ts';
import { STALE_MS } from './worker.ts';

const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/three-pages.docx'));

/**
 * A real server process killed with SIGKILL in the middle of a conversion (no chance to clean
 * up), then a new server on the same database. On PostgreSQL only: an embedded PGlite directory
 * is not meant to survive its process being killed mid-write, which is what this test does.
 */
describe('a server killed mid-task (postgres)', () => {
  let backend: TestBackend;
  let run: Awaited<ReturnType<typeof startTaskApp>> | null = null;

  setupSuite(async () => {
    backend = await createBackend('postgres');
  });
  afterAll(async () => {
    await run?.stop();
    await backend?.dispose();
  });

  it('retries the lost job on the next server and completes it exactly once', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: backend.config.dataDir,
        DATABASE_URL: backend.config.databaseUrl,
        WEB_DIST: backend.config.webDist,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const base = `http://127.0.0.1:${port}`;
    const api = async (path: string, body: unknown) => {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: string; data: never };
    };
    try {
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/healthz`).catch(() => null);
        if (up?.ok) break;
        if (i > 400) throw new Error('server did not start');
        await new Promise((r) => setTimeout(r, 250));
      }
      const start = await api('/file/trans-start', {
        name: 'crash.docx',
        size: docx.length,
        hash: sha256(docx),
        funcCode: 'word_to_pdf',
      });
      const { fileId } = start.data as { fileId: string };
      const chunk = await fetch(`${base}/file/trans-data?fileId=${fileId}&index=0`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: docx,
      });
      expect(((await chunk.json()) as { data: { status: number } }).data.status).toBe(2);
      const used = await api('/ut/v1/t', { code: 'word_to_pdf', timezoneOffset: 0 });
      const { useId } = used.data as { useId: string };
      const submitted = await api('/task/submit', { funcCode: 'word_to_pdf', fileIds: [fileId], useId });
      const { id } = submitted.data as { id: string };
      for (let i = 0; ; i++) {
        const task = await api('/task/query', { id });
        if ((task.data as { status: number }).status === 1) break;
        if (i > 400) throw new Error('task never started');
        await new Promise((r) => setTimeout(r, 100));
      }
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      run = await startTaskApp(backend);
      // The dead worker's heartbeat is old by the time the new server looks.
      run.app.clock.advance(STALE_MS + 5_000);
      await run.app.ready();
      const caller = { remoteAddress: '127.0.0.1' };
      const task = await waitForTask(run.app, id, caller);
      expect(task.status).toBe(2);
      const results = await run.handle.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.taskId, id), eq(storedFiles.kind, 'result')));
      expect(results).toHaveLength(1);
      const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
      expect(row!.attempts).toBe(2);
      const { bytes } = await download(run.app, task.resultDTO!.fileId, caller);
      expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
