import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// The worker's own handler, run in-process (happy-dom has no Worker); no pdf.js thumbnails in tests.
const helpers = vi.hoisted(() => import('../../../features/pdf/test-helpers.tsx'));
vi.mock('../../../framework/worker-bridge.ts', async () => (await helpers).pagesBridge());
vi.mock('../../../features/pdf/pdfjs.ts', async () => (await helpers).noPdfjs);

describe('pdf_rotate UI', () => {
  it('rotates one page and all pages', async () => {
    renderTool('pdf_rotate', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('doc.pdf', 2)] } });
    expect(await screen.findByText('2 pages')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate page 2 right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate all left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate PDF' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-rotated.pdf')).toBeTruthy();
    expect(within(results).getByText(/2 pages/)).toBeTruthy();
  });
});
