import { fireEvent, screen } from '@testing-library/react';
import type { HolidayCalendar } from '@toolbox/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import FdWorkTool from './ui.tsx';

// Part of the 2026 notice: the National Day week and the Saturday worked after it.
const calendar: HolidayCalendar = {
  years: [
    {
      year: 2026,
      source: 'notice',
      holidays: [
        {
          key: 'nationalDay',
          name: { 'zh-CN': '国庆节', en: 'National Day' },
          start: '2026-10-01',
          end: '2026-10-07',
        },
      ],
      workdays: ['2026-09-20', '2026-10-10'],
    },
  ],
};

function serve(answer: object) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
  );
}

describe('fd_work', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the working days between two dates with the holidays named, and the ends left out on request', async () => {
    serve({ code: '000', message: 'ok', data: calendar });
    renderWithProviders(<FdWorkTool />, { toolCode: 'fd_work' });
    fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2026-09-28' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-10-11' } });
    // 28–30 Sep (3), 1–7 Oct off, 8–9 Oct (2), Saturday 10 Oct worked (1), Sunday 11 off.
    expect(screen.getByTestId('fd-workdays').textContent).toBe('6 working days');
    expect(
      screen.getByText(
        'Calendar days: 14. Weekend days off: 1; public holiday days: 7; weekend days worked instead: 1.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Public holidays in between: National Day')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Count the start date'));
    expect(screen.getByTestId('fd-workdays').textContent).toBe('5 working days');
  });

  it('finds the Nth working day, in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    serve({ code: '000', message: 'ok', data: calendar });
    renderWithProviders(<FdWorkTool />, { toolCode: 'fd_work' });
    fireEvent.click(await screen.findByRole('tab', { name: '推算第 N 个工作日' }));
    fireEvent.change(screen.getByLabelText('从这一天起'), { target: { value: '2026-09-30' } });
    fireEvent.change(screen.getByLabelText('工作日数（负数表示往前推）'), { target: { value: '3' } });
    expect(screen.getByTestId('fd-date').textContent).toBe('第 3 个工作日是 2026-10-10（星期六）');
  });

  it('says which years it counts without a schedule, and refuses bad input', async () => {
    serve({ code: '000', message: 'ok', data: calendar });
    renderWithProviders(<FdWorkTool />, { toolCode: 'fd_work' });
    fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2026-12-30' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2027-01-05' } });
    expect(
      screen.getByText(/The holiday schedule for 2027 is not published or not entered yet/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '' } });
    expect(screen.getByText('Enter valid dates, at most 100 years apart.')).toBeTruthy();
  });

  it("says at once, in both languages, when the server lacks this or next year's schedule", async () => {
    serve({ code: '000', message: 'ok', data: { ...calendar, missingYears: [2027] } });
    const { unmount } = renderWithProviders(<FdWorkTool />, { toolCode: 'fd_work' });
    fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-09-02' } });
    // The range is within 2026: the note is the page's own, not the range's.
    expect(screen.getAllByRole('note').map((n) => n.textContent)).toEqual([
      'The holiday schedule for 2027 is not published or not entered yet: those years are counted Monday to Friday.',
    ]);
    unmount();
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<FdWorkTool />, { toolCode: 'fd_work' });
    expect((await screen.findByRole('note')).textContent).toBe(
      '2027 年的放假安排还没有公布或未录入，这些年份按周一至周五计算。',
    );
  });

  it('says so when the schedule cannot be loaded', async () => {
    serve({ code: '50000', message: 'boom', data: null });
    renderWithProviders(<FdWorkTool />, { toolCode: 'fd_work' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load the holiday schedule. Please reload the page.',
    );
  });
});
