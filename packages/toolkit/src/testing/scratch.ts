// Temporary folders for tests that hand files to command-line tools (qpdf, pdftotext, pdfimages).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A fresh folder under the system temp dir, removed when the test file ends. Call at module level. */
export function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let counter = 0;

/** A path for a new file in `dir` that no other call returned. */
export function scratchFile(dir: string, name: string): string {
  counter += 1;
  return join(dir, `${counter}-${name}`);
}
