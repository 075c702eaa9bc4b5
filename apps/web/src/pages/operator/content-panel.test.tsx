import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerOperatorLocales } from '../../features/operator/register.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ContentPanel } from './content-panel.tsx';

registerOperatorLocales();

const status = {
  holidays: {
    years: [{ year: 2026, source: '国办发明电〔2025〕7号', holidays: [], workdays: [], origin: 'shipped' }],
    missingYears: [2027],
    overdueYears: [2027],
    rejected: [],
  },
};

/** Answers the Content tab's calls as the server does, remembering what was sent. */
function fakeServer(answers: Record<string, unknown> = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = (init?.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path, body });
    const data =
      path in answers
        ? answers[path]
        : path.endsWith('/status')
          ? status
          : path.endsWith('/list')
            ? { list: [] }
            : null;
    return new Response(JSON.stringify({ code: '000', message: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

describe('operator Content tab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("warns when next year's holiday table is missing, in both languages, and sends a pasted year", async () => {
    const calls = fakeServer({
      '/ut/op/content/holiday/save': {
        ...status,
        holidays: { ...status.holidays, overdueYears: [], missingYears: [] },
      },
    });
    const { unmount } = renderWithProviders(<ContentPanel />);
    expect((await screen.findByText(/No holiday table for 2027/)).textContent).toBe(
      'No holiday table for 2027: fd_work counts those years Monday to Friday. Add the notice below.',
    );
    fireEvent.change(screen.getByLabelText('Year as JSON'), { target: { value: '{"year": 2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the year' }));
    expect(await screen.findByText('This is not valid JSON.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Year as JSON'), {
      target: { value: '{"year": 2027, "source": "notice", "holidays": [], "workdays": []}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the year' }));
    await waitFor(() => expect(screen.queryByText(/No holiday table for 2027/)).toBeNull());
    expect(calls.find((c) => c.path === '/ut/op/content/holiday/save')?.body.year).toMatchObject({
      year: 2027,
    });
    unmount();
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<ContentPanel />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2027 年还没有节假日安排：fd_work 暂按周一至周五计算。请在下面录入通知。',
    );
  });

  it('saves the site notice with its start and end as instants', async () => {
    const calls = fakeServer({ '/ut/op/content/notice/get': null });
    renderWithProviders(<ContentPanel />);
    fireEvent.click(await screen.findByLabelText('Show the notice'));
    fireEvent.change(screen.getAllByLabelText('Text (English)')[0]!, {
      target: { value: 'Maintenance tonight' },
    });
    fireEvent.change(screen.getAllByLabelText('Start (empty: now)')[0]!, {
      target: { value: '2026-12-01T20:00' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() => expect(calls.some((c) => c.path === '/ut/op/content/notice/save')).toBe(true));
    const sent = calls.find((c) => c.path === '/ut/op/content/notice/save')!.body;
    expect(sent).toMatchObject({ edition: 'all', enabled: true, endTime: null });
    expect(sent.text).toEqual({ 'zh-CN': '', en: 'Maintenance tonight' });
    expect(sent.startTime).toBe(new Date('2026-12-01T20:00').toISOString());
  });

  it("shows a new partner's secret once", async () => {
    const partner = { openId: 'acme', name: 'ACME', enabled: true, expiresAt: null, createdAt: '', calls: 0 };
    fakeServer({ '/ut/op/content/partner/save': { partner, secret: 'ab'.repeat(32) } });
    renderWithProviders(<ContentPanel />);
    fireEvent.click(await screen.findByText('Add the partner', { selector: 'summary' }));
    const form = document.querySelector('[data-partner="new"]')!;
    fireEvent.change(form.querySelector('input')!, { target: { value: 'acme' } });
    fireEvent.change(screen.getAllByLabelText('Name').at(-1)!, { target: { value: 'ACME' } });
    fireEvent.submit(form);
    expect((await screen.findByTestId('partner-secret')).textContent).toBe(
      `Secret of acme (shown this once): ${'ab'.repeat(32)}`,
    );
  });
});
