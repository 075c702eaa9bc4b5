import { defineConfig } from 'vitest/config';

// One run covers every workspace; each app owns its project's details.
export default defineConfig({
  test: {
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
    ],
  },
});
