import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../i18n/i18n.ts';

/** Shows the current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders UI inside i18n and a memory router at `path`. With `route`, the UI is mounted on that
 * route pattern (e.g. '/func/:code'); every other path renders a marker `data-testid="elsewhere"`.
 */
export function renderWithProviders(ui: ReactElement, options: { path?: string; route?: string } = {}) {
  const { path = '/', route } = options;
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        {route ? (
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
