import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import InvoiceInquiryTool from './ui.tsx';

const renderTool = () => renderWithProviders(<InvoiceInquiryTool />, { toolCode: 'finance_invoice_inquiry' });

const facts = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('dl > div')].map((row) => row.textContent);

describe('finance_invoice_inquiry UI', () => {
  it('decodes a 12-digit code and an 8-digit number as you type', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Invoice code (发票代码)'), { target: { value: '044031900111' } });
    expect(facts('invoice-code-facts')).toEqual([
      'Invoice typeElectronic general VAT invoice',
      'RegionShenzhen',
      'Year2019',
    ]);
    fireEvent.change(screen.getByLabelText('Invoice number (发票号码)'), { target: { value: '12345678' } });
    expect(facts('invoice-number-facts')).toEqual([
      'Kind8-digit number: verify it together with the invoice code',
    ]);
  });

  it('decodes a fully digital invoice number and warns that it has no code', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Invoice number (发票号码)'), {
      target: { value: '24312000000123456789' },
    });
    expect(facts('invoice-number-facts')).toContain('RegionShanghai');
    fireEvent.change(screen.getByLabelText('Invoice code (发票代码)'), { target: { value: '3100171320' } });
    expect(screen.getByText(/Fully digital invoices have no code/)).toBeTruthy();
  });

  it('explains a wrong length in the user language and links to the official platform', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Invoice code (发票代码)'), { target: { value: '12345' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The invoice code has 10 or 12 digits; this one has 5',
    );
    const link = screen.getByRole('link', { name: /national VAT invoice verification platform/ });
    expect(link.getAttribute('href')).toBe('https://inv-veri.chinatax.gov.cn');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('alert').textContent).toBe('发票代码应为 10 位或 12 位数字，当前是 5 位');
    await act(() => i18n.changeLanguage('en'));
  });
});
