import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { systemInfoResource } from '../../../queries/system-info.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import Tool from './ui.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  systemInfoResource.reset();
});
// The credits check before the submit has its own tests (features/credits); here it lets every run through.
vi.mock('../../../features/credits/index.ts', () => ({
  useCreditsBeforeSubmit: () => ({ beforeSubmit: async () => {}, dialogs: null }),
}));

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'family.jpg');

describe('image_coloring UI', () => {
  it('says honestly how the colour is made, and sends the automatic-hints choice and the strokes', async () => {
    const server = installFakeTaskServer({
      result: { name: 'family-colour.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8]) },
    });
    renderWithProviders(<Tool />, { toolCode: 'image_coloring' });
    expect(screen.getByText(/There is no automatic colouring AI here/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo()] } });
    expect(await screen.findByRole('img', { name: 'Paint colour hints on the photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grass' }));
    expect((screen.getByLabelText('Brush colour') as HTMLInputElement).value).toBe('#5d8a3a');
    expect(screen.getByText('0 strokes painted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Colour the photo' }));
    expect(
      await screen.findByRole('button', { name: 'Download family-colour.jpg' }, { timeout: 4000 }),
    ).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'image_coloring',
      fileIds: ['up1'],
      options: { strokes: [], auto: true, method: 'hints' },
    });
  });

  it("offers the operator's colouring model when there is one, automatic by default", async () => {
    const server = installFakeTaskServer({
      result: { name: 'family-colour.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8]) },
      extra: {
        '/system/information/get': () =>
          new Response(
            JSON.stringify({
              code: '000',
              message: 'ok',
              data: {
                edition: 'intl',
                defaultLocale: 'en',
                version: '1',
                publicUrl: '',
                contactEmail: 'a@example.com',
                colorizeModel: true,
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      },
    });
    renderWithProviders(<Tool />, { toolCode: 'image_coloring' });
    expect(await screen.findByText(/This site runs a colouring model/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo()] } });
    const automatic = await screen.findByRole('radio', { name: 'Automatic (this site’s colouring model)' });
    expect((automatic as HTMLInputElement).checked).toBe(true);
    // No hints to paint for the model; they come back with the other choice.
    expect(screen.queryByRole('img', { name: 'Paint colour hints on the photo' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'From my colour hints' }));
    expect(await screen.findByRole('img', { name: 'Paint colour hints on the photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Automatic (this site’s colouring model)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Colour the photo' }));
    expect(
      await screen.findByRole('button', { name: 'Download family-colour.jpg' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/task/submit')!.json).toMatchObject({
      options: { method: 'model' },
    });
  });

  it('asks for strokes when the automatic hints are off and none are painted', async () => {
    installFakeTaskServer({ result: { name: 'x.jpg', mimeType: 'image/jpeg', bytes: new Uint8Array(1) } });
    renderWithProviders(<Tool />, { toolCode: 'image_coloring' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [photo()] } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Automatic hints/ }));
    expect(
      screen.getByText('Paint a few strokes of colour on the photo first, or turn on the automatic hints.'),
    ).toBeTruthy();
  });
});
