import { fireEvent, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { renderTool } from '../../../features/pdf/test-helpers.tsx';
import PdfImageToPdfTool from './ui.tsx';

// The worker's own handler, run in-process: happy-dom has no Worker.
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await import('../../../features/pdf/test-helpers.tsx')).inProcessBridge(
    (await import('./handler.ts')).handleImagesRequest,
  ),
);

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/toolkit/src/image/__fixtures__',
);
const fixture = (name: string, type: string) =>
  new File([readFileSync(join(fixtures, name))], name, { type });

const renderImages = () => renderTool('pdf_image_to_pdf', <PdfImageToPdfTool />);

const rowNames = () => screen.getAllByTestId('image-pdf-row').map((row) => row.textContent ?? '');

describe('pdf_image_to_pdf UI', () => {
  it('lists images, reorders them and makes a PDF with a page per image', async () => {
    renderImages();
    const create = screen.getByRole('button', { name: 'Create PDF' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('file-input'), {
      target: { files: [fixture('board-photo.jpg', 'image/jpeg'), fixture('stamp.png', 'image/png')] },
    });
    await screen.findByText('2 images', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Move stamp.png up' }));
    expect(rowNames()[0]).toMatch(/stamp\.png/);
    expect(screen.getByText('stamp.png moved to position 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page size'), { target: { value: 'fit' } });
    expect((screen.getByLabelText('Orientation') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create PDF' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('images.pdf')).toBeTruthy();
    expect(within(results).getByText(/2 pages/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove board-photo.jpg' }));
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.getAllByTestId('image-pdf-row')).toHaveLength(1);
  });

  it('names an image that cannot be read', async () => {
    renderImages();
    const fake = new File(['\x89PNG not really'], 'broken.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [fake] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create PDF' }));
    expect(
      await screen.findByText('Image [broken.png] cannot be read, please remove it and try again'),
    ).toBeTruthy();
  });
});
