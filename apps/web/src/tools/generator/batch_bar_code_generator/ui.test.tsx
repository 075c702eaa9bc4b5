import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import BatchBarCodeGeneratorTool from './ui.tsx';

const downloads = vi.hoisted(() => [] as Array<{ blob: Blob; name: string }>);
vi.mock('../../../framework/download.ts', () => ({
  downloadBlob: (blob: Blob, name: string) => downloads.push({ blob, name }),
}));

const renderTool = () =>
  renderWithProviders(<BatchBarCodeGeneratorTool />, { toolCode: 'batch_bar_code_generator' });

describe('batch_bar_code_generator UI', () => {
  it('lists invalid lines with numbers and reasons, and still builds the valid ones into a PDF', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'ean13' } });
    fireEvent.change(screen.getByLabelText('Values (one per line)'), {
      target: { value: '400638133393\n4006381333932\n\n12345\n590123412345' },
    });
    expect(screen.getByTestId('batch-summary').textContent).toBe('2 valid · 2 with problems');
    expect(
      [...screen.getByTestId('batch-invalid').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual([
      'Line 2 “4006381333932”: Wrong check digit: the last digit should be 1, not 2',
      'Line 4 “12345”: Needs 12 digits (without the check digit) or 13 (with it); this has 5',
    ]);
    fireEvent.click(screen.getByLabelText('A4 PDF label sheet (printable)'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate and download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('barcodes.pdf');
    const head = new Uint8Array(await downloads[0]!.blob.arrayBuffer()).subarray(0, 5);
    expect(new TextDecoder().decode(head)).toBe('%PDF-');
  });

  it('disables generating when no line is valid', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Values (one per line)'), { target: { value: '价格' } });
    expect(screen.getByRole('button', { name: 'Generate and download' })).toHaveProperty('disabled', true);
  });

  it('shows the run with its progress, and Cancel stops it before anything is downloaded', async () => {
    downloads.length = 0;
    renderTool();
    fireEvent.click(screen.getByLabelText('SVG images (ZIP)'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate and download' }));
    expect(screen.getByText('Generating…').getAttribute('role')).toBe('status');
    expect(screen.getByRole('progressbar').getAttribute('max')).toBe('3');
    expect(screen.getByRole('button', { name: 'Generate and download' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Generate and download' })).toHaveProperty('disabled', false);
    expect(downloads).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
