import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import PdfMergeTool from './ui.tsx';

// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('./handler.ts')).handleMergeRequest,
  ),
);

const renderMerge = () => renderTool('pdf_merge', <PdfMergeTool />);

const rowNames = () => screen.getAllByTestId('pdf-merge-row').map((row) => row.textContent ?? '');

describe('pdf_merge UI', () => {
  it('lists files with page counts, reorders, merges and reports encrypted files', async () => {
    renderMerge();
    const files = [
      await pdfFile('one.pdf', 2),
      await pdfFile('two.pdf', 3),
      await pdfFile('locked.pdf', 1, { encrypted: true }),
    ];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });

    await waitFor(() =>
      expect(screen.getAllByTestId('page-count').map((el) => el.textContent)).toEqual(['2 pages', '3 pages']),
    );
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    expect(screen.getByText(/3 files · 5 pages/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Move one.pdf down' }));
    expect(rowNames()[0]).toMatch(/two\.pdf/);
    expect(rowNames()[1]).toMatch(/one\.pdf/);
    expect(screen.getByText('one.pdf moved to position 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Merge PDF' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('merged.pdf')).toBeTruthy();
    expect(within(results).getByText(/5 pages/)).toBeTruthy();
    expect(screen.getByText('These files were left out:')).toBeTruthy();
    expect(
      screen.getAllByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toHaveLength(2);
  });

  it('asks for two files, removes files and clears a stale result', async () => {
    renderMerge();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('a.pdf', 1)] } });
    expect(await screen.findByText('Add at least two PDF files to merge.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Merge PDF' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('b.pdf', 1)] } });
    await waitFor(() => expect(screen.getAllByTestId('page-count')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Merge PDF' }));
    await screen.findByRole('region', { name: 'Results' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.getAllByTestId('pdf-merge-row')).toHaveLength(1);
  });
});
