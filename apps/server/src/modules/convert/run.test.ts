import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConvertError, hasProgram, runLimited } from './run.ts';
import { converterSandbox, probeConverterSandbox, resetSandboxProbe, sandboxCandidates } from './sandbox.ts';

const limits = { timeoutMs: 20_000, memoryMB: 512 };
/** How long killed processes may take to be gone (polled, so a quick machine does not wait). */
const GONE = { timeout: 5_000, interval: 50 };

/** Processes whose command line contains `marker`. */
function running(marker: string): string[] {
  const out = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(marker) && !line.includes('ps -eo'));
}

describe('runLimited', () => {
  it('answers stdout of a program that exits 0 and the stderr of one that fails', async () => {
    expect(await runLimited('/bin/sh', ['-c', 'echo 你好'], tmpdir(), limits)).toBe('你好\n');
    const failed = runLimited('/bin/sh', ['-c', 'echo broken >&2; exit 3'], tmpdir(), limits);
    await expect(failed).rejects.toMatchObject({
      key: 'convertFailed',
      message: expect.stringMatching(/exited 3: broken/),
    });
  });

  it('caps the memory of the converter', async () => {
    const python = ['-c', 'b = bytearray(400 * 1024 * 1024); print(len(b))'];
    expect(await runLimited('python3', python, tmpdir(), { ...limits, memoryMB: 1024 })).toBe('419430400\n');
    await expect(runLimited('python3', python, tmpdir(), { ...limits, memoryMB: 200 })).rejects.toMatchObject(
      {
        key: 'convertFailed',
      },
    );
  });

  it('kills the whole process group on the time limit and on abort', async () => {
    const marker = `sleep 3${Math.floor(Math.random() * 1000)}`;
    const started = Date.now();
    const late = runLimited('/bin/sh', ['-c', `${marker} & ${marker}`], tmpdir(), {
      ...limits,
      timeoutMs: 300,
    });
    await expect(late).rejects.toMatchObject({ key: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
    // The kill is sent at once; a loaded machine may take a moment to reap the processes.
    await vi.waitFor(() => expect(running(marker)).toEqual([]), GONE);

    const stop = new AbortController();
    const aborted = runLimited('/bin/sh', ['-c', `${marker} & ${marker}`], tmpdir(), {
      ...limits,
      signal: stop.signal,
    });
    await vi.waitFor(() => expect(running(marker)).not.toEqual([]), GONE);
    stop.abort();
    await expect(aborted).rejects.toBeInstanceOf(ConvertError);
    await expect(aborted).rejects.toMatchObject({ key: 'interrupted' });
    await vi.waitFor(() => expect(running(marker)).toEqual([]), GONE);
  });

  it('finds programs on PATH or by absolute path', () => {
    expect(hasProgram('sh')).toBe(true);
    expect(hasProgram('/bin/sh')).toBe(true);
    expect(hasProgram('no-such-converter-here')).toBe(false);
  });

  it('gives the converter no network in every sandbox it may fall back to (unshare, unshare -r, bwrap)', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    const fetchIt = ['-c', `import urllib.request; urllib.request.urlopen(${JSON.stringify(url)})`];
    const kinds = sandboxCandidates().map((s) => s.kind);
    expect(kinds).toContain('bwrap');
    try {
      for (const sandbox of sandboxCandidates()) {
        resetSandboxProbe(sandbox);
        await expect(runLimited('python3', fetchIt, tmpdir(), limits), sandbox.kind).rejects.toBeInstanceOf(
          ConvertError,
        );
        // The sandbox itself starts: a program without network needs succeeds in it.
        expect(await runLimited('/bin/sh', ['-c', 'echo inside'], tmpdir(), limits), sandbox.kind).toBe(
          'inside\n',
        );
      }
    } finally {
      resetSandboxProbe();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(requests).toBe(0);
  });

  it('gives the converter no network: a loopback HTTP server sees no request', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
    try {
      // The same request from this process reaches the server, so the check below can fail.
      expect(await (await fetch(url)).text()).toBe('hello');
      expect(requests).toBe(1);
      const fetchIt = [
        '-c',
        `import urllib.request; print(urllib.request.urlopen(${JSON.stringify(url)}).read())`,
      ];
      await expect(runLimited('python3', fetchIt, tmpdir(), limits)).rejects.toMatchObject({
        key: 'convertFailed',
        message: expect.stringMatching(/URLError|unreachable|refused/),
      });
      expect(requests).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses to run a converter when no sandbox works (fail closed)', async () => {
    expect(converterSandbox()).not.toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'no-sandbox-'));
    resetSandboxProbe(null);
    try {
      const ran = runLimited('/bin/sh', ['-c', 'touch ran'], dir, limits);
      await expect(ran).rejects.toMatchObject({ key: 'sandboxUnavailable', retryable: false });
      expect(existsSync(join(dir, 'ran'))).toBe(false);
    } finally {
      resetSandboxProbe();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(converterSandbox()).not.toBeNull();
  });

  it('finds the same sandbox when probed without blocking, and keeps it', async () => {
    const blocking = converterSandbox();
    resetSandboxProbe();
    try {
      const probed = await probeConverterSandbox();
      expect(probed).toEqual(blocking);
      expect(converterSandbox()).toBe(probed);
    } finally {
      resetSandboxProbe();
    }
  });

  it('holds all the runs of one task to one deadline (issue 12.5)', async () => {
    // Each run is well under its own limit; together they pass the task's deadline.
    const task = { ...limits, timeoutMs: 5_000, deadline: Date.now() + 1_200 };
    const started = Date.now();
    await runLimited('/bin/sh', ['-c', 'sleep 0.8'], tmpdir(), task);
    await expect(runLimited('/bin/sh', ['-c', 'sleep 0.8'], tmpdir(), task)).rejects.toMatchObject({
      key: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    // Past the deadline nothing more is started.
    const dir = mkdtempSync(join(tmpdir(), 'late-'));
    try {
      const late = runLimited('/bin/sh', ['-c', 'touch ran'], dir, task);
      await expect(late).rejects.toMatchObject({ key: 'timeout' });
      expect(existsSync(join(dir, 'ran'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
