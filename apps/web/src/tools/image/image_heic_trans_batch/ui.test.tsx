import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { HeicOptions } from '../kit/heic/protocol.ts';
import type { ImageJob } from '../../../features/image-batch/protocol.ts';
import HeicTransBatchTool from './ui.tsx';

vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { loadNodeImageCodecs, loadNodeLibHeif } = await import('@toolbox/toolkit/node');
  const { heicHandler } = await import('../kit/heic/handler.ts');
  const handle = heicHandler(loadNodeLibHeif, async () => (await loadNodeImageCodecs()).encode);
  return {
    createWorkerBridge: () => ({
      run: async (req: ImageJob<HeicOptions>) => (await handle(req, { onProgress: () => {} })).result,
      terminate: () => {},
    }),
  };
});

describe('image_heic_trans_batch', () => {
  it('converts several HEIC files, lists the damaged one with its reason and offers one ZIP', async () => {
    renderWithProviders(<HeicTransBatchTool />, { toolCode: 'image_heic_trans_batch' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          fixtureFile('meta/three-images.heic', 'image/heic'),
          fixtureFile('meta/truncated.heic', 'image/heic'),
          fixtureFile('meta/sony-exif-xmp-iptc.heic', 'image/heic'),
        ],
      },
    });
    expect(screen.getByRole('heading', { name: '3 images selected' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('PNG (lossless)'));
    fireEvent.click(screen.getByRole('button', { name: 'Convert 3 photos to PNG' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 60_000 });
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Download ZIP \(4 files\)/ })).toBeTruthy(),
      {
        timeout: 60_000,
      },
    );
    expect(alert.textContent).toContain('truncated.heic');
    expect(alert.textContent).toContain('The HEIC file is damaged or incomplete');
    expect(screen.getByText('3 images inside, all converted')).toBeTruthy();
    expect(screen.getByText('three-images-3.png')).toBeTruthy();
    expect(screen.getByText('sony-exif-xmp-iptc.png')).toBeTruthy();
  }, 120_000);

  it('refuses to run with a JPG quality outside 1..100', () => {
    renderWithProviders(<HeicTransBatchTool />, { toolCode: 'image_heic_trans_batch' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('meta/three-images.heic', 'image/heic')] },
    });
    fireEvent.change(screen.getByLabelText('JPG quality (1–100)'), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a whole number from 1 to 100.');
    expect(
      (screen.getByRole('button', { name: 'Convert 1 photo to JPG' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
