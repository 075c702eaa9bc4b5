import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import type * as RenderModule from '../kit/pdf-images/render.ts';
import Tool from './ui.tsx';

const render = vi.hoisted(() => ({ calls: [] as Array<{ indices: readonly number[]; scale: number }> }));

vi.mock('../kit/pdf-images/render.ts', async (original) => {
  const real = await original<typeof RenderModule>();
  const fakes = await import('../kit/pdf-images/test-helpers.ts');
  return {
    ...real,
    openForImages: fakes.fakeOpenForImages,
    renderPages: (...args: Parameters<typeof fakes.fakeRenderPages>) => {
      render.calls.push({ indices: args[2], scale: args[3].scale });
      return fakes.fakeRenderPages(...args);
    },
  };
});
vi.mock('../../../features/pdf/pdfjs.ts', async () =>
  import('../../../features/pdf/test-helpers.tsx').then((helpers) => helpers.noPdfjs),
);

describe('pdf_to_image UI', () => {
  it('converts all pages, one page or a range, with the page-number errors', async () => {
    renderTool('pdf_to_image', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('doc.pdf', 4)] } });
    expect(await screen.findByText('4 pages')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    let results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-1.png')).toBeTruthy();
    expect(within(results).getByText('doc-4.png')).toBeTruthy();
    expect(render.calls.at(-1)).toEqual({ indices: [0, 1, 2, 3], scale: 1.5 });

    fireEvent.click(screen.getByLabelText('JPG'));
    fireEvent.change(screen.getByLabelText('Resolution'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('One page'));
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    expect(await screen.findByText('Page number out of range (the file has 4 pages)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    expect(await screen.findByText('Please enter a page number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-3.jpg')).toBeTruthy();
    expect(render.calls.at(-1)).toEqual({ indices: [2], scale: 2 });

    fireEvent.click(screen.getByLabelText('Page range'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    expect(await screen.findByText(/range must not end before it starts/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Convert to images' }));
    await screen.findByText('doc-2.jpg');
    expect(render.calls.at(-1)?.indices).toEqual([1, 2, 3]);
  });

  it('names an encrypted file', async () => {
    renderTool('pdf_to_image', <Tool />);
    const file = await pdfFile('locked.pdf', 2, { encrypted: true });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert to images' })).toBeNull();
  });
});
