// `npm run build:desktop`: the desktop agent as a Node single executable application. The agent is
// bundled into one CommonJS file (esbuild), turned into a SEA blob (`node --experimental-sea-config`)
// and injected into a copy of a Node binary (postject). Linux x64 is built from this Node; Windows
// needs a Windows node.exe (NODE_WIN_EXE=path/to/node.exe), which cannot be downloaded here.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const out = join(import.meta.dirname, '..', 'dist', 'desktop');
const fuse = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/** Builds the executables; returns their paths (the Windows one only with NODE_WIN_EXE). */
export async function buildDesktop(): Promise<{ linux: string; windows: string | null }> {
  mkdirSync(out, { recursive: true });
  const bundle = join(out, 'agent.cjs');
  await build({
    entryPoints: [join(import.meta.dirname, '..', 'apps', 'desktop-agent', 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'warning',
    // import.meta.dirname is not used by the agent; keep the bundle free of ESM-only syntax.
    supported: { 'top-level-await': false },
    // The canvas is a native module a SEA cannot carry: the desktop tools that draw pages check for it
    // and are not offered by this build (func:list-func-code).
    external: ['@napi-rs/canvas'],
  });
  const blob = join(out, 'agent.blob');
  const config = join(out, 'sea-config.json');
  writeFileSync(config, JSON.stringify({ main: bundle, output: blob, disableExperimentalSEAWarning: true }));
  execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'inherit' });

  const inject = (binary: string, extra: string[] = []) =>
    execFileSync(
      process.execPath,
      [require_('postject'), binary, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', fuse, ...extra],
      { stdio: 'inherit' },
    );
  const linux = join(out, `toolbox-desktop-linux-${process.arch}`);
  copyFileSync(process.execPath, linux);
  chmodSync(linux, 0o755);
  inject(linux);

  let windows: string | null = null;
  const winNode = process.env.NODE_WIN_EXE;
  if (winNode && existsSync(winNode)) {
    windows = join(out, 'toolbox-desktop-win-x64.exe');
    copyFileSync(winNode, windows);
    inject(windows);
  }
  return { linux, windows };
}

/** postject's command-line entry, resolved from node_modules. */
function require_(name: string): string {
  return join(import.meta.dirname, '..', 'node_modules', name, 'dist', 'cli.js');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { linux, windows } = await buildDesktop();
  console.log(`built ${linux}`);
  console.log(
    windows
      ? `built ${windows}`
      : 'Windows build skipped: set NODE_WIN_EXE to a Windows x64 node.exe (none can be downloaded on this machine)',
  );
}
