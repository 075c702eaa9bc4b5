import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { HeicOptions } from '../kit/heic/protocol.ts';
import type { ImageJob } from '../../../features/image-batch/protocol.ts';
import HeicTransTool from './ui.tsx';

const asked = vi.hoisted(() => [] as HeicOptions[]);

vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { loadNodeImageCodecs, loadNodeLibHeif } = await import('@toolbox/toolkit/node');
  const { heicHandler } = await import('../kit/heic/handler.ts');
  // The browser worker draws its thumbnails on a canvas; here a Blob that says which picture it is of.
  const handle = heicHandler(
    loadNodeLibHeif,
    async () => (await loadNodeImageCodecs()).encode,
    undefined,
    async (p) => new Blob([`thumbnail ${p.width}x${p.height}`], { type: 'image/webp' }),
  );
  return {
    createWorkerBridge: () => ({
      run: async (req: ImageJob<HeicOptions>) => {
        asked.push(req.options);
        return (await handle(req, { onProgress: () => {} })).result;
      },
      terminate: () => {},
    }),
  };
});

describe('image_heic_trans', () => {
  it('keeps one photo at a time and gives every image a multi-image HEIC holds', async () => {
    renderWithProviders(<HeicTransTool />, { toolCode: 'image_heic_trans' });
    const input = screen.getByTestId('file-input');
    fireEvent.change(input, { target: { files: [fixtureFile('meta/truncated.heic', 'image/heic')] } });
    fireEvent.change(input, { target: { files: [fixtureFile('meta/three-images.heic', 'image/heic')] } });
    expect(screen.getByRole('heading', { name: '1 image selected' })).toBeTruthy();
    expect(screen.queryByText('truncated.heic')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Convert to JPG' }));
    await waitFor(() => expect(screen.getByText('three-images-3.jpg')).toBeTruthy(), { timeout: 60_000 });
    expect(screen.getByText('three-images-1.jpg')).toBeTruthy();
    expect(screen.getByText('3 images inside, all converted')).toBeTruthy();
  }, 90_000);

  it("previews each result by the worker's thumbnail, not by decoding the result", async () => {
    const blobOf = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobOf.size + 1}`;
      blobOf.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderWithProviders(<HeicTransTool />, { toolCode: 'image_heic_trans' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('meta/three-images.heic', 'image/heic')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to JPG' }));
    const third = await screen.findByRole(
      'img',
      { name: 'Preview of three-images-3.jpg' },
      { timeout: 60_000 },
    );
    const shown = blobOf.get(third.getAttribute('src')!)!;
    expect([shown.type, await shown.text()]).toEqual(['image/webp', 'thumbnail 96x64']);
    const link = screen.getByRole('link', { name: 'Download three-images-3.jpg' });
    await waitFor(() => expect(blobOf.get(link.getAttribute('href')!)?.type).toBe('image/jpeg'));
  }, 90_000);

  it('asks for the smallest JPG (MozJPEG) only when that box is ticked', async () => {
    renderWithProviders(<HeicTransTool />, { toolCode: 'image_heic_trans' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('meta/three-images.heic', 'image/heic')] },
    });
    asked.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Convert to JPG' }));
    await waitFor(() => expect(screen.getByText('three-images-3.jpg')).toBeTruthy(), { timeout: 60_000 });
    fireEvent.click(screen.getByLabelText(/Smallest file \(MozJPEG\)/));
    fireEvent.click(screen.getByRole('button', { name: 'Convert to JPG' }));
    await waitFor(() => expect(asked).toHaveLength(2), { timeout: 60_000 });
    expect(asked).toEqual([
      { format: 'jpeg', quality: 90, smallest: false },
      { format: 'jpeg', quality: 90, smallest: true },
    ]);
  }, 90_000);

  it('says why a damaged HEIC cannot be converted', async () => {
    renderWithProviders(<HeicTransTool />, { toolCode: 'image_heic_trans' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('meta/truncated.heic', 'image/heic')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to JPG' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert.textContent).toContain('The HEIC file is damaged or incomplete and cannot be decoded.');
  });
});
