import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import type * as RenderModule from '../kit/pdf-images/render.ts';
import Tool from './ui.tsx';

vi.mock('../kit/pdf-images/render.ts', async (original) => {
  const real = await original<typeof RenderModule>();
  const fakes = await import('../kit/pdf-images/test-helpers.ts');
  return { ...real, openForImages: fakes.fakeOpenForImages, renderPages: fakes.fakeRenderPages };
});

describe('pdf_batch_to_image UI', () => {
  it('makes one folder per PDF and lists the files that failed', async () => {
    const blobs: Blob[] = [];
    const objectUrl = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (blobs.push(blob as Blob), objectUrl(blob)),
    );
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

    // The link's object URL is made in an effect after the result shows: wait for it.
    const zip = await waitFor(() => {
      const found = blobs.find((blob) => blob.type === 'application/zip');
      if (!found) throw new Error('no ZIP was offered');
      return found;
    });
    const names = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort();
    expect(names).toEqual(['a/a-1.jpg', 'a/a-2.jpg', 'b/b-1.jpg', 'b/b-2.jpg', 'b/b-3.jpg']);
  });
});
