// What the suites that drive the built web app in Chromium share: the build to serve and the
// browser's memory read from /proc (Linux).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { freePort, startServer } from '../apps/server/src/test/server-process.ts';

const root = join(import.meta.dirname, '..');

/** Resident memory of the browser and all its processes, MiB (from /proc, Linux). */
export function browserRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), (Number(fields[21]) * 4096) / 1024 / 1024);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += rss.get(pid) ?? 0;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return total;
}

/**
 * The pid of the browser launched with `--bench-marker=<marker>` (Playwright does not say its pid;
 * the marker finds it among the machine's processes).
 */
export function browserPidOf(marker: string): number | undefined {
  const pid = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .find((entry) => {
      try {
        const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
        return cmdline.includes(`--bench-marker=${marker}`) && !cmdline.includes('--type=');
      } catch {
        return false;
      }
    });
  return pid === undefined ? undefined : Number(pid);
}

/** The built web app to serve: `WEB_DIST`, else apps/web/dist (built first when missing). */
export function webDist(): string {
  const dist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('building the web app (apps/web/dist) for the bench…');
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'inherit' });
  }
  return dist;
}

/**
 * Our server on a free port and a fresh data folder (named after `name`), serving the built web
 * app; `stop` ends it and removes the folder. Resolves once it listens.
 */
export async function serveBuiltApp(name: string) {
  const dist = webDist();
  const data = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const port = await freePort();
  const server = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    WEB_DIST: dist,
    LOG_LEVEL: 'info',
  });
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await server.listening();
  } catch (err) {
    await stop();
    throw err;
  }
  return { base: `http://127.0.0.1:${port}`, data, stop };
}

/**
 * Debian's Chromium with a profile on disk, as a user's (a fresh, incognito context keeps OPFS in
 * memory), the English UI and cookies accepted, on the page `url`; `name` tags the browser process
 * so `pid` is its root (for `browserRss`). `close` ends the browser and removes the profile.
 */
export async function openDiskProfile(name: string, url: string) {
  const marker = `${name}-${process.pid}-${Date.now()}`;
  const profile = mkdtempSync(join(tmpdir(), `bench-${name}-profile-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', `--bench-marker=${marker}`],
    acceptDownloads: true,
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(`
      localStorage.setItem('toolbox.lang', 'en');
      localStorage.setItem('ACCEPT_COOKIE', '1');
    `);
    await page.goto(url);
    return { context, page, pid: browserPidOf(marker), close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Paths a bench page asks for, each with its body and content type. */
export type BenchFiles = Record<string, [Uint8Array | string, string]>;

/** Serves exactly `files` on a free loopback port (404 for anything else) for a bench page. */
export async function serveFiles(files: BenchFiles): Promise<{ base: string; close: () => void }> {
  const server = createServer((req, res) => {
    const file = files[req.url ?? '/'];
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[1] });
    res.end(file[0]);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Where bench pages get the LAME wasm of MP3 output (the app's build emits it as an asset). */
export const MP3_WASM_PATH = '/mp3.wasm';

/** The LAME wasm file to serve at {@link MP3_WASM_PATH}. */
export function mp3WasmFile(): BenchFiles {
  const path = createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3');
  return { [MP3_WASM_PATH]: [readFileSync(path), 'application/wasm'] };
}

/**
 * `entry` bundled for a browser page or worker (ESM) into `outfile`, as esbuild does, with the one
 * Vite asset import the audio code has (the LAME wasm's `?url`) pointed at {@link MP3_WASM_PATH};
 * bare imports of files outside the repository resolve from ours.
 */
export async function bundleForBrowser(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    external: ['worker_threads'],
    outfile,
    logLevel: 'error',
    nodePaths: [join(root, 'node_modules')],
    plugins: [
      {
        name: 'mp3-wasm-url',
        setup(b) {
          b.onResolve({ filter: /^wasm-media-encoders\/wasm\/mp3\?url$/ }, () => ({
            path: 'mp3-wasm-url',
            namespace: 'mp3-wasm-url',
          }));
          b.onLoad({ filter: /.*/, namespace: 'mp3-wasm-url' }, () => ({
            contents: `export default ${JSON.stringify(MP3_WASM_PATH)};`,
          }));
        },
      },
    ],
  });
}
