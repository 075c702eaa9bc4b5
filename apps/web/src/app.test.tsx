import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './app.tsx';
import { i18n } from './i18n/i18n.ts';
import { fakeApi } from './test/fixtures.ts';

/** Every lazily loaded page, as a first visit can start on it. */
const lazyPaths = (routes[0]?.children ?? []).filter((r) => r.lazy).map((r) => `/${r.path}`);

describe('starting the app on a page that loads on demand', () => {
  beforeEach(() => vi.stubGlobal('fetch', fakeApi().fetchStub));
  afterEach(() => vi.unstubAllGlobals());

  it('covers the account pages', () => {
    expect(lazyPaths).toEqual(expect.arrayContaining(['/login', '/vip', '/user']));
  });

  it.each(lazyPaths)('%s shows the frame at once and logs no HydrateFallback warning', async (path) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    // Before the page's code is in: the top bar, and a spinner where the page goes.
    expect(router.state.initialized).toBe(false);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Loading…');

    await waitFor(() => expect(router.state.initialized).toBe(true));
    const logged = [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' '));
    expect(logged.filter((line) => /HydrateFallback/i.test(line))).toEqual([]);
  });
});
