import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { snippetsFor } from './encode-panel.tsx';
import ImageToBase64Tool from './ui.tsx';

// A real 1×1 transparent PNG.
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const renderTool = () => renderWithProviders(<ImageToBase64Tool />, { toolCode: 'image_to_base64' });

describe('image_to_base64 UI', () => {
  it('builds the CSS and HTML snippets from the data URL', () => {
    const url = `data:image/png;base64,${PNG_BASE64}`;
    expect(Object.fromEntries(snippetsFor(url))).toEqual({
      dataUrl: url,
      base64: PNG_BASE64,
      css: `background-image: url("${url}");`,
      html: `<img src="${url}" alt="" />`,
    });
  });

  it('encodes a chosen image', async () => {
    renderTool();
    const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
    const file = new File([bytes], 'dot.png', { type: 'image/png' });
    fireEvent.change(screen.getAllByTestId('file-input')[0]!, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('snippet-base64').textContent).toBe(PNG_BASE64));
    expect(screen.getByTestId('snippet-dataUrl').textContent).toBe(`data:image/png;base64,${PNG_BASE64}`);
  });

  it('decodes Base64 to an image and rejects what is not one', () => {
    renderTool();
    fireEvent.click(screen.getByRole('tab', { name: 'Base64 → image' }));
    const input = screen.getByLabelText('Base64 or data URL');
    fireEvent.change(input, { target: { value: `data:image/png;base64,${PNG_BASE64}` } });
    expect(screen.getByRole('button', { name: 'Download image.png' })).toBeTruthy();
    fireEvent.change(input, { target: { value: btoa('just text') } });
    expect(screen.getByRole('alert').textContent).toContain(
      'this is not an image (it looks like text/plain)',
    );
    fireEvent.change(input, { target: { value: 'abc$' } });
    expect(screen.getByRole('alert').textContent).toBe('Character 4 (“$”) is not valid Base64.');
  });
});
