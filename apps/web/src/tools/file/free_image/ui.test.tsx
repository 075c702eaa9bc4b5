import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import FreeImageTool from './ui.tsx';

/** Answers each call with the next envelope, recording path and body. */
function serve(...envelopes: object[]) {
  const calls: unknown[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    calls.push([path, JSON.parse(String(init?.body))]);
    const envelope = envelopes.shift() ?? { code: '50000', message: 'no more answers', data: null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const photo = (n: number) => ({
  id: `p${n}`,
  title: `Sea ${n}`,
  width: 1280,
  height: 720,
  author: `Author ${n}`,
  authorUrl: `https://unsplash.com/@a${n}?utm_source=toolbox&utm_medium=referral`,
  licence: 'Unsplash License',
  licenceUrl: 'https://unsplash.com/license',
  sourceUrl: `https://unsplash.com/photos/p${n}`,
  preview: `/ut/free-image/picture?u=x${n}&s=y`,
});

const page = (n: number, photos: object[]) => ({
  code: '000',
  message: 'success',
  data: { source: 'unsplash', page: n, totalPages: 2, total: 3, photos },
});

describe('free_image', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('searches, credits each author with the licence, and pages', async () => {
    const calls = serve(page(1, [photo(1), photo(2)]), page(1, [photo(1), photo(2)]), page(2, [photo(3)]));
    renderWithProviders(<FreeImageTool />, { toolCode: 'free_image' });
    expect((await screen.findByTestId('fimg-count')).textContent).toBe('3 photos found');
    fireEvent.change(screen.getByLabelText('Search photos'), { target: { value: ' sea ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByTestId('fimg-count');
    const cards = await screen.findAllByTestId('fimg-photo');
    expect(cards).toHaveLength(2);
    const author = within(cards[0]!).getByRole('link', { name: 'Author 1' });
    expect(author.getAttribute('href')).toContain('utm_source=toolbox');
    expect(within(cards[0]!).getByRole('link', { name: 'Unsplash License' })).toBeTruthy();
    expect(screen.getByText(/free to use under the Unsplash License/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('fimg-page')).textContent).toBe('Page 2 of 2');
    expect(calls).toEqual([
      ['/ut/free-image/search', { q: '', page: 1 }],
      ['/ut/free-image/search', { q: 'sea', page: 1 }],
      ['/ut/free-image/search', { q: 'sea', page: 2 }],
    ]);
  });

  it('shows what the server said when the search fails, with a retry', async () => {
    const calls = serve(
      { code: '42910', message: 'The photo service is busy (too many searches).', data: null },
      {
        code: '000',
        message: 'success',
        data: { source: 'library', page: 1, totalPages: 0, total: 0, photos: [] },
      },
    );
    renderWithProviders(<FreeImageTool />, { toolCode: 'free_image' });
    expect((await screen.findByTestId('fimg-error')).textContent).toContain('busy');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText('The library has no photos yet.')).toBeTruthy();
  });
});
