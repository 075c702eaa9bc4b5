import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setDpi } from '@toolbox/toolkit/image';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { MarkOptions } from '../../../features/image-batch/watermark/options.ts';
import type { ImageJob } from '../../../features/image-batch/protocol.ts';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import Tool from './ui.tsx';
import { declaredDpi } from './work.ts';

// happy-dom has no OffscreenCanvas: the drawing and the DPI written back are checked in Chromium
// (e2e/id-photo-watermark.spec.ts); here the page must send the worker the options chosen.
const requests = vi.hoisted(() => [] as Array<ImageJob<MarkOptions>>);
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: async (req: ImageJob<MarkOptions>) => {
      requests.push(req);
      return { outputs: [], notes: [] };
    },
    terminate: () => {},
  }),
}));

describe('image_id_photo_add_water_marker UI', () => {
  it('starts with a "for this use only" text tiled at an angle, and sends a chosen preset and settings', async () => {
    renderWithProviders(<Tool />, { toolCode: 'image_id_photo_add_water_marker' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [fixtureFile('board-photo.jpg', 'image/jpeg'), fixtureFile('stamp.png', 'image/png')],
      },
    });
    expect((screen.getByLabelText('Watermark text') as HTMLInputElement).value).toBe(
      'For XX use only. Not valid for any other purpose.',
    );
    fireEvent.change(screen.getByLabelText('Common texts'), { target: { value: '3' } });
    expect((screen.getByLabelText('Watermark text') as HTMLInputElement).value).toBe(
      'For rental registration only',
    );
    fireEvent.change(screen.getByLabelText(/^Opacity:/), { target: { value: '70' } });
    fireEvent.change(screen.getByLabelText(/^Angle:/), { target: { value: '-45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watermark 2 IDs' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.options.mark).toMatchObject({
      kind: 'text',
      text: 'For rental registration only',
      tiled: true,
      angle: -45,
      opacity: 70,
      colour: '#e02020',
    });
    expect(requests[1]!.options.output.format).toBe('keep');
  });

  it('reads the DPI a photo declares (the one written back after marking), none when absent', async () => {
    const photo = new Uint8Array(await fixtureFile('board-photo.jpg').arrayBuffer());
    const at300 = setDpi(photo, 300);
    expect(at300.ok && declaredDpi(at300.bytes)).toBe(300);
    const webp = new Uint8Array([
      ...new TextEncoder().encode('RIFF'),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode('WEBP'),
    ]);
    expect(declaredDpi(webp)).toBeNull();
  });
});
