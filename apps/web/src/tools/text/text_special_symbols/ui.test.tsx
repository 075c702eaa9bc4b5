import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RECENT_MAX, loadRecent, pushRecent } from './recent.ts';
import SpecialSymbolsTool from './ui.tsx';

const copied = vi.hoisted(() => [] as string[]);
vi.mock('../../../framework/clipboard.ts', () => ({
  copyText: async (text: string) => {
    copied.push(text);
    return true;
  },
}));

const renderTool = () => renderWithProviders(<SpecialSymbolsTool />, { toolCode: 'text_special_symbols' });
const grid = () => screen.getByTestId('symbol-grid');

beforeEach(() => {
  localStorage.clear();
  copied.length = 0;
});

describe('text_special_symbols UI', () => {
  it('browses categories, copies on click and remembers recent symbols', async () => {
    const { unmount } = renderTool();
    fireEvent.click(screen.getByRole('tab', { name: 'Currency' }));
    fireEvent.click(within(grid()).getByRole('button', { name: '€ euro' }));
    await waitFor(() => expect(copied).toEqual(['€']));
    expect((screen.getByTestId('symbol-picks') as HTMLInputElement).value).toBe('€');
    unmount();
    renderTool(); // a later visit opens on the recently used symbols
    expect(screen.getByRole('tab', { name: 'Recently used' }).getAttribute('aria-selected')).toBe('true');
    expect(
      within(grid())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['€euro']);
  });

  it('searches names in both languages and says when nothing matches', () => {
    renderTool();
    const search = screen.getByLabelText('Search symbols');
    fireEvent.change(search, { target: { value: '摄氏' } });
    expect(
      within(grid())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['℃degree celsius']);
    fireEvent.change(search, { target: { value: 'greek' } });
    expect(screen.getByTestId('symbol-status').textContent).toBe('34 symbols found');
    fireEvent.change(search, { target: { value: 'zzzz' } });
    expect(screen.getByTestId('symbol-status').textContent).toBe(
      'No symbols match “zzzz”. Try another word.',
    );
  });

  it('keeps the recent list short and unique', () => {
    let list: string[] = [];
    for (let i = 0; i < RECENT_MAX + 5; i++) list = pushRecent(list, String.fromCharCode(0x2190 + i));
    list = pushRecent(list, '←');
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]).toBe('←');
    expect(new Set(list).size).toBe(RECENT_MAX);
    expect(loadRecent()).toEqual(list);
  });
});
