import type { SessionInfo } from '@toolbox/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, getLogin, saveLogin } from '../../features/auth/login-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { deviceOf } from './device-summary.ts';
import { UserSessions } from './user-sessions.tsx';

function answer(data: unknown, code = '000', message = 'success') {
  return new Response(JSON.stringify({ code, message, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const t0 = Date.UTC(2026, 10, 20, 8, 0);
const here: SessionInfo = {
  id: 's-here',
  method: 'email',
  userAgent: chrome,
  clientAddress: '203.0.113.5',
  createTime: t0,
  lastUsedTime: t0 + 3_600_000,
  expireTime: t0 + 7 * 86_400_000,
  current: true,
};
const phone: SessionInfo = {
  ...here,
  id: 's-phone',
  userAgent: iphone,
  clientAddress: '198.51.100.9',
  current: false,
};
const desktop: SessionInfo = { ...here, id: 's-desk', method: 'desktop', userAgent: null, current: false };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  clearLogin();
  await i18n.changeLanguage('en');
});

describe('deviceOf', () => {
  it('names the browser and system of common User-Agents', () => {
    expect(deviceOf(chrome)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(deviceOf(iphone)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox',
      os: 'Linux',
    });
    expect(deviceOf(`${chrome} Edg/131.0.0.0`).browser).toBe('Edge');
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
  });
});

describe('UserSessions', () => {
  it('lists the sessions with device, address, "this device", and signs another one out', async () => {
    let list = [here, phone, desktop];
    fetchMock.mockImplementation(async (path, init) => {
      if (path === '/open/user/list-sessions') return answer(list);
      if (path === '/open/user/revoke-session') {
        const { id } = JSON.parse(init!.body as string) as { id: string };
        list = list.filter((s) => s.id !== id);
        return answer(null);
      }
      return answer(null, '40400', 'no');
    });
    renderWithProviders(<UserSessions />, { path: '/user', route: '/user' });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Chrome on Windows');
    expect(rows[0]!.textContent).toContain('This device');
    expect(rows[0]!.textContent).toContain('203.0.113.5');
    expect(rows[0]!.textContent).toMatch(/last used .*2026/);
    expect(rows[1]!.textContent).toContain('Safari on iOS');
    expect(rows[1]!.textContent).not.toContain('This device');
    expect(rows[2]!.textContent).toContain('Desktop app');

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    const revoke = fetchMock.mock.calls.find(([p]) => p === '/open/user/revoke-session')!;
    expect(JSON.parse(revoke[1]!.body as string)).toEqual({ id: 's-phone' });
    expect(screen.getByTestId('location').textContent).toBe('/user');
  });

  it('signing this device out forgets the login and leaves the page', async () => {
    saveLogin({
      accessToken: 'tok',
      phoneNumber: null,
      email: 'me@example.com',
      idCode: 'I',
      emptyPassword: false,
    });
    fetchMock.mockImplementation(async (path) =>
      path === '/open/user/list-sessions' ? answer([here]) : answer(null),
    );
    renderWithProviders(<UserSessions />, { path: '/user', route: '/user' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(getLogin()).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(answer([here]));
    renderWithProviders(<UserSessions />, { path: '/user', route: '/user' });
    const row = await screen.findByTestId('session-row');
    expect(row.textContent).toContain('Windows 上的 Chrome');
    expect(row.textContent).toContain('本设备');
    expect(screen.getByRole('heading', { name: '已登录的设备' })).toBeTruthy();
  });
});
