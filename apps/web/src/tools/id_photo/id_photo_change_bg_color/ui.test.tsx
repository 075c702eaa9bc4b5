import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('id_photo_change_bg_color UI', () => {
  it('sends the chosen colour and shows the server’s refusal in words', async () => {
    const server = installFakeTaskServer({
      result: { name: 'x.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array(1) },
      failRemark: 'No face was found in this photo.',
    });
    renderWithProviders(<Tool />, { toolCode: 'id_photo_change_bg_color' });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id.png');
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('radio', { name: 'White' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change the background' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toBe('No face was found in this photo.');
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'id_photo_change_bg_color',
      fileIds: ['up1'],
      options: { color: '#ffffff', gradient: false, maxKB: null },
    });
  });
});
