import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backends } from '../test/backends.ts';
import { call, download, taskSuite, upload, waitForTask, type TaskApp } from '../modules/file/testing.ts';
import { markTaskPaid } from '../modules/task/paid.ts';

// Big Buck Bunny (CC BY 3.0) from the web video fixtures (see apps/web/e2e/fixtures/video/SOURCES.md).
const bunny = readFileSync(
  join(import.meta.dirname, '../../../web/e2e/fixtures/video/rotate-buck-bunny.mp4'),
);

function probe(bytes: Uint8Array) {
  const dir = mkdtempSync(join(tmpdir(), 'video3-paid-'));
  try {
    const path = join(dir, 'v.mp4');
    writeFileSync(path, bytes);
    const out = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-of', 'json', '-show_format', '-show_streams', path], {
        encoding: 'utf8',
      }),
    ) as { streams: { codec_type: string; width?: number; height?: number }[]; format: { duration: string } };
    return {
      types: out.streams.map((s) => s.codec_type).sort(),
      duration: Number(out.format.duration),
      streams: out.streams,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(backends)('video3 through the task API on %s', (kind) => {
  let run: TaskApp;
  taskSuite(kind, (started) => ({ run } = started));

  it('queues, erases, serves a watermarked preview until paid, then the clean video', async () => {
    const { fileId } = await upload(run.app, bunny, 'bunny.mp4', 'video3');
    const submitted = await call(run.app, '/task/submit', {
      funcCode: 'video3',
      fileIds: [fileId],
      options: { boxes: [{ x: 300, y: 700, w: 400, h: 300 }] },
    });
    const id = (submitted.body.data as { id: string }).id;
    const task = await waitForTask(run.app, id);
    expect(task.resultDTO).toMatchObject({ name: 'bunny.mp4', watermarked: true, paid: false });
    const preview = await download(run.app, task.resultDTO!.fileId);
    expect(preview.info).toMatchObject({
      watermarked: true,
      name: 'bunny-preview.mp4',
      mimeType: 'video/mp4',
    });
    expect(probe(preview.bytes!).types).toEqual(['audio', 'video']);
    expect(await markTaskPaid(run.handle.db, id)).toBe(true);
    const clean = await download(run.app, task.resultDTO!.fileId);
    expect(clean.info).toMatchObject({ watermarked: false, name: 'bunny.mp4' });
    const out = probe(clean.bytes!);
    expect(out.types).toEqual(['audio', 'video']);
    expect(Math.abs(out.duration - 2.005)).toBeLessThan(0.05);
  }, 240_000);

  it('a box outside the picture fails with its message', async () => {
    const { fileId } = await upload(run.app, bunny, 'bunny.mp4', 'video3');
    const submitted = await call(run.app, '/task/submit', {
      funcCode: 'video3',
      fileIds: [fileId],
      options: { boxes: [{ x: 1200, y: 0, w: 100, h: 100 }] },
    });
    const id = (submitted.body.data as { id: string }).id;
    const task = await waitForTask(run.app, id);
    expect(task.status).toBe(-1);
    expect(JSON.stringify(task)).toContain('outside the video picture');
  }, 120_000);
});
