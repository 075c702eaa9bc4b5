import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fixtures.ts';
import { loadFuncSearch } from '../queries/catalog-data.ts';
import { renderWithProviders } from '../test/render.tsx';
import { cleanSearchText, SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx';

function setMobile(mobile: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: mobile,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
}

describe('cleanSearchText', () => {
  it('trims and collapses whitespace', () => {
    expect(cleanSearchText('  merge \t  pdf  ')).toBe('merge pdf');
    expect(cleanSearchText('   ')).toBe('');
  });
});

describe('SearchBox', () => {
  beforeEach(async () => {
    await loadFuncSearch(); // the catalog chunk, loaded lazily in the app
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', fakeApi().fetchStub);
    setMobile(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is an ARIA combobox with a label', () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox', { name: 'Search tools' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
  });

  it('waits 200 ms after typing before searching', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'merge' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
    });
    expect(screen.queryByRole('option')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60);
    });
    // Best match first; weaker pair matches (the spec's rule) may follow.
    expect(screen.getAllByRole('option')[0]?.textContent).toContain('Merge PDF');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('finds tools by Chinese text with surrounding spaces', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, '  合并  ');
    const options = screen.getAllByRole('option');
    expect(options[0]?.textContent).toContain('Merge PDF');
  });

  it('says so when nothing matches, with what to try instead', async () => {
    renderWithProviders(<SearchBox />, { path: '/func/pdf_merge' });
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.focus(input);
    await type(input, 'xylophone'); // its pairs ph, on, ne… are scattered in the tools' texts
    expect(screen.queryByRole('option')).toBeNull();
    const empty = screen.getByTestId('search-empty');
    expect(empty.getAttribute('role')).toBe('status');
    expect(empty.textContent).toContain('No tool matches “xylophone”');
    expect(empty.textContent).toContain('Try a shorter or more general word');
    fireEvent.click(screen.getByRole('link', { name: 'Browse all tools by category' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(input.value).toBe('');
    expect(screen.queryByTestId('search-empty')).toBeNull();
  });

  it('on phones opens from a search button over the top bar, and gives focus back when closed', async () => {
    renderWithProviders(<SearchBox />);
    const opener = screen.getByRole('button', { name: 'Search tools' });
    const input = screen.getByRole('combobox');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(input.closest('.search-box')!.className).toContain('is-overlay');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Escape' }); // empty field: Escape closes the overlay
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
    fireEvent.click(opener);
    fireEvent.change(input, { target: { value: 'merge' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the search' })); // closes and clears
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.closest('.search-box')!.className).not.toContain('is-overlay');
    expect(document.activeElement).toBe(opener);
  });

  it('moves with the arrows and opens with Enter in a new tab on desktop', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'i'); // in all three sample tools: Compress image, Merge PDF, Find and replace
    const options = screen.getAllByRole('option');
    expect(options.length).toBe(3);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // wraps back
    expect(options[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options[1]!.textContent).toContain('Merge PDF');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('/func/pdf_merge', '_blank', 'noopener');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('opens in the same tab on mobile', async () => {
    setMobile(true);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'merge');
    fireEvent.keyDown(input, { key: 'Enter' }); // Enter without a highlighted option takes the first
    expect(screen.getByTestId('location').textContent).toBe('/func/pdf_merge');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens a tool on click', async () => {
    setMobile(true);
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    await type(input, 'compress');
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/func/image_compress');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    renderWithProviders(<SearchBox />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    fireEvent.focus(input);
    await type(input, 'merge');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    expect(input.value).toBe('merge');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });
});
