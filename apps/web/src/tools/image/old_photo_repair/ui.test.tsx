import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());
// The credits check before the submit has its own tests (features/credits); here it lets every run through.
vi.mock('../../../features/credits/index.ts', () => ({
  useCreditsBeforeSubmit: () => ({ beforeSubmit: async () => {}, dialogs: null }),
}));

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'grandma.jpg');

describe('old_photo_repair UI', () => {
  it('says what it does, sends the chosen steps with the task and shows the repaired photo', async () => {
    const server = installFakeTaskServer({
      result: { name: 'grandma-restored.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'old_photo_repair' });
    expect(screen.getByText(/classical image filters, not a neural network/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo()] } });
    fireEvent.change(await screen.findByLabelText('Noise reduction'), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: 'keep' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Repair scratches and dust' }));
    fireEvent.click(screen.getByRole('button', { name: 'Repair the photo' }));
    expect(
      await screen.findByRole('button', { name: 'Download grandma-restored.jpg' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Repaired photo grandma-restored.jpg' })).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'old_photo_repair',
      fileIds: ['up1'],
      options: { scratches: false, denoise: 'high', levels: true, colour: 'keep' },
    });
  });
});
