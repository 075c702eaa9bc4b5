import { fireEvent, screen, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool, watchOfferedBlobs } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// pdf.js drawing replaced (happy-dom has no canvas); the real pdf-lib check opens the files.
const kit = vi.hoisted(() => import('../kit/pdf-images/test-helpers.ts'));
vi.mock('../kit/pdf-images/render.ts', async (original) => (await kit).fakeRender(original));

describe('pdf_batch_to_image UI', () => {
  it('makes one folder per PDF and lists the files that failed', async () => {
    const offered = watchOfferedBlobs();
    renderTool('pdf_batch_to_image', <Tool />);
    const files = [
      await pdfFile('a.pdf', 2),
      await pdfFile('locked.pdf', 1, { encrypted: true }),
      await pdfFile('b.pdf', 3),
      new File(['not a pdf'], 'broken.pdf', { type: 'application/pdf' }),
    ];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
    fireEvent.click(screen.getByLabelText('JPG'));
    fireEvent.click(screen.getByRole('button', { name: 'Convert all to images' }));

    expect(
      await screen.findByText('Some files could not be processed', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    expect(screen.getByText('PDF file [broken.pdf] cannot be processed')).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('pdf-images.zip')).toBeTruthy();
    expect(within(results).getByText(/5 images/)).toBeTruthy();

    const zip = await offered('application/zip');
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort();
    expect(names).toEqual(['a/a-1.jpg', 'a/a-2.jpg', 'b/b-1.jpg', 'b/b-2.jpg', 'b/b-3.jpg']);
  });
});
