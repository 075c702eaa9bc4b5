import { fireEvent, screen, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool, watchOfferedBlobs } from '../../../features/pdf/test-helpers.tsx';
import { pdfWithImages } from '../kit/pdf-images/extract-test-helpers.ts';
import Tool from './ui.tsx';

// The extract worker's own handler, run in-process: happy-dom has no Worker.
const kit = vi.hoisted(() => import('../kit/pdf-images/test-helpers.ts'));
vi.mock('../../../framework/worker-bridge.ts', async () => (await kit).extractBridge());

describe('pdf_batch_extract_image UI', () => {
  it('puts each PDF in its own folder and lists the files without images', async () => {
    const offered = watchOfferedBlobs();
    renderTool('pdf_batch_extract_image', <Tool />);
    const files = [await pdfWithImages('a.pdf'), await pdfFile('text.pdf', 1), await pdfWithImages('b.pdf')];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
    fireEvent.click(screen.getByRole('button', { name: 'Extract all images' }));
    expect(
      await screen.findByText('PDF file [text.pdf] contains no images', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText(/4 images/)).toBeTruthy();
    const zip = await offered('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort()).toEqual([
      'a/a-p1-1.jpg',
      'a/a-p2-1.png',
      'b/b-p1-1.jpg',
      'b/b-p2-1.png',
    ]);
  });
});
