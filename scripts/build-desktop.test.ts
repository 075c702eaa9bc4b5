import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, it } from 'vitest';
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

it('builds a Linux single executable that answers its version and serves the guarded bridge', async () => {
  const { linux } = await buildDesktop();
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
