import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pdfFile, renderTool } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// The worker's own handler, run in-process (happy-dom has no Worker); no pdf.js thumbnails in tests.
const helpers = vi.hoisted(() => import('../../../features/pdf/test-helpers.tsx'));
vi.mock('../../../framework/worker-bridge.ts', async () => (await helpers).pagesBridge());
vi.mock('../../../features/pdf/pdfjs.ts', async () => (await helpers).noPdfjs);

const input = () => screen.getByLabelText('Pages to delete') as HTMLInputElement;

describe('pdf_page_del UI', () => {
  it('syncs clicks with the page input, checks the input and deletes pages', async () => {
    renderTool('pdf_page_del', <Tool />);
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [await pdfFile('doc.pdf', 4)] } });
    expect(await screen.findByText('4 pages')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }), { shiftKey: true });
    expect(input().value).toBe('1-3');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.change(input(), { target: { value: '2，9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete pages' }));
    expect(await screen.findByText('Page number out of range (the file has 4 pages)')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete pages' }));
    expect(await screen.findByText('Please enter page numbers')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '2-x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete pages' }));
    expect(await screen.findByText('Wrong page number format: use e.g. 1, 2-5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete pages' }));
    expect(
      await screen.findByText('You cannot delete every page: at least one page must remain'),
    ).toBeTruthy();

    fireEvent.change(input(), { target: { value: '2, 4' } });
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Delete pages' }));
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('doc-deleted.pdf')).toBeTruthy();
    expect(within(results).getByText(/2 pages/)).toBeTruthy();
  });

  it('names an encrypted file', async () => {
    renderTool('pdf_page_del', <Tool />);
    const file = await pdfFile('locked.pdf', 2, { encrypted: true });
    fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete pages' })).toBeNull();
  });
});
