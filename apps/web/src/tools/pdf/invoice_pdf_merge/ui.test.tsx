import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PDFDocument, degrees } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { ToolContext } from '../../../framework/tool-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { handleInvoiceRequest } from './handler.ts';
import type { InvoiceRequest } from './protocol.ts';
import InvoicePdfMergeTool from './ui.tsx';

// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: InvoiceRequest) => (await handleInvoiceRequest(req, { onProgress: () => {} })).result,
    terminate: () => {},
  }),
}));

async function pdfFile(name: string, pages: number, encrypted = false): Promise<File> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([600, 300]).setRotation(degrees(i % 2 ? 90 : 0));
  if (encrypted)
    doc.context.trailerInfo.Encrypt = doc.context.register(doc.context.obj({ Filter: 'Standard' }));
  const bytes = await doc.save({ useObjectStreams: false });
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' });
}

function renderTool() {
  return renderWithProviders(
    <ToolContext.Provider value={{ code: 'invoice_pdf_merge' }}>
      <InvoicePdfMergeTool />
    </ToolContext.Provider>,
  );
}

describe('invoice_pdf_merge UI', () => {
  it('counts pages, lays 4 to a sheet and reports a file it left out', async () => {
    renderTool();
    const files = [
      await pdfFile('a.pdf', 3),
      await pdfFile('b.pdf', 2),
      await pdfFile('locked.pdf', 1, true),
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
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('a.pdf', 3)] } });
    await screen.findByTestId('page-count');
    fireEvent.click(screen.getByRole('button', { name: 'Lay out invoices' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText(/2 A4 sheets · 3 pages/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Draw dashed cut lines'));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });
});
