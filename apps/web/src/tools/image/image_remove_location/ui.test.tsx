import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeMetadata } from '@toolbox/toolkit/image';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import { handleRemoveLocation } from './handler.ts';
import RemoveLocationTool from './ui.tsx';

vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { handleRemoveLocation: handle } = await import('./handler.ts');
  return {
    createWorkerBridge: () => ({
      run: async (req: Parameters<typeof handle>[0]) => (await handle(req, { onProgress: () => {} })).result,
      terminate: () => {},
    }),
  };
});

const run = async (path: string, everything: boolean) =>
  (await handleRemoveLocation({ file: fixtureFile(path), options: { everything } }, { onProgress: () => {} }))
    .result;

describe('image_remove_location', () => {
  it('shows camera, date and position found in each photo before removing, then removes them', async () => {
    renderWithProviders(<RemoveLocationTool />, { toolCode: 'image_remove_location' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          fixtureFile('nikon-gps.jpg', 'image/jpeg'),
          fixtureFile('meta/xiaomi-gps.heic', 'image/heic'),
          fixtureFile('board-photo.jpg', 'image/jpeg'),
        ],
      },
    });
    const found = await screen.findByRole('region', { name: 'Found in your photos' });
    await waitFor(() => expect(within(found).getByText('2 of 3 photos have a GPS position.')).toBeTruthy());
    expect(within(found).getByText('NIKON D2H')).toBeTruthy();
    expect(within(found).getByText('latitude 39.915556, longitude 116.390833')).toBeTruthy();
    expect(within(found).getByText('2023-04-27 19:44:18')).toBeTruthy();
    const map = await within(found).findByRole(
      'img',
      { name: 'World map with the positions of 2 photos' },
      { timeout: 20_000 },
    );
    await waitFor(() => expect(map.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(1000));
    expect(map.querySelectorAll('circle')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove location from 3 photos' }));
    await waitFor(() => expect(screen.getAllByText('location removed')).toHaveLength(2), { timeout: 30_000 });
    expect(screen.getByText('had no GPS position')).toBeTruthy();
  });

  it('GPS only keeps the camera; everything keeps only the orientation', async () => {
    const gpsOnly = await run('iphone-orientation-6.jpg', false);
    const kept = describeMetadata(new Uint8Array(gpsOnly.outputs[0]!.bytes));
    expect(kept).toMatchObject({ camera: 'Apple iPhone 4S', orientation: 6, location: false });
    const all = await run('iphone-orientation-6.jpg', true);
    const left = describeMetadata(new Uint8Array(all.outputs[0]!.bytes));
    expect(left).toMatchObject({ orientation: 6, location: false, xmp: false, thumbnail: false });
    expect(left.camera).toBeUndefined();
    expect(all.notes).toEqual([{ code: 'all_removed' }]);
    expect(all.outputs[0]).toMatchObject({
      name: 'iphone-orientation-6.jpg',
      type: 'image/jpeg',
      width: 205,
      height: 102,
    });
  });

  it('names a file it cannot edit with the reason', async () => {
    renderWithProviders(<RemoveLocationTool />, { toolCode: 'image_remove_location' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          fixtureFile('meta/truncated.heic', 'image/heic'),
          fixtureFile('formats/alpha_gif_a.gif', 'image/gif'),
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove location from 2 photos' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    await waitFor(() => expect(alert.textContent).toContain('alpha_gif_a.gif'));
    expect(alert.textContent).toContain(
      'truncated.heic: The file is damaged or its structure cannot be read',
    );
    expect(alert.textContent).toContain('Only JPG, PNG, WebP and HEIC photos are supported.');
  });
});
