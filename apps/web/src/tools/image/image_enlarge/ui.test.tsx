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

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'cat.png');

describe('image_enlarge UI', () => {
  it('sends the chosen factor and shows the result over the original in a before/after view', async () => {
    const server = installFakeTaskServer({
      result: { name: 'cat-x4.png', mimeType: 'image/png', bytes: new Uint8Array([0x89, 0x50]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'image_enlarge' });
    expect(screen.getByText(/Members’ tasks are processed first/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [png()] } });
    expect((screen.getByRole('radio', { name: '2×' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: '4×' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enlarge' }));
    expect(
      await screen.findByRole('button', { name: 'Download cat-x4.png' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await screen.findByAltText('Before: cat-x4.png')).toBeTruthy();
    expect(screen.getByAltText('After: cat-x4.png')).toBeTruthy();
    const divider = screen.getByRole('slider', { name: 'Position of the divider' });
    fireEvent.change(divider, { target: { value: '30' } });
    expect((divider as HTMLInputElement).value).toBe('30');
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({ funcCode: 'image_enlarge', fileIds: ['up1'], options: { scale: 4 } });
  });
});
