import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, post } from '../../api/client.ts';
import { toast } from '../../ui/toast-store.ts';
import { installLoginClient } from './install.ts';
import { clearLogin, getLogin, saveLogin } from './login-store.ts';

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('the login in API calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    installLoginClient();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearLogin();
    configureApiClient({ accessToken: () => null, onLoginExpired: () => {} });
  });

  it('sends the accessToken header only when a login exists', async () => {
    fetchMock.mockImplementation(async () => answer({ code: '000', message: 'ok', data: null }));
    await post('/x');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).accessToken).toBeUndefined();
    saveLogin({ accessToken: 'tok', phoneNumber: null, email: 'a@b.co', idCode: 'I', emptyPassword: false });
    await post('/x');
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).accessToken).toBe('tok');
  });

  it('on 001 clears the stored login and shows the spec message, even for a silent call', async () => {
    saveLogin({ accessToken: 'old', phoneNumber: null, email: 'a@b.co', idCode: 'I', emptyPassword: false });
    fetchMock.mockResolvedValue(answer({ code: '001', message: '登录信息已过期', data: null }));
    await expect(post('/open/user/get-login-info', {}, { silent: true })).rejects.toMatchObject({
      code: '001',
    });
    expect(getLogin()).toBeNull();
    expect(localStorage.getItem('toolbox.login')).toBeNull();
    expect(toast.current().map((t) => t.message)).toEqual(['Session expired. Please log in again']);
  });

  it('shows the message once when the call toasts too', async () => {
    saveLogin({ accessToken: 'old', phoneNumber: null, email: 'a@b.co', idCode: 'I', emptyPassword: false });
    fetchMock.mockResolvedValue(answer({ code: '001', message: 'expired', data: null }));
    await post('/x').catch(() => {});
    expect(toast.current()).toHaveLength(1);
  });
});
