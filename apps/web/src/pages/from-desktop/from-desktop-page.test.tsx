import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, getLogin, saveLogin } from '../../features/auth/login-store.ts';
import { unpair } from '../../features/desktop/bridge.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FromDesktopPage } from './from-desktop-page.tsx';

function answer(data: unknown, code = '000', message = 'success') {
  return new Response(JSON.stringify({ code, message, data }), {
    headers: { 'content-type': 'application/json' },
  });
}

const desk = {
  accessToken: 'new-session',
  phoneNumber: null,
  email: 'desk@example.com',
  idCode: 'D1',
  emptyPassword: false,
};
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  clearLogin();
  unpair();
});

const agent = {
  clientId: 'agent-one-0123456789abcd',
  port: 4567,
  pairingSecret: 'secret-1',
  versionInt: 100,
};
/** The server knows the agent; the agent on this computer confirms exactly the codes in `mine`. */
function withAgent(mine: string[], exchange: () => Response) {
  fetchMock.mockImplementation(async (path, init) => {
    if (path === '/ut/client/query-client') return answer(agent);
    if (path === 'http://127.0.0.1:4567/bridge') {
      const headers = init?.headers as Record<string, string>;
      const { type, data } = JSON.parse(init?.body as string) as { type: string; data: { code: string } };
      const ok = headers['x-toolbox-pairing'] === 'secret-1' && type === 'user:confirm-handover';
      return new Response(
        JSON.stringify({
          code: '000',
          data: { confirmed: ok && mine.includes(data.code) },
          exceptionMsg: null,
        }),
      );
    }
    if (path === '/open/user/login-by-desktop-handover') return exchange();
    return answer(null);
  });
}

const open = (param: unknown) =>
  renderWithProviders(<FromDesktopPage />, {
    path: `/from-desktop?param=${encodeURIComponent(JSON.stringify(param))}`,
    route: '/from-desktop',
  });
const calls = () =>
  fetchMock.mock.calls.map(([path, init]) => [path, JSON.parse((init?.body as string) || '{}')]);

describe('FromDesktopPage', () => {
  it('exchanges the one-time code, replaces a different login, and opens the target', async () => {
    saveLogin({
      accessToken: 'old-session',
      phoneNumber: null,
      email: 'old@example.com',
      idCode: 'O',
      emptyPassword: false,
    });
    withAgent(['one-time'], () => answer(desk));
    open({ code: 'one-time', url: '/func/pdf_merge', clientId: agent.clientId });
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeTruthy());
    expect(screen.getByTestId('location').textContent).toBe('/func/pdf_merge');
    expect(getLogin()).toMatchObject({ accessToken: 'new-session', email: 'desk@example.com' });
    // The code is exchanged once (StrictMode or not).
    expect(calls().filter(([p]) => p === '/open/user/login-by-desktop-handover')).toEqual([
      ['/open/user/login-by-desktop-handover', { code: 'one-time' }],
    ]);
    // The agent confirmed the code before it was exchanged; the old session was logged out on the
    // server before the new one was kept.
    expect(calls().map(([p]) => p)).toEqual([
      '/ut/client/query-client',
      'http://127.0.0.1:4567/bridge',
      '/open/user/login-by-desktop-handover',
      '/open/user/logout',
    ]);
  });

  it('refuses a code the agent on this computer did not ask for: nothing is exchanged', async () => {
    saveLogin({
      accessToken: 'victim',
      phoneNumber: null,
      email: 'v@example.com',
      idCode: 'V',
      emptyPassword: false,
    });
    withAgent(['the-agents-code'], () => answer(desk));
    open({ code: 'attackers-code', url: '/', clientId: agent.clientId });
    expect((await screen.findByTestId('from-desktop-message')).textContent).toMatch(
      /not started by the desktop app/,
    );
    expect(calls().map(([p]) => p)).not.toContain('/open/user/login-by-desktop-handover');
    expect(getLogin()).toMatchObject({ accessToken: 'victim' });
  });

  it('refuses a link without the agent that started it', async () => {
    withAgent(['c0'], () => answer(desk));
    open({ code: 'c0', url: '/' });
    expect((await screen.findByTestId('from-desktop-message')).textContent).toMatch(
      /not started by the desktop app/,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("ignores an attacker's access token in the param: nothing is sent, the visitor's login stays", async () => {
    const mine = {
      accessToken: 'victim-session',
      phoneNumber: null,
      email: 'me@example.com',
      idCode: 'M',
      emptyPassword: false,
    };
    saveLogin(mine);
    open({ loginInfo: { accessToken: 'attackers-token', email: 'attacker@example.com' }, url: '/' });
    expect(await screen.findByTestId('from-desktop-message')).toHaveProperty(
      'textContent',
      'Please log in on the desktop app first.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getLogin()).toMatchObject({ accessToken: 'victim-session' });
  });

  it("shows the server's message for a used or expired code and keeps the current login", async () => {
    const mine = {
      accessToken: 'mine',
      phoneNumber: null,
      email: 'me@example.com',
      idCode: 'M',
      emptyPassword: false,
    };
    saveLogin(mine);
    withAgent(['used-code'], () =>
      answer(null, '41003', 'This sign-in link from the desktop app is no longer valid.'),
    );
    open({ code: 'used-code', url: '/vip', clientId: agent.clientId });
    expect((await screen.findByTestId('from-desktop-message')).textContent).toBe(
      'This sign-in link from the desktop app is no longer valid.',
    );
    expect(getLogin()).toMatchObject({ accessToken: 'mine' });
  });

  it('never follows a target on another site', async () => {
    withAgent(['c2'], () => answer({ ...desk, accessToken: 'another' }));
    renderWithProviders(<FromDesktopPage />, {
      path: `/from-desktop?param=${encodeURIComponent(JSON.stringify({ code: 'c2', url: 'https://evil.example/x', clientId: agent.clientId }))}`,
      route: '/from-desktop',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('asks to log in on the desktop first without a param', async () => {
    renderWithProviders(<FromDesktopPage />, { path: '/from-desktop', route: '/from-desktop' });
    expect((await screen.findByTestId('from-desktop-message')).textContent).toBe(
      'Please log in on the desktop app first.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
