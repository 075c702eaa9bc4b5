import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultFilesConfig } from '../../config.ts';
import { backends, createBackend, setupSuite, type TestBackend } from '../../test/backends.ts';
import { call, startTaskApp, upload, waitForTask } from '../file/testing.ts';
import { grantUse } from '../func-use/testing.ts';
import { tasks } from './tables.ts';

const docx = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/chinese-image.docx'));

describe.each(backends)('server task failures on %s', (kind) => {
  let backend: TestBackend;
  let run: Awaited<ReturnType<typeof startTaskApp>> | null = null;

  setupSuite(async () => {
    backend = await createBackend(kind);
  });
  afterAll(async () => {
    await run?.stop();
    await backend?.dispose();
  });

  async function submitted(funcCode: string) {
    const { fileId } = await upload(run!.app, docx, 'a.docx', funcCode);
    const useId = await grantUse(run!.app, funcCode);
    const res = await call(run!.app, '/task/submit', { funcCode, fileIds: [fileId], useId });
    return (res.body.data as { id: string }).id;
  }

  it('fails at once, naming the Debian packages, when LibreOffice is not installed', async () => {
    run = await startTaskApp(backend, {
      files: { ...defaultFilesConfig, sofficePath: '/nonexistent/soffice' },
    });
    await run.app.ready();
    const id = await submitted('word_to_pdf');
    const task = await waitForTask(run.app, id);
    expect(task).toMatchObject({ status: -1, statusText: 'Failed', resultDTO: null });
    expect(task.remark).toContain('LibreOffice is not installed');
    expect(task.remark).toContain('libreoffice-writer-nogui');
    const zh = await call(run.app, '/task/query', { id }, { headers: { lang: 'zh-CN' } });
    expect(zh.body.data).toMatchObject({ statusText: '处理失败' });
    expect((zh.body.data as { remark: string }).remark).toContain('服务器未安装 LibreOffice');
    const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row!.attempts).toBe(1);
    await run.stop();
    run = null;
  });

  it('kills a conversion past its time limit, retries it, then fails with a clear reason', async () => {
    run = await startTaskApp(backend, { files: { ...defaultFilesConfig, convertTimeoutMs: 300 } });
    await run.app.ready();
    const id = await submitted('word_to_pdf');
    const task = await waitForTask(run.app, id);
    expect(task.status).toBe(-1);
    expect(task.remark).toBe('Processing took too long and was stopped. Try a smaller file.');
    expect(task.progressDTO.remark).toBe('Attempt 3');
    const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row!.attempts).toBe(3);
  });
});
