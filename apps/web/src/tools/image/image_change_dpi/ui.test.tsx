import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readDpi } from '@toolbox/toolkit/image';
import { renderWithProviders } from '../../../test/render.tsx';
import { fixtureFile } from '../../../features/image-batch/test-helpers.ts';
import { handleDpi } from './handler.ts';
import ChangeDpiTool, { parseDpi } from './ui.tsx';

vi.mock('../../../framework/worker-bridge.ts', async () => {
  const { handleDpi: handle } = await import('./handler.ts');
  return {
    createWorkerBridge: () => ({
      run: async (req: Parameters<typeof handle>[0]) => (await handle(req, { onProgress: () => {} })).result,
      terminate: () => {},
    }),
  };
});

describe('image_change_dpi', () => {
  it('sets 300 DPI on a JPEG and a PNG, and says why a GIF cannot have one', async () => {
    renderWithProviders(<ChangeDpiTool />, { toolCode: 'image_change_dpi' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: {
        files: [
          fixtureFile('iphone-orientation-6.jpg', 'image/jpeg'),
          fixtureFile('meta/book-diagram.png', 'image/png'),
          fixtureFile('formats/alpha_gif_a.gif', 'image/gif'),
        ],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set 3 images to 300 DPI' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    await waitFor(() => expect(screen.getByText('was 72 DPI')).toBeTruthy());
    expect(screen.getByText('was 144 DPI')).toBeTruthy();
    expect(alert.textContent).toContain('alpha_gif_a.gif');
    expect(alert.textContent).toContain('GIF has no field for a DPI value');
  });

  it('asks for a DPI when the box is empty and refuses values out of range', () => {
    renderWithProviders(<ChangeDpiTool />, { toolCode: 'image_change_dpi' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixtureFile('board-photo.jpg', 'image/jpeg')] },
    });
    const box = screen.getByLabelText('DPI (dots per inch)');
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('DPI required.');
    expect((screen.getByRole('button', { name: /^Set 1 image to/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(box, { target: { value: '70000' } });
    expect(screen.getByRole('alert').textContent).toBe('DPI must be a whole number from 1 to 65535.');
    fireEvent.click(screen.getByRole('button', { name: '600' }));
    expect(
      (screen.getByRole('button', { name: 'Set 1 image to 600 DPI' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect([parseDpi(' 96 '), parseDpi('1.5'), parseDpi('0')]).toEqual([96, 'dpiInvalid', 'dpiInvalid']);
  });

  it('the worker handler returns the same name with the new DPI', async () => {
    const { result } = await handleDpi(
      { file: fixtureFile('board-photo.jpg', 'image/jpeg'), options: { dpi: 150 } },
      { onProgress: () => {} },
    );
    expect(result.outputs[0]).toMatchObject({
      name: 'board-photo.jpg',
      type: 'image/jpeg',
      width: 720,
      height: 477,
    });
    expect(readDpi(new Uint8Array(result.outputs[0]!.bytes))).toMatchObject({ dpi: { x: 150, y: 150 } });
    expect(result.notes).toEqual([{ code: 'dpi_none_before' }]);
  });
});
