import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Edition } from '@toolbox/contracts';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app.tsx';
import { loadTool } from './framework/lazy-tool.ts';
import { registryResource } from './framework/registry-loader.ts';
import { TOOL_REDIRECTS } from './framework/tool-page.tsx';
import { primeFrameNotice } from './features/site-content/site-content-api.ts';
import { categoriesResource, functionsResource } from './queries/catalog-data.ts';
import { systemInfoResource } from './queries/system-info.ts';
import { i18n, languageForEdition, setLanguage, storedLanguage } from './i18n/i18n.ts';
import { carryFrameFocus } from './shell/frame-focus.ts';
import './styles/global.css';

/** How long the first paint waits for the edition before guessing the language from the browser. */
const EDITION_WAIT_MS = 1_500;

/** How long a tool page's first frame waits for what the tool page's heading needs. */
const FRAME_WAIT_MS = 4_000;

/**
 * A tool page served with its first frame (the server's static top bar, heading and drop zone)
 * keeps it until the tool registry, the lists the heading is made from and the tool's own UI are
 * here: rendering sooner would swap the heading and the drop zone for a spinner and back. Other
 * pages render at once.
 */
function toolFrameReady(): Promise<unknown> {
  const framed = document.querySelector('#root > .first-frame');
  const code = /^\/func\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  if (!framed || !code) return Promise.resolve();
  const tool = registryResource.load().then((registry) => {
    const def = TOOL_REDIRECTS[code] ? undefined : registry.getTool(code);
    return def ? loadTool(def) : undefined;
  });
  return Promise.race([
    Promise.allSettled([tool, functionsResource.load(), categoriesResource.load()]),
    new Promise((resolve) => setTimeout(resolve, FRAME_WAIT_MS)),
  ]);
}

/** The edition the server wrote into the page (`<html data-edition>`); absent under `vite` dev. */
function servedEdition(): Edition | null {
  const edition = document.documentElement.dataset.edition;
  return edition === 'cn' || edition === 'intl' ? edition : null;
}

async function start() {
  const container = document.getElementById('root')!;
  carryFrameFocus(container);
  primeFrameNotice(container);
  const served = servedEdition();
  const loading = systemInfoResource.load().catch(() => null);
  const frameReady = toolFrameReady();
  if (served) {
    // The page says which edition this is: no waiting for the server before the first paint.
    if (!storedLanguage()) await setLanguage(languageForEdition(served));
  } else {
    const info = await Promise.race([
      loading,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), EDITION_WAIT_MS)),
    ]);
    if (!storedLanguage() && info) await setLanguage(languageForEdition(info.edition, info.defaultLocale));
  }

  await frameReady;
  const root = createRoot(container);
  // A transition: the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={createRouter()} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

void start();
