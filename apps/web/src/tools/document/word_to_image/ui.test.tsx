import { fireEvent, screen, within } from '@testing-library/react';
import { zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeTaskServer } from '../../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { pageImages } from './page-images.ts';
import Tool from './ui.tsx';

afterEach(() => vi.unstubAllGlobals());
// The credits check before the submit has its own tests (features/credits); here it lets every run through.
vi.mock('../../../features/credits/index.ts', () => ({
  useCreditsBeforeSubmit: () => ({ beforeSubmit: async () => {}, dialogs: null }),
}));

const png = (n: number) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, n]);

describe('word_to_image', () => {
  it('sends the chosen format and resolution and previews every page of the ZIP', async () => {
    const zip = zipSync({ 'page-10.png': png(10), 'page-2.png': png(2), 'page-1.png': png(1) });
    const server = installFakeTaskServer({
      result: { name: 'doc.zip', mimeType: 'application/zip', bytes: zip },
    });
    renderWithProviders(<Tool />, { toolCode: 'word_to_image' });
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [new File([new Uint8Array([0x50, 0x4b])], 'doc.docx')] },
    });
    fireEvent.change(await screen.findByLabelText('Image format'), { target: { value: 'jpg' } });
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 4000 });
    const names = within(results)
      .getAllByText(/^page-\d+\.png$/)
      .map((el) => el.textContent);
    expect(names).toEqual(['page-1.png', 'page-2.png', 'page-10.png']);
    expect(await within(results).findAllByRole('img')).toHaveLength(3);
    // One ZIP download (the widget's), not a second one re-packed in the browser.
    expect(screen.queryByRole('button', { name: 'Download all (ZIP)' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download doc.zip' })).toBeTruthy();
    const submit = server.calls.find((c) => c.path === '/task/submit')!;
    expect(submit.json).toEqual({
      funcCode: 'word_to_image',
      fileIds: ['up1'],
      options: { format: 'jpg', dpi: 200 },
    });
  });

  it('takes a single image result as one page', async () => {
    const pages = await pageImages(new Blob([png(1)]), 'doc.png');
    expect(pages).toHaveLength(1);
    expect(pages[0]!.blob.type).toBe('image/png');
  });
});
