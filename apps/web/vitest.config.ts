import { defineConfig } from 'vitest/config';
import { filesWithModuleMocks, webTestBase } from './vitest.shared.ts';

// The files share one page and module graph per worker (isolate: false): a fresh page and module
// graph per file cost about 3 of the project's 4 minutes. setup.ts resets what tests leave behind.
// Files that mock modules run isolated in the web-mocks project (vitest.mocks.config.ts).
export default defineConfig({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: filesWithModuleMocks(),
    isolate: false,
    setupFiles: [...webTestBase.test.setupFiles, './src/test/shared-modules.ts'],
  },
});
