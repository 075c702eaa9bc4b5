import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { ToolContext } from '../framework/tool-context.ts';

/** Shows the current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders UI inside i18n and a memory router at `path`. With `route`, the UI is mounted on that
 * route pattern (e.g. '/func/:code'); every other path renders a marker `data-testid="elsewhere"`.
 * With `toolCode`, the UI renders as on that tool's page (`useToolTranslation()` works).
 */
export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string; route?: string; toolCode?: string } = {},
) {
  const { path = '/', route, toolCode } = options;
  if (toolCode) ui = <ToolContext.Provider value={{ code: toolCode }}>{ui}</ToolContext.Provider>;
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
