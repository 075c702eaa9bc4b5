// The engine files each desktop executable carries as SEA assets: what the agent reads from disk at
// run time instead of from its JavaScript bundle (apps/desktop-agent/src/packaged/engine-cache.ts
// writes them out on start). Laid out as node_modules, so the engines' own look-ups find them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { EngineManifest } from '../apps/desktop-agent/src/packaged/engine-cache.ts';

const root = join(import.meta.dirname, '..');

/** The platforms the desktop executables are built for: Linux of this machine's architecture, 64-bit Windows. */
export type DesktopTarget = 'linux' | 'win32-x64';

/** The canvas's native addon package of each target (napi-rs names them by platform and C library). */
const canvasAddon: Record<DesktopTarget, string> = {
  linux: `@napi-rs/canvas-linux-${process.arch}-gnu`,
  'win32-x64': '@napi-rs/canvas-win32-x64-msvc',
};

/**
 * koffi's native addon of each target: the package carries every platform's, the executable only its
 * own. koffi's index.js finds it by this path (the global shortcut, apps/desktop-agent/src/hotkey/).
 */
const koffiAddon: Record<DesktopTarget, string> = {
  linux: `build/koffi/linux_${process.arch}/koffi.node`,
  'win32-x64': 'build/koffi/win32_x64/koffi.node',
};

/**
 * Packages the agent reads files of at run time, and which files: a name ending in '/' is a whole
 * folder, '*.wasm' every wasm file of the package. Their JavaScript is in the bundle, except the
 * canvas's, which loads its addon by a path of its own and so is loaded from the engines folder whole.
 */
const packaged: Record<string, string[]> = {
  // CMaps and standard fonts: openWithPdfjs (toolkit) points pdf.js at these folders.
  'pdfjs-dist': ['package.json', 'LICENSE', 'cmaps/', 'standard_fonts/'],
  // The codecs of PDF compress, compiled by the toolkit's codecs-node.ts from these packages.
  '@jsquash/jpeg': ['package.json', 'LICENSE', '*.wasm'],
  '@jsquash/webp': ['package.json', 'LICENSE', '*.wasm'],
  '@jsquash/png': ['package.json', 'LICENSE', '*.wasm'],
  '@jsquash/oxipng': ['package.json', 'LICENSE', '*.wasm'],
  // PDF to image, image to Excel, and pdf.js's DOMMatrix in Node.
  '@napi-rs/canvas': ['package.json', 'LICENSE', 'index.js', 'js-binding.js', 'geometry.js', 'load-image.js'],
};

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function pick(pkgDir: string, wanted: string[]): string[] {
  return wanted.flatMap((name) => {
    if (name === '*.wasm') return filesBelow(pkgDir).filter((file) => file.endsWith('.wasm'));
    if (name.endsWith('/')) return filesBelow(join(pkgDir, name));
    return [join(pkgDir, name)];
  });
}

const sha512 = (bytes: Uint8Array) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

/** The lockfile's integrity of an installed (or optional, other-platform) package. */
export function lockedPackage(name: string): { version: string; integrity: string } {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version: string; integrity: string }>;
  };
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry?.integrity) throw new Error(`${name} is not in package-lock.json`);
  return entry;
}

/**
 * Unpacks `name@version` from the npm registry into `cache` (kept for the next build) and returns its
 * folder. `npm pack` checks the tarball against the registry's record; the tarball is checked here too
 * against `integrity` (the lockfile's, or what npm reported when it was first fetched) on every build.
 */
export function fromRegistry(name: string, version: string, cache: string, integrity?: string): string {
  const dir = join(cache, `${name.replace('/', '+')}-${version}`);
  const tarball = join(dir, 'package.tgz');
  const recorded = join(dir, 'integrity');
  if (!existsSync(tarball) || !existsSync(recorded)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', dir, '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as { filename: string; integrity: string }[];
    renameSync(join(dir, packed!.filename.replace(/^@/, '').replace('/', '-')), tarball);
    writeFileSync(recorded, packed!.integrity);
  }
  const expected = integrity ?? readFileSync(recorded, 'utf8');
  const actual = sha512(readFileSync(tarball));
  if (actual !== expected) throw new Error(`${name}@${version}: tarball is ${actual}, expected ${expected}`);
  const unpacked = join(dir, 'unpacked');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  return join(unpacked, 'package');
}

/**
 * The engines of one target: the manifest (path in the engines folder, size, SHA-256) and, for the
 * SEA config, each asset's key and the file it is read from. Windows' canvas addon comes from the
 * npm registry (checked against the lockfile's integrity), Linux's from node_modules.
 */
export function engineAssets(
  target: DesktopTarget,
  cache: string,
  /** Files of the build itself for the engines folder: path in the folder → file (the hotkey worker). */
  own: Record<string, string> = {},
): { manifest: EngineManifest; assets: Record<string, string> } {
  const modules = join(root, 'node_modules');
  const sources = Object.entries(packaged).map(([name, files]) => ({
    name,
    dir: join(modules, name),
    files,
  }));
  // koffi is loaded whole from the engines folder, by the hotkey worker and (Windows) the agent.
  sources.push({
    name: 'koffi',
    dir: join(modules, 'koffi'),
    files: ['package.json', 'LICENSE.txt', 'index.js', koffiAddon[target]],
  });
  const addon = canvasAddon[target];
  const local = join(modules, addon);
  if (target === 'linux' && existsSync(local)) sources.push({ name: addon, dir: local, files: [] });
  else {
    const locked = lockedPackage(addon);
    sources.push({
      name: addon,
      dir: fromRegistry(addon, locked.version, cache, locked.integrity),
      files: [],
    });
  }
  const assets: Record<string, string> = {};
  const manifest: EngineManifest = { files: [] };
  const add = (path: string, file: string) => {
    const bytes = readFileSync(file);
    assets[path] = file;
    manifest.files.push({
      path,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  };
  for (const [path, file] of Object.entries(own)) add(path, file);
  for (const { name, dir, files } of sources) {
    // The addon package is taken whole: its package.json names the .node file to load.
    for (const file of files.length ? pick(dir, files) : filesBelow(dir)) {
      add(['node_modules', name, ...relative(dir, file).split(/[\\/]/)].join('/'), file);
    }
  }
  return { manifest, assets };
}
