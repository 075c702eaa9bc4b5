// Type-checks every workspace project (each has its own tsconfig: DOM for the web app, Node elsewhere).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/contracts',
  'packages/catalog',
  'packages/toolkit',
  'apps/server',
  'apps/desktop-agent',
  'apps/web',
  'scripts',
];
let failed = false;
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '-p', dir, '--noEmit'], { stdio: 'inherit' });
    console.log(`typecheck ok: ${dir}`);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
