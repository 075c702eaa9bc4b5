import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitAndWait, TaskFailedError } from './run-task.ts';
import { envelope, installFakeServer } from './test-fake-server.ts';

afterEach(() => vi.unstubAllGlobals());

const task = (status: number, count: number, extra: Record<string, unknown> = {}) => ({
  id: 't1',
  taskId: 't1',
  funcCode: 'word_to_image',
  apiType: 'document',
  status,
  statusText: status === 2 ? 'Finished' : 'Running',
  remark: '',
  createTime: 1,
  progressDTO: { text: `page ${count}`, count, totalCount: 3, remark: '' },
  resultDTO: status === 2 ? { fileId: 'r1', name: 'a.zip', watermarked: false, paid: true } : null,
  ...extra,
});

describe('submitAndWait', () => {
  it('submits, polls until status 2 and reports each step', async () => {
    const answers = [task(0, 0), task(1, 1), task(1, 2), task(2, 3)];
    const server = installFakeServer({
      '/task/submit': () => envelope({ id: 't1', taskId: 't1' }),
      '/task/query': () => envelope(answers.shift()),
    });
    const seen: string[] = [];
    const done = await submitAndWait(
      { funcCode: 'word_to_image', fileIds: ['f1'], options: { format: 'png' } },
      {
        intervalMs: 1,
        onUpdate: (t) => seen.push(`${t.status}:${t.progressDTO.count}/${t.progressDTO.totalCount}`),
      },
    );
    expect(server.calls[0]!.json).toEqual({
      funcCode: 'word_to_image',
      fileIds: ['f1'],
      options: { format: 'png' },
    });
    expect(server.calls.slice(1).every((c) => (c.json as { id: string }).id === 't1')).toBe(true);
    expect(seen).toEqual(['0:0/3', '1:1/3', '1:2/3', '2:3/3']);
    expect(done.resultDTO?.fileId).toBe('r1');
  });

  it('status -1 fails with the remark', async () => {
    installFakeServer({
      '/task/submit': () => envelope({ id: 't1', taskId: 't1' }),
      '/task/query': () => envelope(task(-1, 0, { remark: 'the document is damaged' })),
    });
    const error = await submitAndWait({ funcCode: 'x', fileIds: ['f'] }, { intervalMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TaskFailedError);
    expect((error as Error).message).toBe('the document is damaged');
  });

  it('waits out a short network outage while polling', async () => {
    let calls = 0;
    installFakeServer({
      '/task/submit': () => envelope({ id: 't1', taskId: 't1' }),
      '/task/query': () => {
        calls++;
        if (calls <= 2) throw new TypeError('Failed to fetch');
        return envelope(task(2, 3));
      },
    });
    const done = await submitAndWait({ funcCode: 'x', fileIds: ['f'] }, { intervalMs: 1 });
    expect(done.status).toBe(2);
  });

  it('passes a server refusal of the submit on (e.g. LibreOffice missing)', async () => {
    installFakeServer({ '/task/submit': () => envelope(null, '50301', 'LibreOffice is not installed', 503) });
    await expect(submitAndWait({ funcCode: 'x', fileIds: ['f'] })).rejects.toMatchObject({
      code: '50301',
      message: 'LibreOffice is not installed',
    });
  });

  it('stops polling when aborted', async () => {
    const controller = new AbortController();
    const server = installFakeServer({
      '/task/submit': () => envelope({ id: 't1', taskId: 't1' }),
      '/task/query': () => envelope(task(1, 1)),
    });
    const run = submitAndWait(
      { funcCode: 'x', fileIds: ['f'] },
      { intervalMs: 5, signal: controller.signal, onUpdate: () => controller.abort() },
    );
    await expect(run).rejects.toThrow();
    expect(server.calls.filter((c) => c.path === '/task/query')).toHaveLength(1);
  });
});
