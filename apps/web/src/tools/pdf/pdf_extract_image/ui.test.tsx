import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import { pdfWithImages } from '../kit/pdf-images/extract-test-helpers.ts';
import Tool from './ui.tsx';

// The extract worker's own handler, run in-process: happy-dom has no Worker.
const kit = vi.hoisted(() => import('../kit/pdf-images/test-helpers.ts'));
vi.mock('../../../framework/worker-bridge.ts', async () => (await kit).extractBridge());

describe('pdf_extract_image UI', () => {
  it('lists the embedded images with their sizes', async () => {
    renderTool('pdf_extract_image', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pdfWithImages('album.pdf')] },
    });
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 15_000 });
    expect(within(results).getByText('album-p1-1.jpg')).toBeTruthy();
    expect(within(results).getByText('album-p2-1.png')).toBeTruthy();
    expect(within(results).getByText(/720 × 477/)).toBeTruthy();
    expect(screen.getByText(/2 images found/)).toBeTruthy();
  });

  it('gives an error for a PDF without images and for an encrypted one', async () => {
    renderTool('pdf_extract_image', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [await pdfFile('plain.pdf', 2)] },
    });
    expect(await screen.findByText('PDF file [plain.pdf] contains no images')).toBeTruthy();
    const locked = await pdfFile('locked.pdf', 1, { encrypted: true });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [locked] } });
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
  });
});
