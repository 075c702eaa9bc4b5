import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '../../../../../e2e/fixtures/audio');

/** A real fixture from apps/web/e2e/fixtures/audio (see SOURCES.md there) as a File. */
export function audioFixture(name: string, type = ''): File {
  return new File([readFileSync(join(fixtures, name))], name, { type });
}
