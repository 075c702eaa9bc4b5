import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ImageJob } from '../../../features/image-batch/protocol.ts';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { MarkOptions } from '../../../features/image-batch/watermark/options.ts';
import ImageBatchAddWaterMarkerTool from './ui.tsx';

// happy-dom has no OffscreenCanvas: the drawing is checked in Chromium (e2e); here the page must send
// the worker exactly the options chosen, one request per image.
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

const renderTool = () =>
  renderWithProviders(<ImageBatchAddWaterMarkerTool />, { toolCode: 'image_batch_add_water_marker' });

describe('image_batch_add_water_marker UI', () => {
  it('sends each image with the spec options: text, single position, size, font, colour, angle, margin, opacity', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          fixtureFile('board-photo.jpg', 'image/jpeg'),
          fixtureFile('formats/Portrait_6.jpg', 'image/jpeg'),
        ],
      },
    });
    expect(screen.getByRole('img', { name: 'Preview of board-photo.jpg with the watermark' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Watermark text'), { target: { value: 'DRAFT' } });
    fireEvent.change(screen.getByLabelText('Font'), { target: { value: 'serif' } });
    fireEvent.change(screen.getByLabelText('Text colour'), { target: { value: '#ff0000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tile over the whole image' }));
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'top-left' } });
    fireEvent.change(screen.getByLabelText(/^Size:/), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText(/^Angle:/), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText(/^Opacity:/), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText(/^Margin:/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add watermark to 2 images' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => r.file.name)).toEqual(['board-photo.jpg', 'Portrait_6.jpg']);
    expect(requests[0]!.options.mark).toMatchObject({
      kind: 'text',
      text: 'DRAFT',
      font: 'serif',
      colour: '#ff0000',
      tiled: false,
      position: 'top-left',
      size: 10,
      angle: 15,
      opacity: 80,
      contentMargin: 5,
    });
  });

  it('asks for a picture before a picture watermark can run', () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('board-photo.jpg', 'image/jpeg')] },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Picture' }));
    expect(screen.getByText('Choose a watermark picture.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add watermark' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
