import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
// Every tool's strings, as if each tool's page had been opened (the app loads them one tool at a time).
import { registerAllToolLocales } from '../i18n/all-tool-locales.ts';
import { toast } from '../ui/toast-store.ts';
import { resetEveryResource } from '../queries/resource.ts';
import { clearLogin } from '../features/auth/login-store.ts';
import { resetChannel } from '../features/partner/channel.ts';
import { resetOpenMode } from '../features/partner/open-mode.ts';
import { resetPoints } from '../features/credits/points-store.ts';
import { resetFavourites } from '../features/favourites/favourites-store.ts';

// findBy/waitFor give up after 5 s instead of 1 s: on a busy 2-core CI machine a worker's answer
// or a lazy chunk can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// Tests read English unless they switch; each starts without toasts, cached lists, cookies, stored
// values or a changed address. The files share one page per worker (isolate: false in
// vitest.config.ts: a fresh page and module graph per file cost 3 of the project's 4 minutes).
await i18n.changeLanguage('en');
registerAllToolLocales();
const firstAddress = window.location.href;
/** happy-dom's own API on its window (the page's address can be set to any origin). */
type HappyDomWindow = { happyDOM: { setURL(url: string): void } };

afterEach(async () => {
  cleanup();
  toast.reset();
  resetEveryResource();
  clearLogin();
  resetChannel();
  resetOpenMode();
  resetPoints();
  resetFavourites();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // A test may have navigated the page away (even to another origin): back to the first address.
  if (window.location.href !== firstAddress)
    (window as unknown as HappyDomWindow).happyDOM.setURL(firstAddress);
  vi.useRealTimers();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
