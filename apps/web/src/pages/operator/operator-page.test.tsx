import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpFunc } from '@toolbox/contracts';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OperatorRoute } from './operator-page.tsx';

const settings = { enabled: true, openLevel: 0, price: 0, point: 5, freeCount: 3, wang: false };
const wordToPdf: OpFunc = {
  code: 'word_to_pdf',
  name: 'Word to PDF',
  category: 'document',
  built: true,
  current: settings,
  catalogue: settings,
  overridden: [],
};

const notice = {
  code: 'site_notice',
  edition: 'all' as const,
  value: { id: 'n1', enabled: true, text: { en: 'Hello' } },
  remark: 'The notice bar',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A fetch stub answering the console's calls as the server does for an operator, or 403 for others. */
function fakeOperatorServer(operator: boolean) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    if (!operator && path.startsWith('/ut/op/')) {
      return new Response(JSON.stringify({ code: '40300', message: 'Operators only.', data: null }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    }
    let data: unknown = null;
    if (path === '/ut/op/me') {
      data = {
        userId: 'u1',
        name: 'boss@example.com',
        grantedAt: '2026-01-01T00:00:00.000Z',
        idleMinutes: 30,
      };
    } else if (path === '/ut/op/func/list') {
      data = { list: [wordToPdf] };
    } else if (path === '/ut/op/dict/list') {
      data = { list: [notice] };
    } else if (path === '/ut/op/dict/save') {
      data = { ...notice, value: body.value };
    } else if (path === '/ut/op/func/update') {
      const set = body.set as Partial<typeof settings>;
      data = { ...wordToPdf, current: { ...settings, ...set }, overridden: Object.keys(set) };
    }
    return new Response(JSON.stringify({ code: '000', message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls };
}

const signIn = () =>
  saveLogin({
    accessToken: 't',
    phoneNumber: null,
    email: 'a@example.com',
    idCode: 'A1',
    emptyPassword: false,
  });

describe('/operator', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearLogin();
    await i18n.changeLanguage('en');
  });

  it('sends tourists to /login', () => {
    vi.stubGlobal('fetch', fakeOperatorServer(false).fetchStub);
    renderWithProviders(<OperatorRoute />, { path: '/operator', route: '/operator' });
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('tells a signed-in user without the role that the page is for operators, in Chinese, and shows nothing else', async () => {
    const server = fakeOperatorServer(false);
    vi.stubGlobal('fetch', server.fetchStub);
    await i18n.changeLanguage('zh-CN');
    signIn();
    renderWithProviders(<OperatorRoute />);
    expect((await screen.findByTestId('operator-forbidden')).textContent).toContain('此页面仅限运营人员。');
    expect(screen.queryByTestId('operator-tools')).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual(['/ut/op/me']);
  });

  it('sends only the changed settings of a tool with the reason', async () => {
    const server = fakeOperatorServer(true);
    vi.stubGlobal('fetch', server.fetchStub);
    signIn();
    renderWithProviders(<OperatorRoute />);
    expect(await screen.findByText(/Signed in as boss@example.com/)).toBeTruthy();
    const row = await within(await screen.findByTestId('operator-tools')).findByRole('row', {
      name: /word_to_pdf/,
    });
    const save = within(row).getByRole('button', { name: 'Save word_to_pdf' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(row).getByLabelText('Credits word_to_pdf'), { target: { value: '7' } });
    fireEvent.change(within(row).getByLabelText('Reason word_to_pdf'), { target: { value: 'spring' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/ut/op/func/update')?.body).toEqual({
        code: 'word_to_pdf',
        reason: 'spring',
        set: { point: 7 },
      }),
    );
    // The saved tool is drawn afresh (a new row): its credits marked changed, with the way back.
    expect(await screen.findByRole('button', { name: 'Back to catalogue word_to_pdf' })).toBeTruthy();
    expect((screen.getByLabelText('Credits word_to_pdf') as HTMLInputElement).value).toBe('7');
  });

  it('edits a dictionary entry as JSON, refusing text that is not JSON', async () => {
    const server = fakeOperatorServer(true);
    vi.stubGlobal('fetch', server.fetchStub);
    signIn();
    renderWithProviders(<OperatorRoute />, { path: '/operator?tab=dict' });
    const box = await screen.findByLabelText('Value of site_notice (all)');
    expect(JSON.parse((box as HTMLTextAreaElement).value)).toEqual(notice.value);
    fireEvent.change(box, { target: { value: '{"id": "n2",' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('This is not valid JSON.');
    expect(server.calls.some((c) => c.path === '/ut/op/dict/save')).toBe(false);
    fireEvent.change(box, { target: { value: '{"id": "n2", "enabled": false}' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'off' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/ut/op/dict/save')?.body).toEqual({
        code: 'site_notice',
        edition: 'all',
        value: { id: 'n2', enabled: false },
        reason: 'off',
      }),
    );
  });
});
