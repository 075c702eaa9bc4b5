import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Prefix of a conversion's working directory under the system temp dir. */
export const WORK_DIR_PREFIX = 'toolbox-task-';
/** File in a working directory naming the process that made it: `<pid> <start time>`. */
const OWNER_FILE = '.owner';

/**
 * A process by pid and kernel start time (field 22 of /proc/<pid>/stat): unlike a pid alone, it
 * cannot be mistaken for an unrelated process that was given the same pid later. Null where there
 * is no /proc.
 */
export function processIdentity(pid: number): string | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    return `${pid} ${fields[19]}`;
  } catch {
    return null;
  }
}

/** Makes a working directory for one conversion, marked as this process's. */
export async function makeWorkDir(root = tmpdir()): Promise<string> {
  const dir = await mkdtemp(join(root, WORK_DIR_PREFIX));
  await writeFile(join(dir, OWNER_FILE), processIdentity(process.pid) ?? `${process.pid} ?`);
  return dir;
}

/** False when the directory's owner is known to be gone; true when alive or unknown. */
async function ownerAlive(dir: string): Promise<boolean | null> {
  const owner = await readFile(join(dir, OWNER_FILE), 'utf8').catch(() => null);
  if (owner === null) return null;
  const pid = Number(owner.split(' ')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const now = processIdentity(pid);
  // Without /proc only the age rule applies.
  if (now === null && processIdentity(process.pid) === null) return null;
  return now === owner.trim();
}

/**
 * Removes conversion working directories (inputs, LibreOffice profiles and temp files) that a
 * killed worker left behind: at once when the process that made one is gone, else when untouched
 * for `olderThanMs`. Running conversions of other workers on the same host are never touched.
 * Returns how many were removed.
 */
export async function sweepWorkDirs(now: number, olderThanMs: number, root = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root).catch(() => [])) {
    if (!name.startsWith(WORK_DIR_PREFIX)) continue;
    const path = join(root, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isDirectory()) continue;
    // A directory without an owner file yet (just made) counts as alive until it is old.
    if ((await ownerAlive(path)) !== false && now - info.mtimeMs < olderThanMs) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
