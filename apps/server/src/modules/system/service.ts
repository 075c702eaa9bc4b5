import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SystemInformation } from '@toolbox/contracts';
import { repoRoot, type Config } from '../../config.ts';
import { editionLocale } from '../../http/i18n.ts';
import { colorizeModelSettings } from '../oldphoto/colorize-model.ts';

/** The product version, from the repository's package.json (read once). */
export const productVersion: string = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
).version;

let desktopVersionRead: string | null = null;
/** The desktop agent's version (its package.json), which its executables carry; read when first asked. */
function desktopVersion(): string {
  return (desktopVersionRead ??= (
    JSON.parse(readFileSync(join(repoRoot, 'apps/desktop-agent/package.json'), 'utf8')) as { version: string }
  ).version);
}

/** The Windows executable `npm run build:desktop` writes, and the path it is downloaded from. */
export const DESKTOP_TRIAL_FILE = 'toolbox-desktop-win-x64.exe';
export const DESKTOP_TRIAL_PATH = `/download/${DESKTOP_TRIAL_FILE}`;

/** The desktop trial this server can hand out: its file and size, or null when none was built. */
export function desktopTrialFile(config: Config): { path: string; bytes: number } | null {
  if (!config.desktopDist) return null;
  const path = join(config.desktopDist, DESKTOP_TRIAL_FILE);
  try {
    const stat = statSync(path);
    return stat.isFile() ? { path, bytes: stat.size } : null;
  } catch {
    return null;
  }
}

/** What the web app needs to know about this deployment before anything else. */
export function systemInformation(config: Config): SystemInformation {
  const trial = desktopTrialFile(config);
  return {
    edition: config.edition,
    defaultLocale: editionLocale(config.edition),
    version: productVersion,
    publicUrl: config.publicUrl,
    contactEmail: config.contactEmail,
    ...(colorizeModelSettings() && { colorizeModel: true }),
    ...(trial && {
      desktopTrial: { url: DESKTOP_TRIAL_PATH, bytes: trial.bytes, version: desktopVersion() },
    }),
  };
}
