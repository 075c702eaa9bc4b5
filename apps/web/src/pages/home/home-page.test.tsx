import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeFunc, sampleCategories, sampleFuncs } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with the sample tools', () => {
    beforeEach(() => vi.stubGlobal('fetch', fakeApi().fetchStub));

    it('shows a tab per category that has tools, and every tool as a card', async () => {
      renderWithProviders(<HomePage />);
      const tablist = await screen.findByRole('tablist', { name: 'Tool categories' });
      const tabs = within(tablist).getAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(['All', 'PDF tools', 'Image tools', 'Text tools']);
      expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
      // The first two categories come in the first commit, the others one a task after it.
      expect(screen.getAllByRole('link').map((c) => c.getAttribute('href'))).toEqual([
        '/func/pdf_merge',
        '/func/image_compress',
      ]);
      await waitFor(() =>
        expect(screen.getAllByRole('link').map((c) => c.getAttribute('href'))).toEqual([
          '/func/pdf_merge',
          '/func/image_compress',
          '/func/text_replace',
        ]),
      );
      expect(screen.getByText('Combine several PDFs into one')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1, name: 'All tools' })).toBeTruthy();
    });

    it('shows one category when its tab is chosen, and moves with the arrow keys', async () => {
      renderWithProviders(<HomePage />);
      const imageTab = await screen.findByRole('tab', { name: 'Image tools' });
      fireEvent.click(imageTab);
      expect(imageTab.getAttribute('aria-selected')).toBe('true');
      expect(screen.getAllByRole('link').map((c) => c.getAttribute('href'))).toEqual([
        '/func/image_compress',
      ]);
      fireEvent.keyDown(imageTab, { key: 'ArrowRight' });
      const textTab = screen.getByRole('tab', { name: 'Text tools' });
      expect(textTab.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(textTab);
    });

    it('switches language without fetching again', async () => {
      const api = fakeApi();
      vi.stubGlobal('fetch', api.fetchStub);
      renderWithProviders(<HomePage />);
      await screen.findByText('Merge PDF');
      // The catalogue's two lists (the page's other parts, such as the notice, may still be asking).
      const catalogueCalls = () =>
        api.calls.filter((p) => p === '/ut/func/query' || p === '/ut/func-category/list').length;
      const calls = catalogueCalls();
      expect(calls).toBe(2);
      await i18n.changeLanguage('zh-CN');
      expect(await screen.findByText('PDF合并')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'PDF 工具' })).toBeTruthy();
      expect(catalogueCalls()).toBe(calls);
    });
  });

  it('groups a category of more than 12 tools by 9', async () => {
    const many = Array.from({ length: 14 }, (_, i) => makeFunc(`game_${i}`, 'game', { orderNumber: i }));
    vi.stubGlobal(
      'fetch',
      fakeApi({ funcs: [...sampleFuncs, ...many], categories: sampleCategories }).fetchStub,
    );
    renderWithProviders(<HomePage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Games' }));
    const groups = screen.getAllByTestId('tool-group');
    expect(groups.map((g) => within(g).getAllByRole('link').length)).toEqual([9, 5]);
    expect(groups[0]!.getAttribute('aria-label')).toBe('Tools 1–9');
    expect(groups[1]!.getAttribute('aria-label')).toBe('Tools 10–14');
  });

  it('keeps 12 tools in one block', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => makeFunc(`game_${i}`, 'game', { orderNumber: i }));
    vi.stubGlobal('fetch', fakeApi({ funcs: twelve }).fetchStub);
    renderWithProviders(<HomePage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Games' }));
    expect(screen.queryAllByTestId('tool-group')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });

  it('offers a retry when the lists cannot be fetched', async () => {
    const failing = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', failing);
    renderWithProviders(<HomePage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    vi.stubGlobal('fetch', fakeApi().fetchStub);
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(3));
  });
});
