import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import InvoicePdfMergeTool from './ui.tsx';

// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('./handler.ts')).handleInvoiceRequest,
  ),
);

/** Landscape invoices, every other one turned a quarter. */
const invoices = (name: string, pages: number, encrypted = false) =>
  pdfFile(name, pages, { size: [600, 300], turnEveryOther: true, encrypted });
const renderInvoices = () => renderTool('invoice_pdf_merge', <InvoicePdfMergeTool />);

describe('invoice_pdf_merge UI', () => {
  it('counts pages, lays 4 to a sheet and reports a file it left out', async () => {
    renderInvoices();
    const files = [
      await invoices('a.pdf', 3),
      await invoices('b.pdf', 2),
      await invoices('locked.pdf', 1, true),
    ];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
    await waitFor(() =>
      expect(screen.getAllByTestId('page-count').map((el) => el.textContent)).toEqual(['3 pages', '2 pages']),
    );
    fireEvent.click(screen.getByLabelText('4 (two by two)'));
    fireEvent.click(screen.getByRole('button', { name: 'Lay out invoices' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('invoices.pdf')).toBeTruthy();
    expect(within(results).getByText(/2 A4 sheets · 5 pages/)).toBeTruthy();
    expect(screen.getByText('These files were left out:')).toBeTruthy();
  });

  it('puts 2 to a sheet by default and clears a stale result when an option changes', async () => {
    renderInvoices();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await invoices('a.pdf', 3)] } });
    await screen.findByTestId('page-count');
    fireEvent.click(screen.getByRole('button', { name: 'Lay out invoices' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText(/2 A4 sheets · 3 pages/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Draw dashed cut lines'));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });
});
