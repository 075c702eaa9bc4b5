import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolContext } from '../../../framework/tool-context.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ImageCompressTool from './ui.tsx';

const renderTool = () =>
  renderWithProviders(
    <ToolContext.Provider value={{ code: 'image_compress' }}>
      <ImageCompressTool />
    </ToolContext.Provider>,
  );

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
});
