import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app.tsx';
import { systemInfoResource } from './queries/system-info.ts';
import { i18n, languageForEdition, setLanguage, storedLanguage } from './i18n/i18n.ts';
import './styles/global.css';

/** How long the first paint waits for the edition before guessing the language from the browser. */
const EDITION_WAIT_MS = 1_500;

async function start() {
  const info = await Promise.race([
    systemInfoResource.load().catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), EDITION_WAIT_MS)),
  ]);
  if (!storedLanguage() && info) await setLanguage(languageForEdition(info.edition, info.defaultLocale));

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
