import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { beforeAll, expect, it } from 'vitest';
import { buildDesktop } from './build-desktop.ts';

function status(port: number, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/bridge', headers: { origin } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on('error', reject);
    req.end('{"type":"env:get-version"}');
  });
}

let built: Awaited<ReturnType<typeof buildDesktop>>;
beforeAll(async () => {
  built = await buildDesktop();
}, 300_000);

it('builds a Linux single executable that answers its version and serves the guarded bridge', async () => {
  const { linux } = built;
  expect(JSON.parse(execFileSync(linux, ['--version'], { encoding: 'utf8' }))).toEqual({
    version: '0.1.0',
    versionInt: 100,
  });
  const dir = mkdtempSync(join(tmpdir(), 'sea-test-'));
  const agent = spawn(
    linux,
    [
      '--web-origin',
      'http://127.0.0.1:5',
      '--server',
      'http://127.0.0.1:9',
      '--root',
      dir,
      '--data-dir',
      join(dir, 'd'),
      '--no-open',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  try {
    const first = await new Promise<string>((resolve) =>
      createInterface({ input: agent.stdout! }).once('line', resolve),
    );
    const { port } = JSON.parse(first) as { port: number };
    expect(await status(port, 'https://evil.example')).toBe(403);
    // Our origin without the pairing secret is refused too: the guard runs in the executable.
    expect(await status(port, 'http://127.0.0.1:5')).toBe(403);
  } finally {
    agent.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

// Debian's 64-bit wine loader (the wine64 package keeps it out of PATH without the `wine` wrapper).
const wine = ['/usr/lib/wine/wine64', '/usr/bin/wine64'].find((path) => existsSync(path)) ?? 'wine64';
const wineserver = ['/usr/lib/wine/wineserver64', '/usr/bin/wineserver'].find((path) => existsSync(path));

it('builds a Windows executable that starts under wine: its version, and the guarded bridge', async () => {
  const prefix = mkdtempSync(join(tmpdir(), 'wine-'));
  const env = { ...process.env, WINEPREFIX: prefix, WINEDEBUG: '-all' };
  // A new prefix says Windows 7, which Node refuses; the client's floor is Windows 10.
  execFileSync(wine, ['reg', 'add', 'HKCU\\Software\\Wine', '/v', 'Version', '/d', 'win10', '/f'], {
    env,
    stdio: 'ignore',
  });
  // Node under wine cannot write to a pipe: its output goes to a file.
  const output = (name: string) => openSync(join(prefix, name), 'w');
  const version = output('version.txt');
  execFileSync(wine, [built.windows, '--version'], { env, stdio: ['ignore', version, 'ignore'] });
  closeSync(version);
  expect(JSON.parse(readFileSync(join(prefix, 'version.txt'), 'utf8'))).toEqual({
    version: '0.1.0',
    versionInt: 100,
  });

  const log = output('agent.txt');
  const agent = spawn(
    wine,
    [
      built.windows,
      '--web-origin',
      'http://127.0.0.1:5',
      '--server',
      'http://127.0.0.1:9',
      '--root',
      prefix,
      '--data-dir',
      join(prefix, 'agent-data'),
      '--no-open',
    ],
    { env, stdio: ['ignore', log, 'ignore'] },
  );
  try {
    let first = '';
    for (let i = 0; i < 600 && !first.includes('\n'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      first = readFileSync(join(prefix, 'agent.txt'), 'utf8');
    }
    const { port, clientId } = JSON.parse(first.split('\n')[0]!) as { port: number; clientId: string };
    expect(clientId).toMatch(/^[\w-]{16,}$/);
    expect(await status(port, 'https://evil.example')).toBe(403);
    expect(await status(port, 'http://127.0.0.1:5')).toBe(403);
  } finally {
    agent.kill();
    closeSync(log);
    if (wineserver) execFileSync(wineserver, ['-k'], { env, stdio: 'ignore' });
    rmSync(prefix, { recursive: true, force: true });
  }
}, 180_000);
