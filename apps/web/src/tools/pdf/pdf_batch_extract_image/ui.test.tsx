import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import { pdfWithImages } from '../kit/pdf-images/extract-test-helpers.ts';
import type { ExtractRequest } from '../kit/pdf-images/extract-protocol.ts';
import Tool from './ui.tsx';

vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { handleExtract } = await import('../kit/pdf-images/extract-handler.ts');
  return {
    createWorkerBridge: () => ({
      run: async (req: ExtractRequest) => (await handleExtract(req, { onProgress: () => {} })).result,
      terminate: () => {},
    }),
  };
});

describe('pdf_batch_extract_image UI', () => {
  it('puts each PDF in its own folder and lists the files without images', async () => {
    const blobs: Blob[] = [];
    const objectUrl = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation(
      (blob) => (blobs.push(blob as Blob), objectUrl(blob)),
    );
    renderTool('pdf_batch_extract_image', <Tool />);
    const files = [await pdfWithImages('a.pdf'), await pdfFile('text.pdf', 1), await pdfWithImages('b.pdf')];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
    fireEvent.click(screen.getByRole('button', { name: 'Extract all images' }));
    expect(
      await screen.findByText('PDF file [text.pdf] contains no images', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText(/4 images/)).toBeTruthy();
    // The link's object URL is made in an effect after the result shows: wait for it.
    const zip = await waitFor(() => {
      const found = blobs.find((blob) => blob.type === 'application/zip');
      if (!found) throw new Error('no ZIP was offered');
      return found;
    });
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort()).toEqual([
      'a/a-p1-1.jpg',
      'a/a-p2-1.png',
      'b/b-p1-1.jpg',
      'b/b-p2-1.png',
    ]);
  });
});
