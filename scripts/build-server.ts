// `npm run build:server`: the server (apps/server/src/main.ts and worker.ts) as plain JavaScript in
// apps/server/dist, so `npm run serve` starts without compiling TypeScript (issue 15: under tsx a
// start spent more CPU loading ~1000 modules through the loader thread than opening the database).
// Our own code and the workspace packages are bundled; everything from node_modules stays an
// import, resolved where the sources would resolve it. Two things need care in a bundle:
// - `import.meta.url` / `import.meta.dirname` name the file they are written in (models, migrations,
//   fixtures, workers next to it): each is replaced by that source file's location, relative to the
//   bundle, so the tree can still move as a whole.
// - tasks/index.ts loads every task file of its folder by name: the bundle gets the same files as a
//   table of imports built from the folder at build time (the same `isTaskFile` rule).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { isTaskFile } from '../apps/server/src/tasks/task-files.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_DIST = join(root, 'apps/server/dist');
const TASKS_INDEX = join(root, 'apps/server/src/tasks/index.ts');
/** What tasks/index.ts imports each task file with (replaced in the bundle). */
export const TASK_IMPORT = 'await import(/* @vite-ignore */ `./${name}`)';

const loaders = { '.ts': 'ts', '.mts': 'ts', '.js': 'js', '.mjs': 'js' } as const;

/** A bare import from node_modules stays an import; the workspace's own packages are bundled. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@toolbox/') || args.path.startsWith('node:') ? undefined : { external: true },
    );
  },
};

/** A source file's text with its `import.meta` locations kept (see the top of this file). */
export function keepImportMeta(text: string, file: string, outdir: string): string {
  if (!text.includes('import.meta')) return text;
  const rel = relative(outdir, file).split('\\').join('/');
  const url = `new URL(${JSON.stringify(rel)}, import.meta.url).href`;
  const dir = `__sourceDir(new URL(${JSON.stringify(rel)}, import.meta.url))`;
  const replaced = text.replace(/import\.meta\.url/g, url).replace(/import\.meta\.dirname/g, dir);
  const helper = replaced.includes('__sourceDir(')
    ? "import { fileURLToPath as __sourcePath } from 'node:url';\nconst __sourceDir = (u: URL) => __sourcePath(new URL('.', u)).replace(/[\\\\/]$/, '');\n"
    : '';
  return helper + replaced;
}

/** tasks/index.ts with its directory import turned into a table of the folder's task files. */
export function staticTaskImports(text: string, names: readonly string[]): string {
  if (!text.includes(TASK_IMPORT)) throw new Error(`tasks/index.ts no longer imports with ${TASK_IMPORT}`);
  const table = names.map((n) => `  ${JSON.stringify(n)}: () => import(${JSON.stringify(`./${n}`)}),`);
  const head = `const __taskFiles: Record<string, () => Promise<unknown>> = {\n${table.join('\n')}\n};\n`;
  return head + text.replace(TASK_IMPORT, 'await __taskFiles[name]!()');
}

const ourSources = (outdir: string): Plugin => ({
  name: 'our-sources',
  setup(b) {
    b.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, (args) => {
      if (args.path.includes(`${join('node_modules', '')}`)) return undefined;
      let text = readFileSync(args.path, 'utf8');
      if (args.path === TASKS_INDEX) {
        text = staticTaskImports(text, readdirSync(dirname(TASKS_INDEX)).filter(isTaskFile).sort());
      }
      const ext = extname(args.path) as keyof typeof loaders;
      const contents = keepImportMeta(text, args.path, outdir);
      return { contents, loader: loaders[ext], resolveDir: dirname(args.path) };
    });
  },
});

/**
 * Builds into a sibling folder (same depth, so the relative source locations hold) and then swaps
 * it in, so a process starting meanwhile finds the old build or the new one, never half of one.
 */
export async function buildServer(outdir = SERVER_DIST): Promise<void> {
  const fresh = `${outdir}.new-${process.pid}`;
  const old = `${outdir}.old-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/server/src/main.ts', worker: 'apps/server/src/worker.ts' },
    outdir: fresh,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages, ourSources(fresh)],
  });
  if (existsSync(outdir)) renameSync(outdir, old);
  renameSync(fresh, outdir);
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(
    `server built into ${relative(root, SERVER_DIST)} in ${Math.round(performance.now() - started)} ms`,
  );
}
