import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { envelope, installFakeServer } from './test-fake-server.ts';
import { hashBlob } from './sha256.ts';
import { uploadFile } from './upload.ts';

const KB = 1024;
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + 7) % 251);
const hasher = (blob: Blob) => hashBlob(blob);

/** A fake trans-start / trans-data pair that keeps the chunks it got and checks the hash. */
function fakeUploadServer(opts: {
  splitSizeKB: number;
  already?: number[];
  failIndex?: Map<number, number>;
}) {
  const stored = new Map<number, Uint8Array>();
  for (const index of opts.already ?? []) stored.set(index, new Uint8Array(0));
  let expected = { size: 0, hash: '' };
  const splitCount = () => Math.ceil(expected.size / (opts.splitSizeKB * KB));
  const server = installFakeServer({
    '/file/trans-start': ({ json }) => {
      const body = json as { size: number; hash: string };
      expected = body;
      return envelope({
        fileId: 'f1',
        splitSizeKB: opts.splitSizeKB,
        splitCount: splitCount(),
        alreadyWriteIndexList: [...stored.keys()],
        status: stored.size === splitCount() ? 2 : 1,
      });
    },
    '/file/trans-data': ({ query, bytes: chunk }) => {
      const index = Number(query.get('index'));
      const left = opts.failIndex?.get(index) ?? 0;
      if (left > 0) {
        opts.failIndex!.set(index, left - 1);
        return envelope(null, '50000', 'boom', 500);
      }
      stored.set(index, chunk!);
      const done = stored.size === splitCount();
      return envelope({
        fileId: 'f1',
        index,
        status: done ? 2 : 1,
        alreadyWriteIndexList: [...stored.keys()],
      });
    },
  });
  return { ...server, stored };
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('hashes the whole file, sends every chunk as raw bytes and returns the fileId', async () => {
    const data = bytes(10 * KB + 5);
    const server = fakeUploadServer({ splitSizeKB: 4 });
    const progress: string[] = [];
    const id = await uploadFile(new File([data], 'a.docx'), {
      funcCode: 'word_to_pdf',
      hasher,
      onProgress: (phase, done, total) => progress.push(`${phase} ${done}/${total}`),
    });
    expect(id).toBe('f1');
    const start = server.calls[0]!;
    expect(start.json).toEqual({
      name: 'a.docx',
      size: data.length,
      hash: createHash('sha256').update(data).digest('hex'),
      funcCode: 'word_to_pdf',
    });
    const chunkCalls = server.calls.filter((c) => c.path === '/file/trans-data');
    expect(chunkCalls.map((c) => [c.query.get('fileId'), c.query.get('index'), c.bytes!.length])).toEqual([
      ['f1', '0', 4096],
      ['f1', '1', 4096],
      ['f1', '2', 2053],
    ]);
    const joined = Buffer.concat([0, 1, 2].map((i) => server.stored.get(i)!));
    expect(Buffer.compare(joined, Buffer.from(data))).toBe(0);
    expect(progress.slice(-4)).toEqual([
      'send 0/10245',
      'send 4096/10245',
      'send 8192/10245',
      'send 10245/10245',
    ]);
  });

  it('resumes: sends only the chunks the server does not have', async () => {
    const server = fakeUploadServer({ splitSizeKB: 1, already: [0, 2] });
    const seen: number[] = [];
    await uploadFile(new File([bytes(4 * KB)], 'b.docx'), {
      funcCode: 'word_to_pdf',
      hasher,
      onProgress: (phase, done) => phase === 'send' && seen.push(done),
    });
    const sent = server.calls.filter((c) => c.path === '/file/trans-data').map((c) => c.query.get('index'));
    expect(sent).toEqual(['1', '3']);
    expect(seen).toEqual([2048, 3072, 4096]);
  });

  it('sends nothing when the server already has the whole file', async () => {
    const server = fakeUploadServer({ splitSizeKB: 1, already: [0, 1] });
    await expect(uploadFile(new File([bytes(2 * KB)], 'c.doc'), { funcCode: 'x', hasher })).resolves.toBe(
      'f1',
    );
    expect(server.calls.map((c) => c.path)).toEqual(['/file/trans-start']);
  });

  it('retries a failed chunk and then goes on', async () => {
    const server = fakeUploadServer({ splitSizeKB: 1, failIndex: new Map([[1, 2]]) });
    await uploadFile(new File([bytes(3 * KB)], 'd.docx'), { funcCode: 'x', hasher, retryDelayMs: 1 });
    const sent = server.calls.filter((c) => c.path === '/file/trans-data').map((c) => c.query.get('index'));
    expect(sent).toEqual(['0', '1', '1', '1', '2']);
    expect(server.stored.size).toBe(3);
  });

  it('gives up after the last attempt with the server error', async () => {
    fakeUploadServer({ splitSizeKB: 1, failIndex: new Map([[0, 9]]) });
    const run = uploadFile(new File([bytes(2 * KB)], 'e.docx'), { funcCode: 'x', hasher, retryDelayMs: 1 });
    await expect(run).rejects.toBeInstanceOf(ApiError);
  });

  it('does not retry a refused file type', async () => {
    const server = installFakeServer({
      '/file/trans-start': () =>
        envelope({ fileId: 'f', splitSizeKB: 1, splitCount: 1, alreadyWriteIndexList: [], status: 1 }),
      '/file/trans-data': () => envelope(null, '41501', 'not a Word document', 415),
    });
    const run = uploadFile(new File([bytes(100)], 'x.docx'), { funcCode: 'x', hasher, retryDelayMs: 1 });
    await expect(run).rejects.toMatchObject({ code: '41501', message: 'not a Word document' });
    expect(server.calls.filter((c) => c.path === '/file/trans-data')).toHaveLength(1);
  });

  it('stops sending when aborted', async () => {
    const controller = new AbortController();
    const server = fakeUploadServer({ splitSizeKB: 1 });
    const run = uploadFile(new File([bytes(5 * KB)], 'f.docx'), {
      funcCode: 'x',
      hasher,
      signal: controller.signal,
      onProgress: (phase, done) => {
        if (phase === 'send' && done === 2 * KB) controller.abort();
      },
    });
    await expect(run).rejects.toThrow();
    expect(server.calls.filter((c) => c.path === '/file/trans-data')).toHaveLength(2);
  });
});
