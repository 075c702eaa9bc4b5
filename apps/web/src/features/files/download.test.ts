import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, DownloadError } from './download.ts';
import { envelope, installFakeServer } from './test-fake-server.ts';

afterEach(() => vi.unstubAllGlobals());

const start = (splitCount: number) =>
  envelope({
    id: 's1',
    splitCount,
    url: '/file/down-data/s1',
    mimeType: 'application/pdf',
    name: 'report.pdf',
    size: 11,
    watermarked: false,
  });

describe('downloadFile', () => {
  it('fetches the chunks one after another and joins them', async () => {
    const parts = ['%PDF-', '1.7\n', 'xx'];
    let inFlight = 0;
    const server = installFakeServer({
      '/file/down-start': () => start(3),
      '/file/down-data/*': async ({ path }) => {
        inFlight++;
        expect(inFlight).toBe(1); // never two at once
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return new Response(parts[Number(path.split('/').pop())]);
      },
    });
    const progress: string[] = [];
    const file = await downloadFile('f9', {
      onProgress: (done, total) => progress.push(`${done} / ${total}`),
    });
    expect(server.calls[0]!.json).toEqual({ fileId: 'f9' });
    expect(server.calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /file/down-data/s1/0',
      'GET /file/down-data/s1/1',
      'GET /file/down-data/s1/2',
    ]);
    expect(progress).toEqual(['0 / 3', '1 / 3', '2 / 3', '3 / 3']);
    expect(await file.blob.text()).toBe('%PDF-1.7\nxx');
    expect(file).toMatchObject({ name: 'report.pdf', type: 'application/pdf', size: 11, watermarked: false });
  });

  it('zero chunks is a download error', async () => {
    installFakeServer({ '/file/down-start': () => start(0) });
    await expect(downloadFile('f')).rejects.toMatchObject({ kind: 'error', empty: true });
  });

  it('code 997 at the start is an expired file', async () => {
    installFakeServer({ '/file/down-start': () => envelope(null, '997', 'file expired') });
    const error = await downloadFile('f').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({ kind: 'expired' });
  });

  it('a chunk answered 997 (HTTP 410) is an expired file; another failure is an error', async () => {
    installFakeServer({
      '/file/down-start': () => start(2),
      '/file/down-data/*': () => envelope(null, '997', 'file expired', 410),
    });
    await expect(downloadFile('f')).rejects.toMatchObject({ kind: 'expired' });
    installFakeServer({
      '/file/down-start': () => start(2),
      '/file/down-data/*': () => new Response('gateway', { status: 502 }),
    });
    await expect(downloadFile('f')).rejects.toMatchObject({ kind: 'error', empty: false });
  });
});
