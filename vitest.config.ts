import { defineConfig } from 'vitest/config';

// One run covers every workspace; each app owns its project's details.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine,
    // which ran the suite serially (2008 s of wall time for 1902 s of one worker's phases). Two keep
    // both cores busy; a full run on two workers passed (396 files, 2877 tests).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // Repository checks (the lint rules of eslint.config.js).
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      './apps/server/vitest.config.ts',
      './apps/desktop-agent/vitest.config.ts',
      './apps/web/vitest.config.ts',
      './apps/web/vitest.mocks.config.ts',
    ],
  },
});
