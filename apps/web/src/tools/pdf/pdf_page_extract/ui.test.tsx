import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// The worker's own handler, run in-process (happy-dom has no Worker); no pdf.js thumbnails in tests.
const helpers = vi.hoisted(() => import('../../../features/pdf/test-helpers.tsx'));
vi.mock('../../../framework/worker-bridge.ts', async () => (await helpers).pagesBridge());
vi.mock('../../../features/pdf/pdfjs.ts', async () => (await helpers).noPdfjs);

describe('pdf_page_extract UI', () => {
  it('extracts the typed pages into one PDF', async () => {
    renderTool('pdf_page_extract', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('doc.pdf', 5)] } });
    expect(await screen.findByText('5 pages')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pages to extract'), { target: { value: '1, 3-4' } });
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('· 3 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Extract pages' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-extracted.pdf')).toBeTruthy();
    expect(within(results).getByText(/3 pages/)).toBeTruthy();
  });
});
