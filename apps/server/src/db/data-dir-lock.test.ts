import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { freePort, startServer } from '../test/server-process.ts';
import { lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-lock-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the PGlite data directory lock', () => {
  it('is not blocked by a lock file naming a living, unrelated process (a reused PID)', async () => {
    const lockFile = join(tempDir(), 'pglite.lock');
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      // What a container restart after kill -9 leaves: the old PID, now some other program's.
      writeFileSync(lockFile, `${stranger.pid}\n`);
      const release = await lockDataDir(lockFile);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await release();
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('refuses a second claim while the first is held, naming the holder, and allows it after release', async () => {
    const lockFile = join(tempDir(), 'pglite.lock');
    const release = await lockDataDir(lockFile);
    await expect(lockDataDir(lockFile)).rejects.toThrow(
      `the embedded database is in use by process ${process.pid} (${lockFile}); stop it or use another DATA_DIR`,
    );
    await release();
    const again = await lockDataDir(lockFile);
    await again();
  });

  it('lets a process that only opened and closed the database end normally (exit 0)', async () => {
    // A script (the upload bench, a one-off migration) has nothing else to wait for: the release
    // must still finish before Node decides the process is done.
    const lockFile = join(tempDir(), 'pglite.lock');
    const script = [
      "const { lockDataDir } = await import('./apps/server/src/db/data-dir-lock.ts');",
      `const release = await lockDataDir(${JSON.stringify(lockFile)});`,
      'await release();',
      "console.log('released');",
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.on('exit', done));
    expect(out.trim()).toBe('released');
    expect(code).toBe(0);
  });

  it('refuses a second server on the same DATA_DIR, and lets one start after the first is killed with -9', async () => {
    const dataDir = tempDir();
    const env = { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const first = startServer({ ...env, PORT: String(await freePort()) });
    try {
      await first.listening();

      const second = startServer({ ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toBe(
        `Cannot open the database: the embedded database is in use by process ${first.child.pid} ` +
          `(${join(dataDir, 'pglite.lock')}); stop it or use another DATA_DIR\n`,
      );
    } finally {
      first.child.kill('SIGKILL');
    }
    expect(await first.exited).toBe(null);

    const port = await freePort();
    const third = startServer({ ...env, PORT: String(port) });
    try {
      await third.listening();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      third.child.kill('SIGTERM');
    }
    expect(await third.exited).toBe(0);
  });
});
