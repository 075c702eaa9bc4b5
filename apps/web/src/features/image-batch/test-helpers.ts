// For unit tests of image tools: the toolkit's image fixtures as Files. The codecs for an in-process
// bridge come from `loadNodeImageCodecs` of '@toolbox/toolkit/node' (imported by the test itself).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const toolkitImages = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/toolkit/src/image/__fixtures__',
);

/** A fixture of packages/toolkit/src/image/__fixtures__ as a File. */
export function fixtureFile(path: string, type = ''): File {
  return new File([readFileSync(join(toolkitImages, path))], path.split('/').pop()!, { type });
}
