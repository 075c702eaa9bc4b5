import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'me.jpg');

describe('image_id_photo_cut UI', () => {
  it('sends the size, background, layout and size limit with the task and shows the result', async () => {
    const server = installFakeTaskServer({
      result: { name: 'me-id-photo.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'image_id_photo_cut' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo()] } });
    fireEvent.change(await screen.findByLabelText('Size'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Width (mm)'), { target: { value: '35' } });
    fireEvent.change(screen.getByLabelText('Height (mm)'), { target: { value: '45' } });
    expect(screen.getByText('Output 413 × 531 px')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
    fireEvent.click(screen.getByLabelText('Gradient'));
    fireEvent.change(screen.getByLabelText('Layout'), { target: { value: '4r' } });
    fireEvent.change(screen.getByLabelText('Copies'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('File at most (KB)'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the ID photo' }));
    expect(
      await screen.findByRole('button', { name: 'Download me-id-photo.jpg' }, { timeout: 4000 }),
    ).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'image_id_photo_cut',
      fileIds: ['up1'],
      options: {
        widthMm: 35,
        heightMm: 45,
        dpi: 300,
        widthPx: 413,
        heightPx: 531,
        color: '#d81e06',
        gradient: true,
        layout: '4r',
        copies: 6,
        maxKB: 40,
      },
    });
  });
});
