import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import MoneyUpperTool from './ui.tsx';

const renderTool = () => renderWithProviders(<MoneyUpperTool />, { toolCode: 'finance_money_upper' });

const type = (value: string) => fireEvent.change(screen.getByRole('textbox'), { target: { value } });

describe('finance_money_upper UI', () => {
  it('converts as you type, with an optional 人民币 prefix', () => {
    renderTool();
    expect(screen.getByText(/Type an amount/)).toBeTruthy();
    type('1,234.56');
    expect(screen.getByTestId('money-upper-result').textContent).toBe('壹仟贰佰叁拾肆元伍角陆分');
    fireEvent.click(screen.getByLabelText('Start with “人民币”'));
    expect(screen.getByTestId('money-upper-result').textContent).toBe('人民币壹仟贰佰叁拾肆元伍角陆分');
    fireEvent.click(screen.getByRole('button', { name: '100,010,000' }));
    expect(screen.getByTestId('money-upper-result').textContent).toBe('人民币壹亿零壹万元整');
  });

  it('explains bad input in the user language', async () => {
    renderTool();
    type('1.234');
    expect(screen.getByRole('alert').textContent).toBe(
      'An amount can have at most two decimals (jiao and fen); this one has 3',
    );
    expect(screen.queryByTestId('money-upper-result')).toBeNull();
    type('12345678901234567');
    expect(screen.getByRole('alert').textContent).toMatch(/too large.*9,999,999,999,999,999 yuan/);
    await act(() => i18n.changeLanguage('zh-CN'));
    type('abc');
    expect(screen.getByRole('alert').textContent).toBe('请输入有效的金额，例如 1234.56 或 1,234.56');
    await act(() => i18n.changeLanguage('en'));
  });
});
