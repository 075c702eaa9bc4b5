import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sweepWorkDirs } from '../task/temp-dirs.ts';

/** Processes whose command line contains `marker`, as "pid args". */
function running(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

const root = mkdtempSync(join(tmpdir(), 'lifetime-root-'));
afterAll(() => {
  for (const line of running(root)) {
    try {
      process.kill(Number(line.trim().split(' ')[0]), 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  rmSync(root, { recursive: true, force: true });
});

/**
 * Issue 12.14: a worker process killed with SIGKILL (no handler runs) in the middle of a
 * LibreOffice run. soffice starts oosplash and soffice.bin; all of them must die with it, and the
 * next start must remove the working directory (profile, input, temp files) it left.
 */
describe('converter lifetime', () => {
  it('LibreOffice dies with a worker killed by SIGKILL, and start-up removes its work dir', async () => {
    const here = import.meta.dirname;
    // A stand-in worker: makes a work dir and runs soffice headless, which waits until killed.
    const script = join(root, 'hold-converter.mts');
    writeFileSync(
      script,
      `import { runLimited } from ${JSON.stringify(join(here, 'run.ts'))};
import { makeWorkDir } from ${JSON.stringify(join(here, '../task/temp-dirs.ts'))};
const work = await makeWorkDir(${JSON.stringify(root)});
process.stdout.write(work + '\\n');
await runLimited('soffice', ['-env:UserInstallation=file://' + work + '/profile', '--headless', '--norestore', '--nolockcheck'], work, { timeoutMs: 600_000, memoryMB: 2048 });
`,
    );
    const worker = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    let work = '';
    worker.stdout.on('data', (d: Buffer) => (work += d.toString()));
    await vi.waitFor(() => expect(work).toContain('\n'), { timeout: 20_000, interval: 50 });
    work = work.trim();
    // soffice.bin is the process that holds the memory; wait until it runs.
    await vi.waitFor(() => expect(running(work).join('\n')).toContain('soffice.bin'), {
      timeout: 30_000,
      interval: 100,
    });

    worker.kill('SIGKILL');
    await exited;
    await vi.waitFor(() => expect(running(work)).toEqual([]), { timeout: 5_000, interval: 50 });

    // Left behind (soffice may not have written its profile yet when it was killed).
    expect(existsSync(work)).toBe(true);
    expect(await sweepWorkDirs(Date.now(), 24 * 3600_000, root)).toBe(1);
    expect(existsSync(work)).toBe(false);
  });
});
