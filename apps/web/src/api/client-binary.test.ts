import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, getBlob, post } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ accessToken: () => null, onLoginExpired: () => {} });
});

describe('binary calls', () => {
  it('posts a Blob as raw bytes with the octet-stream type and the token', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ code: '000', message: 'ok', data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ accessToken: () => 'tok' });
    await post('/file/trans-data?fileId=a&index=0', new Blob([new Uint8Array([1, 2, 3])]));
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/octet-stream');
    expect(headers.accessToken).toBe('tok');
    expect(new Uint8Array(await (init.body as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('getBlob returns the bytes, or the envelope code of a failure', async () => {
    vi.stubGlobal('fetch', async () => new Response(new Uint8Array([9, 8])));
    const blob = await getBlob('/file/down-data/x/0');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([9, 8]));
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: '997', message: 'file expired', data: null }, { status: 410 }),
    );
    await expect(getBlob('/file/down-data/x/1')).rejects.toMatchObject({ code: '997' });
  });

  it('getBlob tells an expired login to the client', async () => {
    const expired = vi.fn();
    configureApiClient({ onLoginExpired: expired });
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: '001', message: 'x', data: null }, { status: 401 }),
    );
    await expect(getBlob('/file/down-data/x/0')).rejects.toMatchObject({ code: '001' });
    expect(expired).toHaveBeenCalledOnce();
  });
});
