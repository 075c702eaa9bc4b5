import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ERR_NETWORK } from './api-error.ts';
import { configureApiClient, post, REQUEST_TIMEOUT_MS } from './client.ts';
import { toast } from '../ui/toast-store.ts';
import { i18n } from '../i18n/i18n.ts';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('post', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    configureApiClient({ accessToken: () => null, onLoginExpired: () => {} });
  });

  it('POSTs JSON with the lang header and unwraps data on 000', async () => {
    fetchMock.mockResolvedValue(answer({ code: '000', message: 'ok', data: [1, 2] }));
    await expect(post<number[]>('/ut/func/query', { code: 'x' })).resolves.toEqual([1, 2]);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/ut/func/query');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"code":"x"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.lang).toBe('en');
    expect(headers.accessToken).toBeUndefined();
  });

  it('sends the language the visitor reads and the access token when logged in', async () => {
    await i18n.changeLanguage('zh-CN');
    configureApiClient({ accessToken: () => 'tok' });
    fetchMock.mockResolvedValue(answer({ code: '000', message: 'ok', data: null }));
    await post('/system/information/get');
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers.lang).toBe('zh-CN');
    expect(headers.accessToken).toBe('tok');
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{}');
  });

  it('throws an ApiError with code and message on other codes, and toasts it once in 5 s', async () => {
    fetchMock.mockImplementation(async () => answer({ code: '40000', message: 'Bad keyword', data: null }));
    const error = await post('/ut/func/search-list', { keyword: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('40000');
    expect((error as ApiError).message).toBe('Bad keyword');
    expect(toast.current().map((t) => t.message)).toEqual(['Bad keyword']);

    await post('/ut/func/search-list', {}).catch(() => {});
    expect(toast.current()).toHaveLength(1); // duplicate suppressed
  });

  it('shows a duplicate again after the 5 s window', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => answer({ code: '40000', message: 'Same', data: null }));
    await post('/x').catch(() => {});
    vi.advanceTimersByTime(3_000); // first toast gone after 3 s
    expect(toast.current()).toHaveLength(0);
    await post('/x').catch(() => {});
    expect(toast.current()).toHaveLength(0); // still inside 5 s
    vi.advanceTimersByTime(2_100);
    await post('/x').catch(() => {});
    expect(toast.current()).toHaveLength(1);
  });

  it('translates codes it knows and clears the login on 001', async () => {
    const onLoginExpired = vi.fn();
    configureApiClient({ onLoginExpired });
    fetchMock.mockResolvedValue(answer({ code: '001', message: '登录信息已过期', data: null }));
    const error = (await post('/ut/v1/h').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('001');
    expect(error.message).toBe('Session expired. Please log in again');
    expect(onLoginExpired).toHaveBeenCalledOnce();
  });

  it('does not toast when silent', async () => {
    fetchMock.mockResolvedValue(answer({ code: '50000', message: 'boom', data: null }));
    await expect(post('/x', {}, { silent: true })).rejects.toMatchObject({ code: '50000' });
    expect(toast.current()).toHaveLength(0);
  });

  it('reports network failures as ERR_NETWORK', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await post('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe(ERR_NETWORK);
    expect(error.timedOut).toBe(false);
    expect(toast.current()[0]?.message).toBe(error.message);
  });

  it('reports a non-envelope answer (e.g. a proxy error page) as ERR_NETWORK', async () => {
    fetchMock.mockResolvedValue(new Response('<html>502</html>', { status: 502 }));
    await expect(post('/x', {}, { silent: true })).rejects.toMatchObject({ code: ERR_NETWORK });
  });

  it('gives up after 50 s', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = post('/slow', {}, { silent: true }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ERR_NETWORK);
    expect(error.timedOut).toBe(true);
  });

  it('passes a caller abort through without toasting', async () => {
    fetchMock.mockImplementation(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = post('/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toast.current()).toHaveLength(0);
  });
});
