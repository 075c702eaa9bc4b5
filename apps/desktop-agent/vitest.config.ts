import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'desktop-agent',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
