import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AccountingTitleListTool from './ui.tsx';

const renderTool = () =>
  renderWithProviders(<AccountingTitleListTool />, { toolCode: 'finance_accounting_title_list' });

const codes = () =>
  screen.queryAllByRole('row').flatMap((row) => row.querySelector('.acc-code')?.textContent ?? []);

// Rendering all 156 rows takes a while in happy-dom on a busy machine.
describe('finance_accounting_title_list UI', { timeout: 20_000 }, () => {
  it('lists every account grouped by class, with English names in English', () => {
    renderTool();
    expect(screen.getByTestId('account-count').textContent).toBe('156 accounts');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Assets · 69',
      'Liabilities · 35',
      'Common · 5',
      "Owners' equity · 7",
      'Costs · 7',
      'Profit and loss · 33',
    ]);
    expect(screen.getByText('Cash on hand')).toBeTruthy();
  });

  it('searches by pinyin initials, filters by class and to general accounts', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'yszk' } });
    expect(codes()).toEqual(['1122', '2203']);
    fireEvent.click(screen.getByLabelText('Liabilities'));
    expect(codes()).toEqual(['2203']);
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText(/General accounts only/));
    expect(codes()).not.toContain('2011');
    expect(codes()).toContain('2221');
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: 'zzz' } });
    expect(screen.getByText('No account matches: try another word.')).toBeTruthy();
  });

  it('labels each row copy button with its account and hides English in Chinese', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Search accounts'), { target: { value: '100' } });
    const row = screen.getByRole('button', { name: 'Copy 1002 银行存款' }).closest('tr')!;
    expect(within(row).getByText('Bank deposits')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.queryByText('Bank deposits')).toBeNull();
    expect(screen.getByRole('button', { name: '复制 1002 银行存款' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });
});
