import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // One PGlite initdb for the whole run; suites copy it (src/test/pglite-template.ts).
    globalSetup: ['src/test/pglite-template.ts'],
    // A fresh PGlite data dir takes ~6 s on an idle 2-core machine and much longer on a busy one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
