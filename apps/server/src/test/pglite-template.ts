import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { PGLITE_SETTINGS } from '../db/pglite-settings.ts';

/**
 * Vitest global setup of the server project: PGlite's initdb takes 6–9 s on this machine, and
 * about a hundred suites each want a fresh cluster. It runs once here, with the product's
 * settings; each suite copies the closed data dir (~0.3 s) and migrates it as the product would.
 * Only PGlite itself is imported: the app's module graph would cost more than it saves.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'toolbox-pglite-template-'));
  const dir = join(root, 'pglite');
  const client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS });
  await client.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(root, { recursive: true, force: true });
}
