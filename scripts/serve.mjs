// `npm run serve` / `npm run worker`: starts the server (or a conversion worker) from its built
// JavaScript (apps/server/dist, `npm run build:server`), building it first when it is missing or
// older than any source it is made of, so a changed source is never served stale. Plain JavaScript:
// the point is to start without loading TypeScript.
//   node scripts/serve.mjs [main|worker]
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
const built = join(root, 'apps/server/dist', `${entry}.mjs`);
const SOURCES = ['apps/server/src', 'packages', 'scripts/build-server.ts', 'package-lock.json'];

/** The newest modification time under `path` (node_modules, dist and fixtures left out). */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name === '__fixtures__') continue;
    latest = Math.max(latest, newest(join(path, name)));
  }
  return latest;
}

const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (SOURCES.some((source) => newest(join(root, source)) > builtAt)) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build-server.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(built).href);
