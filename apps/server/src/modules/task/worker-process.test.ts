import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFilesConfig, repoRoot } from '../../config.ts';
import { createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { call, download, startTaskApp, upload, waitForTask } from '../file/testing.ts';
import { grantUse } from '../func-use/testing.ts';

const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/chinese-image.docx'));

/** TASK_WORKERS=0 servers leave conversions to `npm run worker` processes on the same PostgreSQL. */
describe('a separate worker process (postgres)', () => {
  let backend: TestBackend;
  let run: Awaited<ReturnType<typeof startTaskApp>> | null = null;

  setupSuite(async () => {
    backend = await createBackend('postgres');
  });
  afterAll(async () => {
    await run?.stop();
    await backend?.dispose();
  });

  it('converts the tasks a server without workers queued, and stops cleanly on SIGTERM', async () => {
    run = await startTaskApp(backend, { files: { ...defaultFilesConfig, inProcessWorkers: false } });
    await run.app.ready();
    const { fileId } = await upload(run.app, docx, 'w.docx', 'word_to_pdf');
    const useId = await grantUse(run.app, 'word_to_pdf');
    const submitted = await call(run.app, '/task/submit', {
      funcCode: 'word_to_pdf',
      fileIds: [fileId],
      useId,
    });
    const id = (submitted.body.data as { id: string }).id;
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await call(run.app, '/task/query', { id })).body.data).toMatchObject({ status: 0 });

    const worker = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/worker.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: backend.config.databaseUrl,
        DATA_DIR: backend.config.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    worker.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => worker.on('exit', resolve));
    try {
      const task = await waitForTask(run.app, id);
      expect(task.status, stderr).toBe(2);
      const { bytes } = await download(run.app, task.resultDTO!.fileId);
      expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
