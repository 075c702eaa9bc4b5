import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Prefix of a conversion's working directory under the system temp dir. */
export const WORK_DIR_PREFIX = 'toolbox-task-';

/**
 * Removes conversion working directories a killed worker left behind (a clean stop removes its
 * own). Only those untouched for `olderThanMs`, so running conversions of other workers on the
 * same host are never touched. Returns how many were removed.
 */
export async function sweepWorkDirs(now: number, olderThanMs: number, root = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root).catch(() => [])) {
    if (!name.startsWith(WORK_DIR_PREFIX)) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < olderThanMs) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
