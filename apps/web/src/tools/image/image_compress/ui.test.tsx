import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import ImageCompressTool from './ui.tsx';

/** Each compression the tool asks the worker for: its signal, and a way to report encodes. */
const calls = vi.hoisted(
  () => [] as Array<{ signal: AbortSignal; onProgress: (done: number, total: number) => void }>,
);

// The worker stands in for a long search: it reports progress and settles only when aborted.
vi.mock('../../../framework/worker-bridge.ts', () => ({
  createWorkerBridge: () => ({
    run: (
      _req: unknown,
      opts: { signal: AbortSignal; onProgress: (done: number, total: number) => void },
    ) => {
      calls.push(opts);
      return new Promise((_, reject) =>
        opts.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    },
    terminate: () => {},
  }),
}));

const renderTool = () => renderWithProviders(<ImageCompressTool />, { toolCode: 'image_compress' });

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' });

describe('image_compress UI', () => {
  it('starts with a 500 KB target and a disabled Compress button', () => {
    renderTool();
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeTruthy();
    expect((screen.getByLabelText('Target size') as HTMLInputElement).value).toBe('500');
    expect((screen.getByRole('combobox', { name: 'Unit' }) as HTMLSelectElement).value).toBe('KB');
    expect((screen.getByRole('radio', { name: 'Same as original' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Compress' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists added images and refuses an invalid target with an explained error', () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo(), photo()] } });
    expect(screen.getByRole('heading', { name: '2 images selected' })).toBeTruthy();
    const compress = () => screen.getByRole('button', { name: 'Compress 2 images' }) as HTMLButtonElement;
    expect(compress().disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Target size'), { target: { value: 'big' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter a size from 1 KB to 1024 MB.');
    expect(screen.getByLabelText('Target size').getAttribute('aria-invalid')).toBe('true');
    expect(compress().disabled).toBe(true);

    fireEvent.click(screen.getAllByRole('button', { name: 'Remove photo.jpg' })[0]!);
    expect(screen.getByRole('heading', { name: '1 image selected' })).toBeTruthy();
  });

  it('explains that PNG is lossless when PNG output is chosen', () => {
    renderTool();
    expect(screen.queryByText(/PNG is lossless/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'PNG (lossless)' }));
    expect(screen.getByText(/PNG is lossless/)).toBeTruthy();
  });

  it('shows the run status with progress, and Cancel stops the batch', async () => {
    renderTool();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo(), photo()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Compress 2 images' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]!.onProgress(2, 7);
    const status = await screen.findByText('Compressing image 1 of 2… try 2 of about 7');
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByRole('progressbar').getAttribute('max')).toBe('2');
    expect((screen.getByRole('button', { name: 'Compress 2 images' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Cancelled. Finished images are kept below.')).toBeTruthy());
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(1); // the second image never started
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((screen.getByRole('button', { name: 'Compress 2 images' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
