import { createHash } from 'node:crypto';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  engineCacheDir,
  extractEngines,
  installEngines,
  unsafeFolder,
  type EngineManifest,
} from './engine-cache.ts';

// The engines folder of the single executable, on a real disk: what is written, what is kept, and
// which folders are refused. (The executable itself is tested in scripts/build-desktop.test.ts.)
const assets: Record<string, Uint8Array> = {
  'node_modules/a/package.json': new TextEncoder().encode('{"name":"a"}'),
  'node_modules/a/lib/a.wasm': new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]),
};
const manifest: EngineManifest = {
  files: Object.entries(assets).map(([path, bytes]) => ({
    path,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  })),
};
const manifestText = JSON.stringify(manifest);
let dir: string;
let reads: string[];
const read = (key: string) => {
  reads.push(key);
  return assets[key]!;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'engine-cache-'));
  reads = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('names the folder by version and manifest, in the user cache of each system', () => {
  const linux = engineCacheDir('0.1.0', manifestText, { XDG_CACHE_HOME: '/c' }, 'linux');
  expect(linux.root).toBe('/c/toolbox-desktop');
  expect(linux.dir).toMatch(/^\/c\/toolbox-desktop\/engines\/0\.1\.0-[0-9a-f]{16}$/);
  expect(engineCacheDir('0.1.0', manifestText + ' ', { XDG_CACHE_HOME: '/c' }, 'linux').dir).not.toBe(
    linux.dir,
  );
  const windows = engineCacheDir(
    '0.1.0',
    manifestText,
    { LOCALAPPDATA: 'C:\\Users\\u\\AppData\\Local' },
    'win32',
  );
  expect(windows.root).toContain('toolbox-desktop');
  expect(windows.root.startsWith('C:\\Users\\u\\AppData\\Local')).toBe(true);
});

it('writes the files once, keeps intact ones, and replaces a changed one', () => {
  extractEngines(dir, manifest, read);
  expect(readFileSync(join(dir, 'node_modules', 'a', 'lib', 'a.wasm'))).toEqual(
    Buffer.from(assets['node_modules/a/lib/a.wasm']!),
  );
  expect(statSync(join(dir, 'node_modules', 'a', 'lib', 'a.wasm')).mode & 0o077).toBe(0);
  expect(reads).toHaveLength(2);
  reads = [];
  extractEngines(dir, manifest, read);
  expect(reads).toEqual([]);
  writeFileSync(join(dir, 'node_modules', 'a', 'lib', 'a.wasm'), 'changed!');
  extractEngines(dir, manifest, read);
  expect(reads).toEqual(['node_modules/a/lib/a.wasm']);
  expect(readFileSync(join(dir, 'node_modules', 'a', 'lib', 'a.wasm'))).toEqual(
    Buffer.from(assets['node_modules/a/lib/a.wasm']!),
  );
  // No temporary file is left behind.
  expect(readdirSync(join(dir, 'node_modules', 'a', 'lib'))).toEqual(['a.wasm']);
});

it('refuses assets that do not match the manifest and paths that leave the folder', () => {
  expect(() => extractEngines(dir, manifest, () => new Uint8Array(8))).toThrow(/does not match its manifest/);
  const escaping = { files: [{ ...manifest.files[0]!, path: 'node_modules/../../x' }] };
  expect(() => extractEngines(dir, escaping, read)).toThrow(/bad engine path/);
});

it('trusts only a real folder of this user that nobody else can write', () => {
  mkdirSync(join(dir, 'ok'), { mode: 0o700 });
  expect(unsafeFolder(join(dir, 'ok'))).toBeNull();
  expect(unsafeFolder(join(dir, 'ok'), 'linux', process.getuid!() + 1)).toMatch(/another user/);
  mkdirSync(join(dir, 'open'));
  chmodSync(join(dir, 'open'), 0o777);
  expect(unsafeFolder(join(dir, 'open'))).toMatch(/writable by other users/);
  symlinkSync(join(dir, 'ok'), join(dir, 'link'));
  expect(unsafeFolder(join(dir, 'link'))).toMatch(/not a folder/);
});

it('installs into the user cache, and into a private folder when the cache folder was made by others', () => {
  const env = { XDG_CACHE_HOME: join(dir, 'cache') };
  const { dir: cached } = engineCacheDir('0.1.0', manifestText, env);
  expect(installEngines('0.1.0', manifestText, read, env)).toBe(cached);
  expect(statSync(cached).mode & 0o777).toBe(0o700);

  // Someone else's pre-created folder: writable by all, perhaps already holding their files.
  const other = { XDG_CACHE_HOME: join(dir, 'shared') };
  const { root, dir: planted } = engineCacheDir('0.1.0', manifestText, other);
  mkdirSync(planted, { recursive: true });
  chmodSync(root, 0o777);
  const used = installEngines('0.1.0', manifestText, read, other);
  expect(used).not.toBe(planted);
  expect(used.startsWith(tmpdir())).toBe(true);
  expect(statSync(used).mode & 0o777).toBe(0o700);
  expect(readdirSync(planted)).toEqual([]);
  expect(readFileSync(join(used, 'node_modules', 'a', 'package.json'), 'utf8')).toBe('{"name":"a"}');
  rmSync(used, { recursive: true });
});

it("removes other builds' engines when a build installs its own", () => {
  const env = { XDG_CACHE_HOME: join(dir, 'updated') };
  const { dir: old } = engineCacheDir('0.0.9', manifestText, env);
  expect(installEngines('0.0.9', manifestText, read, env)).toBe(old);
  const { dir: current } = engineCacheDir('0.1.0', manifestText, env);
  expect(installEngines('0.1.0', manifestText, read, env)).toBe(current);
  expect(readdirSync(dirname(current))).toEqual([basename(current)]);
  expect(readFileSync(join(current, 'node_modules', 'a', 'package.json'), 'utf8')).toBe('{"name":"a"}');
});
