import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../app.tsx';
import { i18n } from '../i18n/i18n.ts';
import { fakeApi } from '../test/fixtures.ts';
import { CHANNEL_KEY } from './channel-param.ts';

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

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('Layout', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeApi().fetchStub));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('has landmarks, a skip link, the logo link and the search', async () => {
    setMobile(false);
    renderApp('/');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Tool categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('link', { name: 'Toolbox' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('combobox', { name: 'Search tools' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the tool menu' })).toBeNull(); // desktop
  });

  it('the menu expands a category to its tools, which open in the same tab', async () => {
    setMobile(false);
    const router = renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Tool categories' });
    const category = await waitFor(() => {
      const button = nav.querySelector<HTMLButtonElement>('button[aria-controls="menu-cat-pdf"]');
      if (!button) throw new Error('not yet');
      return button;
    });
    expect(category.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(category);
    expect(category.getAttribute('aria-expanded')).toBe('true');
    const link = await waitFor(() => {
      const a = nav.querySelector<HTMLAnchorElement>('a[href="/func/pdf_merge"]');
      if (!a) throw new Error('not yet');
      return a;
    });
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/func/pdf_merge');
  });

  it("opens with the open tool's category expanded and the tool marked current; it still folds", async () => {
    setMobile(false);
    renderApp('/func/pdf_merge');
    const nav = screen.getByRole('navigation', { name: 'Tool categories' });
    const link = await waitFor(() => {
      const a = nav.querySelector<HTMLAnchorElement>('a[href="/func/pdf_merge"]');
      if (!a) throw new Error('not yet');
      return a;
    });
    const category = nav.querySelector<HTMLButtonElement>('button[aria-controls="menu-cat-pdf"]')!;
    expect(category.getAttribute('aria-expanded')).toBe('true');
    expect(link.getAttribute('aria-current')).toBe('page');
    fireEvent.click(category);
    expect(category.getAttribute('aria-expanded')).toBe('false');
  });

  it('on phones the menu is a drawer with a Home entry, toggled from the top bar', async () => {
    setMobile(true);
    const router = renderApp('/func/nope');
    const toggle = screen.getByRole('button', { name: 'Show the tool menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const nav = screen.getByRole('navigation', { name: 'Tool categories', hidden: true });
    expect(nav.hasAttribute('inert')).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the tool menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(nav.hasAttribute('inert')).toBe(false);
    const home = nav.querySelector('a[href="/"]')!;
    expect(home.textContent).toBe('Home');
    fireEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Show the tool menu' })).toBeTruthy(); // closed again
  });

  it("on phones starts with the drawer open when the visitor opened the first frame's", async () => {
    setMobile(true);
    // The server's first frame with its drawer opened by a tap before the app ran (frame-menu.ts).
    const frame = document.createElement('div');
    frame.id = 'root';
    frame.innerHTML =
      '<div class="first-frame"><header class="top-bar">' +
      '<button type="button" class="menu-toggle" aria-expanded="true"></button></header>' +
      '<div class="app-body"><div class="left-menu is-open"></div></div></div>';
    document.body.append(frame);
    const router = renderApp('/');
    frame.remove();
    expect(screen.getByRole('button', { name: 'Hide the tool menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await act(() => router.navigate('/func/pdf_merge'));
    expect(screen.getByRole('button', { name: 'Show the tool menu' })).toBeTruthy(); // a new page closes it
  });

  it('removes the cid channel parameter from the address and keeps it', async () => {
    setMobile(false);
    const router = renderApp('/?cid=abc&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(sessionStorage.getItem(CHANNEL_KEY)).toBe('abc');
  });

  it('the language switcher changes the UI language and remembers it', async () => {
    setMobile(false);
    renderApp('/');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-CN' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: '语言' })).toBeTruthy());
    expect(localStorage.getItem('toolbox.lang')).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
