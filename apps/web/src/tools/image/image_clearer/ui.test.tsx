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

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'soft.jpg');

describe('image_clearer UI', () => {
  it('says it uses classical filters, sends the strength and compares before and after', async () => {
    const server = installFakeTaskServer({
      result: { name: 'soft-clear.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'image_clearer' });
    expect(screen.getByText(/classical image filters, not a neural network/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo()] } });
    fireEvent.change(screen.getByLabelText('Strength'), { target: { value: 'high' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make it clearer' }));
    expect(
      await screen.findByRole('button', { name: 'Download soft-clear.jpg' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByAltText('Before: soft-clear.jpg')).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'image_clearer',
      fileIds: ['up1'],
      options: { strength: 'high' },
    });
  });
});
