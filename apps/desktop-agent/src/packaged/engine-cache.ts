// The engines a single executable cannot keep in its JavaScript bundle: the canvas's native addon and
// the files engines read from their packages at run time (jSquash's wasm, pdf.js's CMaps and fonts).
// The build embeds them as SEA assets with a manifest of their SHA-256 (scripts/desktop-engines.ts);
// on start they are written to a cache folder laid out as node_modules, so the engines' own
// `createRequire(import.meta.url)` look-ups find them there, unchanged from the tsx-run agent.
import { createHash, randomBytes } from 'node:crypto';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';

/** The SEA asset holding the manifest; every other asset's key is its path in the engines folder. */
export const manifestKey = 'engines.json';

/** One packaged file: where it goes in the engines folder (with '/'), its size and SHA-256 (hex). */
export interface EngineFile {
  path: string;
  size: number;
  sha256: string;
}

export interface EngineManifest {
  files: EngineFile[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The user's own cache folder for this build's engines: %LOCALAPPDATA% on Windows, else
 * $XDG_CACHE_HOME or ~/.cache. Named by version and by the manifest's hash, so a new build never
 * loads an older build's files. `root` is the application's folder, the first one we create.
 */
export function engineCacheDir(
  version: string,
  manifestText: string,
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): { root: string; dir: string } {
  const base =
    platform === 'win32'
      ? (env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'))
      : (env.XDG_CACHE_HOME ?? join(homedir(), '.cache'));
  const root = join(base, 'toolbox-desktop');
  const id = sha256(new TextEncoder().encode(manifestText)).slice(0, 16);
  return { root, dir: join(root, 'engines', `${version}-${id}`) };
}

/**
 * Why a folder must not hold code we load, or null. It must be a real folder (not a link) and, on
 * POSIX, ours and writable by nobody else: a folder another user created first (a shared cache, a
 * guessed name) could hand us their addon. On Windows %LOCALAPPDATA% is the user's by its ACL.
 */
export function unsafeFolder(
  path: string,
  platform: NodeJS.Platform = process.platform,
  uid = process.getuid?.(),
): string | null {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink() || !stat.isDirectory()) return `${path} is not a folder`;
  if (platform === 'win32') return null;
  if (stat.uid !== uid) return `${path} belongs to another user`;
  if (stat.mode & 0o022) return `${path} is writable by other users`;
  return null;
}

/** Creates the folders from `root` down to `dir` (private) and checks each; throws when one is unsafe. */
function privateFolders(root: string, dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const steps = relative(root, dir).split(sep);
  for (let i = 0; i <= steps.length; i++) {
    const folder = join(root, ...steps.slice(0, i));
    const why = unsafeFolder(folder);
    if (why) throw new Error(why);
  }
}

/** True when the file is there, a plain file, and has the manifest's size and hash. */
function intact(path: string, file: EngineFile): boolean {
  try {
    const stat = lstatSync(path);
    if (!stat.isFile() || stat.size !== file.size) return false;
    return sha256(readFileSync(path)) === file.sha256;
  } catch {
    return false;
  }
}

/**
 * Writes each manifest file that is missing or differs (read from the executable's assets, checked
 * against the manifest first), through a temporary name and a rename, so a second agent starting at
 * the same moment never loads half a file. Files already intact are kept.
 */
export function extractEngines(
  dir: string,
  manifest: EngineManifest,
  read: (key: string) => Uint8Array,
): void {
  for (const file of manifest.files) {
    if (file.path.split('/').some((part) => part === '..' || part === ''))
      throw new Error(`bad engine path ${file.path}`);
    const target = join(dir, ...file.path.split('/'));
    if (intact(target, file)) continue;
    const bytes = read(file.path);
    if (bytes.length !== file.size || sha256(bytes) !== file.sha256)
      throw new Error(`the executable's copy of ${file.path} does not match its manifest`);
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
    writeFileSync(temp, bytes, { mode: 0o600, flag: 'wx' });
    renameSync(temp, target);
  }
}

/**
 * Removes the engines of other builds beside `dir` (an update leaves the old version's 100+ MB
 * behind otherwise). A folder still in use (Windows keeps a loaded addon's file open) stays, and
 * goes at a later start.
 */
export function removeOtherBuilds(dir: string): void {
  const parent = dirname(dir);
  for (const name of readdirSync(parent)) {
    if (name === basename(dir)) continue;
    try {
      rmSync(join(parent, name), { recursive: true, force: true });
    } catch {
      // in use by an agent of that build that is still running: left for the next start
    }
  }
}

/**
 * The engines folder of this build, ready: the user's cache folder when it is safe, else (another
 * user's folder, a file we cannot replace) a new private folder for this run only, removed at exit.
 */
export function installEngines(
  version: string,
  manifestText: string,
  read: (key: string) => Uint8Array,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const manifest = JSON.parse(manifestText) as EngineManifest;
  const { root, dir } = engineCacheDir(version, manifestText, env);
  try {
    privateFolders(root, dir);
    extractEngines(dir, manifest, read);
    removeOtherBuilds(dir);
    return dir;
  } catch (error) {
    console.warn(`engine cache ${dir} not used (${String(error)}): using a private folder for this run`);
    const own = mkdtempSync(join(tmpdir(), 'toolbox-engines-'));
    process.on('exit', () => {
      try {
        rmSync(own, { recursive: true, force: true });
      } catch {
        // Windows keeps a loaded addon's file open: the system's temp clean-up takes it later.
      }
    });
    extractEngines(own, manifest, read);
    return own;
  }
}
