import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLogin, saveLogin } from '../../features/auth/login-store.ts';
import { FAVOURITES_CHANGED_KEY, resetFavourites } from '../../features/favourites/favourites-store.ts';
import { fakeFavouritesServer } from '../../features/favourites/test-server.ts';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { toast } from '../../ui/toast-store.ts';
import { HOME_VIEW_KEY } from './home-view.ts';
import { HomePage } from './home-page.tsx';

const signIn = () =>
  saveLogin({
    accessToken: 'token-1',
    phoneNumber: null,
    email: 'a@example.com',
    idCode: 'A1',
    emptyPassword: false,
  });

const star = (code: string) =>
  screen.getAllByTestId('favourite-star').find((b) => b.getAttribute('data-code') === code)!;

const favouritesTab = () => screen.getByRole('tab', { name: /^Favourites/ });

describe('favourites on the home page', () => {
  let server: ReturnType<typeof fakeFavouritesServer>;
  beforeEach(() => {
    server = fakeFavouritesServer();
    vi.stubGlobal('fetch', server.fetchStub);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearLogin();
    resetFavourites();
  });

  it('asks tourists to sign in, from the star and from the Favourites view', async () => {
    const messages: string[] = [];
    const stop = toast.subscribe((list) => messages.push(...list.map((t) => t.message)));
    renderWithProviders(<HomePage />);
    await screen.findByText('Merge PDF');
    fireEvent.click(star('pdf_merge'));
    expect(messages).toContain('Sign in to add favourites');
    expect(star('pdf_merge').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(favouritesTab());
    const box = await screen.findByTestId('favourites-sign-in');
    expect(within(box).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(server.calls.some((c) => c.path.startsWith('/ut/func-collect/'))).toBe(false);
    stop();
  });

  it('stars and unstars, and shows the favourites in their view (remembered)', async () => {
    signIn();
    renderWithProviders(<HomePage />);
    await screen.findByText('Merge PDF');
    fireEvent.click(favouritesTab());
    expect(await screen.findByTestId('favourites-empty')).toBeTruthy();
    expect(localStorage.getItem(HOME_VIEW_KEY)).toBe('favourites');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    fireEvent.click(screen.getByRole('tab', { name: 'All tools' }));
    fireEvent.click(star('image_compress'));
    expect(star('image_compress').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star('pdf_merge'));
    await waitFor(() => expect(server.codes()).toEqual(['image_compress', 'pdf_merge']));
    expect(favouritesTab().textContent).toBe('Favourites (2)');
    fireEvent.click(favouritesTab());
    const cards = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(cards).toEqual(['/func/image_compress', '/func/pdf_merge']);
    fireEvent.click(star('image_compress'));
    await waitFor(() => expect(server.codes()).toEqual(['pdf_merge']));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/func/pdf_merge']);
    expect(server.calls.find((c) => c.path === '/ut/func-collect/del')?.body).toEqual({
      funcCode: 'image_compress',
    });
  });

  it('puts a failed change right again from the server', async () => {
    signIn();
    server.setCodes(['pdf_merge']);
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(star('pdf_merge').getAttribute('aria-pressed')).toBe('true'));
    server.state.fail = true;
    fireEvent.click(star('pdf_merge'));
    expect(star('pdf_merge').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(star('pdf_merge').getAttribute('aria-pressed')).toBe('true'));
  });

  it('follows a change made in another tab', async () => {
    signIn();
    renderWithProviders(<HomePage />);
    await screen.findByText('Merge PDF');
    await waitFor(() => expect(server.calls.some((c) => c.path === '/ut/func-collect/list')).toBe(true));
    server.setCodes(['text_replace']);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_CHANGED_KEY, newValue: '2' }));
    });
    await waitFor(() => expect(star('text_replace').getAttribute('aria-pressed')).toBe('true'));
  });

  it('sorts in the dialog with the keyboard and saves orderNumber from 1', async () => {
    signIn();
    server.setCodes(['pdf_merge', 'image_compress', 'text_replace']);
    localStorage.setItem(HOME_VIEW_KEY, 'favourites');
    renderWithProviders(<HomePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sort' }));
    const dialog = await screen.findByTestId('sort-dialog');
    const names = () =>
      within(dialog)
        .getAllByTestId('sort-row')
        .map((r) => r.textContent);
    expect(names()[0]).toContain('Merge PDF');
    const handle = within(dialog).getByRole('button', { name: /^Move Merge PDF \(place 1 of 3\)/ });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: /^Move Merge PDF \(place 2/ }), {
      key: 'ArrowDown',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Find and replace text up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('sort-dialog')).toBeNull());
    expect(server.calls.find((c) => c.path === '/ut/func-collect/batch-update')?.body).toEqual({
      itemList: [
        { funcCode: 'text_replace', orderNumber: 1 },
        { funcCode: 'image_compress', orderNumber: 2 },
        { funcCode: 'pdf_merge', orderNumber: 3 },
      ],
    });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/func/text_replace',
      '/func/image_compress',
      '/func/pdf_merge',
    ]);
  });

  it('speaks Chinese', async () => {
    signIn();
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(<HomePage />);
    fireEvent.click(await screen.findByRole('tab', { name: /^我的收藏/ }));
    expect(await screen.findByText('还没有收藏。点击任意工具上的 ☆ 即可收藏到这里。')).toBeTruthy();
  });
});
