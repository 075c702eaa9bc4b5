import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from '@toolbox/contracts';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { systemInfoResource } from '../../queries/system-info.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { FeedbackRoute } from './feedback-page.tsx';

/** A fetch stub keeping one user's feedback like the server (newest first, 15 a page). */
function fakeFeedbackServer(edition: 'intl' | 'cn' = 'intl') {
  const saved: Feedback[] = [];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    let data: unknown = null;
    if (path === '/system/information/get') {
      data = { edition, defaultLocale: 'en', version: '1', publicUrl: '', contactEmail: 'help@example.com' };
    } else if (path === '/open/user-feedback/save') {
      const item: Feedback = {
        id: String(saved.length + 1),
        content: String(body.content),
        createTime: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)).toISOString(),
        status: 0,
        statusText: 'Received',
        ack: null,
        ackTime: null,
      };
      saved.unshift(item);
      data = item;
    } else if (path === '/open/user-feedback/page') {
      const pageNum = Number(body.pageNum ?? 1);
      data = {
        list: saved.slice((pageNum - 1) * 15, pageNum * 15),
        totalCount: saved.length,
        totalPage: Math.max(1, Math.ceil(saved.length / 15)),
        pageSize: 15,
        pageNum,
      };
    }
    return new Response(JSON.stringify({ code: '000', message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchStub, calls, saved };
}

const signIn = () =>
  saveLogin({
    accessToken: 't',
    phoneNumber: null,
    email: 'a@example.com',
    idCode: 'A1',
    emptyPassword: false,
  });

describe('/feedback', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLogin();
    systemInfoResource.reset();
  });

  it('sends tourists to /login', () => {
    vi.stubGlobal('fetch', fakeFeedbackServer().fetchStub);
    renderWithProviders(<FeedbackRoute />, { path: '/feedback', route: '/feedback' });
    expect(screen.getByTestId('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('refuses an empty text, then submits and shows it in the list with a dash for the answer', async () => {
    const server = fakeFeedbackServer();
    server.saved.push({
      id: 'old',
      content: 'Older note',
      createTime: '2025-12-01T08:00:00.000Z',
      status: 2,
      statusText: 'Handled',
      ack: 'Fixed in the next version.',
      ackTime: '2025-12-02T08:00:00.000Z',
    });
    vi.stubGlobal('fetch', server.fetchStub);
    const messages: string[] = [];
    const stop = toast.subscribe((list) => messages.push(...list.map((t) => t.message)));
    signIn();
    renderWithProviders(<FeedbackRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(await screen.findByText('Fixed in the next version.')).toBeTruthy();
    expect(screen.getByText('Your feedback is visible only to you and the administrator.')).toBeTruthy();
    const box = screen.getByLabelText('Your feedback');
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write your feedback first.');
    expect(server.calls.some((c) => c.path === '/open/user-feedback/save')).toBe(false);
    fireEvent.change(box, { target: { value: ' Please add HEIC to PDF. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(messages).toContain('Submitted successfully'));
    stop();
    const rows = () => within(screen.getByTestId('feedback-list')).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.textContent).toContain('Please add HEIC to PDF.');
    expect(rows()[0]!.textContent).toContain('Received');
    expect(rows()[0]!.textContent).toContain('—');
    expect(server.calls.find((c) => c.path === '/open/user-feedback/save')?.body).toEqual({
      content: 'Please add HEIC to PDF.',
    });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });

  it('is the feature-request page of the cn edition, in Chinese', async () => {
    vi.stubGlobal('fetch', fakeFeedbackServer('cn').fetchStub);
    await i18n.changeLanguage('zh-CN');
    signIn();
    renderWithProviders(<FeedbackRoute />);
    expect(await screen.findByRole('heading', { level: 1, name: '功能需求征集' })).toBeTruthy();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByText('联系我们')).toBeNull();
  });
});
