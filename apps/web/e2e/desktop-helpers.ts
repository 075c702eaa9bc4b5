// The desktop agent the desktop browser test drives: the built Linux executable when it is newer
// than everything it is built from, else the sources under tsx.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest change to what the agent is built from. */
function newestSource(): number {
  const folders = [
    'apps/desktop-agent/src',
    'packages/toolkit/src',
    'packages/contracts/src',
    'packages/catalog/src',
  ];
  let newest = statSync('package-lock.json').mtimeMs;
  for (const folder of folders)
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

/**
 * The agent as users get it: the Linux single executable when `npm run build:desktop` made it after
 * the last change to its sources (npm test builds it in its vitest step), else the sources under tsx.
 */
export function agentCommand(): string[] {
  const executable = join('dist', 'desktop', `toolbox-desktop-linux-${process.arch}`);
  if (existsSync(executable) && statSync(executable).mtimeMs > newestSource()) {
    console.log(`desktop agent: ${executable}`);
    return [executable];
  }
  console.log(
    'desktop agent: apps/desktop-agent/src/main.ts under tsx (no up-to-date build in dist/desktop)',
  );
  return [process.execPath, '--import', 'tsx', 'apps/desktop-agent/src/main.ts'];
}

/**
 * Starts the agent (`agentCommand`) for the web app at `webOrigin` on the files under `root`, its
 * data and engine cache under `dir`, on the X display `display`; the screenshot region is captured
 * by ImageMagick's import (the region given, where a user would drag it). Its stdout is piped: it
 * prints its port and client id as a JSON line.
 */
export function spawnAgent(opts: {
  webOrigin: string;
  root: string;
  dir: string;
  display: string;
}): ChildProcess {
  const [program, ...start] = agentCommand();
  return spawn(
    program!,
    [
      ...start,
      '--web-origin',
      opts.webOrigin,
      '--root',
      opts.root,
      '--data-dir',
      join(opts.dir, 'data'),
      '--no-open',
      '--capture-command',
      'import -window root -crop 900x160+0+0 {file}',
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // The executable writes its engines to the user's cache: this run's own.
      env: { ...process.env, DISPLAY: opts.display, XDG_CACHE_HOME: join(opts.dir, 'cache') },
    },
  );
}

/**
 * A new folder for `files` files: on the machine's shared-memory tmpfs when it has room for them,
 * else under the temporary folder. A million empty files take a third of the time to make and
 * remove on tmpfs (measured here: 15 s against 43 s on ext4), which keeps the desktop test's setup
 * within its limit on a slow or busy machine.
 */
export function folderForManyFiles(prefix: string, files: number): string {
  const shm = '/dev/shm';
  try {
    const room = statfsSync(shm);
    // Inodes for the files and their folders, with a margin; tmpfs counts them in memory.
    if (room.type === 0x01021994 && room.ffree > files * 1.2) return mkdtempSync(join(shm, prefix));
  } catch {
    // No /dev/shm here.
  }
  return mkdtempSync(join(tmpdir(), prefix));
}
