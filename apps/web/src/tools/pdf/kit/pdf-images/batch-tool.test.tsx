import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BatchPdfTool, type BatchJob } from './batch-tool.tsx';

describe('BatchPdfTool', () => {
  it('shows the shared run status while it works, and Cancel stops the run and makes nothing', async () => {
    const signals: AbortSignal[] = [];
    // A job that reports its first image and then waits until it is cancelled.
    const job: BatchJob = (_file, { signal, onPage }) => {
      signals.push(signal);
      onPage(1, 4);
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))),
      );
    };
    renderWithProviders(<BatchPdfTool job={job} zipName="images.zip" />, { toolCode: 'pdf_batch_to_image' });
    const files = [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), new File(['%PDF'], 'b.pdf')];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert all to images' }));

    const status = await screen.findByText('Working on file 1 of 2… image 1 of 4');
    expect(status.getAttribute('role')).toBe('status');
    const bar = screen.getByRole('progressbar');
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['0', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('button', { name: 'Convert all to images' })).toBeTruthy();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.queryByText(/Working on file/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });
});
