import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// The worker's own handler, run in-process (happy-dom has no Worker); no pdf.js thumbnails in tests.
const helpers = vi.hoisted(() => import('../../../features/pdf/test-helpers.tsx'));
vi.mock('../../../framework/worker-bridge.ts', async () => (await helpers).pagesBridge());
vi.mock('../../../features/pdf/pdfjs.ts', async () => (await helpers).noPdfjs);

describe('pdf_split UI', () => {
  it('splits by single pages, every N pages and custom ranges', async () => {
    renderTool('pdf_split', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('doc.pdf', 5)] } });
    expect(await screen.findByText('5 pages')).toBeTruthy();
    const split = () => fireEvent.click(screen.getByRole('button', { name: 'Split PDF' }));

    split();
    let results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-5.pdf')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Every N pages'));
    fireEvent.change(screen.getByLabelText('Pages per file'), { target: { value: '0' } });
    split();
    expect(await screen.findByText('Pages per file must be a positive whole number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pages per file'), { target: { value: '2' } });
    split();
    results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-1-2.pdf')).toBeTruthy();
    expect(within(results).getByText('doc-5.pdf')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Custom ranges'));
    fireEvent.change(screen.getByLabelText('Page ranges (one file per range)'), {
      target: { value: '2-4，5' },
    });
    split();
    results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-2-4.pdf')).toBeTruthy();
    expect(within(results).getByText(/3 pages/)).toBeTruthy();
  });
});
