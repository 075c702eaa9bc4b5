import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpDashboard, OpUserRecords } from '@toolbox/contracts';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OperatorRoute } from './operator-page.tsx';

const dashboard = (range: string): OpDashboard => ({
  range: range as OpDashboard['range'],
  from: '2026-03-01T00:00:00.000Z',
  to: '2026-03-08T00:00:00.000Z',
  activeUsers: { today: 12, month: 340 },
  signups: { today: 3, month: range === '7d' ? 77 : 41 },
  days: [
    { day: '2026-03-06', signups: 1, paidOrders: 0 },
    { day: '2026-03-07', signups: 3, paidOrders: 2 },
  ],
  channels: [
    { channel: '', signups: 2, visits: 0, paidOrders: 1 },
    { channel: 'spring', signups: 1, visits: 9, paidOrders: 1 },
  ],
  revenue: [{ provider: 'wechat', currency: 'CNY', orders: 2, amount: 4990 }],
  credits: { granted: 1200, spent: 345, since: '2026-03-01T00:00:00.000Z' },
  tasks: [{ funcCode: 'word_to_pdf', total: 8, done: 6, failed: 2, pending: 0, failureRate: 0.25 }],
  // Tasks whole only from 2 March for 7 days (rows swept before the roll-ups began), whole today.
  tasksSince: range === '7d' ? '2026-03-02T00:00:00.000Z' : '2026-03-01T00:00:00.000Z',
  queues: [{ name: 'convert', waiting: 4, active: 1 }],
});

const records = (blockedAt: string | null): OpUserRecords => ({
  blockedAt,
  levels: [
    { level: 2, startTime: '2026-03-01T00:00:00.000Z', endTime: '2026-04-01T00:00:00.000Z', active: true },
  ],
  orders: [
    {
      id: 't1',
      kind: 'order',
      subject: 'VIP level 2',
      provider: 'sandbox',
      amount: 1990,
      currency: 'USD',
      status: 2,
      createdAt: '2026-03-01T00:00:00.000Z',
      paidAt: '2026-03-01T00:00:00.000Z',
    },
  ],
  tasks: [
    {
      id: 'k1',
      funcCode: 'word_to_pdf',
      status: -1,
      errorKey: 'convert_failed',
      createdAt: '2026-03-02T00:00:00.000Z',
      finishedAt: null,
    },
  ],
});

const user = {
  id: 'u2',
  email: 'someone@example.com',
  phone: null,
  googleEmail: null,
  idCode: 'B2',
  createdAt: '2026-01-01T00:00:00.000Z',
  operator: false,
};

/** Answers the console's calls as the server does for an operator. */
function fakeServer() {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let blockedAt: string | null = null;
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const answers: Record<string, () => unknown> = {
      '/ut/op/me': () => ({ userId: 'u1', name: 'boss@example.com', grantedAt: '', idleMinutes: 30 }),
      '/ut/op/dashboard': () => dashboard(String(body.range)),
      '/ut/op/user/find': () => ({ list: [user] }),
      '/ut/op/user/detail': () => ({ user, credits: 10, ledger: [], liveSessions: 2 }),
      '/ut/op/user/records': () => records(blockedAt),
      '/ut/op/user/block': () => {
        blockedAt = body.blocked ? '2026-03-07T10:00:00.000Z' : null;
        return { blockedAt, revoked: body.blocked ? 2 : 0 };
      },
    };
    const data = answers[path]?.() ?? null;
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

describe('/operator dashboard and user page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearLogin();
    await i18n.changeLanguage('en');
  });

  it('shows the figures, tables and charts of a period and reloads for another', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchStub);
    signIn();
    renderWithProviders(<OperatorRoute />, { path: '/operator?tab=dashboard' });
    const kpis = await screen.findByTestId('operator-kpis', {}, { timeout: 5000 });
    expect(kpis.textContent).toContain('Active users today12');
    expect(kpis.textContent).toContain('Sign-ups this month41');
    const dashboardCall = server.calls.find((c) => c.path === '/ut/op/dashboard')!;
    expect(dashboardCall.body).toEqual({ range: 'today', timezoneOffset: new Date().getTimezoneOffset() });
    const channels = screen.getByTestId('operator-dash-channels');
    expect(within(channels).getByText('No channel')).toBeTruthy();
    expect(within(channels).getByRole('row', { name: /spring 1 9 1/ })).toBeTruthy();
    expect(screen.getByTestId('operator-dash-revenue').textContent).toContain('¥49.90');
    expect(screen.getByTestId('operator-dash-tasks').textContent).toContain('25%');
    expect(screen.getByTestId('operator-dash-queues').textContent).toContain('convert41');
    expect(screen.getByTestId('operator-dash-credits').textContent).toBe('Granted: 1,200 · Spent: 345');
    expect(screen.queryByText(/Older finished tasks were removed/)).toBeNull();
    // Charts drawn by the chart engine: per day (line), channels (pie), revenue, credits, tasks.
    const charts = screen.getAllByTestId('operator-chart');
    expect(charts).toHaveLength(5);
    expect(charts.every((c) => c.querySelector('svg'))).toBe(true);
    expect(charts[0]!.getAttribute('aria-label')).toBe('Chart: Sign-ups and paid orders per day');

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(screen.getByTestId('operator-kpis').textContent).toContain('77'));
    expect(server.calls.filter((c) => c.path === '/ut/op/dashboard').at(-1)!.body.range).toBe('7d');
    expect(screen.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/Older finished tasks were removed before totals were kept/)).toBeTruthy();
  });

  it("shows a user's levels, orders and tasks and blocks them with a reason, in Chinese", async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetchStub);
    await i18n.changeLanguage('zh-CN');
    signIn();
    renderWithProviders(<OperatorRoute />, { path: '/operator?tab=users' });
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'someone@example.com' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(await screen.findByRole('button', { name: '查看' }));
    const recordsBox = await screen.findByTestId('operator-user-records');
    expect(within(recordsBox).getByTestId('operator-user-levels').textContent).toContain('是');
    expect(within(recordsBox).getByTestId('operator-user-orders').textContent).toContain('已支付');
    expect(within(recordsBox).getByTestId('operator-user-tasks').textContent).toContain('convert_failed');
    expect(screen.getByTestId('operator-user-blocked').textContent).toBe('未封禁。');
    fireEvent.change(within(recordsBox).getByLabelText('封禁或解封的原因'), { target: { value: '盗刷' } });
    fireEvent.click(within(recordsBox).getByRole('button', { name: '封禁用户' }));
    // Asked first: nothing is sent until the operator confirms.
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm.textContent).toContain('确定封禁该用户？');
    expect(server.calls.some((c) => c.path === '/ut/op/user/block')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: '封禁用户' }));
    await waitFor(() => expect(screen.getByTestId('operator-user-blocked').textContent).toContain('已封禁'));
    expect(server.calls.find((c) => c.path === '/ut/op/user/block')!.body).toEqual({
      userId: 'u2',
      blocked: true,
      reason: '盗刷',
    });
    expect(within(recordsBox).getByRole('button', { name: '解除封禁' })).toBeTruthy();
  });
});
