import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Task } from '@toolbox/contracts';
import { backends, type TestBackend } from '../../test/backends.ts';
import { storedFiles } from '../file/tables.ts';
import {
  call,
  download,
  signedIn,
  taskSuite,
  upload,
  waitForTask,
  type Caller,
  type TaskApp,
} from '../file/testing.ts';
import { grantUse } from '../func-use/testing.ts';
import { RETENTION_QUEUE } from '../file/retention.ts';
import { hourJobId } from '../../jobs/queue.ts';
import { DAY } from '../session/clock.ts';
import { tasks } from './tables.ts';

const fixtures = join(import.meta.dirname, '../convert/__fixtures__');
const oneDocx = readFileSync(join(fixtures, 'chinese-image.docx'));
const threeDocx = readFileSync(join(fixtures, 'three-pages.docx'));
const oneDoc = readFileSync(join(fixtures, 'chinese-image.doc'));

/** Runs a poppler tool on bytes and returns its text output. */
function poppler(tool: string, bytes: Buffer, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'poppler-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    // pdftotext writes to a file unless told '-' (stdout); the others print.
    const out = tool === 'pdftotext' ? ['-'] : [];
    return execFileSync(tool, [...args, join(dir, 'in.pdf'), ...out], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when the picture has a strongly red pixel (the fixture's image was rendered). */
function hasRed(png: PNG): boolean {
  for (let i = 0; i < png.data.length; i += 4) {
    if (png.data[i]! > 200 && png.data[i + 1]! < 60 && png.data[i + 2]! < 60) return true;
  }
  return false;
}

async function submit(
  app: TaskApp['app'],
  bytes: Buffer,
  name: string,
  funcCode: string,
  options = {},
  caller: Caller = {},
) {
  const { fileId, last } = await upload(app, bytes, name, funcCode, caller);
  expect(last.code).toBe('000');
  const useId = await grantUse(app, funcCode, caller);
  const res = await call(app, '/task/submit', { funcCode, fileIds: [fileId], options, useId }, caller);
  expect(res.body.code).toBe('000');
  return (res.body.data as { id: string }).id;
}

describe.each(backends)('server tasks on %s', (kind) => {
  let backend: TestBackend;
  let run: TaskApp;
  const suite = taskSuite(kind, (started) => ({ backend, run } = started));

  it('converts a .docx with Chinese text and an image to PDF (word_to_pdf)', async () => {
    const id = await submit(run.app, oneDocx, '中文报告.docx', 'word_to_pdf');
    const task = await waitForTask(run.app, id);
    expect(task).toMatchObject({
      status: 2,
      statusText: 'Finished',
      funcCode: 'word_to_pdf',
      apiType: 'document',
    });
    expect(task.resultDTO).toMatchObject({ name: '中文报告.pdf', watermarked: false, paid: true });
    const { bytes, info } = await download(run.app, task.resultDTO!.fileId);
    expect(info).toMatchObject({ mimeType: 'application/pdf', name: '中文报告.pdf' });
    expect(bytes!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(poppler('pdftotext', bytes!)).toContain('你好，世界');
    // pdfimages -list: two header lines, then one line per image.
    expect(poppler('pdfimages', bytes!, ['-list']).trim().split('\n').length).toBeGreaterThanOrEqual(3);
    expect(poppler('pdffonts', bytes!)).toMatch(/CJK/);
  });

  it('renders every page of a .docx to PNG and zips several (word_to_image)', async () => {
    const id = await submit(run.app, threeDocx, 'three.docx', 'word_to_image', { format: 'png', dpi: 50 });
    const task = await waitForTask(run.app, id);
    expect(task.status).toBe(2);
    expect(task.progressDTO).toMatchObject({ count: 1, totalCount: 1, text: 'Done' });
    const { bytes, info } = await download(run.app, task.resultDTO!.fileId);
    expect(info).toMatchObject({ mimeType: 'application/zip', name: 'three.zip' });
    const entries = unzipSync(new Uint8Array(bytes!));
    expect(Object.keys(entries).sort()).toEqual(['three-1.png', 'three-2.png', 'three-3.png']);
    for (const page of Object.values(entries)) {
      const png = PNG.sync.read(Buffer.from(page));
      // A4 (210 x 297 mm) at 50 dpi, rounded up: 414 x 585 pixels.
      expect([png.width, png.height]).toEqual([414, 585]);
      expect(hasRed(png)).toBe(true);
    }
  });

  it('turns a one-page .doc into a single JPEG and answers progress in Chinese', async () => {
    const user = await signedIn(run.app, `tasks-${kind}@example.com`);
    const id = await submit(run.app, oneDoc, 'old.doc', 'word_to_image', { format: 'jpg', dpi: 40 }, user);
    const zh = { headers: { ...user.headers, lang: 'zh-CN' } };
    const task = await waitForTask(run.app, id, zh);
    expect(task).toMatchObject({ status: 2, statusText: '已完成', progressDTO: { text: '完成' } });
    const { bytes, info } = await download(run.app, task.resultDTO!.fileId, user);
    expect(info).toMatchObject({ mimeType: 'image/jpeg', name: 'old.jpg' });
    expect([...bytes!.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    // Only the owner sees the task and its result.
    expect((await call(run.app, '/task/query', { id })).body.code).toBe('40405');
    expect((await call(run.app, '/file/down-start', { fileId: task.resultDTO!.fileId })).body.code).toBe(
      '997',
    );
    const page = await call(run.app, '/task/page', { pageNum: 1, qo: { funcCode: 'word_to_image' } }, user);
    expect(page.body.data).toMatchObject({ totalCount: 1, totalPage: 1, pageSize: 15, pageNum: 1 });
  });

  it('pages the tourist’s tasks newest first, by funcCode and apiType', async () => {
    const all = await call(run.app, '/task/page', { pageNum: 1, pageSize: 15 });
    const data = all.body.data as { list: Task[]; totalCount: number };
    expect(data.totalCount).toBe(2);
    expect(data.list.map((t) => t.funcCode)).toEqual(['word_to_image', 'word_to_pdf']);
    const pdf = await call(run.app, '/task/page', { pageNum: 1, qo: { funcCode: 'word_to_pdf' } });
    expect((pdf.body.data as { totalCount: number }).totalCount).toBe(1);
    const other = await call(run.app, '/task/page', { pageNum: 1, qo: { apiType: 'image' } });
    expect((other.body.data as { totalCount: number }).totalCount).toBe(0);
    // The spec's 'doc' (the task history's default) and the category code 'document' are one filter.
    for (const apiType of ['doc', 'document']) {
      const docs = await call(run.app, '/task/page', { pageNum: 1, qo: { apiType } });
      expect((docs.body.data as { list: Task[] }).list.map((t) => [t.funcCode, t.apiType])).toEqual([
        ['word_to_image', 'document'],
        ['word_to_pdf', 'document'],
      ]);
      const one = await call(run.app, '/task/page', { pageNum: 1, qo: { apiType, funcCode: 'word_to_pdf' } });
      expect((one.body.data as { totalCount: number }).totalCount).toBe(1);
    }
    // Only the spec's alias is mapped: an unknown api type matches nothing.
    const unknown = await call(run.app, '/task/page', { pageNum: 1, qo: { apiType: 'docs' } });
    expect((unknown.body.data as { totalCount: number }).totalCount).toBe(0);
    const stranger = await call(run.app, '/task/page', {}, { remoteAddress: '10.7.7.7' });
    expect((stranger.body.data as { totalCount: number }).totalCount).toBe(0);
    const second = await call(run.app, '/task/page', { pageNum: 2, pageSize: 1 });
    expect((second.body.data as { list: Task[] }).list.map((t) => t.funcCode)).toEqual(['word_to_pdf']);
  });

  it('refuses a task on a file that is not finished, not accepted or not the caller’s', async () => {
    const bad = await call(run.app, '/task/submit', { funcCode: 'word_to_pdf', fileIds: ['nope'] });
    expect(bad.body.code).toBe('997');
    const wrongTool = await call(run.app, '/task/submit', { funcCode: 'pdf_merge', fileIds: ['x'] });
    expect(wrongTool.body.code).toBe('40906');
    const badOption = await call(run.app, '/task/submit', { funcCode: 'word_to_image', fileIds: ['a', 'b'] });
    expect(badOption.body.code).toBe('40000');
  });

  it('finishes a task exactly once when the server stops mid-conversion and a new one starts', async () => {
    const id = await submit(run.app, threeDocx, 'restart.docx', 'word_to_pdf');
    const running = await waitForTask(run.app, id, {}, (t) => t.status === 1);
    expect(running.status).toBe(1);
    await run.stop();
    // PGlite allows one handle at a time: look, then close before the next server opens its own.
    const look = await backend.open();
    const [between] = await look.db.select().from(tasks).where(eq(tasks.id, id));
    await look.close();
    expect(between).toMatchObject({ status: 0, resultFileId: null });
    await suite.start();
    const task = await waitForTask(run.app, id);
    expect(task.status).toBe(2);
    const results = await run.handle.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.taskId, id), eq(storedFiles.kind, 'result')));
    expect(results).toHaveLength(1);
    const [row] = await run.handle.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row!.attempts).toBe(1);
    const { bytes } = await download(run.app, task.resultDTO!.fileId);
    expect(poppler('pdfinfo', bytes!)).toMatch(/Pages:\s+3/);
  });

  it('the hourly retention job deletes tasks, results and uploads past fileCacheDay: 997, storage empty', async () => {
    const before = await call(run.app, '/task/page', {});
    const old = (before.body.data as { list: Task[] }).list;
    expect(old.length).toBeGreaterThan(0);
    // Run at start under the hour's job id, which queued the next hour's (jobs.hourly); the start
    // may have been in the hour before this one.
    const state = (hour: number) => run.jobs.get(RETENTION_QUEUE, hourJobId(RETENTION_QUEUE, hour));
    const hour = Math.floor(Date.now() / 3_600_000);
    const ranAt = async () => {
      for (const h of [hour, hour - 1]) if ((await state(h))?.state === 'completed') return h;
      return null;
    };
    await expect.poll(ranAt, { timeout: 60_000 }).not.toBeNull();
    expect((await state((await ranAt())! + 1))?.state).toBe('created');

    run.app.clock.advance(3 * DAY + 60_000);
    const jobId = await run.jobs.send(RETENTION_QUEUE, {});
    for (let i = 0; i < 400; i++) {
      if ((await run.jobs.get(RETENTION_QUEUE, jobId))?.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await run.jobs.get(RETENTION_QUEUE, jobId))?.state).toBe('completed');
    const after = await call(run.app, '/task/page', {});
    expect((after.body.data as { totalCount: number }).totalCount).toBe(0);
    const gone = await call(run.app, '/file/down-start', { fileId: old[0]!.resultDTO!.fileId });
    expect(gone.body).toMatchObject({ code: '997', message: 'File expired.' });
    expect(await run.handle.db.select().from(storedFiles)).toEqual([]);
    const keys: string[] = [];
    for await (const key of run.app.files.storage.list('')) keys.push(key);
    expect(keys).toEqual([]);
  });
});
