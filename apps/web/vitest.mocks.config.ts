import { defineConfig } from 'vitest/config';
import { filesWithModuleMocks, webTestBase } from './vitest.shared.ts';

// The web test files that replace modules with vi.mock, each with its own page and module graph.
export default defineConfig({
  ...webTestBase,
  test: { ...webTestBase.test, name: 'web-mocks', include: filesWithModuleMocks() },
});
