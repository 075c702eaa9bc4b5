import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pagesOfBlob, pdfFile, renderTool, watchOfferedBlobs } from '../../../features/pdf/test-helpers.tsx';
import Tool from './ui.tsx';

// The worker's own handler, run in-process (happy-dom has no Worker); no pdf.js thumbnails in tests.
const helpers = vi.hoisted(() => import('../../../features/pdf/test-helpers.tsx'));
vi.mock('../../../framework/worker-bridge.ts', async () =>
  (await helpers).inProcessBridge((await import('./handler.ts')).handleMergeAdv),
);
vi.mock('../../../features/pdf/pdfjs.ts', async () => (await helpers).noPdfjs);

const labels = () =>
  screen.getAllByTestId('merge-adv-page').map((row) => row.textContent?.replace(/[⠿↑↓✕]/g, ''));

describe('pdf_merge_adv UI', () => {
  it('lays out every page, lets pages be left out and reordered, and merges them in that order', async () => {
    const offered = watchOfferedBlobs();
    renderTool('pdf_merge_adv', <Tool />);
    // pdfFile gives page i the width 300 + i, so sizes tell the pages apart: a = 300, 301; b = 300, 301, 302.
    const files = [
      await pdfFile('a.pdf', 2),
      await pdfFile('b.pdf', 3),
      await pdfFile('locked.pdf', 1, { encrypted: true }),
    ];
    fireEvent.change(screen.getByTestId('file-input'), { target: { files } });
    expect(await screen.findByText('5 pages picked', {}, { timeout: 15_000 })).toBeTruthy();
    expect(
      await screen.findByText('PDF file [locked.pdf] is encrypted, please remove it and try again'),
    ).toBeTruthy();
    expect(labels()).toEqual([
      '1a.pdf page 1',
      '2a.pdf page 2',
      '3b.pdf page 1',
      '4b.pdf page 2',
      '5b.pdf page 3',
    ]);

    // Moving a file keeps keyboard focus on its button and leaves the page order alone.
    fireEvent.click(screen.getByRole('button', { name: 'Move a.pdf down' }));
    expect(screen.getByRole('button', { name: 'Move a.pdf down' })).toBe(document.activeElement);
    expect(labels()[0]).toBe('1a.pdf page 1');

    fireEvent.click(screen.getByRole('button', { name: 'Leave out a.pdf page 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move b.pdf page 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move b.pdf page 3 up' }));
    expect(screen.getByRole('button', { name: 'Move b.pdf page 3 up' })).toBe(document.activeElement);
    expect(labels()).toEqual(['1a.pdf page 2', '2b.pdf page 3', '3b.pdf page 1', '4b.pdf page 2']);

    fireEvent.click(screen.getByRole('button', { name: 'Merge picked pages' }));
    const results = await screen.findByRole('region', { name: 'Results' }, { timeout: 15_000 });
    expect(within(results).getByText('merged.pdf')).toBeTruthy();
    const merged = await offered('application/pdf');
    expect(await pagesOfBlob(merged)).toEqual(['301x400@0', '302x400@0', '300x400@0', '301x400@0']);

    fireEvent.click(screen.getByRole('button', { name: 'Restore all pages' }));
    expect(screen.getByText('5 pages picked')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });
});
