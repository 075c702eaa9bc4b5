import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it, vi } from 'vitest';
import type * as Catalog from '@toolbox/catalog';
import { backends } from '../../test/backends.ts';
import { call, download, taskSuite, upload, waitForTask, type TaskApp } from '../file/testing.ts';
import { markTaskPaid } from './paid.ts';

// word_to_image stands in for a paid-result tool (openLevel 1): the watermark pipeline is the
// same for every such tool, and this converter makes real PNG results.
vi.mock('@toolbox/catalog', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalog>();
  return {
    ...actual,
    tools: actual.tools.map((t) =>
      t.code === 'word_to_image' ? { ...t, openLevel: 1, price: 1.99, point: 20 } : t,
    ),
  };
});

const doc = readFileSync(join(import.meta.dirname, '../convert/__fixtures__/chinese-image.doc'));

describe.each(backends)('paid results on %s', (kind) => {
  let run: TaskApp;
  taskSuite(kind, (started) => ({ run } = started));

  it('serves a watermarked preview until markTaskPaid, then the clean image', async () => {
    const { fileId } = await upload(run.app, doc, 'photo.doc', 'word_to_image');
    const submitted = await call(run.app, '/task/submit', {
      funcCode: 'word_to_image',
      fileIds: [fileId],
      options: { format: 'png', dpi: 40 },
    });
    const id = (submitted.body.data as { id: string }).id;
    const task = await waitForTask(run.app, id);
    expect(task.resultDTO).toMatchObject({ name: 'photo.png', watermarked: true, paid: false });

    const preview = await download(run.app, task.resultDTO!.fileId);
    expect(preview.info).toMatchObject({
      watermarked: true,
      name: 'photo-preview.png',
      mimeType: 'image/png',
    });
    expect(await markTaskPaid(run.handle.db, id)).toBe(true);
    const clean = await download(run.app, task.resultDTO!.fileId);
    expect(clean.info).toMatchObject({ watermarked: false, name: 'photo.png' });
    const a = PNG.sync.read(preview.bytes!);
    const b = PNG.sync.read(clean.bytes!);
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) if (a.data[i] !== b.data[i]) differing += 1;
    expect(differing / (a.width * a.height)).toBeGreaterThan(0.03);
    const after = await call(run.app, '/task/query', { id });
    expect(after.body.data).toMatchObject({ resultDTO: { watermarked: false, paid: true } });
    expect(await markTaskPaid(run.handle.db, 'no-such-task')).toBe(false);
  });
});
