import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
// Every tool's strings, as if each tool's page had been opened (the app loads them one tool at a time).
import { registerAllToolLocales } from '../i18n/all-tool-locales.ts';
import { toast } from '../ui/toast-store.ts';
import { categoriesResource, functionsResource } from '../queries/catalog-data.ts';

// findBy/waitFor give up after 5 s instead of 1 s: on a busy 2-core CI machine a worker's answer
// or a lazy chunk can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// Tests read English unless they switch; each starts without toasts or cached lists.
await i18n.changeLanguage('en');
registerAllToolLocales();

afterEach(async () => {
  cleanup();
  toast.reset();
  functionsResource.reset();
  categoriesResource.reset();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
