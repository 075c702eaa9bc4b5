// The desktop agent the desktop browser test drives: the built Linux executable when it is newer
// than everything it is built from, else the sources under tsx.
import { existsSync, readdirSync, statSync } from 'node:fs';
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
