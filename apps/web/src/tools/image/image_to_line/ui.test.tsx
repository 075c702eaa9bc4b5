import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNodeImageCodecs } from '@toolbox/toolkit/node';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { ToLineOptions } from './work.ts';
import ImageToLineTool from './ui.tsx';

const calls = vi.hoisted(() => [] as { req: ImageJob<ToLineOptions>; answer: ImageJobResult }[]);
vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { inProcessBridge } = await import('../../../features/pdf/test-helpers.tsx');
  const { imageJobHandler } = await import('../../../features/image-batch/handler.ts');
  const { toLineWork } = await import('./work.ts');
  const { loadNodeImageCodecs: load } = await import('@toolbox/toolkit/node');
  return inProcessBridge(
    imageJobHandler(toLineWork, load),
    (req: ImageJob<ToLineOptions>, answer: ImageJobResult) => calls.push({ req, answer }),
  );
});

const decode = async (bytes: ArrayBuffer) =>
  (await (await loadNodeImageCodecs()).decode(new Blob([bytes]))).pixels;
const darkShare = (p: { data: Uint8ClampedArray }, below: number) => {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4) if (p.data[i]! < below) n++;
  return n / (p.data.length / 4);
};

describe('image_to_line', () => {
  it('draws a live preview of the first image, and the full-size drawing of each file', async () => {
    renderWithProviders(<ImageToLineTool />, { toolCode: 'image_to_line' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [fixtureFile('chelsea.png', 'image/png'), fixtureFile('board-photo.jpg', 'image/jpeg')],
      },
    });
    await screen.findByRole('img', { name: 'Preview of chelsea.png as a drawing' }, { timeout: 20_000 });
    expect(calls.at(-1)!.req.options.previewSide).toBe(640);

    fireEvent.click(screen.getByLabelText('Clean line art'));
    fireEvent.change(screen.getByLabelText('Strength: 50'), { target: { value: '80' } });
    expect(screen.getByLabelText('Strength: 80')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert 2 images' }));
    await waitFor(() => expect(calls.filter((c) => !c.req.options.previewSide)).toHaveLength(2), {
      timeout: 60_000,
    });
    const outputs = calls.filter((c) => !c.req.options.previewSide).flatMap((c) => c.answer.outputs);
    expect(outputs.map((o) => [o.name, o.width, o.height])).toEqual([
      ['chelsea-lineart.png', 451, 300],
      ['board-photo-lineart.jpg', 720, 477],
    ]);
    const cat = await decode(outputs[0]!.bytes);
    // Line art: white paper with a few per cent of black lines.
    expect(darkShare(cat, 128)).toBeGreaterThan(0.01);
    expect(darkShare(cat, 128)).toBeLessThan(0.15);
    expect(darkShare(cat, 250)).toBeLessThan(0.3);
  });

  it('names pencil sketches -sketch and keeps the picture size', async () => {
    calls.length = 0;
    renderWithProviders(<ImageToLineTool />, { toolCode: 'image_to_line' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('nikon-gps.jpg', 'image/jpeg')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Convert 1 image' }));
    await waitFor(() => expect(calls.filter((c) => !c.req.options.previewSide)).toHaveLength(1), {
      timeout: 60_000,
    });
    const out = calls.find((c) => !c.req.options.previewSide)!.answer.outputs[0]!;
    expect([out.name, out.width, out.height]).toEqual(['nikon-gps-sketch.jpg', 500, 375]);
  });
});
