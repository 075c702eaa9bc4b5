import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SystemInformation } from '@toolbox/contracts';
import { repoRoot, type Config } from '../../config.ts';
import { editionLocale } from '../../http/i18n.ts';

/** The product version, from the repository's package.json (read once). */
export const productVersion: string = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

/** What the web app needs to know about this deployment before anything else. */
export function systemInformation(config: Config): SystemInformation {
  return {
    edition: config.edition,
    defaultLocale: editionLocale(config.edition),
    version: productVersion,
    publicUrl: config.publicUrl,
    contactEmail: config.contactEmail,
  };
}
