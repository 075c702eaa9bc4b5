// Tests only: LibreOffice converts a file to PDF with its own profile directory, so conversions running
// at the same time (other test files, the server's tests) do not fight over one profile.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Converts `input` to PDF in `dir` and returns the PDF's path. */
export function sofficeToPdf(input: string, dir: string): string {
  const profile = pathToFileURL(join(dir, 'lo-profile')).href;
  execFileSync(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, input],
    { stdio: 'ignore', timeout: 110_000 },
  );
  return join(dir, input.slice(input.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '.pdf'));
}
