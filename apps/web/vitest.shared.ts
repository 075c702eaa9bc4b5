import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The web project's test files that replace modules with `vi.mock`. Files sharing one page and
 * module graph (isolate: false) would see a module another file imported before the mock, so
 * these run in their own project, each file isolated.
 */
export function filesWithModuleMocks(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
        found.push(relative(here, path));
    }
  };
  walk(join(here, 'src'));
  return found.sort();
}

/** What both web projects share: React, happy-dom, the setup file and a CI-sized time-out. */
export const webTestBase = {
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Room for a loaded CI machine; a test that waits for something that never comes still fails.
    testTimeout: 20_000,
  },
} satisfies ViteUserConfig;
