import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNodeConvertCodecs } from '@toolbox/toolkit/node';
import { readDpi, sniffFormat } from '@toolbox/toolkit/image';
import { renderWithProviders } from '../../../test/render.tsx';
import type { ImageJob, ImageJobResult } from '../../../features/image-batch/protocol.ts';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import type { SizeOptions } from './options.ts';
import ImageSizeAdjustTool from './ui.tsx';

const answers = vi.hoisted(() => [] as ImageJobResult[]);

vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { loadNodeImageCodecs } = await import('@toolbox/toolkit/node');
  const { imageJobHandler } = await import('../../../features/image-batch/handler.ts');
  const { resizeWork } = await import('./work.ts');
  const handle = imageJobHandler(resizeWork, loadNodeImageCodecs);
  return {
    createWorkerBridge: () => ({
      run: async (req: ImageJob<SizeOptions>, opts: { onProgress?: (d: number, t: number) => void }) => {
        const { result } = await handle(req, { onProgress: opts.onProgress ?? (() => {}) });
        answers.push(result);
        return result;
      },
      terminate: () => {},
    }),
  };
});

const renderTool = () => renderWithProviders(<ImageSizeAdjustTool />, { toolCode: 'image_size_adjust' });
const add = (...files: File[]) => fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
const done = () =>
  waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull(), { timeout: 60_000 });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('image_size_adjust UI', () => {
  it('sets the long edge of a portrait and a landscape phone photo, each upright', async () => {
    answers.length = 0;
    renderTool();
    add(
      fixtureFile('formats/Portrait_6.jpg', 'image/jpeg'),
      fixtureFile('formats/Landscape_8.jpg', 'image/jpeg'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Long edge' }));
    type('Long edge (pixels)', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Resize 2 images' }));
    await done();
    expect(answers.map((a) => a.outputs[0]!.name)).toEqual([
      'Portrait_6-400x600.jpg',
      'Landscape_8-600x400.jpg',
    ]);
    const decoded = await (
      await loadNodeConvertCodecs()
    ).decode(new Uint8Array(answers[0]!.outputs[0]!.bytes));
    expect([decoded.width, decoded.height]).toEqual([400, 600]);
  }, 90_000);

  it('resizes to a print size at a DPI and to exact pixels without the aspect lock', async () => {
    answers.length = 0;
    renderTool();
    add(fixtureFile('board-photo.jpg', 'image/jpeg'));
    fireEvent.click(screen.getByRole('tab', { name: 'Print size' }));
    type('Width (cm)', '5.08'); // 2 inches at 150 DPI = 300 px; 720 × 477 keeps its ratio: 300 × 199
    type('DPI (pixels per inch)', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Resize' }));
    await done();
    expect([answers[0]!.outputs[0]!.width, answers[0]!.outputs[0]!.height]).toEqual([300, 199]);
    // The file says 150 DPI (JFIF and EXIF agree), so it prints 2 inches wide.
    const printed = readDpi(new Uint8Array(answers[0]!.outputs[0]!.bytes));
    expect(printed.ok && printed.dpi).toMatchObject({ x: 150, y: 150 });

    fireEvent.click(screen.getByRole('tab', { name: 'Pixels' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Keep aspect ratio' }));
    type('Width (px)', '');
    expect(screen.getByRole('alert').textContent).toBe('Enter a width or a height.');
    type('Width (px)', '100');
    expect(screen.getByRole('alert').textContent).toBe(
      'Without the aspect lock, enter both width and height.',
    );
    type('Height (px)', '100');
    fireEvent.click(screen.getByRole('radio', { name: 'PNG' }));
    fireEvent.click(screen.getByRole('button', { name: 'Resize' }));
    await done();
    const out = answers[1]!.outputs[0]!;
    expect([out.name, out.width, out.height]).toEqual(['board-photo-100x100.png', 100, 100]);
    expect(sniffFormat(new Uint8Array(out.bytes))).toBe('png');
  }, 90_000);

  it('fits a largest file size by searching the JPEG quality', async () => {
    answers.length = 0;
    renderTool();
    add(fixtureFile('board-photo.jpg', 'image/jpeg'));
    type('Width (px)', '700');
    type('Largest file size (optional)', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Resize' }));
    await done();
    const out = answers[0]!.outputs[0]!;
    expect(out.bytes.byteLength).toBeLessThanOrEqual(40 * 1024);
    expect(out.bytes.byteLength).toBeGreaterThan(20 * 1024);
  }, 90_000);

  it('answers the spec message when the locked size passes the canvas limit', async () => {
    answers.length = 0;
    renderTool();
    add(fixtureFile('board-photo.jpg', 'image/jpeg'));
    type('Width (px)', '30000'); // locked: 30000 × 19875 = 596 MP
    fireEvent.click(screen.getByRole('button', { name: 'Resize' }));
    await done();
    expect(screen.getByRole('alert').textContent).toContain(
      'Image dimensions too large, consider unchecking Pixel Lock',
    );
  }, 30_000);
});
